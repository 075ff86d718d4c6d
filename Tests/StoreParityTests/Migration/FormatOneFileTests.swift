import Foundation
import Mapwright
import MapwrightSQLite
import Testing

/// A file of the parity entities (a many-to-many join table among them) written in
/// format 1, before join tables' key columns were declared `NOT NULL`: it must still
/// open, and opening it brings it to the current format.
enum FormatOneFixture {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/parity-format1.sqlite")

    /// Writes the fixture (with the runtime of format 1).
    static func write() throws {
        try? FileManager.default.removeItem(at: url)
        let store = try Store(sqliteAt: url, entities: parityEntities)
        try store.perform { context in
            try context.insert(writer("w"))
            try context.insert(topic("x"))
            try context.insert(topic("y"))
            try context.insert(article("a", writer: "w", topics: ["x", "y"]))
            try context.insert(article("b", writer: "w", topics: ["y"], related: ["a"]))
        }
    }

    /// A copy of the fixture in a new temporary directory.
    static func copy() throws -> (directory: TemporaryDirectory, url: URL) {
        let directory = try TemporaryDirectory()
        let copy = directory.url.appendingPathComponent("parity.sqlite")
        try FileManager.default.copyItem(at: url, to: copy)
        return (directory, copy)
    }
}

@Suite struct FormatOneFileTests {
    @Test func theFixtureIsInFormatOne() throws {
        if ProcessInfo.processInfo.environment["MAPWRIGHT_WRITE_FORMAT_ONE_FIXTURE"] == "1" { try FormatOneFixture.write() }
        let (directory, url) = try FormatOneFixture.copy()
        defer { _ = directory }
        #expect(try RawConnection(url).integer("PRAGMA user_version") == 1, "the fixture is not in format 1")
    }

    @Test func aFormatOneFileOpensWithItsLinks() throws {
        let (directory, url) = try FormatOneFixture.copy()
        defer { _ = directory }
        let store = try Store(sqliteAt: url, entities: parityEntities)
        #expect(try store.fetch(Article.self, id: Article.ID("a"))?.topics == [topicID("x"), topicID("y")], "article a lost its topics")
        #expect(try store.fetch(Topic.self, id: topicID("y"))?.articles == [Article.ID("a"), Article.ID("b")], "topic y lost its articles")
        #expect(try store.fetch(Article.self, id: Article.ID("b"))?.related == [Article.ID("a")], "article b lost its related article")
    }

    @Test func openingAFormatOneFileDeclaresJoinKeysNotNull() throws {
        let (directory, url) = try FormatOneFixture.copy()
        defer { _ = directory }
        _ = try Store(sqliteAt: url, entities: parityEntities)
        let raw = try RawConnection(url)
        #expect(try raw.integer("PRAGMA user_version") == 2, "opening did not bring the file to format 2")
        let joins = ["Article_topics", "Article_related"]
        for join in joins {
            let columns = try raw.tableInfo(join)
            #expect(!columns.isEmpty, "join table \(join) is missing")
            let nullable = columns.filter { $0.primaryKey > 0 && !$0.notNull }.map(\.name)
            #expect(nullable.isEmpty, "the key columns \(nullable) of \(join) still allow NULL")
        }
    }

    @Test func aNewFileDeclaresJoinKeysNotNull() throws {
        let store = try Engine.sqlite.makeStore()
        let file = try #require(store.file)
        let columns = try RawConnection(file).tableInfo("Article_topics")
        #expect(!columns.isEmpty, "join table Article_topics is missing")
        let nullable = columns.filter { !$0.notNull }.map(\.name)
        #expect(nullable.isEmpty, "the columns \(nullable) of Article_topics allow NULL")
    }
}
