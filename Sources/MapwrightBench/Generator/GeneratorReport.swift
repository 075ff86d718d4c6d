/// The generator timings as a Markdown table (with growth against the smallest size)
/// and as CSV rows.
struct GeneratorReport {
    /// One row per schema size, smallest first.
    var results: [GeneratorBenchmark.Result]

    private var smallest: GeneratorBenchmark.Result? { results.min { $0.entities < $1.entities } }

    /// Milliseconds per entity of `result`'s best whole run.
    private static func perEntity(_ result: GeneratorBenchmark.Result) -> Double {
        result.total * 1000 / Double(result.entities)
    }

    /// The Markdown table.
    var markdown: [String] {
        var lines = [
            "| entities | files | MB written | runs | load + validate ms | render ms | write ms | total ms | ms/entity | per entity vs \(smallest.map { String($0.entities) } ?? "–") |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for result in results {
            let growth = smallest.map { Measurement.format(Self.perEntity(result) / Self.perEntity($0), decimals: 2) + "x" } ?? "–"
            let cells = [
                String(result.entities), String(result.files), Measurement.format(Double(result.bytes) / 1e6),
                String(result.runs), Measurement.format(result.load * 1000), Measurement.format(result.render * 1000),
                Measurement.format(result.write * 1000), Measurement.format(result.total * 1000),
                Measurement.format(Self.perEntity(result), decimals: 2), growth,
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines
    }

    /// The CSV header and rows (seconds unrounded).
    var csv: [String] {
        ["entities,files,bytes,runs,load_s,render_s,write_s,total_s"] + results.map { result in
            [result.entities, result.files, result.bytes, result.runs].map(String.init).joined(separator: ",") + ","
                + [result.load, result.render, result.write, result.total].map { String($0) }.joined(separator: ",")
        }
    }
}
