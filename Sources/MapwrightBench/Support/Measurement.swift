import Foundation

/// Timing helpers: best and median of several runs, on a monotonic clock, with the
/// process's CPU time of the best run beside its wall time.
enum Measurement {
    /// The result of timing one task several times.
    struct Timing {
        /// The fastest run, in seconds.
        var best: Double
        /// The median run, in seconds.
        var median: Double
        /// How many runs were timed (after the warm-up).
        var runs: Int
        /// CPU seconds (every thread of the process, user and system) of the fastest run;
        /// 0 when not measured.
        var bestCPU: Double = 0
        /// The median of the runs' CPU seconds; 0 when not measured.
        var medianCPU: Double = 0

        /// The timing of `samples` (wall and CPU seconds of each run; at least one).
        init(samples: [(wall: Double, cpu: Double)]) {
            let byWall = samples.sorted { $0.wall < $1.wall }
            let cpus = samples.map(\.cpu).sorted()
            self.init(best: byWall.first?.wall ?? 0, median: byWall.isEmpty ? 0 : byWall[byWall.count / 2].wall, runs: samples.count,
                      bestCPU: byWall.first?.cpu ?? 0, medianCPU: cpus.isEmpty ? 0 : cpus[cpus.count / 2])
        }

        /// A timing from its parts.
        init(best: Double, median: Double, runs: Int, bestCPU: Double = 0, medianCPU: Double = 0) {
            self.best = best
            self.median = median
            self.runs = runs
            self.bestCPU = bestCPU
            self.medianCPU = medianCPU
        }
    }

    /// Runs `body` once to warm up, then up to `runs` times (see the variant with `setup`).
    static func time(runs: Int, minimumRuns: Int = 3, budget: Double = .infinity, _ body: () throws -> Void) rethrows -> Timing {
        try time(runs: runs, minimumRuns: minimumRuns, budget: budget, setup: {}, body)
    }

    /// Runs `setup` then `body` once to warm up, then up to `runs` times, and returns
    /// best and median seconds of `body` (`setup` is not timed). Stops early once
    /// `budget` seconds have gone by (warm-up included) and at least `minimumRuns` runs
    /// are timed, so that the largest corpora stay affordable.
    static func time(runs: Int, minimumRuns: Int = 3, budget: Double = .infinity,
                     setup: () throws -> Void, _ body: () throws -> Void) rethrows -> Timing {
        let start = BenchClock.now()
        try setup()
        try body()
        var samples: [(wall: Double, cpu: Double)] = []
        while samples.count < max(1, runs) {
            try setup()
            let cpuStart = BenchClock.processCPUSeconds()
            let runStart = BenchClock.now()
            try body()
            let wall = BenchClock.seconds(from: runStart, to: BenchClock.now())
            samples.append((wall, BenchClock.processCPUSeconds() - cpuStart))
            if samples.count >= minimumRuns, BenchClock.seconds(from: start, to: BenchClock.now()) > budget { break }
        }
        return Timing(samples: samples)
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
