// The `+Columns` glue of the hand-written parity entities, as StoreColumns.swift.mustache
// renders it.

import Foundation
import Mapwright

nonisolated extension Article: Mapwright.StoreTableEntity {
    /// The table's description: columns in write and read order, identity, relationships.
    public static let storeTable = Mapwright.StoreTable(
        name: "Article",
        columns: [
            Mapwright.StoreColumn("articleID", Swift.String.self, schemaType: "String"),
            Mapwright.StoreColumn("title", Swift.String.self, schemaType: "String"),
        ],
        identity: ["articleID"],
        relationships: [
            .toOne("writer", to: "Writer", inverse: "articles"),
            .toMany("topics", to: "Topic", inverse: "articles"),
            .toMany("related", to: "Article"),
            .toOne("editor", to: "Writer"),
        ])

    /// Writes every column, in `storeTable.columns` order.
    public func writeStoreColumns<W: Mapwright.StoreRowWriter>(to row: inout W) {
        row.write(self.articleID)
        row.write(self.title)
    }

    /// Reads every column, in `storeTable.columns` order; relationships start empty.
    public init<R: Mapwright.StoreRowReader>(storeRow row: inout R) throws {
        try self.init(
            articleID: row.read(Swift.String.self),
            title: row.read(Swift.String.self),
            writer: nil,
            topics: [],
            related: [],
            editor: nil
        )
    }
}

nonisolated extension Article.ID: Mapwright.StoreTableIdentity {
    /// Writes the identity's columns.
    public func writeStoreColumns<W: Mapwright.StoreRowWriter>(to row: inout W) {
        row.write(self.articleID)
    }

    /// Reads the identity's columns.
    public init<R: Mapwright.StoreRowReader>(storeRow row: inout R) throws {
        try self.init(row.read(Swift.String.self))
    }
}

nonisolated extension Writer: Mapwright.StoreTableEntity {
    /// The table's description.
    public static let storeTable = Mapwright.StoreTable(
        name: "Writer",
        columns: [
            Mapwright.StoreColumn("writerID", Swift.String.self, schemaType: "String"),
            Mapwright.StoreColumn("name", Swift.String.self, schemaType: "String"),
        ],
        identity: ["writerID"],
        relationships: [
            .toMany("articles", to: "Article", inverse: "writer"),
            .toOne("desk", to: "Desk", inverse: "writer"),
        ])

    /// Writes every column.
    public func writeStoreColumns<W: Mapwright.StoreRowWriter>(to row: inout W) {
        row.write(self.writerID)
        row.write(self.name)
    }

    /// Reads every column; relationships start empty.
    public init<R: Mapwright.StoreRowReader>(storeRow row: inout R) throws {
        try self.init(writerID: row.read(Swift.String.self), name: row.read(Swift.String.self), articles: [], desk: nil)
    }
}

nonisolated extension Writer.ID: Mapwright.StoreTableIdentity {
    /// Writes the identity's columns.
    public func writeStoreColumns<W: Mapwright.StoreRowWriter>(to row: inout W) {
        row.write(self.writerID)
    }

    /// Reads the identity's columns.
    public init<R: Mapwright.StoreRowReader>(storeRow row: inout R) throws {
        try self.init(row.read(Swift.String.self))
    }
}

nonisolated extension Topic: Mapwright.StoreTableEntity {
    /// The table's description.
    public static let storeTable = Mapwright.StoreTable(
        name: "Topic",
        columns: [
            Mapwright.StoreColumn("namespace", Swift.String.self, schemaType: "String"),
            Mapwright.StoreColumn("name", Swift.String.self, schemaType: "String"),
        ],
        identity: ["namespace", "name"],
        relationships: [
            .toMany("articles", to: "Article", inverse: "topics"),
        ])

    /// Writes every column.
    public func writeStoreColumns<W: Mapwright.StoreRowWriter>(to row: inout W) {
        row.write(self.namespace)
        row.write(self.name)
    }

    /// Reads every column; relationships start empty.
    public init<R: Mapwright.StoreRowReader>(storeRow row: inout R) throws {
        try self.init(namespace: row.read(Swift.String.self), name: row.read(Swift.String.self), articles: [])
    }
}

nonisolated extension Topic.ID: Mapwright.StoreTableIdentity {
    /// Writes the identity's columns.
    public func writeStoreColumns<W: Mapwright.StoreRowWriter>(to row: inout W) {
        row.write(self.namespace)
        row.write(self.name)
    }

    /// Reads the identity's columns.
    public init<R: Mapwright.StoreRowReader>(storeRow row: inout R) throws {
        try self.init(namespace: row.read(Swift.String.self), name: row.read(Swift.String.self))
    }
}

nonisolated extension Desk: Mapwright.StoreTableEntity {
    /// The table's description.
    public static let storeTable = Mapwright.StoreTable(
        name: "Desk",
        columns: [
            Mapwright.StoreColumn("deskID", Swift.Int64.self, schemaType: "Int64"),
            Mapwright.StoreColumn("floor", Swift.Int.self, schemaType: "Int"),
        ],
        identity: ["deskID"],
        relationships: [
            .toOne("writer", to: "Writer", inverse: "desk"),
        ])

    /// Writes every column.
    public func writeStoreColumns<W: Mapwright.StoreRowWriter>(to row: inout W) {
        row.write(self.deskID)
        row.write(self.floor)
    }

    /// Reads every column; relationships start empty.
    public init<R: Mapwright.StoreRowReader>(storeRow row: inout R) throws {
        try self.init(deskID: row.read(Swift.Int64.self), floor: row.read(Swift.Int.self), writer: nil)
    }
}

nonisolated extension Desk.ID: Mapwright.StoreTableIdentity {
    /// Writes the identity's columns.
    public func writeStoreColumns<W: Mapwright.StoreRowWriter>(to row: inout W) {
        row.write(self.deskID)
    }

    /// Reads the identity's columns.
    public init<R: Mapwright.StoreRowReader>(storeRow row: inout R) throws {
        try self.init(row.read(Swift.Int64.self))
    }
}
