/// What the generated code costs to build, per schema module, as a Markdown table and
/// as CSV rows: lines and CPU seconds of the module, its test support and its tests.
struct GeneratedBuildReport {
    /// One row per schema module.
    var results: [GeneratedBuildBenchmark.Result]

    /// The Markdown table, a totals row when there are several modules, and a note on
    /// what the figures are.
    var markdown: [String] {
        var lines = [
            "| schema | entities | lines: module | test support | tests | total | CPU s: module | test support | tests | total | wall s | peak MB |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for result in results {
            lines.append(Self.row(result.schema, entities: result.entities, lines: result.lines, cpu: Self.cpu(of: result),
                                  wall: result.wallSeconds, peakBytes: result.peakBytes))
        }
        if results.count > 1 {
            var totalLines = GeneratedLines(module: 0, testSupport: 0, tests: 0)
            var cpu: [Double] = [0, 0, 0]
            for result in results {
                for (index, part) in GeneratedPart.allCases.enumerated() {
                    totalLines[part] += result.lines[part]
                    cpu[index] += result.builds[part]?.cpuSeconds ?? 0
                }
            }
            lines.append(Self.row("**all**", entities: results.reduce(0) { $0 + $1.entities }, lines: totalLines, cpu: cpu,
                                  wall: results.reduce(0) { $0 + $1.wallSeconds }, peakBytes: results.map(\.peakBytes).max() ?? 0))
        }
        let runs = results.map(\.runs).max() ?? 1
        lines += [
            "",
            "CPU s: user + system of `swiftc` and its frontend jobs, each part compiled clean (debug flags, `-j1`), "
                + (runs > 1 ? "the least of \(runs) builds" : "one build") + "; wall s and peak MB (the largest process) of those builds. "
                + "The bench's own build configuration does not matter here: what is measured is `swiftc`.",
        ]
        return lines
    }

    /// The CSV header and rows (seconds unrounded, bytes).
    var csv: [String] {
        let parts = GeneratedPart.allCases
        return ["schema,module,entities,runs,totalLinesmodule,totalLinestest_support,totalLinestests,totalLinestotal,"
            + "cpu_s_module,cpu_s_test_support,cpu_s_tests,cpu_s_total,wall_s_module,wall_s_test_support,wall_s_tests,wall_s_total,peak_bytes"]
            + results.map { result in
                ([result.schema, result.module, String(result.entities), String(result.runs)]
                    + parts.map { String(result.lines[$0]) } + [String(result.lines.total)]
                    + parts.map { String(result.builds[$0]?.cpuSeconds ?? 0) } + [String(result.cpuSeconds)]
                    + parts.map { String(result.builds[$0]?.wallSeconds ?? 0) } + [String(result.wallSeconds)]
                    + [String(result.peakBytes)]).joined(separator: ",")
            }
    }

    /// CPU seconds of each part of `result`, in part order.
    private static func cpu(of result: GeneratedBuildBenchmark.Result) -> [Double] {
        GeneratedPart.allCases.map { result.builds[$0]?.cpuSeconds ?? 0 }
    }

    /// One Markdown row.
    private static func row(_ schema: String, entities: Int, lines: GeneratedLines, cpu: [Double], wall: Double, peakBytes: Int) -> String {
        let cells = [schema, String(entities)]
            + GeneratedPart.allCases.map { String(lines[$0]) } + [String(lines.total)]
            + cpu.map { Measurement.format($0, decimals: 2) } + [Measurement.format(cpu.reduce(0, +), decimals: 2)]
            + [Measurement.format(wall, decimals: 2), Measurement.format(Double(peakBytes) / 1e6, decimals: 0)]
        return "| " + cells.joined(separator: " | ") + " |"
    }
}
