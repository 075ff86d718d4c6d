import Foundation
import Mapwright
import MapwrightSQLite
import Testing

/// Version 1: `Post.tags` ↔ `Tag.posts`, many-to-many (a join table `Post_tags`).
private struct PostV1: StoreEntity, StoreTableEntity {
    struct ID: Hashable, Sendable, Codable, StoreTableIdentity {
        var postID: String
        init(_ postID: String) { self.postID = postID }
        func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(postID) }
        init<R: StoreRowReader>(storeRow row: inout R) throws { postID = try row.read(String.self) }
    }

    static let entityName = "Post"
    static let relationships: [StoreRelationship<PostV1>] = [.toMany("tags", \.tags, inverse: \TagV1.posts)]
    static let storeTable = StoreTable(
        name: "Post", columns: [StoreColumn("postID", String.self, schemaType: "String")], identity: ["postID"],
        relationships: [.toMany("tags", to: "Tag", inverse: "posts")])

    var postID: String
    var tags: ToMany<TagV1.ID>
    var id: ID { ID(postID) }

    init(postID: String, tags: ToMany<TagV1.ID> = []) { (self.postID, self.tags) = (postID, tags) }
    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(postID) }
    init<R: StoreRowReader>(storeRow row: inout R) throws { try self.init(postID: row.read(String.self)) }
}

private struct TagV1: StoreEntity, StoreTableEntity {
    struct ID: Hashable, Sendable, Codable, StoreTableIdentity {
        var tagID: String
        init(_ tagID: String) { self.tagID = tagID }
        func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(tagID) }
        init<R: StoreRowReader>(storeRow row: inout R) throws { tagID = try row.read(String.self) }
    }

    static let entityName = "Tag"
    static let relationships: [StoreRelationship<TagV1>] = [.toMany("posts", \.posts, inverse: \PostV1.tags)]
    static let storeTable = StoreTable(
        name: "Tag", columns: [StoreColumn("tagID", String.self, schemaType: "String")], identity: ["tagID"],
        relationships: [.toMany("posts", to: "Post", inverse: "tags")])

    var tagID: String
    var posts: ToMany<PostV1.ID>
    var id: ID { ID(tagID) }

    init(tagID: String, posts: ToMany<PostV1.ID> = []) { (self.tagID, self.posts) = (tagID, posts) }
    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(tagID) }
    init<R: StoreRowReader>(storeRow row: inout R) throws { try self.init(tagID: row.read(String.self)) }
}

/// Version 2: `Tag` renamed `Label`, `Post.tags` renamed `labels` (join table `Post_labels`).
private struct PostV2: StoreEntity, StoreTableEntity {
    typealias ID = PostV1.ID

    static let entityName = "Post"
    static let relationships: [StoreRelationship<PostV2>] = [.toMany("labels", \.labels, inverse: \Label.posts)]
    static let storeTable = StoreTable(
        name: "Post", columns: [StoreColumn("postID", String.self, schemaType: "String")], identity: ["postID"],
        relationships: [.toMany("labels", to: "Label", inverse: "posts", renamedFrom: "tags")])

    var postID: String
    var labels: ToMany<Label.ID>
    var id: ID { ID(postID) }

    init(postID: String, labels: ToMany<Label.ID> = []) { (self.postID, self.labels) = (postID, labels) }
    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(postID) }
    init<R: StoreRowReader>(storeRow row: inout R) throws { try self.init(postID: row.read(String.self)) }
}

private struct Label: StoreEntity, StoreTableEntity {
    typealias ID = TagV1.ID

    static let entityName = "Label"
    static let relationships: [StoreRelationship<Label>] = [.toMany("posts", \.posts, inverse: \PostV2.labels)]
    static let storeTable = StoreTable(
        name: "Label", columns: [StoreColumn("tagID", String.self, schemaType: "String")], identity: ["tagID"],
        relationships: [.toMany("posts", to: "Post", inverse: "labels")], renamedFrom: "Tag")

    var tagID: String
    var posts: ToMany<PostV2.ID>
    var id: ID { ID(tagID) }

    init(tagID: String, posts: ToMany<PostV2.ID> = []) { (self.tagID, self.posts) = (tagID, posts) }
    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(tagID) }
    init<R: StoreRowReader>(storeRow row: inout R) throws { try self.init(tagID: row.read(String.self)) }
}

