// mapwright-bench MODE: release-mode measurements, never run by tests or CI.
//   store [N...]   fetch-or-create imports of 10k, 100k and 1M records (or of N...)

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "store":
    do {
        let sizes = arguments.dropFirst().compactMap { Int($0) }
        try StoreBenchmark.run(sizes: sizes.isEmpty ? [10_000, 100_000, 1_000_000] : sizes)
    } catch {
        print("store benchmark failed: \(error)")
    }
default:
    print("usage: mapwright-bench store [N...]")
}
