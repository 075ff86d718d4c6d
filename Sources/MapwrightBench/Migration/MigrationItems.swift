import Foundation
import Mapwright

/// The identity both versions of the benchmark's entity share (the migration keeps it).
struct ItemID: Hashable, Sendable, Codable, StoreTableIdentity {
    var itemID: Int64
    init(_ itemID: Int64) { self.itemID = itemID }
    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(itemID) }
    init<R: StoreRowReader>(storeRow row: inout R) throws { itemID = try row.read(Int64.self) }
}

/// Version 1 of the benchmark's entity, as the generator would emit it.
struct ItemV1: StoreEntity, StoreTableEntity {
    typealias ID = ItemID

    static let entityName = "Item"
    static let storeTable = StoreTable(
        name: "Item",
        columns: [
            StoreColumn("itemID", Int64.self, schemaType: "Int64"),
            StoreColumn("name", String.self, schemaType: "String"),
            StoreColumn("count", Int32.self, schemaType: "Int32"),
        ],
        identity: ["itemID"])

    var itemID: Int64
    var name: String
    var count: Int32
    var id: ID { ID(itemID) }

    init(itemID: Int64, name: String, count: Int32) {
        (self.itemID, self.name, self.count) = (itemID, name, count)
    }

    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(itemID); row.write(name); row.write(count) }

    init<R: StoreRowReader>(storeRow row: inout R) throws {
        try self.init(itemID: row.read(Int64.self), name: row.read(String.self), count: row.read(Int32.self))
    }
}

/// Version 2: `name` renamed `title`, `status` added with a default.
struct ItemV2: StoreEntity, StoreTableEntity {
    typealias ID = ItemID

    static let entityName = "Item"
    static let storeTable = StoreTable(
        name: "Item",
        columns: [
            StoreColumn("itemID", Int64.self, schemaType: "Int64"),
            StoreColumn("title", String.self, schemaType: "String", renamedFrom: "name"),
            StoreColumn("count", Int32.self, schemaType: "Int32"),
            StoreColumn("status", String.self, schemaType: "String", default: "new"),
        ],
        identity: ["itemID"])

    var itemID: Int64
    var title: String
    var count: Int32
    var status: String
    var id: ID { ID(itemID) }

    init(itemID: Int64, title: String, count: Int32, status: String) {
        (self.itemID, self.title, self.count, self.status) = (itemID, title, count, status)
    }

    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(itemID); row.write(title); row.write(count); row.write(status) }

    init<R: StoreRowReader>(storeRow row: inout R) throws {
        try self.init(itemID: row.read(Int64.self), title: row.read(String.self), count: row.read(Int32.self), status: row.read(String.self))
    }
}
