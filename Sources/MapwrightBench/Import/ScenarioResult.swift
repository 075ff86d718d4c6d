/// What one scenario measured on one corpus: the line a child process prints, and a
/// row of the result tables.
struct ScenarioResult {
    /// The scenario.
    var scenario: ImportScenario
    /// The corpus kind.
    var kind: CorpusKind
    /// Records in the corpus (posts or actions).
    var records: Int
    /// Bytes in the corpus.
    var bytes: Int
    /// The timings.
    var timing: Measurement.Timing
    /// Peak resident set of the process while the scenario ran (input bytes included), in bytes.
    var peakResidentBytes: Int

    /// Records per second at the best run.
    var recordsPerSecond: Double { Double(records) / timing.best }
    /// Megabytes (10^6) per second at the best run.
    var megabytesPerSecond: Double { Double(bytes) / 1e6 / timing.best }
    /// Nanoseconds per record at the best run.
    var nanosecondsPerRecord: Double { timing.best * 1e9 / Double(records) }

    /// The marker that starts the line a child prints.
    static let marker = "mapwright-bench-result"

    /// The line a child process prints for the parent to read.
    var line: String {
        "\(Self.marker) scenario=\(scenario.rawValue) kind=\(kind.rawValue) records=\(records) bytes=\(bytes) "
            + "runs=\(timing.runs) best=\(timing.best) median=\(timing.median) cpu=\(timing.bestCPU) cpumedian=\(timing.medianCPU) peak=\(peakResidentBytes)"
    }

    /// Reads a `line` back; nil when `text` holds none.
    init?(parsing text: String) {
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix(Self.marker) }) else { return nil }
        var fields: [Substring: Substring] = [:]
        for pair in line.split(separator: " ").dropFirst() {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        guard let scenario = fields["scenario"].flatMap({ ImportScenario(rawValue: String($0)) }),
              let kind = fields["kind"].flatMap({ CorpusKind(rawValue: String($0)) }),
              let records = fields["records"].flatMap({ Int($0) }), let bytes = fields["bytes"].flatMap({ Int($0) }),
              let runs = fields["runs"].flatMap({ Int($0) }), let best = fields["best"].flatMap({ Double($0) }),
              let median = fields["median"].flatMap({ Double($0) }), let peak = fields["peak"].flatMap({ Int($0) })
        else { return nil }
        let cpu = fields["cpu"].flatMap { Double($0) } ?? 0
        let medianCPU = fields["cpumedian"].flatMap { Double($0) } ?? cpu
        self.init(scenario: scenario, kind: kind, records: records, bytes: bytes,
                  timing: Measurement.Timing(best: best, median: median, runs: runs, bestCPU: cpu, medianCPU: medianCPU),
                  peakResidentBytes: peak)
    }

    /// A result from its parts.
    init(scenario: ImportScenario, kind: CorpusKind, records: Int, bytes: Int, timing: Measurement.Timing, peakResidentBytes: Int) {
        self.scenario = scenario
        self.kind = kind
        self.records = records
        self.bytes = bytes
        self.timing = timing
        self.peakResidentBytes = peakResidentBytes
    }
}
