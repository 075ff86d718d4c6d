import Foundation
import MapwrightGenerator

/// `mapwright-bench generate`: times `mapwright generate` on synthetic schemas of
/// growing size, in process, stage by stage: loading and validating the schema files,
/// rendering every file, and writing them into an empty output directory (the writer
/// writes each file atomically, through a temporary file that `Data.write` syncs to disk,
/// so the write stage is mostly the kernel's).
struct GeneratorBenchmark {
    /// One size's timings: the best run of each stage, in seconds.
    struct Result {
        var entities: Int
        var files: Int
        var bytes: Int
        var runs: Int
        var load: Double
        var render: Double
        var write: Double
        /// The best whole run (not the sum of the stages' bests).
        var total: Double
    }

    /// A stage that failed.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Entity counts to time.
    var sizes: [Int]
    /// Timed runs per size (after a warm-up).
    var runs: Int

    /// Reads the `generate` command's options.
    init(_ options: BenchOptions) throws(BenchOptions.UsageError) {
        sizes = try options.counts("entities", default: [100, 200, 500, 1_000])
        runs = try options.count("runs", default: 3)
    }

    /// Times every size; progress goes to standard error.
    func run() throws -> [Result] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-bench-generate-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: root) }
        var results: [Result] = []
        for size in sizes {
            FileHandle.standardError.write(Data("generate: \(size) entities…\n".utf8))
            let schemas = root.appendingPathComponent("schemas-\(size)")
            try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
            try Data(SyntheticSchema.json(entities: size).utf8).write(to: schemas.appendingPathComponent("Synthetic.json"))
            results.append(try measure(size, schemas: schemas, output: root.appendingPathComponent("output-\(size)")))
        }
        return results
    }

    private func measure(_ size: Int, schemas: URL, output: URL) throws -> Result {
        var files = GeneratedFileSet()
        var loads: [Double] = [], renders: [Double] = [], writes: [Double] = [], totals: [Double] = []
        // Each run writes into a directory of its own, removed only at the end: removing
        // thousands of files between runs makes ext4 slow to allocate the next ones,
        // which would be measuring the file system's bookkeeping, not the generator.
        for run in 0...max(1, runs) {
            let output = output.appendingPathComponent("run-\(run)")
            let start = BenchClock.now()
            let loaded = SchemaFrontEnd.load(directory: schemas.path)
            guard let schema = loaded.schema else {
                throw Failure(description: "synthetic schema has errors: \(loaded.errors.prefix(3).map(\.description))")
            }
            let loadedAt = BenchClock.now()
            files = try CodeGenerator().generate(schema)
            let renderedAt = BenchClock.now()
            try GeneratedFileWriter(directory: output).write(files)
            let writtenAt = BenchClock.now()
            guard run > 0 else { continue }  // the warm-up
            loads.append(BenchClock.seconds(from: start, to: loadedAt))
            renders.append(BenchClock.seconds(from: loadedAt, to: renderedAt))
            writes.append(BenchClock.seconds(from: renderedAt, to: writtenAt))
            totals.append(BenchClock.seconds(from: start, to: writtenAt))
        }
        let bytes = files.paths.reduce(0) { $0 + (files.contents(at: $1)?.utf8.count ?? 0) }
        return Result(entities: size, files: files.count, bytes: bytes, runs: loads.count,
                      load: loads.min() ?? 0, render: renders.min() ?? 0, write: writes.min() ?? 0, total: totals.min() ?? 0)
    }
}
