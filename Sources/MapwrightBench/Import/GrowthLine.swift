/// How one scenario's best time per post grows with the corpus, per Blog corpus kind:
/// the line under the import tables (in memory and into SQLite).
enum GrowthLine {
    /// `title` ("Generated parser"), then for each Blog kind with two sizes or more of
    /// `scenario`: each size's time per post (in µs with `microseconds`, else ns) and its change
    /// against the smallest.
    static func lines(_ results: [ScenarioResult], scenario: ImportScenario, title: String, microseconds: Bool) -> [String] {
        [CorpusKind.blog, .blogVaried].flatMap { kind -> [String] in
            let measured = results.filter { $0.scenario == scenario && $0.kind == kind }.sorted { $0.records < $1.records }
            guard let smallest = measured.first, measured.count > 1 else { return [] }
            let steps = measured.map { result in
                let change = (result.nanosecondsPerRecord / smallest.nanosecondsPerRecord - 1) * 100
                let time = microseconds
                    ? "\(Measurement.format(result.nanosecondsPerRecord / 1000, decimals: 2)) µs"
                    : "\(Measurement.format(result.nanosecondsPerRecord, decimals: 0)) ns"
                return "\(BenchOptions.countLabel(result.records)): \(time)"
                    + (result.records == smallest.records ? "" : " (\(change >= 0 ? "+" : "")\(Measurement.format(change, decimals: 0))%)")
            }
            return ["", "\(title), best time per \(kind == .blog ? "post" : "varied post") as the corpus grows: " + steps.joined(separator: ", ") + "."]
        }
    }
}
