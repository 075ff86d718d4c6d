import Foundation

/// `mapwright-bench`: release-mode measurements, never run by tests or CI.
///
///     swift run -c release mapwright-bench reader [posts] [runs]
///     swift run -c release mapwright-bench dates [count]
///     swift run -c release mapwright-bench store [N...]
let arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.first ?? "reader"
let usage = "usage: mapwright-bench reader [posts] [runs] | dates [count] | store [N...]\n"

do {
    switch command {
    case "reader":
        let posts = arguments.count > 1 ? Int(arguments[1]) ?? 80_000 : 80_000
        let runs = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
        try ReaderBenchmark.run(postCount: posts, runs: runs)
    case "dates":
        DateBenchmark.run(count: arguments.count > 1 ? Int(arguments[1]) ?? 100_000 : 100_000)
    case "store":
        let sizes = arguments.dropFirst().compactMap { Int($0) }
        try StoreBenchmark.run(sizes: sizes.isEmpty ? [10_000, 100_000, 1_000_000] : sizes)
    case "--help", "-h", "help":
        print(usage, terminator: "")
    default:
        FileHandle.standardError.write(Data(usage.utf8))
        exit(64)
    }
} catch {
    FileHandle.standardError.write(Data("mapwright-bench: \(error)\n".utf8))
    exit(1)
}
