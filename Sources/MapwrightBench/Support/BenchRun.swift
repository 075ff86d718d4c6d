import Foundation

/// What every reporting command does around its measurements: note the machine and its
/// load, then print the Markdown and write it and the CSV to files.
enum BenchRun {
    /// The machine and the load average before measuring.
    struct Start {
        var machine: MachineInfo
        var loadBefore: String
    }

    /// Notes the machine and the load before the first measurement.
    static func start() -> Start {
        Start(machine: MachineInfo.current(), loadBefore: MachineInfo.loadAverage())
    }

    /// Prints `markdown` headed by the machine, and writes it to `--markdown` (default
    /// `bench-results/NAME.md`) and `csv` to `--csv` (default `bench-results/NAME.csv`);
    /// `extraCSV` goes beside the CSV as `bench-results/<its name>.csv`. `timesThisBinary`
    /// false: the figures are child processes' (see ``MachineInfo/markdownHeader(timesThisBinary:)``).
    static func finish(_ options: BenchOptions, name: String, machine start: Start, markdown: [String], csv: [String],
                       extraCSV: (name: String, lines: [String])? = nil, timesThisBinary: Bool = true) throws {
        let header = start.machine.markdownHeader(timesThisBinary: timesThisBinary) + [
            "- load average (1, 5, 15 min) before: \(start.loadBefore); after: \(MachineInfo.loadAverage())", "",
        ]
        let text = (header + markdown).joined(separator: "\n") + "\n"
        print(text, terminator: "")
        let markdownPath = options.text("markdown") ?? "bench-results/\(name).md"
        let csvPath = options.text("csv") ?? "bench-results/\(name).csv"
        try write(text, to: markdownPath)
        try write(csv.joined(separator: "\n") + "\n", to: csvPath)
        var written = [markdownPath, csvPath]
        if let extraCSV {
            let path = URL(fileURLWithPath: csvPath).deletingLastPathComponent().appendingPathComponent("\(extraCSV.name).csv").path
            try write(extraCSV.lines.joined(separator: "\n") + "\n", to: path)
            written.append(path)
        }
        FileHandle.standardError.write(Data("wrote \(written.joined(separator: ", "))\n".utf8))
    }

    /// `corpus --kind K --records N --output FILE`.
    static func writeCorpus(_ options: BenchOptions) throws {
        guard let kind = CorpusKind(rawValue: options.text("kind") ?? "blog") else {
            throw BenchOptions.UsageError(description: "--kind: " + CorpusKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard let output = options.text("output") else { throw BenchOptions.UsageError(description: "--output FILE is required") }
        let records = try options.count("records", default: 10_000)
        let bytes = kind.bytes(records: records)
        try Data(bytes).write(to: URL(fileURLWithPath: output))
        print("wrote \(output): \(records) records, \(bytes.count) bytes")
    }

    private static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
