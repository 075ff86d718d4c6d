import Foundation
import Mapwright
@testable import MapwrightSQLite
import Testing

/// Changed values written back: the SQLite engine keeps a record updated in a unit of work
/// in its cache and rewrites its row once, before anything reads it with SQL, before a
/// savepoint, and at commit. Reads within the unit of work, savepoints and commit must
/// behave as if every update had been written at once (engine-level cases run on both
/// engines, which must agree).
@Suite struct SQLiteWriteBackTests {
    /// Writer `w` named `name`.
    static func named(_ name: String) -> Writer {
        var record = writer("w")
        record.name = name
        return record
    }

    /// A store holding writer `w` ("Writer w") and writer `v` ("Writer v"), committed.
    static func storeWithWriters(_ engine: Engine, options: SQLiteStoreOptions = SQLiteStoreOptions()) throws -> TestStore {
        let test = try engine.makeStore(options: options)
        try test.store.perform { context in
            try context.insert(writer("w"))
            try context.insert(writer("v"))
        }
        return test
    }

    @Test(arguments: Engine.allCases)
    func aQuerySeesARecordUpdatedTwice(_ engine: Engine) throws {
        let test = try Self.storeWithWriters(engine)
        defer { withExtendedLifetime(test) {} }
        let found = try test.store.perform { context in
            try context.update(Self.named("first"))
            try context.update(Self.named("second"))
            return try context.fetch(StoreQuery(Writer.self).filter(Writer.Columns.name == "second")).map(\.writerID)
        }
        #expect(found == ["w"], "\(engine): a query in the unit of work did not see the second update (found \(found))")
    }

    @Test(arguments: Engine.allCases)
    func aQueryCountSeesARecordUpdatedTwice(_ engine: Engine) throws {
        let test = try Self.storeWithWriters(engine)
        defer { withExtendedLifetime(test) {} }
        let counts = try test.store.perform { context in
            try context.update(Self.named("first"))
            try context.update(Self.named("second"))
            return [
                try context.count(StoreQuery(Writer.self).filter(Writer.Columns.name == "second")),
                try context.count(StoreQuery(Writer.self).filter(Writer.Columns.name == "first")),
            ]
        }
        #expect(counts == [1, 0], "\(engine): a count in the unit of work did not see the second update ([second, first]: \(counts))")
    }

    @Test(arguments: Engine.allCases)
    func forEachSeesARecordUpdatedTwice(_ engine: Engine) throws {
        let test = try Self.storeWithWriters(engine)
        defer { withExtendedLifetime(test) {} }
        let names = try test.store.perform { context in
            try context.update(Self.named("first"))
            try context.update(Self.named("second"))
            return try context.fetch(Writer.self).map(\.name).sorted()
        }
        #expect(names == ["Writer v", "second"], "\(engine): visiting every writer did not see the second update (\(names))")
    }

    @Test(arguments: Engine.allCases)
    func aRolledBackSavepointRestoresTheEarlierUpdate(_ engine: Engine) throws {
        struct Undo: Error {}
        let test = try Self.storeWithWriters(engine)
        defer { withExtendedLifetime(test) {} }
        let inside = try test.store.perform { context in
            try context.update(Self.named("before the savepoint"))
            do {
                try context.withSavepoint {
                    try context.update(Self.named("inside the savepoint"))
                    throw Undo()
                }
            } catch is Undo {}
            return try context.fetch(Writer.self, id: Writer.ID("w"))?.name
        }
        #expect(inside == "before the savepoint", "\(engine): after the rollback the unit of work sees \(inside ?? "no writer")")
        let committed = try test.store.fetch(Writer.self, id: Writer.ID("w"))?.name
        #expect(committed == "before the savepoint", "\(engine): the commit stored \(committed ?? "no writer")")
    }

    @Test(arguments: Engine.allCases)
    func anUpdateInAReleasedSavepointIsCommitted(_ engine: Engine) throws {
        let test = try Self.storeWithWriters(engine)
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.update(Self.named("before the savepoint"))
            try context.withSavepoint { try context.update(Self.named("inside the savepoint")) }
        }
        let committed = try test.store.fetch(Writer.self, id: Writer.ID("w"))?.name
        #expect(committed == "inside the savepoint", "\(engine): the commit stored \(committed ?? "no writer")")
    }

    @Test(arguments: Engine.allCases)
    func updatesPastTheCacheLimitAreAllCommitted(_ engine: Engine) throws {
        let test = try engine.makeStore(options: SQLiteStoreOptions(recordCacheLimit: 3))
        defer { withExtendedLifetime(test) {} }
        let ids = (0..<10).map { "w\($0)" }
        try test.store.perform { context in
            for id in ids { try context.insert(writer(id)) }
        }
        try test.store.perform { context in
            for round in 0..<2 {
                for id in ids {
                    var record = writer(id)
                    record.name = "\(id) round \(round)"
                    try context.update(record)
                }
            }
        }
        let names = try ids.map { try test.store.fetch(Writer.self, id: Writer.ID($0))?.name ?? "missing" }
        #expect(names == ids.map { "\($0) round 1" }, "\(engine): updates the cache let go of were lost: \(names)")
    }

    @Test func aRecordUpdatedManyTimesIsWrittenOnce() throws {
        let test = try Self.storeWithWriters(.sqlite)
        defer { withExtendedLifetime(test) {} }
        let engine = try #require(test.store.engine as? SQLiteEngine, "the store is not on SQLite")
        let before = engine.writer.totalChanges
        try test.store.perform { context in
            for round in 1...5 { try context.update(Self.named("round \(round)")) }
        }
        #expect(engine.writer.totalChanges - before == 1, "5 updates of one record changed \(engine.writer.totalChanges - before) rows")
        #expect(try test.store.fetch(Writer.self, id: Writer.ID("w"))?.name == "round 5", "the last update was not committed")
    }

    @Test func aWriteBackErrorAtCommitRollsBackAndThrows() throws {
        let test = try Self.storeWithWriters(.sqlite)
        defer { withExtendedLifetime(test) {} }
        let file = try #require(test.file, "the SQLite store has no file")
        let side = try SQLiteConnection(path: file.path, readOnly: false, busyTimeout: 5)
        try side.execute(#"CREATE TRIGGER "refuse" BEFORE UPDATE OF "name" ON "Writer" BEGIN SELECT RAISE(ABORT, 'refused'); END"#)
        #expect(throws: StoreError.self, "a unit of work whose update the database refused did not throw") {
            try test.store.perform { context in
                try context.insert(article("a"))
                try context.update(Self.named("refused"))
            }
        }
        #expect(try test.store.fetch(Writer.self, id: Writer.ID("w"))?.name == "Writer w", "the refused update was stored")
        #expect(try test.store.fetch(Article.self, id: Article.ID("a")) == nil, "the unit of work was partly committed")
    }
}
