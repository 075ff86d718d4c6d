import Foundation

/// `mapwright-bench import`: writes each corpus once to a temporary file, then runs every
/// scenario on those same bytes, each in a child process of its own (so that peak
/// resident set is per scenario), and reports them side by side.
struct ImportBenchmark {
    /// Blog corpus sizes, in posts.
    var blogSizes: [Int]
    /// Widgets feed sizes, in actions.
    var feedSizes: [Int]
    /// The scenarios to run, in table order.
    var scenarios: [ImportScenario]
    /// Timed runs per scenario (after a warm-up).
    var runs: Int
    /// Seconds after which a scenario starts no more runs (once three are timed).
    var budget: Double
    /// Run scenarios in this process (peak RSS is then the process's, not the scenario's).
    var inProcess: Bool

    /// Reads the `import` command's options.
    init(_ options: BenchOptions) throws(BenchOptions.UsageError) {
        blogSizes = try options.counts("sizes", default: [10_000, 100_000, 1_000_000])
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
        budget = try options.seconds("budget", default: 60)
        inProcess = options.has("in-process")
    }

    /// Measures every corpus and scenario; progress goes to standard error.
    func run() throws -> [ScenarioResult] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var results: [ScenarioResult] = []
        let corpora = blogSizes.map { (CorpusKind.blog, $0) } + feedSizes.map { (CorpusKind.feed, $0) }
        for (kind, size) in corpora {
            let file = directory.appendingPathComponent("\(kind.rawValue)-\(size).json")
            try Data(kind.bytes(records: size)).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            for scenario in scenarios where scenario.runs(on: kind) {
                let runner = ScenarioRunner(scenario: scenario, kind: kind, corpusPath: file.path, records: size, runs: runs, budget: budget)
                progress("\(kind.rawValue) \(BenchOptions.countLabel(size)): \(scenario.rawValue)…")
                let result: ScenarioResult
                if inProcess {
                    result = try runner.run()
                } else {
                    let output = try ChildProcess.runSelf(runner.arguments)
                    guard let parsed = ScenarioResult(parsing: output) else {
                        throw ChildProcess.Failure(description: "no result from the \(scenario.rawValue) child")
                    }
                    result = parsed
                }
                progress(" \(Measurement.format(result.timing.best * 1000)) ms best of \(result.timing.runs)\n")
                results.append(result)
            }
        }
        return results
    }

    private func progress(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
