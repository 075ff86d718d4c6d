import Foundation
import Testing
@testable import Mapwright

/// A context keeps the records it creates apart from the snapshot's (`RecordTable.added`),
/// and its commit moves them into the store's tables, in place where no snapshot shares
/// them. Whatever path a commit takes, snapshots and other contexts must never see a later
/// write, a failed unit of work or a rolled-back savepoint must leave no trace, and the
/// context must see its own new records like any other.
@Suite struct NewRecordsCommitTests {
    /// A store of `count` posts by three authors: enough records that the tables' tries
    /// have several levels, so that a write in place and a copied path differ.
    private func storeWithPosts(_ count: Int) throws -> Store {
        let store = try makeStore()
        try store.perform { context in
            for a in 0..<3 { try context.insert(makeAuthor("a\(a)")) }
            for p in 0..<count { try context.insert(makePost("p\(p)", views: p, author: "a\(p % 3)")) }
        }
        return store
    }

    /// Inserts posts `range` by author a0 and changes post p0, in one unit of work.
    private func addPosts(_ range: Range<Int>, to store: Store) throws {
        try store.perform { context in
            for p in range { try context.insert(makePost("p\(p)", views: p, author: "a0")) }
            _ = try context.modify(Post.self, id: Post.ID("p0")) { $0.viewCount = -1 }
        }
    }

