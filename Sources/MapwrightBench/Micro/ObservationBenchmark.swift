import Blog
import Foundation
import Mapwright
import MapwrightSQLite

/// `mapwright-bench observe`: what one running observation adds to an import. Imports a
/// Blog corpus with the generated parser, in commits of `batch` posts, into a new store,
/// with no observer and with one (tracking posts, counting them on each value); prints
/// the best time of each and the overhead, in memory and on SQLite. `engines` and `cases`
/// (`plain`, `observed`, `reported`) narrow it, e.g. to profile one case alone.
enum ObservationBenchmark {
    static func run(posts: Int, batch: Int, runs: Int, engines: [String] = ["memory", "sqlite"],
                    cases: Set<String> = ["plain", "observed", "reported"]) throws {
        let corpus = try JSONReader().read(Data(BlogCorpus.posts(count: posts)))
        guard let array = corpus.array else { return }
        let all = Array(array)
        let batches = stride(from: 0, to: all.count, by: batch).map { Array(all[$0..<min($0 + batch, all.count)]) }
        print("observe: \(posts) Blog posts in \(batches.count) commits of \(batch), best of \(runs)")
        print("engine   no observer ms  one observer ms  overhead  values  change sets only ms  overhead")
        for engine in engines {
            var plain = UInt64.max
            var observed = UInt64.max
            var reported = UInt64.max
            var values = 0
            for _ in 0..<runs {
                if cases.contains("plain") { plain = min(plain, try measure(engine, batches, observing: false).time) }
                if cases.contains("observed") {
                    let run = try measure(engine, batches, observing: true)
                    observed = min(observed, run.time)
                    values = run.values
                }
                if cases.contains("reported") {
                    reported = min(reported, try measure(engine, batches, observing: false, reporting: true).time)
                }
            }
            print(pad(engine, 9) + pad(milliseconds(plain), 16) + pad(milliseconds(observed), 17)
                  + pad(percent(observed, plain), 10) + pad(String(values), 8) + pad(milliseconds(reported), 21) + percent(reported, plain))
        }
    }

    /// One import into a new store; with `observing`, one observation runs meanwhile.
    /// With `reporting`, each commit works out its change set (`performReportingChanges`).
    private static func measure(_ engine: String, _ batches: [[JSONValue]], observing: Bool, reporting: Bool = false) throws -> (time: UInt64, values: Int) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-observe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store: Store
        if engine == "sqlite" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            store = try Store(sqliteAt: directory.appendingPathComponent("bench.sqlite"), entities: BlogModule.entities)
        } else {
            store = try BlogModule.makeStore()
        }
        let values = Locked(0)
        var consumer: Task<Void, any Error>?
        if observing {
            let ready = DispatchSemaphore(value: 0)
            let observation = store.observe(tracking: [Post.entityName]) { try $0.count(Post.self) }
            consumer = Task.detached {
                for try await _ in observation {
                    if values.withLock({ $0 += 1; return $0 == 1 }) { ready.signal() }
                }
            }
            ready.wait()
        }
        let parser = PostParser()
        let time = try BenchClock.measure {
            for batch in batches {
                if reporting {
                    _ = try store.performReportingChanges { context in
                        for post in batch { _ = try parser.parse(post, in: context) }
                    }
                } else {
                    try store.perform { context in
                        for post in batch { _ = try parser.parse(post, in: context) }
                    }
                }
            }
        }
        consumer?.cancel()
        return (time, values.withLock { $0 })
    }

    private static func milliseconds(_ nanoseconds: UInt64) -> String {
        if nanoseconds == .max { return "-" }
        return String(format: "%.1f", Double(nanoseconds) / 1e6)
    }

    private static func percent(_ time: UInt64, _ baseline: UInt64) -> String {
        if time == .max || baseline == .max { return "-" }
        return String(format: "%+.1f%%", (Double(time) / Double(baseline) - 1) * 100)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}
