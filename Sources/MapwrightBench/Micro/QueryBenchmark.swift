import MapwrightExampleBlog
import Foundation
import Mapwright
import MapwrightSQLite

/// `mapwright-bench query`: typed queries (`StoreQuery`) on the Blog corpus of N posts,
/// loaded by the generated parser into a new SQLite file and into an in-memory store.
/// SQLite answers from an index where one serves the filter (a post's author: the
/// foreign key's index) and scans otherwise; the in-memory engine scans every post.
/// Each query's results are checked equal on both engines.
enum QueryBenchmark {
    /// One query of the table, on both engines.
    private struct Case {
        let name: String
        let query: StoreQuery<Post>
    }

    static func run(records: Int, runs: Int) throws {
        let data = Data(BlogCorpus.posts(count: records))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-bench-query-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("blog.sqlite").path

        let sqliteLoad = try BenchClock.measure { _ = try SQLiteScenarios.mapwright(data, into: path) }
        let sqlite = try Store(sqliteAt: URL(fileURLWithPath: path), entities: MapwrightExampleBlogModule.entities)
        let memory = try MapwrightExampleBlogModule.makeStore()
        let memoryLoad = try BenchClock.measure {
            try memory.perform { context in
                guard let posts = try JSONReader().read(data).array else { return }
                let parser = PostParser()
                for post in posts { _ = try parser.parse(post, in: context) }
            }
        }
        print("query: \(records) posts; loaded into SQLite in \(millis(sqliteLoad)) ms, into memory in \(millis(memoryLoad)) ms; median of \(runs) runs")

        let author = Author.ID("author-\(records / 200)")
        let columns = Post.Columns.self
        let cases = [
            Case(name: "one author's posts (foreign-key index)", query: StoreQuery(Post.self).filter(columns.author == author)),
            Case(name: "one author's 10 newest posts", query: StoreQuery(Post.self)
                .filter(columns.author == author).sorted(by: .descending(columns.createdDate)).limit(10)),
            Case(name: "viewCount >= 99,990 (no index: scan)", query: StoreQuery(Post.self).filter(columns.viewCount >= 99_990)),
            Case(name: "posts by authors named \"Author 7\" (subquery)", query: StoreQuery(Post.self)
                .filter(columns.author.any(Author.Columns.name == "Author 7"))),
        ]
        print("query".padded(to: 48) + "results".padded(to: 9) + "SQLite ms".padded(to: 12) + "memory ms".padded(to: 12) + "SQLite plan")
        for item in cases {
            let fromSQLite = try sqlite.fetch(item.query).map(\.postID)
            let fromMemory = try memory.fetch(item.query).map(\.postID)
            guard fromSQLite == fromMemory else {
                throw BenchOptions.UsageError(description: "\(item.name): SQLite found \(fromSQLite.count) posts, memory \(fromMemory.count); they differ")
            }
            let onSQLite = try median(runs) { _ = try sqlite.fetch(item.query) }
            let inMemory = try median(runs) { _ = try memory.fetch(item.query) }
            let plan = try sqlite.sqlite?.queryPlan(item.query).steps.joined(separator: "; ") ?? "(not on SQLite)"
            print(item.name.padded(to: 48) + "\(fromSQLite.count)".padded(to: 9) + millis(onSQLite).padded(to: 12) + millis(inMemory).padded(to: 12) + plan)
        }
    }

    /// The median of `runs` timings of `body`.
    private static func median(_ runs: Int, _ body: () throws -> Void) throws -> UInt64 {
        var times: [UInt64] = []
        for _ in 0..<max(1, runs) { times.append(try BenchClock.measure(body)) }
        return times.sorted()[times.count / 2]
    }

    private static func millis(_ nanoseconds: UInt64) -> String {
        String(format: "%.3f", Double(nanoseconds) / 1e6)
    }

}
