import Foundation
import Testing
import Mapwright

@Suite struct StoreTransactionTests {
    @Test func changesAreInvisibleBeforeCommit() throws {
        let store = try makeStore()
        let writer = store.makeContext()
        try writer.insert(makePost("1"))
        let reader = store.makeContext()
        #expect(try store.count(Post.self) == 0, "store sees an uncommitted insert")
        #expect(try reader.fetch(Post.self, id: Post.ID("1")) == nil, "another context sees an uncommitted insert")
        #expect(writer.hasChanges, "context with an insert reports no changes")
    }

    @Test func commitMakesChangesVisible() throws {
        let store = try makeStore()
        let writer = store.makeContext()
        try writer.insert(makePost("1"))
        try writer.commit()
        #expect(try store.count(Post.self) == 1, "store does not see a committed insert")
        #expect(try store.makeContext().fetch(Post.self, id: Post.ID("1")) != nil, "a new context does not see a committed insert")
        #expect(!writer.hasChanges, "context still reports changes after commit")
    }

    @Test func openContextKeepsItsSnapshotUntilItCommits() throws {
        let store = try makeStore()
        let early = store.makeContext()
        try store.perform { try $0.insert(makePost("1")) }
        #expect(try early.fetch(Post.self, id: Post.ID("1")) == nil, "an open context saw another context's later commit")
        early.rollback()
        #expect(try early.fetch(Post.self, id: Post.ID("1")) != nil, "rollback did not move the context to the latest state")
    }

    @Test func rollbackDiscardsChanges() throws {
        let store = try makeStore()
        try store.perform { try $0.insert(makePost("keep", views: 1)) }
        let context = store.makeContext()
        try context.insert(makePost("drop"))
        try context.modify(Post.self, id: Post.ID("keep")) { $0.viewCount = 99 }
        context.rollback()
        #expect(try context.fetch(Post.self, id: Post.ID("drop")) == nil, "rolled-back insert still visible in the context")
        #expect(try context.fetch(Post.self, id: Post.ID("keep"))?.viewCount == 1, "rolled-back update still visible")
        try context.commit()
        #expect(try store.count(Post.self) == 1, "commit after rollback wrote discarded changes")
    }

    @Test func performCommitsWhenTheClosureReturns() throws {
        let store = try makeStore()
        let id = try store.perform { context in
            try context.insert(makePost("1"))
            return "done"
        }
        #expect(id == "done", "perform did not return the closure's result")
        #expect(try store.count(Post.self) == 1, "perform did not commit")
    }

    @Test func importThatThrowsHalfwayLeavesTheStoreUnchanged() throws {
        let store = try makeStore()
        try store.perform { context in
            try context.insert(makeAuthor("a1"))
            try context.insert(makePost("p0", views: 1, author: "a1"))
        }
        let before = try store.snapshot()
        #expect(throws: ImportFailure.self, "perform did not rethrow the import's error") {
            try store.perform { context in
                for i in 0..<100 {
                    if i == 50 { throw ImportFailure() }
                    try context.upsert(makePost("p\(i)", views: 7, author: "a1"))
                }
            }
        }
        let after = try store.snapshot()
        #expect(try after.count(Post.self) == 1, "failed import changed the post count")
        #expect(try after.fetch(Post.self) == before.fetch(Post.self), "failed import changed post values")
        #expect(try after.fetch(Author.self) == before.fetch(Author.self), "failed import changed the author's posts")
    }

    @Test func asyncPerformCommitsAndRollsBack() async throws {
        let store = try makeStore()
        try await store.perform { context in
            await Task.yield()
            try context.insert(makePost("1"))
        }
        await #expect(throws: ImportFailure.self, "async perform did not rethrow") {
            try await store.perform { context in
                try context.insert(makePost("2"))
                await Task.yield()
                throw ImportFailure()
            }
        }
        #expect(try store.count(Post.self) == 1, "async perform committed a failed import or lost a good one")
    }

    @Test func commitAppliesOntoTheCurrentStateByIdentity() throws {
        let store = try makeStore()
        try store.perform { try $0.insert(makeAuthor("a1")) }
        let first = store.makeContext()
        let second = store.makeContext()
        try first.insert(makePost("p1", author: "a1"))
        try second.insert(makePost("p2", author: "a1"))
        try second.upsert(makePost("p1", views: 5, author: "a1"))
        try first.commit()
        try second.commit()
        #expect(try store.count(Post.self) == 2, "overlapping commits duplicated or lost a post")
        #expect(try store.fetch(Post.self, id: Post.ID("p1"))?.viewCount == 5, "the later commit's attributes did not win")
        #expect(try Set(store.fetch(Author.self, id: Author.ID("a1"))?.posts ?? []) == [Post.ID("p1"), Post.ID("p2")],
                "a commit overwrote the other's links from a stale base")
        #expect(try inverseProblems(in: store.snapshot()).isEmpty, "overlapping commits left inverses inconsistent")
    }

    @Test func commitDropsLinksToRecordsDeletedMeanwhile() throws {
        let store = try makeStore()
        try store.perform { context in
            try context.insert(makeAuthor("a1"))
            try context.insert(makePost("p1"))
        }
        let linker = store.makeContext()
        try linker.modify(Post.self, id: Post.ID("p1")) { $0.author = Author.ID("a1") }
        try store.perform { try $0.delete(Author.self, id: Author.ID("a1")) }
        try linker.commit()
        #expect(try store.fetch(Post.self, id: Post.ID("p1"))?.author == nil, "commit linked to an author deleted meanwhile")
    }

    @Test func openingAContextDoesNotCopyTables() throws {
        let store = try makeStore()
        try store.perform { context in
            for i in 0..<20_000 { try context.insert(makePost("\(i)")) }
        }
        let start = ProcessInfo.processInfo.systemUptime
        for _ in 0..<1_000 { _ = store.makeContext() }
        let elapsed = ProcessInfo.processInfo.systemUptime - start
        // 1,000 opens of a 20,000-record store: copying tables would take seconds.
        #expect(elapsed < 0.2, "opening 1,000 contexts took \(elapsed) s")
    }
}
