import Foundation

/// `mapwright-bench`: release-mode measurements, never run by tests or CI. See `BenchHelp`.
let options = BenchOptions(Array(CommandLine.arguments.dropFirst()))

if options.wantsHelp || ["help", "--help", "-h"].contains(options.command) {
    print(BenchHelp.text(for: options.command), terminator: "")
    exit(0)
}

do {
    if let command = BenchHelp.command(options.command) { try options.check(known: command.options) }
    switch options.command {
    case "import":
        let benchmark = try ImportBenchmark(options)
        let machine = BenchRun.start()
        let report = ImportReport(try benchmark.run())
        try BenchRun.finish(options, name: "import", machine: machine, markdown: ["### Import", ""] + report.markdown, csv: report.csv)
    case "generate":
        let benchmark = try GeneratorBenchmark(options)
        let machine = BenchRun.start()
        let report = GeneratorReport(results: try benchmark.run())
        try BenchRun.finish(options, name: "generate", machine: machine, markdown: ["### mapwright generate", ""] + report.markdown, csv: report.csv)
    case "generated-build":
        let benchmark = try GeneratedBuildBenchmark(options)
        let machine = BenchRun.start()
        let report = GeneratedBuildReport(results: try benchmark.run())
        try BenchRun.finish(
            options, name: "generated-build", machine: machine,
            markdown: ["### Generated code: lines and clean-build CPU time", ""] + report.markdown, csv: report.csv,
            timesThisBinary: false)
    case "all":
        let importBenchmark = try ImportBenchmark(options)
        let generatorBenchmark = try GeneratorBenchmark(options)
        let machine = BenchRun.start()
        let imports = ImportReport(try importBenchmark.run())
        let generation = GeneratorReport(results: try generatorBenchmark.run())
        try BenchRun.finish(
            options, name: "all", machine: machine,
            markdown: ["### Import", ""] + imports.markdown + ["", "### mapwright generate", ""] + generation.markdown,
            csv: imports.csv, extraCSV: ("generate", generation.csv))
    case "cli":
        let benchmark = try CommandBenchmark(options)
        let machine = BenchRun.start()
        let report = CommandReport(results: try benchmark.run())
        try BenchRun.finish(options, name: "cli", machine: machine, markdown: ["### mapwright try and infer", ""] + report.markdown, csv: report.csv)
    case "scenario":
        let result = try ScenarioRunner(options).run()
        print(result.line)
    case "corpus":
        try BenchRun.writeCorpus(options)
    case "dates":
        DateBenchmark.run(count: try options.count("count", default: 100_000))
    case "store":
        try StoreBenchmark.run(sizes: try options.counts("sizes", default: [10_000, 100_000, 1_000_000]))
    case "migrate":
        try MigrationBenchmark.run(records: try options.count("records", default: 1_000_000))
    case "observe":
        try ObservationBenchmark.run(
            posts: try options.count("posts", default: 20_000), batch: try options.count("batch", default: 100),
            runs: try options.count("runs", default: 5), engines: options.words("engines", default: ["memory", "sqlite"]),
            cases: Set(options.words("cases", default: ["plain", "observed", "eager", "reported"])))
    case "shared-targets":
        try SharedTargetsBenchmark.run(
            records: try options.count("records", default: 200_000), unit: try options.count("unit", default: 1_000),
            engines: options.words("engines", default: ["memory", "sqlite"]))
    case "includes":
        try IncludesBenchmark.run(
            posts: try options.count("posts", default: 1_000), authors: try options.count("authors", default: 100),
            runs: try options.count("runs", default: 11), engines: options.words("engines", default: ["memory", "sqlite"]))
    case "query":
        try QueryBenchmark.run(records: try options.count("records", default: 1_000_000), runs: try options.count("runs", default: 5))
    default:
        throw BenchOptions.UsageError(description: "unknown command '\(options.command)'")
    }
} catch let error as BenchOptions.UsageError {
    FileHandle.standardError.write(Data("mapwright-bench: \(error)\n\n\(BenchHelp.text(for: options.command))".utf8))
    exit(64)
} catch {
    FileHandle.standardError.write(Data("mapwright-bench: \(error)\n".utf8))
    exit(1)
}
