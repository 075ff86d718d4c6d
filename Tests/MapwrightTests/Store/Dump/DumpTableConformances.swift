// Table descriptions of the hand-written test entities, as the generator would emit
// them, so that `StoreDump` can read their columns.

import Foundation
import Mapwright

extension Post: StoreTableEntity {
    public static let storeTable = StoreTable(
        name: "Post",
        columns: [
            StoreColumn("postID", String.self, schemaType: "String"),
            StoreColumn("createdDate", Date.self, schemaType: "Date"),
            StoreColumn("country", String?.self, schemaType: "String?"),
            StoreColumn("content", String.self, schemaType: "String"),
            StoreColumn("shareCount", Int.self, schemaType: "Int"),
            StoreColumn("localUserHasShared", Bool.self, schemaType: "Bool"),
            StoreColumn("viewCount", Int.self, schemaType: "Int"),
        ],
        identity: ["postID"],
        relationships: [.toOne("author", to: "Author", inverse: "posts"), .toMany("tags", to: "Tag", inverse: "posts")])

    public func writeStoreColumns<W: StoreRowWriter>(to row: inout W) {
        row.write(postID)
        row.write(createdDate)
        row.write(country)
        row.write(content)
        row.write(shareCount)
        row.write(localUserHasShared)
        row.write(viewCount)
    }

    public init<R: StoreRowReader>(storeRow row: inout R) throws {
        try self.init(
            postID: row.read(String.self), createdDate: row.read(Date.self), country: row.read(String?.self), content: row.read(String.self),
            shareCount: row.read(Int.self), localUserHasShared: row.read(Bool.self), viewCount: row.read(Int.self))
    }
}

extension Post.ID: StoreTableIdentity {
    public func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(rawValue) }
    public init<R: StoreRowReader>(storeRow row: inout R) throws { try self.init(row.read(String.self)) }
}

extension Author: StoreTableEntity {
    public static let storeTable = StoreTable(
        name: "Author",
        columns: [
            StoreColumn("authorID", String.self, schemaType: "String"),
            StoreColumn("name", String.self, schemaType: "String"),
            StoreColumn("avatarURL", URL?.self, schemaType: "URL?"),
        ],
        identity: ["authorID"],
        relationships: [.toMany("posts", to: "Post", inverse: "author"), .toOne("profile", to: "Profile", inverse: "author")])

    public func writeStoreColumns<W: StoreRowWriter>(to row: inout W) {
        row.write(authorID)
        row.write(name)
        row.write(avatarURL)
    }

    public init<R: StoreRowReader>(storeRow row: inout R) throws {
        try self.init(authorID: row.read(String.self), name: row.read(String.self), avatarURL: row.read(URL?.self))
    }
}

extension Author.ID: StoreTableIdentity {
    public func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(rawValue) }
    public init<R: StoreRowReader>(storeRow row: inout R) throws { try self.init(row.read(String.self)) }
}

extension Tag: StoreTableEntity {
    public static let storeTable = StoreTable(
        name: "Tag", columns: [StoreColumn("name", String.self, schemaType: "String")], identity: ["name"],
        relationships: [.toMany("posts", to: "Post", inverse: "tags")])

    public func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(name) }

    public init<R: StoreRowReader>(storeRow row: inout R) throws { try self.init(name: row.read(String.self)) }
}

extension Tag.ID: StoreTableIdentity {
    public func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(rawValue) }
    public init<R: StoreRowReader>(storeRow row: inout R) throws { try self.init(row.read(String.self)) }
}
