import Foundation

/// Timing helpers: best and median of several runs, on a monotonic clock.
enum Measurement {
    /// The result of timing one task several times.
    struct Timing {
        var best: Double
        var median: Double
    }

    /// Runs `body` `runs` times (after one warm-up) and returns best and median seconds.
    static func time(runs: Int, _ body: () throws -> Void) rethrows -> Timing {
        try body()
        var seconds: [Double] = []
        for _ in 0..<runs {
            let start = ContinuousClock.now
            try body()
            let elapsed = ContinuousClock.now - start
            seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        seconds.sort()
        return Timing(best: seconds[0], median: seconds[seconds.count / 2])
    }

    /// Peak resident set size of this process so far, in bytes (VmHWM), or 0 where unknown.
    static func peakResidentBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return digits * 1024
        }
        return 0
    }

    /// `12.3` with one decimal.
    static func format(_ value: Double, decimals: Int = 1) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
