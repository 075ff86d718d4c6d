import Foundation

/// `mapwright-bench import`: writes each corpus once to a temporary file, then runs the
/// scenarios on those same bytes in rounds: each round runs every scenario once (after a
/// warm-up run of its own), each in a child process (so that peak resident set is per
/// scenario), and the order rotates from round to round, so that a busy neighbour slows
/// every scenario alike instead of flipping a ratio. Wall and CPU time are kept per run;
/// the load average is noted at the start of each round.
struct ImportBenchmark {
    /// Blog corpus sizes, in posts.
    var blogSizes: [Int]
    /// Sizes of the Blog corpus with realistic variety, in posts.
    var variedSizes: [Int]
    /// Widgets feed sizes, in actions.
    var feedSizes: [Int]
    /// The scenarios to run, in table order.
    var scenarios: [ImportScenario]
    /// Rounds (timed runs per scenario).
    var runs: Int
    /// Seconds per corpus after which no more rounds start (once three are done).
    var budget: Double
    /// Run scenarios in this process (peak RSS is then the process's, not the scenario's).
    var inProcess: Bool

    /// What a run measured: one result per corpus and scenario, and how each round went.
    struct Outcome {
        /// One result per corpus and scenario, combining its runs of every round.
        var results: [ScenarioResult]
        /// One line per round: corpus, load average at its start, scenario order.
        var rounds: [String]
    }

    /// Reads the `import` command's options.
    init(_ options: BenchOptions) throws(BenchOptions.UsageError) {
        blogSizes = try options.counts("sizes", default: [10_000, 100_000, 1_000_000])
        variedSizes = options.text("varied") == "none" ? [] : try options.counts("varied", default: blogSizes)
        feedSizes = options.text("feed") == "none" ? [] : try options.counts("feed", default: [100_000])
        var scenarios: [ImportScenario] = []
        for name in options.words("scenarios", default: ImportScenario.allCases.map(\.rawValue)) {
            guard let scenario = ImportScenario(rawValue: name) else {
                throw BenchOptions.UsageError(description: "--scenarios: '\(name)' is not one of " + ImportScenario.allCases.map(\.rawValue).joined(separator: ", "))
            }
            scenarios.append(scenario)
        }
        self.scenarios = scenarios
        runs = try options.count("runs", default: 5)
        budget = try options.seconds("budget", default: 120)
        inProcess = options.has("in-process")
    }

    /// Measures every corpus and scenario; progress goes to standard error.
    func run() throws -> Outcome {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var outcome = Outcome(results: [], rounds: [])
        let corpora = blogSizes.map { (CorpusKind.blog, $0) } + variedSizes.map { (CorpusKind.blogVaried, $0) }
            + feedSizes.map { (CorpusKind.feed, $0) }
        for (kind, size) in corpora {
            let file = directory.appendingPathComponent("\(kind.rawValue)-\(size).json")
            try Data(kind.bytes(records: size)).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let active = scenarios.filter { $0.runs(on: kind) }
            guard !active.isEmpty else { continue }
            try measure(active, kind: kind, size: size, file: file, into: &outcome)
        }
        return outcome
    }

    /// The rounds on one corpus.
    private func measure(_ active: [ImportScenario], kind: CorpusKind, size: Int, file: URL, into outcome: inout Outcome) throws {
        var samples: [ImportScenario: [(wall: Double, cpu: Double)]] = [:]
        var peaks: [ImportScenario: Int] = [:]
        var bytes = 0
        let start = BenchClock.now()
        var round = 0
        while round < max(1, runs) {
            let order = (0..<active.count).map { active[($0 + round) % active.count] }
            let load = MachineInfo.loadAverage()
            let corpus = "\(kind.rawValue) \(BenchOptions.countLabel(size))"
            progress("\(corpus), round \(round + 1) (load \(load)):")
            for scenario in order {
                let runner = ScenarioRunner(scenario: scenario, kind: kind, corpusPath: file.path, records: size, runs: 1, budget: 3600)
                let result = try inProcess ? runner.run() : child(runner)
                samples[scenario, default: []].append((result.timing.best, result.timing.bestCPU))
                peaks[scenario] = max(peaks[scenario] ?? 0, result.peakResidentBytes)
                bytes = result.bytes
                progress(" \(scenario.rawValue) \(Measurement.format(result.timing.best * 1000)) ms")
            }
            progress("\n")
            outcome.rounds.append("\(corpus), round \(round + 1): load \(load); " + order.map(\.rawValue).joined(separator: ", "))
            round += 1
            if round >= min(3, runs), BenchClock.seconds(from: start, to: BenchClock.now()) > budget { break }
        }
        for scenario in active {
            outcome.results.append(ScenarioResult(
                scenario: scenario, kind: kind, records: size, bytes: bytes,
                timing: Measurement.Timing(samples: samples[scenario] ?? []), peakResidentBytes: peaks[scenario] ?? 0))
        }
    }

    /// Runs one timed run of `runner` in a child process.
    private func child(_ runner: ScenarioRunner) throws -> ScenarioResult {
        let output = try ChildProcess.runSelf(runner.arguments)
        guard let parsed = ScenarioResult(parsing: output) else {
            throw ChildProcess.Failure(description: "no result from the \(runner.scenario.rawValue) child")
        }
        return parsed
    }

    private func progress(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
