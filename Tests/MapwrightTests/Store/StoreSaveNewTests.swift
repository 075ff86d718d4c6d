import Foundation
@_spi(Generated) import Mapwright
import Testing

/// `StoreContext.saveNew(_:since:)`: what a generated parser calls for a record its fetch
/// found absent. It must leave the store as `save(_:replacing: nil, since:)` would, also
/// when the context wrote something between the fetch and the save.
@Suite struct StoreSaveNewTests {
    @Test func aNewRecordIsStoredAndLinkedAtItsTarget() throws {
        let context = try makeStore().makeContext()
        try context.insert(makeAuthor("a1"))
        let mark = context.writeMark
        try context.saveNew(makePost("p1", author: "a1"), since: mark)
        #expect(try context.fetch(Post.self, id: Post.ID("p1")) == makePost("p1", author: "a1"), "the new post is not stored as given")
        #expect(try context.fetch(Author.self, id: Author.ID("a1"))?.posts == [Post.ID("p1")], "the author's posts do not list the new post")
    }

    @Test func aNewRecordLinkingToAMissingTargetIsRefusedAndNotStored() throws {
        let context = try makeStore().makeContext()
        let mark = context.writeMark
        #expect(throws: StoreError.self, "a new post whose author does not exist was saved") {
            try context.saveNew(makePost("p1", author: "nobody"), since: mark)
        }
        #expect(try context.fetch(Post.self, id: Post.ID("p1")) == nil, "a refused post was stored anyway")
    }

    @Test func aRecordInsertedSinceTheMarkIsReplacedNotDuplicated() throws {
        let context = try makeStore().makeContext()
        try context.insert(makeAuthor("a1"))
        try context.insert(makeAuthor("a2"))
        let mark = context.writeMark
        // Written after the fetch that found nothing (a nested parse of the same entity).
        try context.insert(makePost("p1", views: 1, author: "a1"))
        try context.saveNew(makePost("p1", views: 2, author: "a2"), since: mark)
        #expect(try context.count(Post.self) == 1, "saveNew after an insert since the mark stored the record twice")
        #expect(try context.fetch(Post.self, id: Post.ID("p1"))?.viewCount == 2, "saveNew did not replace the record inserted since the mark")
        #expect(try context.fetch(Author.self, id: Author.ID("a1"))?.posts == [], "the replaced record's old author still lists it")
        #expect(try context.fetch(Author.self, id: Author.ID("a2"))?.posts == [Post.ID("p1")], "the new author does not list the record")
    }

    @Test func aNewRecordAfterAnotherWriteSinceTheMarkIsStoredAndLinked() throws {
        let context = try makeStore().makeContext()
        try context.insert(makeAuthor("a1"))
        let mark = context.writeMark
        // Written after the fetch that found nothing (the post's author, parsed nested).
        try context.upsert(makeAuthor("a1", name: "Renamed"))
        try context.saveNew(makePost("p1", author: "a1"), since: mark)
        #expect(try context.fetch(Post.self, id: Post.ID("p1")) == makePost("p1", author: "a1"), "the new post is not stored as given")
        #expect(try context.fetch(Author.self, id: Author.ID("a1"))?.posts == [Post.ID("p1")], "the author's posts do not list the new post")
        #expect(try context.fetch(Author.self, id: Author.ID("a1"))?.name == "Renamed", "the write since the mark was lost")
        #expect(try context.count(Post.self) == 1, "the new post was stored more than once")
    }

    @Test func anUpsertOfANewRecordHandsBackWhatIsStored() throws {
        let context = try makeStore().makeContext()
        try context.insert(makeAuthor("a1"))
        let mark = context.writeMark
        let handed = try context.upsert(makePost("p1", author: "a1"), replacing: nil, since: mark)
        #expect(try context.fetch(Post.self, id: Post.ID("p1")) == handed, "the record handed back is not the one stored")
        #expect(try context.fetch(Author.self, id: Author.ID("a1"))?.posts == [Post.ID("p1")], "the author's posts do not list the new post")
    }

    @Test func anUpsertOfANewChildInTheSameEntityHandsBackWhatIsStored() throws {
        let context = try Store(entities: [TreeNode.self]).makeContext()
        try context.insert(TreeNode(nodeID: "root"))
        let mark = context.writeMark
        let handed = try context.upsert(TreeNode(nodeID: "leaf", parent: TreeNode.ID("root")), replacing: nil, since: mark)
        #expect(try context.fetch(TreeNode.self, id: TreeNode.ID("leaf")) == handed, "the child handed back is not the one stored")
        #expect(try context.fetch(TreeNode.self, id: TreeNode.ID("root"))?.children == [TreeNode.ID("leaf")],
                "the parent does not list a child upserted new into its own table")
    }

    @Test func aNewChildInTheSameEntityIsListedByItsParent() throws {
        let context = try Store(entities: [TreeNode.self]).makeContext()
        try context.insert(TreeNode(nodeID: "root"))
        let mark = context.writeMark
        try context.saveNew(TreeNode(nodeID: "leaf", parent: TreeNode.ID("root")), since: mark)
        #expect(try context.fetch(TreeNode.self, id: TreeNode.ID("root"))?.children == [TreeNode.ID("leaf")],
                "the parent does not list a child saved new into its own table")
    }
}
