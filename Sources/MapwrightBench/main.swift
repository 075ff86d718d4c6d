import Foundation

/// `mapwright-bench`: release-mode measurements, never run by tests or CI.
///
///     swift run -c release mapwright-bench reader [posts] [runs]
let arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.first ?? "reader"

do {
    switch command {
    case "reader":
        let posts = arguments.count > 1 ? Int(arguments[1]) ?? 80_000 : 80_000
        let runs = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
        try ReaderBenchmark.run(postCount: posts, runs: runs)
    default:
        FileHandle.standardError.write(Data("usage: mapwright-bench reader [posts] [runs]\n".utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("mapwright-bench: \(error)\n".utf8))
    exit(1)
}
