import MapwrightExampleBlog
import CSQLite
import Foundation
import Mapwright
import MapwrightSQLite

/// The database file the SQLite scenarios write: a fresh one for every run, in a
/// directory of this process's own under the temporary directory, removed at the end.
final class SQLiteBenchFile {
    let directory: URL
    /// The database's path.
    let path: String

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mapwright-bench-sqlite-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("blog.sqlite").path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Removes the database and its log files, so that the next run starts from nothing.
    func reset() throws {
        for suffix in ["", "-wal", "-shm", "-journal"] where FileManager.default.fileExists(atPath: path + suffix) {
            try FileManager.default.removeItem(atPath: path + suffix)
        }
    }

    /// Checks what the last run left: `posts` posts, one author per 100, every post in
    /// its author's list at positions 0…99, and no log file left behind (the connection
    /// was closed, the log checkpointed).
    func verify(posts: Int) throws {
        let database = try BenchDatabase(path: path)
        let found = try database.integer(#"SELECT COUNT(*) FROM "Post""#)
        let authors = try database.integer(#"SELECT COUNT(*) FROM "Author""#)
        let positioned = try database.integer(#"SELECT COUNT(*) FROM "Post" WHERE "author_position" BETWEEN 0 AND 99"#)
        let slots = try database.integer(#"SELECT COUNT(*) FROM (SELECT DISTINCT "author", "author_position" FROM "Post")"#)
        guard found == posts, authors == (posts + 99) / 100, positioned == posts, slots == posts else {
            throw BenchDatabase.Failure(description: "the database holds \(found) posts (\(positioned) positioned, \(slots) distinct places) and \(authors) authors; expected \(posts) and \((posts + 99) / 100)")
        }
    }
}

/// The three ways of importing the Blog corpus into SQLite.
enum SQLiteScenarios {
    /// The generated `PostParser.importArray(from:in:)` (the array read a batch at a time,
    /// the records let go, so that peak memory shows what the store keeps), inside one
    /// `store.perform` on a new `Store(sqliteAt:)`, which is closed at the end; returns
    /// the posts parsed.
    static func mapwright(_ data: Data, into path: String) throws -> Int {
        let store = try Store(sqliteAt: URL(fileURLWithPath: path), entities: MapwrightExampleBlogModule.entities)
        return try store.perform { context in try PostParser().importArray(from: data, in: context) }
    }

    /// The rows the floor inserts, made from the corpus before the timing starts.
    static func readyRows(_ data: Data) throws -> (authors: [BlogRows.Author], posts: [BlogRows.Post]) {
        BlogRows.rows(from: try CodableTwins.decoder().decode([CodableTwins.Post].self, from: data))
    }
}
