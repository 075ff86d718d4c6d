/// The `cli` timings as a Markdown table, a growth line per command (the time at 2N
/// against N: about 2x is linear), and CSV rows.
struct CommandReport {
    /// One row per command and size.
    var results: [CommandBenchmark.Result]

    /// The Markdown table and the growth lines.
    var markdown: [String] {
        var lines = [
            "| command | input | MB | runs | best s | median s |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        for result in results {
            let cells = [
                result.command, "\(BenchOptions.countLabel(result.count)) \(result.command == "try" ? "posts" : "keys")",
                Measurement.format(Double(result.bytes) / 1e6, decimals: 2), String(result.timing.runs),
                Measurement.format(result.timing.best, decimals: 3), Measurement.format(result.timing.median, decimals: 3),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        lines.append("")
        lines += growthLines
        return lines
    }

    /// `try: 20k → 40k posts: 2.03x the time (linear: 2x; quadratic: 4x)`, per command.
    var growthLines: [String] {
        ["try", "infer"].compactMap { command in
            let measured = results.filter { $0.command == command }.sorted { $0.count < $1.count }
            guard let small = measured.first, let large = measured.last, large.count > small.count, small.timing.best > 0 else { return nil }
            let inputGrowth = Double(large.count) / Double(small.count)
            let timeGrowth = large.timing.best / small.timing.best
            return "\(command): \(BenchOptions.countLabel(small.count)) → \(BenchOptions.countLabel(large.count)) "
                + "(\(Measurement.format(inputGrowth, decimals: 1))x the input): \(Measurement.format(timeGrowth, decimals: 2))x the time "
                + "(linear: \(Measurement.format(inputGrowth, decimals: 1))x; quadratic: \(Measurement.format(inputGrowth * inputGrowth, decimals: 1))x)"
        }
    }

    /// The CSV header and rows (seconds unrounded).
    var csv: [String] {
        ["command,count,bytes,runs,best_s,median_s"] + results.map { result in
            "\(result.command),\(result.count),\(result.bytes),\(result.timing.runs),\(result.timing.best),\(result.timing.median)"
        }
    }
}
