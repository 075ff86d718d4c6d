import MapwrightExampleBlog
import Foundation
import Mapwright
import MapwrightSQLite

/// `mapwright-bench includes`: a list of `posts` posts by `authors` authors shown with
/// their authors, read three ways on each engine: the posts then each post's author by
/// identity (N+1 reads), the posts then `Store.related(_:of:)` for them all (the batch
/// form), and one query including the authors (`StoreQuery.including`), beside the posts
/// alone. Prints the median CPU time of `runs` reads of each, and how much faster the
/// included read is than the per-record one, for the whole list and for the authors'
/// part (the time beyond the posts alone).
enum IncludesBenchmark {
    static func run(posts: Int, authors: Int, runs: Int, engines: [String]) throws {
        print("includes: \(posts) posts by \(authors) authors shown with their authors; median CPU ms of \(runs) runs")
        for engine in engines {
            try measure(engine: engine, posts: posts, authors: max(1, authors), runs: max(1, runs))
        }
    }

    private static func measure(engine: String, posts: Int, authors: Int, runs: Int) throws {
        let bench = try BlogBenchStore(engine: engine, name: "includes")
        defer { bench.remove() }
        let store = bench.store
        try store.perform { context in
            for author in 0..<authors { try context.insert(Author(authorID: "a\(author)", name: "Author \(author)")) }
            for post in 0..<posts {
                try context.insert(Post(
                    postID: "p\(post)", createdDate: Date(timeIntervalSince1970: Double(post)), content: "Post \(post)",
                    localUserHasShared: false, viewCount: post % 100, author: Author.ID("a\(post % authors)")))
            }
        }
        let query = StoreQuery(Post.self).sorted(by: .descending(Post.Columns.createdDate))
        let alone = try median(runs) { try store.fetch(query).map(\.content) }
        let perRecord = try median(runs) {
            try store.fetch(query).map { post in try post.author.flatMap { try store.fetch(Author.self, id: $0) }?.name ?? "" }
        }
        let batch = try median(runs) {
            let list = try store.fetch(query)
            let byID = try store.related(Post.Columns.author, of: list)
            return list.map { post in post.author.flatMap { byID[$0] }?.name ?? "" }
        }
        let included = try median(runs) {
            let results = try store.fetch(query.including(Post.Columns.author))
            return results.map { post in results.relatedRecord(Post.Columns.author, of: post)?.name ?? "" }
        }
        guard perRecord.names == batch.names, batch.names == included.names, included.names.count == posts else {
            throw BenchOptions.UsageError(description: "\(engine): the three reads disagree")
        }
        let line = { (name: String, ms: Double) in
            "  \(engine.padded(to: 7)) \(name.padded(to: 30)) \(String(format: "%9.2f", ms)) ms"
        }
        let authorsPart = { (ms: Double) in max(ms - alone.ms, 0.001) }
        print(line("posts alone (no authors)", alone.ms))
        print(line("per-record fetch (N+1)", perRecord.ms))
        print(line("batch related(_:of:)", batch.ms))
        print(line("query including(author)", included.ms))
        print("  \(engine.padded(to: 7)) included vs per-record: "
              + String(format: "%.1fx for the whole list, %.1fx for the authors' part (time beyond the posts alone)",
                       perRecord.ms / included.ms, authorsPart(perRecord.ms) / authorsPart(included.ms)))
    }

    /// The median CPU time of `runs` calls of `body`, in ms, and its last result.
    private static func median(_ runs: Int, _ body: () throws -> [String]) throws -> (ms: Double, names: [String]) {
        var times: [Double] = []
        var names: [String] = []
        for _ in 0..<runs {
            let start = BenchClock.processCPUSeconds()
            names = try body()
            times.append((BenchClock.processCPUSeconds() - start) * 1000)
        }
        return (times.sorted()[times.count / 2], names)
    }
}
