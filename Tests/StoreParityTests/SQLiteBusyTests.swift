import MapwrightExampleBlog
import Foundation
import Mapwright
import MapwrightSQLite
import Testing

/// Another process (here a second, raw connection) holding the database's write lock:
/// units of work and opening wait for it up to the busy timeout, then throw
/// `StoreError.busy`, never a raw database error.
@Suite struct SQLiteBusyTests {
    /// A Blog store with one post (busy timeout `seconds`), and a raw connection to its
    /// file holding a write transaction (`BEGIN IMMEDIATE`).
    static func storeBesideAWriter(busyTimeout seconds: Double) throws -> (directory: TemporaryDirectory, url: URL, store: Store, other: RawConnection) {
        let (directory, url) = try SQLiteOpenCheckTests.blogFile()
        let store = try Store(sqliteAt: url, entities: MapwrightExampleBlogModule.entities, options: SQLiteStoreOptions(busyTimeout: seconds))
        let other = try RawConnection(url)
        try other.execute("BEGIN IMMEDIATE")
        return (directory, url, store, other)
    }

    static func author(_ id: String) -> Author {
        Author(authorID: id, name: "Author \(id)")
    }

    @Test func aUnitOfWorkBesideAnotherWriterThrowsBusy() throws {
        let (directory, url, store, other) = try Self.storeBesideAWriter(busyTimeout: 0.2)
        defer { withExtendedLifetime((directory, other)) {} }
        #expect(throws: StoreError.busy(path: url.path, seconds: 0.2), "a unit of work blocked by another connection did not throw busy") {
            try store.perform { try $0.insert(Self.author("a")) }
        }
    }

    @Test func anAsyncUnitOfWorkBesideAnotherWriterThrowsBusy() async throws {
        let (directory, url, store, other) = try Self.storeBesideAWriter(busyTimeout: 0.2)
        defer { withExtendedLifetime((directory, other)) {} }
        await #expect(throws: StoreError.busy(path: url.path, seconds: 0.2), "an async unit of work blocked by another connection did not throw busy") {
            try await store.perform { context in
                await Task.yield()
                try context.insert(Self.author("a"))
            }
        }
    }

    @Test func anAsyncUnitOfWorkGetsTheWriterOnceTheOtherCommits() async throws {
        let (directory, _, store, other) = try Self.storeBesideAWriter(busyTimeout: 30)
        defer { withExtendedLifetime(directory) {} }
        // On a thread of its own: the test's cooperative threads may all be busy.
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { try? other.execute("COMMIT") }
        try await store.perform { context in
            await Task.yield()
            try context.insert(Self.author("a"))
        }
        #expect(try store.count(Author.self) == 1, "the unit of work that waited for the other writer did not commit")
    }

    @Test func anAsyncUnitOfWorkWaitingForAnotherProcessCanBeCancelled() async throws {
        // A wait that blocks its thread would last the whole minute.
        let (directory, _, store, other) = try Self.storeBesideAWriter(busyTimeout: 60)
        defer { withExtendedLifetime((directory, other)) {} }
        let waiting = Task {
            try await store.perform { context in
                await Task.yield()
                try context.insert(Self.author("a"))
            }
        }
        try await Task.sleep(nanoseconds: 200_000_000)
        let cancelled = Date()
        waiting.cancel()
        let result = await waiting.result
        let elapsed = Date().timeIntervalSince(cancelled)
        #expect(elapsed < 20, "the cancelled unit of work ended after \(elapsed) s: it blocked its thread waiting for the other writer")
        #expect(throws: CancellationError.self, "the cancelled unit of work did not end with CancellationError") { try result.get() }
    }

    @Test func openingAFileToCreateBesideAnotherWriterThrowsBusy() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("new.sqlite")
        let other = try RawConnection(url)
        try other.execute("BEGIN IMMEDIATE")
        defer { try? other.execute("ROLLBACK") }
        #expect(throws: StoreError.busy(path: url.path, seconds: 0.2), "creating the store's tables beside another writer did not throw busy") {
            try Store(sqliteAt: url, entities: MapwrightExampleBlogModule.entities, options: SQLiteStoreOptions(busyTimeout: 0.2))
        }
    }
}
