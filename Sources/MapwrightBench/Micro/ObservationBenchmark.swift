import MapwrightExampleBlog
import Foundation
import Mapwright
import MapwrightSQLite

/// `mapwright-bench observe`: what one running observation adds to an import. Imports a
/// Blog corpus with the generated parser, in commits of `batch` posts, into a new store,
/// with no observer, with one (tracking posts, counting them on each value; at most one
/// value per default interval, and again with `minimumInterval: 0`, a value for every commit
/// it keeps up with), and with change sets only (`performReportingChanges`); prints, per case, the best wall time and
/// the best CPU time of the importing thread (the import's own work: the observer's
/// re-fetches run on another thread, and a busy neighbour does not inflate it), with the
/// overhead over no observer, in memory and on SQLite. `engines` and `cases` (`plain`,
/// `observed`, `eager`, `reported`) narrow it, e.g. to profile one case alone.
enum ObservationBenchmark {
    /// The best of several runs of one case.
    private struct Best {
        var wall = UInt64.max
        var threadCPU = Double.infinity
        var values = 0

        mutating func add(_ run: Run) {
            wall = min(wall, run.wall)
            threadCPU = min(threadCPU, run.threadCPU)
            values = run.values
        }
    }

    /// One import's figures.
    private struct Run {
        var wall: UInt64
        var threadCPU: Double
        var values: Int
    }

    static func run(posts: Int, batch: Int, runs: Int, engines: [String] = ["memory", "sqlite"],
                    cases: Set<String> = ["plain", "observed", "eager", "reported"]) throws {
        let corpus = try JSONReader().read(Data(BlogCorpus.posts(count: posts)))
        guard let array = corpus.array else { return }
        let all = Array(array)
        let batches = stride(from: 0, to: all.count, by: batch).map { Array(all[$0..<min($0 + batch, all.count)]) }
        print("observe: \(posts) Blog posts in \(batches.count) commits of \(batch), best of \(runs)")
        print("engine   case                       wall ms   overhead  import thread CPU ms  overhead  values")
        let names = [("plain", "no observer"), ("observed", "one observer"), ("eager", "one, every commit"), ("reported", "change sets")]
        for engine in engines {
            var best: [String: Best] = [:]
            for _ in 0..<runs {
                // Cases alternate within each round, so that a change of load hits all of them.
                for (name, _) in names where cases.contains(name) {
                    let interval: Double? = name == "observed" ? StoreObservationDefaults.minimumInterval : name == "eager" ? 0 : nil
                    best[name, default: Best()].add(try measure(engine, batches, observing: interval, reporting: name == "reported"))
                }
            }
            let baseline = best["plain"]
            for (name, label) in names {
                guard let figures = best[name] else { continue }
                let wallOverhead = baseline.map { percent(Double(figures.wall), Double($0.wall)) } ?? "-"
                let cpuOverhead = baseline.map { percent(figures.threadCPU, $0.threadCPU) } ?? "-"
                print(engine.padded(to: 9) + label.padded(to: 27) + milliseconds(figures.wall).padded(to: 10) + (name == "plain" ? "" : wallOverhead).padded(to: 10)
                      + String(format: "%.1f", figures.threadCPU * 1000).padded(to: 22) + (name == "plain" ? "" : cpuOverhead).padded(to: 10)
                      + (name == "observed" || name == "eager" ? String(figures.values) : ""))
            }
        }
    }

    /// One import into a new store; with `observing` (its minimum interval), one
    /// observation runs meanwhile. With `reporting`, each commit works out its change set
    /// (`performReportingChanges`).
    private static func measure(_ engine: String, _ batches: [[JSONValue]], observing: Double?, reporting: Bool) throws -> Run {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-observe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store: Store
        if engine == "sqlite" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            store = try Store(sqliteAt: directory.appendingPathComponent("bench.sqlite"), entities: MapwrightExampleBlogModule.entities)
        } else {
            store = try MapwrightExampleBlogModule.makeStore()
        }
        let values = Locked(0)
        var consumer: Task<Void, any Error>?
        if let observing {
            let ready = DispatchSemaphore(value: 0)
            let observation = store.observe(tracking: [Post.self], minimumInterval: observing) { try $0.count(Post.self) }
            consumer = Task.detached {
                for try await _ in observation {
                    if values.withLock({ $0 += 1; return $0 == 1 }) { ready.signal() }
                }
            }
            ready.wait()
        }
        let parser = PostParser()
        let cpuStart = BenchClock.threadCPUSeconds()
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
        let threadCPU = BenchClock.threadCPUSeconds() - cpuStart
        consumer?.cancel()
        return Run(wall: time, threadCPU: threadCPU, values: values.withLock { $0 })
    }

    private static func milliseconds(_ nanoseconds: UInt64) -> String {
        if nanoseconds == .max { return "-" }
        return String(format: "%.1f", Double(nanoseconds) / 1e6)
    }

    private static func percent(_ value: Double, _ baseline: Double) -> String {
        guard value.isFinite, baseline.isFinite, baseline > 0, value < Double(UInt64.max) else { return "-" }
        return String(format: "%+.1f%%", (value / baseline - 1) * 100)
    }

}
