/// The import results as Markdown tables (in memory, then into SQLite, each with the
/// growth of the generated parser's cost per record), the rounds they were measured in,
/// and as CSV rows.
struct ImportReport {
    /// Every result, in the order measured.
    var results: [ScenarioResult]
    /// One line per round (corpus, load average, scenario order).
    var rounds: [String] = []

    /// The report of a benchmark's outcome.
    init(_ outcome: ImportBenchmark.Outcome) {
        results = outcome.results
        rounds = outcome.rounds
    }

    /// The `JSONDecoder` result on the same corpus as `result`, for the ratio column; nil
    /// for the teardown, which is a part of an import and not one of its own.
    private func decoderResult(for result: ScenarioResult) -> ScenarioResult? {
        guard result.scenario != .teardown else { return nil }
        return results.first { $0.scenario == .jsonDecoder && $0.kind == result.kind && $0.records == result.records }
    }

    /// `result`'s speed as a multiple of `JSONDecoder`'s (best runs), or nil without one.
    func speedup(_ result: ScenarioResult) -> Double? {
        decoderResult(for: result).map { $0.timing.best / result.timing.best }
    }

    /// `result`'s speed as a multiple of `JSONDecoder`'s by median CPU time, which another
    /// process on the machine hardly changes; nil without one or without CPU times.
    func cpuSpeedup(_ result: ScenarioResult) -> Double? {
        guard let decoder = decoderResult(for: result), decoder.timing.medianCPU > 0, result.timing.medianCPU > 0 else { return nil }
        return decoder.timing.medianCPU / result.timing.medianCPU
    }

    /// `10k posts (3.0 MB)`: how a result's corpus is named in tables.
    static func corpusLabel(_ result: ScenarioResult) -> String {
        "\(BenchOptions.countLabel(result.records)) \(result.kind.label) (\(Measurement.format(Double(result.bytes) / 1e6)) MB)"
    }

    /// The in-memory table, then the SQLite one (when SQLite scenarios ran).
    var markdown: [String] {
        let sqlite = SQLiteImportReport(results: results.filter(\.scenario.usesSQLite))
        let memory = results.filter { !$0.scenario.usesSQLite }
        return (memory.isEmpty ? [] : table(memory) + growth + snapshots)
            + (sqlite.results.isEmpty ? [] : ["", "#### Into SQLite on disk", ""] + sqlite.markdown)
            + (rounds.isEmpty ? [] : ["", "Rounds (load average 1, 5, 15 min at the start of each; scenario order):", ""]
                + rounds.map { "- " + $0 })
    }

    /// Per corpus: loading the snapshot against re-importing the JSON (goal: faster).
    var snapshots: [String] {
        let lines = results.filter { $0.scenario == .snapshotLoad }.compactMap { load -> String? in
            guard let parse = results.first(where: { $0.scenario == .mapwright && $0.kind == load.kind && $0.records == load.records })
            else { return nil }
            let ratio = load.timing.best / parse.timing.best
            return "- \(Self.corpusLabel(load)): loading the snapshot takes \(Measurement.format(ratio, decimals: 2))x the time of "
                + "importing the JSON with the generated parser (goal: below 1x)."
        }
        return lines.isEmpty ? [] : [""] + lines
    }

    /// The in-memory table, one row per result.
    private func table(_ results: [ScenarioResult]) -> [String] {
        var lines = [
            "| corpus | scenario | runs | best ms | median ms | CPU ms (median) | MB/s | records/s | ns/record | peak RSS MiB | vs JSONDecoder | vs JSONDecoder (CPU) |",
            "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for result in results {
            let ratio = speedup(result).map { Measurement.format($0) + "x" } ?? "–"
            let cpuRatio = cpuSpeedup(result).map { Measurement.format($0) + "x" } ?? "–"
            let cells = [
                Self.corpusLabel(result), result.scenario.title, String(result.timing.runs),
                Measurement.format(result.timing.best * 1000), Measurement.format(result.timing.median * 1000),
                Measurement.format(result.timing.medianCPU * 1000),
                Measurement.format(result.megabytesPerSecond, decimals: 0), Self.grouped(Int(result.recordsPerSecond.rounded())),
                Measurement.format(result.nanosecondsPerRecord, decimals: 0),
                Measurement.format(Double(result.peakResidentBytes) / 1_048_576, decimals: 0), ratio, cpuRatio,
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines
    }

    /// How the generated parser's best time per record grows with the corpus (each Blog
    /// kind), and the part of it that releases the store again.
    var growth: [String] {
        GrowthLine.lines(results, scenario: .mapwright, title: "Generated parser", microseconds: false)
            + GrowthLine.lines(results, scenario: .teardown, title: "Store teardown", microseconds: false)
    }

    /// The CSV header and rows (seconds and bytes unrounded).
    var csv: [String] {
        let sqlite = SQLiteImportReport(results: results.filter(\.scenario.usesSQLite))
        var lines = [
            "kind,records,bytes,scenario,runs,best_s,median_s,mb_per_s,records_per_s,ns_per_record,peak_rss_bytes,speedup_vs_jsondecoder,"
                + "cpu_best_s,time_vs_handwritten,time_vs_sqlite_floor,cpu_median_s,cpu_speedup_vs_jsondecoder",
        ]
        for result in results {
            let fields: [String] = [
                result.kind.rawValue, String(result.records), String(result.bytes), result.scenario.rawValue,
                String(result.timing.runs), String(result.timing.best), String(result.timing.median),
                Measurement.format(result.megabytesPerSecond, decimals: 2), Measurement.format(result.recordsPerSecond, decimals: 0),
                Measurement.format(result.nanosecondsPerRecord, decimals: 1), String(result.peakResidentBytes),
                speedup(result).map { Measurement.format($0, decimals: 2) } ?? "",
                String(result.timing.bestCPU),
                sqlite.ratio(result, to: .sqliteHandWritten).map { Measurement.format($0, decimals: 2) } ?? "",
                sqlite.ratio(result, to: .sqliteFloor).map { Measurement.format($0, decimals: 2) } ?? "",
                String(result.timing.medianCPU), cpuSpeedup(result).map { Measurement.format($0, decimals: 2) } ?? "",
            ]
            lines.append(fields.joined(separator: ","))
        }
        return lines
    }

    /// `1234567` as `1,234,567`.
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var text = ""
        for (position, digit) in digits.enumerated() {
            if position > 0, (digits.count - position) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
