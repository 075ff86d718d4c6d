/// The SQLite import results as a Markdown table: wall and CPU time, time per post, peak
/// RSS and each scenario's time against the hand-written import and the floor, then the
/// goals per corpus and the growth of Mapwright's time per post.
struct SQLiteImportReport {
    /// The SQLite scenarios' results, in the order measured.
    var results: [ScenarioResult]

    /// `result`'s best time as a multiple of `baseline`'s on the same corpus, or nil.
    func ratio(_ result: ScenarioResult, to baseline: ImportScenario) -> Double? {
        guard result.scenario.usesSQLite,
              let other = results.first(where: { $0.scenario == baseline && $0.kind == result.kind && $0.records == result.records })
        else { return nil }
        return result.timing.best / other.timing.best
    }

    /// The table, the goals and the growth line.
    var markdown: [String] {
        var lines = [
            "| corpus | scenario | runs | best ms | median ms | CPU ms (best run) | CPU ms (median) | µs/post | peak RSS MiB | time vs hand-written | time vs floor |",
            "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for result in results {
            let cells = [
                ImportReport.corpusLabel(result), result.scenario.title, String(result.timing.runs),
                Measurement.format(result.timing.best * 1000), Measurement.format(result.timing.median * 1000),
                Measurement.format(result.timing.bestCPU * 1000), Measurement.format(result.timing.medianCPU * 1000),
                Measurement.format(result.nanosecondsPerRecord / 1000, decimals: 2),
                Measurement.format(Double(result.peakResidentBytes) / 1_048_576, decimals: 0),
                ratio(result, to: .sqliteHandWritten).map { Measurement.format($0, decimals: 2) + "x" } ?? "–",
                ratio(result, to: .sqliteFloor).map { Measurement.format($0, decimals: 2) + "x" } ?? "–",
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines + goals + growth
    }

    /// Per corpus: Mapwright's speed against the hand-written import (goal: at least
    /// 2x) and its time against the floor's (goal: at most 1.5x).
    var goals: [String] {
        let mapwright = results.filter { $0.scenario == .sqliteMapwright }
        let lines = mapwright.compactMap { result -> String? in
            var parts: [String] = []
            if let handWritten = ratio(result, to: .sqliteHandWritten) {
                parts.append("\(Measurement.format(1 / handWritten, decimals: 2))x the hand-written import's speed (goal: 2x)")
            }
            if let floor = ratio(result, to: .sqliteFloor) {
                parts.append("\(Measurement.format(floor, decimals: 2))x the floor's time (goal: at most 1.5x)")
            }
            guard !parts.isEmpty else { return nil }
            return "- \(BenchOptions.countLabel(result.records)) \(result.kind.label): Mapwright is " + parts.joined(separator: ", ") + "."
        }
        return lines.isEmpty ? [] : [""] + lines
    }

    /// How Mapwright's best time per post grows with the corpus.
    var growth: [String] {
        GrowthLine.lines(results, scenario: .sqliteMapwright, title: "Mapwright into SQLite", microseconds: true)
    }
}