    @Test func aSnapshotTakenBeforeAUnitOfWorkDoesNotSeeItsWrites() throws {
        let store = try storeWithPosts(3_000)
        let snapshot = try store.snapshot()
        try addPosts(3_000..<4_000, to: store)
        #expect(try snapshot.count(Post.self) == 3_000, "a snapshot's post count changed after a later commit")
        #expect(try snapshot.fetch(Post.self, id: Post.ID("p3500")) == nil, "a snapshot sees a post committed after it was taken")
        #expect(try snapshot.fetch(Post.self, id: Post.ID("p0"))?.viewCount == 0, "a snapshot sees a change committed after it was taken")
        #expect(try snapshot.fetch(Author.self, id: Author.ID("a0"))?.posts.count == 1_000,
                "a snapshot's author gained the links of posts committed after it was taken")
        #expect(try store.count(Post.self) == 4_000, "the commit did not store the new posts")
        #expect(try store.fetch(Author.self, id: Author.ID("a0"))?.posts.count == 2_000, "the commit did not link the new posts")
        #expect(try inverseProblems(in: store.snapshot()) == [], "the store is inconsistent after the commit")
    }

    @Test func aContextOpenedBeforeACommitDoesNotSeeItsNewRecords() throws {
        let store = try storeWithPosts(2_000)
        let reader = store.makeContext()
        #expect(try reader.count(Post.self) == 2_000, "the reading context did not start from the committed posts")
        try addPosts(2_000..<2_500, to: store)
        #expect(try reader.count(Post.self) == 2_000, "a context's post count changed after another unit's commit")
        #expect(try reader.fetch(Post.self, id: Post.ID("p2100")) == nil, "a context sees a post another unit committed after it opened")
        #expect(try reader.fetch(Post.self, id: Post.ID("p0"))?.viewCount == 0, "a context sees another unit's later change")
    }

    @Test func aFailedUnitOfWorkLeavesTheStoreAsItWas() throws {
        let store = try storeWithPosts(2_000)
        #expect(throws: ImportFailure.self, "the failing unit of work did not rethrow its error") {
            try store.perform { context in
                for p in 2_000..<2_600 { try context.insert(makePost("p\(p)", author: "a1")) }
                _ = try context.modify(Post.self, id: Post.ID("p1")) { $0.viewCount = -1 }
                throw ImportFailure()
            }
        }
        #expect(try store.count(Post.self) == 2_000, "a failed unit of work left posts in the store")
        #expect(try store.fetch(Post.self, id: Post.ID("p2100")) == nil, "a failed unit of work left a new post in the store")
        #expect(try store.fetch(Post.self, id: Post.ID("p1"))?.viewCount == 1, "a failed unit of work left a change in the store")
        #expect(try store.fetch(Author.self, id: Author.ID("a1"))?.posts.count == 667, "a failed unit of work left links in the store")
        try addPosts(2_000..<2_100, to: store)
        #expect(try store.count(Post.self) == 2_100, "a unit of work after a failed one did not store its posts")
        #expect(try inverseProblems(in: store.snapshot()) == [], "the store is inconsistent after a failed unit of work")
    }

    @Test func aRolledBackSavepointDropsTheRecordsCreatedInsideIt() throws {
        let store = try storeWithPosts(1_000)
        let context = store.makeContext()
        try context.insert(makePost("before", author: "a0"))
        _ = try? context.withSavepoint {
            try context.insert(makePost("inside", author: "a0"))
            _ = try context.modify(Post.self, id: Post.ID("before")) { $0.viewCount = 7 }
            throw ImportFailure()
        }
        #expect(try context.fetch(Post.self, id: Post.ID("inside")) == nil, "a rolled-back savepoint kept a post created inside it")
        #expect(try context.fetch(Post.self, id: Post.ID("before"))?.viewCount == 0,
                "a rolled-back savepoint kept a change to a post created before it")
        #expect(try context.count(Post.self) == 1_001, "the context's post count is wrong after a rolled-back savepoint")
        try context.commit()
        #expect(try store.fetch(Post.self, id: Post.ID("before")) != nil, "the post created before the savepoint was not committed")
        #expect(try store.fetch(Post.self, id: Post.ID("inside")) == nil, "the post created in a rolled-back savepoint was committed")
        #expect(try inverseProblems(in: store.snapshot()) == [], "the store is inconsistent after a rolled-back savepoint")
    }

    @Test func aContextSeesTheRecordsItCreatesLikeStoredOnes() throws {
        let store = try storeWithPosts(500)
        let context = store.makeContext()
        try context.insert(makePost("new", views: 3, author: "a2"))
        #expect(try context.fetch(Post.self, id: Post.ID("new"))?.viewCount == 3, "a context does not find a post it created")
        #expect(try context.count(Post.self) == 501, "a context's count leaves out a post it created")
        #expect(try context.fetch(Post.self).contains { $0.id == Post.ID("new") }, "a context's fetch of every post leaves out a new one")
        _ = try context.modify(Post.self, id: Post.ID("new")) { $0.viewCount = 4 }
        #expect(try context.fetch(Post.self, id: Post.ID("new"))?.viewCount == 4, "a context's change to a post it created was lost")
        #expect(try context.fetch(Author.self, id: Author.ID("a2"))?.posts.contains(Post.ID("new")) == true,
                "a post a context created is not linked from its author")
        #expect(try context.delete(Post.self, id: Post.ID("new")), "a context could not delete a post it created")
        #expect(try context.fetch(Post.self, id: Post.ID("new")) == nil, "a post a context created and deleted is still there")
        #expect(try context.delete(Post.self, id: Post.ID("p7")), "a context could not delete a stored post")
        try context.insert(makePost("p7", views: 70, author: "a1"))
        try context.commit()
        #expect(try store.count(Post.self) == 500, "the commit stored the wrong number of posts")
        #expect(try store.fetch(Post.self, id: Post.ID("p7"))?.viewCount == 70, "a post deleted and created again was not stored as created")
        #expect(try store.fetch(Post.self, id: Post.ID("new")) == nil, "a post created and deleted in one unit of work was stored")
        #expect(try inverseProblems(in: store.snapshot()) == [], "the store is inconsistent after creating and deleting posts")
    }

    @Test func newRecordsGoIntoATableNoSnapshotHoldsInPlace() throws {
        let store = try storeWithPosts(3_000)
        let engine = try #require(store.memory, "makeStore() did not make an in-memory store")
        // Identifiers only: holding the table would make it shared, and the commit copy it.
        let rootBefore = try #require(engine.currentState().records(Post.self).map { ObjectIdentifier($0.root) },
                                      "the store has no post table")
        try addPosts(3_000..<3_500, to: store)
        let rootAfter = try #require(engine.currentState().records(Post.self).map { ObjectIdentifier($0.root) },
                                     "the store lost its post table")
        #expect(rootBefore == rootAfter, "a commit copied the path to its new posts though no snapshot held the table")
        #expect(try store.count(Post.self) == 3_500, "the commit in place did not store the new posts")
    }
}
