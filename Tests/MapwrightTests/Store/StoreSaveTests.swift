import Foundation
@_spi(Generated) import Mapwright
import Testing

/// A node of a tree kept in one entity: its to-one `parent` and to-many `children` are
/// the two ends of one relationship, so a write links records of its own table.
struct TreeNode: Sendable, Hashable, Codable, Identifiable {
    struct ID: Hashable, Sendable, Codable, CustomStringConvertible {
        var rawValue: String
        init(_ rawValue: String) { self.rawValue = rawValue }
        var description: String { rawValue }
    }

    var id: ID { ID(nodeID) }
    var nodeID: String
    var parent: ID?
    var children: ToMany<ID> = []
}

extension TreeNode: StoreEntity {
    static let entityName = "TreeNode"
    static let relationships: [StoreRelationship<TreeNode>] = [
        .toOne("parent", \.parent, inverse: \TreeNode.children),
        .toMany("children", \.children, inverse: \TreeNode.parent),
    ]
}

/// `StoreContext.save(_:replacing:since:)`: what generated parsers call when nobody
/// needs the record back (an import that counts, a parent keeping a child's identity).
/// It must leave the store as `upsert(_:replacing:since:)` would, links included.
@Suite struct StoreSaveTests {
    /// Saves `record` as a parser does: fetched first, then written over what was found.
    private func save<E: StoreEntity>(_ record: E, in context: StoreContext) throws {
        let mark = context.writeMark
        let fetched = try context.fetch(E.self, id: record.id)
        try context.save(record, replacing: fetched, since: mark)
    }

    @Test func aNewRecordIsStoredAsGivenAndLinkedAtItsTarget() throws {
        let context = try makeStore().makeContext()
        try context.insert(makeAuthor("a1"))
        try save(makePost("p1", author: "a1"), in: context)
        #expect(try context.fetch(Post.self, id: Post.ID("p1")) == makePost("p1", author: "a1"), "the saved post is not stored as given")
        #expect(try context.fetch(Author.self, id: Author.ID("a1"))?.posts == [Post.ID("p1")], "the author's posts do not list the saved post")
    }

    @Test func aNewRecordLinkingToAMissingTargetIsRefusedAndNotStored() throws {
        let context = try makeStore().makeContext()
        #expect(throws: StoreError.self, "a post whose author does not exist was saved") {
            try save(makePost("p1", author: "nobody"), in: context)
        }
        #expect(try context.fetch(Post.self, id: Post.ID("p1")) == nil, "a refused post was stored anyway")
    }

    @Test func anUnchangedRecordIsNotWrittenAgain() throws {
        let store = try makeStore()
        try store.perform { context in try context.insert(makePost("p1")) }
        let context = store.makeContext()
        try save(makePost("p1"), in: context)
        #expect(!context.hasChanges, "saving the record exactly as stored counted as a change")
    }

    @Test func aChangedRecordReplacesTheStoredOneAndMovesItsLink() throws {
        let context = try makeStore().makeContext()
        try context.insert(makeAuthor("a1"))
        try context.insert(makeAuthor("a2"))
        try context.insert(makePost("p1", author: "a1"))
        try save(makePost("p1", views: 7, author: "a2"), in: context)
        #expect(try context.fetch(Post.self, id: Post.ID("p1"))?.viewCount == 7, "the saved change did not replace the stored post")
        #expect(try context.fetch(Author.self, id: Author.ID("a1"))?.posts == [], "the old author still lists the post")
        #expect(try context.fetch(Author.self, id: Author.ID("a2"))?.posts == [Post.ID("p1")], "the new author does not list the post")
    }

    @Test func aWriteBetweenFetchAndSaveIsNotLost() throws {
        let context = try makeStore().makeContext()
        let mark = context.writeMark
        let fetched = try context.fetch(Post.self, id: Post.ID("p1"))
        try context.insert(makePost("p1", views: 1))  // written after the fetch: `fetched` is stale
        try context.save(makePost("p1", views: 2), replacing: fetched, since: mark)
        #expect(try context.fetch(Post.self, id: Post.ID("p1"))?.viewCount == 2, "a save over a stale fetch did not replace the record")
    }

    @Test func aNewChildInTheSameEntityIsListedByItsParent() throws {
        let context = try Store(entities: [TreeNode.self]).makeContext()
        try context.insert(TreeNode(nodeID: "root"))
        try save(TreeNode(nodeID: "leaf", parent: TreeNode.ID("root")), in: context)
        #expect(try context.fetch(TreeNode.self, id: TreeNode.ID("root"))?.children == [TreeNode.ID("leaf")],
                "the parent does not list a child saved into its own table")
    }

    @Test func aNewRecordThatIsItsOwnParentListsItself() throws {
        let context = try Store(entities: [TreeNode.self]).makeContext()
        try save(TreeNode(nodeID: "loop", parent: TreeNode.ID("loop")), in: context)
        #expect(try context.fetch(TreeNode.self, id: TreeNode.ID("loop"))?.children == [TreeNode.ID("loop")],
                "a record saved as its own parent does not list itself among its children")
    }
}
