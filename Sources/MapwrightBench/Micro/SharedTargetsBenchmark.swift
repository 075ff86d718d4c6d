import MapwrightExampleBlog
import Foundation
import Mapwright
import MapwrightSQLite

/// `mapwright-bench shared-targets`: units of work of `unit` posts each, imported one after
/// another through the generated `PostParser`, every post by one of five authors, until the
/// store holds `records` posts. Each author's `posts` list grows with the store; the time
/// of a unit must not (adding a link must not read or rewrite the whole inverse list).
/// Prints the CPU time per unit of work at points along the way and the last units'
/// median against the first units'. On a shared machine the speed of the processor drifts
/// between the first units and the last, so each unit of those two windows is also paired
/// with the same posts imported just before it into a store that holds one unit (a new
/// one each time): the median of the pairs' ratios says how much the store's size costs,
/// whatever the machine did in between.
enum SharedTargetsBenchmark {
    static func run(records: Int, unit: Int, engines: [String]) throws {
        print("shared targets: units of \(unit) posts by 5 authors, up to \(records) posts; CPU ms per unit of work")
        for engine in engines {
            try measure(engine: engine, records: records, unit: unit)
        }
    }

    private static func measure(engine: String, records: Int, unit: Int) throws {
        let bench = try BlogBenchStore(engine: engine, name: "shared")
        defer { bench.remove() }
        let store = bench.store
        let units = max(1, records / unit)
        let window = max(1, min(10, units / 4))
        var times: [Double] = []
        var paired: [Int: Double] = [:]  // unit index → its time over the small store's
        let parser = PostParser()
        for index in 0..<units {
            let data = payload(first: index * unit, count: unit)
            if index < window || index >= units - window {
                let reference = try BlogBenchStore(engine: engine, name: "shared-reference")
                defer { reference.remove() }
                let earlier = payload(first: units * unit, count: unit)  // posts the measured store never gets
                _ = try reference.store.perform { context in try parser.importArray(from: earlier, in: context) }
                let start = BenchClock.processCPUSeconds()
                _ = try reference.store.perform { context in try parser.importArray(from: data, in: context) }
                paired[index] = (BenchClock.processCPUSeconds() - start) * 1000
            }
            let start = BenchClock.processCPUSeconds()
            let imported = try store.perform { context in try parser.importArray(from: data, in: context) }
            times.append((BenchClock.processCPUSeconds() - start) * 1000)
            if let reference = paired[index] { paired[index] = times[index] / reference }
            guard imported == unit else { throw BenchOptions.UsageError(description: "unit \(index) imported \(imported) of \(unit)") }
            if index < 3 || (index + 1) % max(1, units / 10) == 0 {
                print("  \(engine.padded(to: 7)) after \(String((index + 1) * unit).padded(to: 8)) posts: \(String(format: "%.2f", times[index])) ms")
            }
        }
        let authors = try store.fetch(Author.self)
        guard try store.count(Post.self) == units * unit, authors.count == 5,
              authors.reduce(0, { $0 + $1.posts.count }) == units * unit else {
            throw BenchOptions.UsageError(description: "\(engine): wrong result after the import")
        }
        let first = median(times.prefix(window)), last = median(times.suffix(window))
        print("  \(engine.padded(to: 7)) median of the first \(window) units \(String(format: "%.2f", first)) ms, of the last \(window) "
              + "\(String(format: "%.2f", last)) ms: \(String(format: "%+.0f", (last / first - 1) * 100))%")
        let ratios = paired.sorted { $0.key < $1.key }.map(\.value)
        let firstRatio = median(ratios.prefix(window)), lastRatio = median(ratios.suffix(window))
        print("  \(engine.padded(to: 7)) each unit over the same posts into a one-unit store just before it: median "
              + "\(String(format: "%.2f", firstRatio)) over the first \(window), \(String(format: "%.2f", lastRatio)) over the last: "
              + "\(String(format: "%+.0f", (lastRatio / firstRatio - 1) * 100))% (goal: within 20%)")
    }

    /// `count` posts from `first` on, by authors a0…a4 in turn.
    private static func payload(first: Int, count: Int) -> Data {
        var text = "["
        for i in first..<(first + count) {
            if i > first { text += "," }
            text += #"{"id":"p\#(i)","created_at":"2016-04-11T10:00:00Z","content":"Post \#(i)","is_shared":false,"#
                + #""views_count":\#(i % 100),"author":{"id":"a\#(i % 5)","name":"Author \#(i % 5)"}}"#
        }
        return Data((text + "]").utf8)
    }

    private static func median(_ values: some Collection<Double>) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
