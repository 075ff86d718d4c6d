import Foundation
import Mapwright
@testable import MapwrightSQLite
import Testing

/// The SQLite writer keeps its session (and the records it cached) from one committed
/// unit of work to the next, so that a record every import links to, with its growing
/// list, is not read again each time; but never past another connection's write or a
/// rollback.
@Suite struct SQLiteKeptSessionTests {
    private func engine(of test: TestStore) throws -> SQLiteEngine {
        try #require(test.store.engine as? SQLiteEngine, "the store is not on the SQLite engine")
    }

    @Test func aCommittedUnitOfWorkHandsItsCachedRecordsToTheNext() throws {
        let test = try Engine.sqlite.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in try context.insert(writer("w")) }
        #expect(try engine(of: test).keptSession.isHolding, "nothing was kept after the commit")
        let context = test.store.makeContext()
        let cached = try context.fetch(Writer.self, id: Writer.ID("w"))
        #expect(cached?.name == writer("w").name, "the kept session lost the writer: \(String(describing: cached))")
        #expect(try !engine(of: test).keptSession.isHolding, "the session was kept for two units of work at once")
        context.rollback()
        #expect(try !engine(of: test).keptSession.isHolding, "a rollback kept the session it may have changed")
    }

    @Test func anotherConnectionsWriteIsSeenByTheNextUnitOfWork() throws {
        let test = try Engine.sqlite.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.insert(writer("w"))
            _ = try context.fetch(Writer.self, id: Writer.ID("w"))
        }
        let file = try #require(test.file)
        try DatabaseFile.execute(file, #"UPDATE "Writer" SET "name" = 'Changed elsewhere' WHERE "writerID" = 'w'"#)
        let seen = try test.store.perform { context in try context.fetch(Writer.self, id: Writer.ID("w"))?.name }
        #expect(seen == "Changed elsewhere", "the unit of work read a record cached before another process changed it: \(String(describing: seen))")
    }

    @Test func aRolledBackChangeIsNotSeenByTheNextUnitOfWork() throws {
        struct Abandoned: Error {}
        let test = try Engine.sqlite.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in try context.insert(writer("w")) }
        #expect(throws: Abandoned.self) {
            try test.store.perform { context in
                var changed = try #require(try context.fetch(Writer.self, id: Writer.ID("w")))
                changed.name = "Rolled back"
                try context.update(changed)
                throw Abandoned()
            }
        }
        let seen = try test.store.perform { context in try context.fetch(Writer.self, id: Writer.ID("w"))?.name }
        #expect(seen == writer("w").name, "the next unit of work saw a rolled-back change: \(String(describing: seen))")
    }
}
