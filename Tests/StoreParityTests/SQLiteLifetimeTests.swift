import MapwrightExampleBlog
import Foundation
import Mapwright
@testable import MapwrightSQLite
import Testing

/// What a SQLite store leaves behind once it is dropped: nothing.
@Suite struct SQLiteLifetimeTests {
    /// Weak references to the objects a SQLite store builds when it opens.
    private final class Watched {
        weak var engine: SQLiteEngine?
        weak var catalog: SQLiteCatalog?
        var tables: [Weak] = []
    }

    private struct Weak {
        weak var table: SQLiteTableBase?
        let name: String
    }

    /// Opens a store of `entities`, writes and reads through it, drops it, and returns
    /// weak references to what it was made of.
    private static func openUseAndDrop(_ entities: [any StoreEntity.Type], _ use: (Store) throws -> Void) throws -> Watched {
        let directory = try TemporaryDirectory()
        let watched = Watched()
        do {
            let store = try Store(sqliteAt: directory.url.appendingPathComponent("store.sqlite"), entities: entities)
            let engine = try #require(store.engine as? SQLiteEngine, "a SQLite store is not on the SQLite engine")
            watched.engine = engine
            watched.catalog = engine.catalog
            watched.tables = engine.catalog.ordered.map { Weak(table: $0, name: $0.name) }
            try use(store)
        }
        return watched
    }

    @Test func aDroppedStoreFreesItsEngineCatalogAndTables() throws {
        let watched = try Self.openUseAndDrop(parityEntities) { store in
            try store.perform { context in
                try context.insert(writer("w"))
                try context.insert(topic("x"))
                try context.insert(article("a", writer: "w", topics: ["x"]))
            }
            _ = try store.fetch(Writer.self)
        }
        #expect(watched.engine == nil, "the SQLite engine outlived its store")
        #expect(watched.catalog == nil, "the SQLite catalog outlived its store")
        let kept = watched.tables.filter { $0.table != nil }.map(\.name)
        #expect(kept.isEmpty, "the tables \(kept) outlived their store (a reference cycle through their relations)")
    }

    @Test func aDroppedBlogStoreFreesItsTables() throws {
        let watched = try Self.openUseAndDrop(MapwrightExampleBlogModule.entities) { _ in }
        let kept = watched.tables.filter { $0.table != nil }.map(\.name)
        #expect(watched.catalog == nil && kept.isEmpty, "the Blog catalog or its tables \(kept) outlived their store")
    }
}
