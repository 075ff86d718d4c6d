import Foundation

/// Timing helpers: best and median of several runs, on a monotonic clock.
enum Measurement {
    /// The result of timing one task several times.
    struct Timing {
        /// The fastest run, in seconds.
        var best: Double
        /// The median run, in seconds.
        var median: Double
        /// How many runs were timed (after the warm-up).
        var runs: Int
    }

    /// Runs `body` once to warm up, then up to `runs` times, and returns best and median
    /// seconds. Stops early once `budget` seconds have gone by (warm-up included) and at
    /// least `minimumRuns` runs are timed, so that the largest corpora stay affordable.
    static func time(runs: Int, minimumRuns: Int = 3, budget: Double = .infinity,
                     _ body: () throws -> Void) rethrows -> Timing {
        let start = BenchClock.now()
        try body()
        var seconds: [Double] = []
        while seconds.count < max(1, runs) {
            let runStart = BenchClock.now()
            try body()
            seconds.append(BenchClock.seconds(from: runStart, to: BenchClock.now()))
            if seconds.count >= minimumRuns, BenchClock.seconds(from: start, to: BenchClock.now()) > budget { break }
        }
        seconds.sort()
        return Timing(best: seconds[0], median: seconds[seconds.count / 2], runs: seconds.count)
    }

    /// `12.3` with `decimals` decimals.
    static func format(_ value: Double, decimals: Int = 1) -> String {
        String(format: "%.\(decimals)f", value)
    }
}

/// What `/proc/self/status` says about this process's memory (Linux; 0 elsewhere).
enum ProcessMemory {
    /// Peak resident set size so far (VmHWM), in bytes.
    static func peakResidentBytes() -> Int { statusBytes("VmHWM:") }

    /// Resident set size now (VmRSS), in bytes.
    static func residentBytes() -> Int { statusBytes("VmRSS:") }

    /// Resets the peak to the current resident set (writes 5 to `/proc/self/clear_refs`);
    /// false where the kernel does not allow it.
    @discardableResult
    static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }

    private static func statusBytes(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(field) {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return kilobytes * 1024
        }
        return 0
    }
}
