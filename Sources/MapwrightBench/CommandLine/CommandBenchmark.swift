import Foundation
import MapwrightGenerator

/// `mapwright-bench cli`: times `mapwright try` on a JSON array of N Blog posts and
/// `mapwright infer` on one object of N distinct keys, each at N and 2N, in process
/// through `MapwrightTool.run` (the command line's own path: reading the file, running,
/// formatting the report), and prints how the time grows when the input doubles: about
/// 2x is linear, about 4x quadratic.
struct CommandBenchmark {
    /// One command at one size: the best run, in seconds.
    struct Result {
        /// `try` or `infer`.
        var command: String
        /// Posts or keys in the input.
        var count: Int
        /// The input file's size.
        var bytes: Int
        /// The timing.
        var timing: Measurement.Timing
    }

    /// A run that did not succeed.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Posts of the smaller `try` input (the larger has twice as many); 0 skips `try`.
    var posts: Int
    /// Keys of the smaller `infer` input (the larger has twice as many); 0 skips `infer`.
    var keys: Int
    /// Timed runs per size (after a warm-up).
    var runs: Int

    /// Reads the `cli` command's options.
    init(_ options: BenchOptions) throws(BenchOptions.UsageError) {
        posts = try options.count("posts", default: 20_000)
        keys = try options.count("keys", default: 100_000)
        runs = try options.count("runs", default: 3)
    }

    /// Times both commands at both sizes; progress goes to standard error.
    func run() throws -> [Result] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-bench-cli-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: root) }
        let schemas = root.appendingPathComponent("Schemas")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        try Data(CommandInputs.blogSchema.utf8).write(to: schemas.appendingPathComponent("Blog.json"))
        var results: [Result] = []
        for count in posts > 0 ? [posts, 2 * posts] : [] {
            let payload = root.appendingPathComponent("posts-\(count).json")
            try Data(BlogCorpus.posts(count: count)).write(to: payload)
            results.append(try measure("try", count: count, file: payload,
                                       arguments: ["try", "--mapping", "Post", "--schemas", schemas.path, payload.path]))
        }
        for count in keys > 0 ? [keys, 2 * keys] : [] {
            let sample = root.appendingPathComponent("keys-\(count).json")
            try Data(CommandInputs.object(keys: count)).write(to: sample)
            results.append(try measure("infer", count: count, file: sample, arguments: ["infer", sample.path]))
        }
        return results
    }

    private func measure(_ command: String, count: Int, file: URL, arguments: [String]) throws -> Result {
        FileHandle.standardError.write(Data("cli: \(command) on \(BenchOptions.countLabel(count))…\n".utf8))
        let bytes = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        var failure: String?
        let timing = Measurement.time(runs: runs, minimumRuns: 1) {
            var output = CommandOutput()
            let status = MapwrightTool.run(arguments, output: &output)
            if status != 0 { failure = "mapwright \(command) exited \(status): \(output.standardError.prefix(500))" }
        }
        if let failure { throw Failure(description: failure) }
        return Result(command: command, count: count, bytes: bytes, timing: timing)
    }
}
