import Foundation

/// Runs one scenario on one corpus file, in this process: what a child process started
/// by `ImportBenchmark` does, and what to run under a profiler:
///
///     mapwright-bench scenario mapwright --kind blog --corpus /tmp/blog-10k.json --runs 1
struct ScenarioRunner {
    /// The scenario.
    var scenario: ImportScenario
    /// The corpus kind.
    var kind: CorpusKind
    /// The corpus file.
    var corpusPath: String
    /// Records in the corpus; counted with the reader when not given.
    var records: Int?
    /// Timed runs (after one warm-up).
    var runs: Int
    /// Seconds after which no more runs start (once three are timed).
    var budget: Double

    /// Reads the corpus, resets the peak resident set to what the input takes, times the
    /// scenario and checks that every run produced `records` records.
    func run() throws -> ScenarioResult {
        let data = try Data(contentsOf: URL(fileURLWithPath: corpusPath))
        let records = try records ?? ImportScenario.reader.run(kind, ScenarioInput(data: data, records: 0))
        guard scenario.runs(on: kind) else {
            throw BenchOptions.UsageError(description: "\(scenario.rawValue) does not run on \(kind.rawValue) corpora")
        }
        var input = ScenarioInput(data: data, records: records)
        if scenario.usesSQLite { input.file = try SQLiteBenchFile() }
        if scenario == .sqliteFloor { input.readyRows = try SQLiteScenarios.readyRows(data) }
        if scenario.usesSnapshot { input.snapshotFixture = try SnapshotFixture(corpus: data) }
        if scenario == .teardown { input.filledStore = FilledStore(corpus: data) }
        ProcessMemory.resetPeak()
        var wrong: Int?
        let timing = try Measurement.time(runs: runs, budget: budget, setup: {
            try input.file?.reset()
            try input.filledStore?.fill()
        }) {
            let produced = try scenario.run(kind, input)
            if produced != records { wrong = produced }
        }
        if let wrong {
            throw BenchOptions.UsageError(description: "\(scenario.rawValue) produced \(wrong) records, expected \(records)")
        }
        try input.file?.verify(posts: records)
        return ScenarioResult(scenario: scenario, kind: kind, records: records, bytes: data.count,
                              timing: timing, peakResidentBytes: ProcessMemory.peakResidentBytes())
    }

    /// The arguments that make a child process run this (`mapwright-bench scenario …`).
    var arguments: [String] {
        ["scenario", scenario.rawValue, "--kind", kind.rawValue, "--corpus", corpusPath, "--runs", String(runs),
         "--budget", String(budget)] + (records.map { ["--records", String($0)] } ?? [])
    }

    /// Reads the `scenario` command's options.
    init(_ options: BenchOptions) throws(BenchOptions.UsageError) {
        guard let name = options.positional.first, let scenario = ImportScenario(rawValue: name) else {
            throw BenchOptions.UsageError(description: "scenario: name one of " + ImportScenario.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard let kind = CorpusKind(rawValue: options.text("kind") ?? "blog") else {
            throw BenchOptions.UsageError(description: "--kind: " + CorpusKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard let corpus = options.text("corpus") else { throw BenchOptions.UsageError(description: "--corpus FILE is required") }
        self.init(scenario: scenario, kind: kind, corpusPath: corpus, records: options.has("records") ? try options.count("records", default: 1) : nil,
                  runs: try options.count("runs", default: 5), budget: try options.seconds("budget", default: 60))
    }

    /// A runner from its parts.
    init(scenario: ImportScenario, kind: CorpusKind, corpusPath: String, records: Int?, runs: Int, budget: Double) {
        self.scenario = scenario
        self.kind = kind
        self.corpusPath = corpusPath
        self.records = records
        self.runs = runs
        self.budget = budget
    }
}
