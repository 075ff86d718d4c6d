import Foundation
import Mapwright
import MapwrightSQLite
import Testing

/// `Store.close()`: afterwards both engines refuse reads and units of work alike with
/// `StoreError.closed`; a closed SQLite store's `.sqlite` file holds every commit.
@Suite struct CloseParityTests {
    /// Records an issue unless `body` throws `StoreError.closed`.
    static func expectClosed(_ what: String, _ body: () throws -> Void) {
        do {
            try body()
            Issue.record("\(what) after close() did not throw")
        } catch StoreError.closed {
        } catch {
            Issue.record("\(what) after close() threw \(error), not StoreError.closed")
        }
    }

    /// A store on `engine` holding writer `w`, closed.
    static func closedStore(_ engine: Engine) throws -> TestStore {
        let test = try engine.makeStore()
        try test.store.perform { try $0.insert(writer("w")) }
        try test.store.close()
        return test
    }

    @Test(arguments: Engine.allCases)
    func readsAfterCloseThrowClosed(_ engine: Engine) throws {
        let test = try Self.closedStore(engine)
        Self.expectClosed("fetch by identity") { _ = try test.store.fetch(Writer.self, id: Writer.ID("w")) }
        Self.expectClosed("count") { _ = try test.store.count(Writer.self) }
        Self.expectClosed("fetch of every record") { _ = try test.store.fetch(Writer.self) }
        Self.expectClosed("a query") { _ = try test.store.fetch(StoreQuery(Writer.self)) }
    }

    @Test(arguments: Engine.allCases)
    func aUnitOfWorkAfterCloseThrowsClosed(_ engine: Engine) throws {
        let test = try Self.closedStore(engine)
        Self.expectClosed("perform") { try test.store.perform { try $0.insert(writer("x")) } }
    }

    @Test(arguments: Engine.allCases)
    func anAsyncUnitOfWorkAfterCloseThrowsClosed(_ engine: Engine) async throws {
        let test = try Self.closedStore(engine)
        do {
            try await test.store.perform { context in
                await Task.yield()
                try context.insert(writer("x"))
            }
            Issue.record("an async perform after close() did not throw")
        } catch StoreError.closed {
        } catch {
            Issue.record("an async perform after close() threw \(error), not StoreError.closed")
        }
    }

    @Test(arguments: Engine.allCases)
    func closingTwiceDoesNothing(_ engine: Engine) throws {
        let test = try Self.closedStore(engine)
        #expect(throws: Never.self, "a second close() threw") { try test.store.close() }
    }

    @Test func aClosedSQLiteFileHoldsEveryCommitWithoutItsLog() throws {
        let test = try Engine.sqlite.makeStore()
        let file = try #require(test.file)
        try test.store.perform { context in
            for i in 0..<50 { try context.insert(writer("w\(i)")) }
        }
        _ = try test.store.count(Writer.self)  // a reader is open too
        try test.store.close()
        let log = try? FileManager.default.attributesOfItem(atPath: file.path + "-wal")[.size] as? Int
        #expect((log ?? 0) == 0, "the -wal file still holds \(log ?? 0) bytes after close()")
        // Only the .sqlite file is copied.
        let copy = try TemporaryDirectory()
        let copied = copy.url.appendingPathComponent("copy.sqlite")
        try FileManager.default.copyItem(at: file, to: copied)
        let reopened = try Store(sqliteAt: copied, entities: parityEntities)
        #expect(try reopened.count(Writer.self) == 50, "a copy of the closed store's .sqlite file lost commits")
    }
}