/// Version 2 again, with `Tag` renamed `Subject`: `Post.labels` still sorts before
/// `Subject.posts`, so Post still names the join table.
private struct PostV3: StoreEntity, StoreTableEntity {
    typealias ID = PostV1.ID

    static let entityName = "Post"
    static let relationships: [StoreRelationship<PostV3>] = [.toMany("labels", \.labels, inverse: \Subject.posts)]
    static let storeTable = StoreTable(
        name: "Post", columns: [StoreColumn("postID", String.self, schemaType: "String")], identity: ["postID"],
        relationships: [.toMany("labels", to: "Subject", inverse: "posts", renamedFrom: "tags")])

    var postID: String
    var labels: ToMany<Subject.ID>
    var id: ID { ID(postID) }

    init(postID: String, labels: ToMany<Subject.ID> = []) { (self.postID, self.labels) = (postID, labels) }
    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(postID) }
    init<R: StoreRowReader>(storeRow row: inout R) throws { try self.init(postID: row.read(String.self)) }
}

private struct Subject: StoreEntity, StoreTableEntity {
    typealias ID = TagV1.ID

    static let entityName = "Subject"
    static let relationships: [StoreRelationship<Subject>] = [.toMany("posts", \.posts, inverse: \PostV3.labels)]
    static let storeTable = StoreTable(
        name: "Subject", columns: [StoreColumn("tagID", String.self, schemaType: "String")], identity: ["tagID"],
        relationships: [.toMany("posts", to: "Post", inverse: "labels")], renamedFrom: "Tag")

    var tagID: String
    var posts: ToMany<PostV3.ID>
    var id: ID { ID(tagID) }

    init(tagID: String, posts: ToMany<PostV3.ID> = []) { (self.tagID, self.posts) = (tagID, posts) }
    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(tagID) }
    init<R: StoreRowReader>(storeRow row: inout R) throws { try self.init(tagID: row.read(String.self)) }
}

/// Renaming a many-to-many relationship and an entity moves the join table and its order.
@Suite struct JoinTableMigrationTests {
    /// A version 1 file with two posts of ordered tags.
    private func versionOne(in directory: TemporaryDirectory) throws -> URL {
        let url = directory.url.appendingPathComponent("posts.sqlite")
        let store = try Store(sqliteAt: url, entities: [PostV1.self, TagV1.self])
        try store.perform { context in
            for tag in ["swift", "sql", "ios"] { try context.insert(TagV1(tagID: tag)) }
            try context.insert(PostV1(postID: "a", tags: [TagV1.ID("sql"), TagV1.ID("swift")]))
            try context.insert(PostV1(postID: "b", tags: [TagV1.ID("swift"), TagV1.ID("ios")]))
        }
        return url
    }

    @Test func renamesMoveTheJoinTableWithBothOrders() throws {
        let directory = try TemporaryDirectory()
        let url = try versionOne(in: directory)
        let store = try Store(sqliteAt: url, entities: [PostV3.self, Subject.self])
        #expect(try store.fetch(PostV3.self, id: PostV1.ID("a"))?.labels == [Subject.ID("sql"), Subject.ID("swift")], "post a lost its labels or their order")
        #expect(try store.fetch(PostV3.self, id: PostV1.ID("b"))?.labels == [Subject.ID("swift"), Subject.ID("ios")], "post b lost its labels or their order")
        #expect(try store.fetch(Subject.self, id: Subject.ID("swift"))?.posts == [PostV1.ID("a"), PostV1.ID("b")], "subject swift lost its posts or their order")
        let sql = try DatabaseFile.schemaSQL(url).joined(separator: "\n")
        #expect(sql.contains(#"CREATE TABLE "Post_labels""#) && !sql.contains(#""Post_tags""#), "the join table was not renamed:\n\(sql)")
    }

    @Test func renamesThatChangeWhichSideNamesTheJoinTableAreRefused() throws {
        let directory = try TemporaryDirectory()
        let url = try versionOne(in: directory)
        let before = try DatabaseFile.dump(url)
        do {
            _ = try Store(sqliteAt: url, entities: [PostV2.self, Label.self])
            Issue.record("a join table whose sides swapped was migrated")
        } catch StoreError.schemaMismatch(_, let differences) {
            #expect(differences == [
                "the links of Label.posts live in join table Label_posts, whose stored columns do not line up with the new ones (the renames change which side names the join table): keep one side's old name",
            ], "the refusal reads \(differences)")
        }
        #expect(try DatabaseFile.dump(url) == before, "a refused migration changed the file")
    }
}
