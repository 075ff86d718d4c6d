// Hand-written entities whose delete rules chain: deleting a `Shelf` cascades to its
// volumes, and a `Volume` that holds loans denies its delete. With their `+Columns` glue, as
// the generator renders it.

import Foundation
import Mapwright

/// A shelf: deleting it deletes its volumes (`cascade`).
public struct Shelf: Sendable, Hashable, Codable, Identifiable {
    /// The typed identity of a `Shelf`.
    public struct ID: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The identity attribute `name`.
        public var name: String
        /// Creates an identity from its attribute.
        public init(_ name: String) { self.name = name }
        /// The identity as text, for messages.
        public var description: String { name }
    }

    /// This record's identity.
    public var id: ID { ID(name) }
    /// The `name` attribute.
    public var name: String
    /// To-many relationship to `Volume`; inverse `Volume.shelf`; cascade.
    public var volumes: ToMany<Volume.ID>

    /// Creates a `Shelf` from every field.
    public init(name: String, volumes: ToMany<Volume.ID> = []) {
        self.name = name
        self.volumes = volumes
    }
}

extension Shelf: StoreEntity {
    /// The table's name in a store.
    public static let entityName = "Shelf"
    /// Deleting a shelf deletes its volumes.
    public static let relationships: [StoreRelationship<Shelf>] = [
        .toMany("volumes", \.volumes, inverse: \Volume.shelf, deleteRule: .cascade),
    ]
}

/// A volume: its delete is denied while it holds loans (`deny`).
public struct Volume: Sendable, Hashable, Codable, Identifiable {
    /// The typed identity of a `Volume`.
    public struct ID: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The identity attribute `title`.
        public var title: String
        /// Creates an identity from its attribute.
        public init(_ title: String) { self.title = title }
        /// The identity as text, for messages.
        public var description: String { title }
    }

    /// This record's identity.
    public var id: ID { ID(title) }
    /// The `title` attribute.
    public var title: String
    /// To-one relationship to `Shelf`; inverse `Shelf.volumes`.
    public var shelf: Shelf.ID?
    /// To-many relationship to `Loan`; inverse `Loan.volume`; deny.
    public var loans: ToMany<Loan.ID>

    /// Creates a `Volume` from every field.
    public init(title: String, shelf: Shelf.ID? = nil, loans: ToMany<Loan.ID> = []) {
        self.title = title
        self.shelf = shelf
        self.loans = loans
    }
}

extension Volume: StoreEntity {
    /// The table's name in a store.
    public static let entityName = "Volume"
    /// A volume with loans cannot be deleted.
    public static let relationships: [StoreRelationship<Volume>] = [
        .toOne("shelf", \.shelf, inverse: \Shelf.volumes),
        .toMany("loans", \.loans, inverse: \Loan.volume, deleteRule: .deny),
    ]
}

/// A loan held on a volume.
public struct Loan: Sendable, Hashable, Codable, Identifiable {
    /// The typed identity of a `Loan`.
    public struct ID: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The identity attribute `borrower`.
        public var borrower: String
        /// Creates an identity from its attribute.
        public init(_ borrower: String) { self.borrower = borrower }
        /// The identity as text, for messages.
        public var description: String { borrower }
    }

    /// This record's identity.
    public var id: ID { ID(borrower) }
    /// The `borrower` attribute.
    public var borrower: String
    /// To-one relationship to `Volume`; inverse `Volume.loans`.
    public var volume: Volume.ID?

    /// Creates a `Loan` from every field.
    public init(borrower: String, volume: Volume.ID? = nil) {
        self.borrower = borrower
        self.volume = volume
    }
}

extension Loan: StoreEntity {
    /// The table's name in a store.
    public static let entityName = "Loan"
    /// The loan's volume.
    public static let relationships: [StoreRelationship<Loan>] = [
        .toOne("volume", \.volume, inverse: \Volume.loans),
    ]
}

/// The entities of the delete-rule chain.
let cascadeEntities: [any StoreEntity.Type] = [Shelf.self, Volume.self, Loan.self]

nonisolated extension Shelf: Mapwright.StoreTableEntity {
    /// The table's description.
    public static let storeTable = Mapwright.StoreTable(
        name: "Shelf",
        columns: [Mapwright.StoreColumn("name", Swift.String.self, schemaType: "String")],
        identity: ["name"],
        relationships: [.toMany("volumes", to: "Volume", inverse: "shelf")])

    /// Writes every column.
    public func writeStoreColumns<W: Mapwright.StoreRowWriter>(to row: inout W) {
        row.write(self.name)
    }

    /// Reads every column; relationships start empty.
    public init<R: Mapwright.StoreRowReader>(storeRow row: inout R) throws {
        try self.init(name: row.read(Swift.String.self))
    }
}

nonisolated extension Shelf.ID: Mapwright.StoreTableIdentity {
    /// Writes the identity's columns.
    public func writeStoreColumns<W: Mapwright.StoreRowWriter>(to row: inout W) {
        row.write(self.name)
    }

    /// Reads the identity's columns.
    public init<R: Mapwright.StoreRowReader>(storeRow row: inout R) throws {
        try self.init(row.read(Swift.String.self))
    }
}

nonisolated extension Volume: Mapwright.StoreTableEntity {
    /// The table's description.
    public static let storeTable = Mapwright.StoreTable(
        name: "Volume",
        columns: [Mapwright.StoreColumn("title", Swift.String.self, schemaType: "String")],
        identity: ["title"],
        relationships: [.toOne("shelf", to: "Shelf", inverse: "volumes"), .toMany("loans", to: "Loan", inverse: "volume")])

    /// Writes every column.
    public func writeStoreColumns<W: Mapwright.StoreRowWriter>(to row: inout W) {
        row.write(self.title)
    }

    /// Reads every column; relationships start empty.
    public init<R: Mapwright.StoreRowReader>(storeRow row: inout R) throws {
        try self.init(title: row.read(Swift.String.self))
    }
}

nonisolated extension Volume.ID: Mapwright.StoreTableIdentity {
    /// Writes the identity's columns.
    public func writeStoreColumns<W: Mapwright.StoreRowWriter>(to row: inout W) {
        row.write(self.title)
    }

    /// Reads the identity's columns.
    public init<R: Mapwright.StoreRowReader>(storeRow row: inout R) throws {
        try self.init(row.read(Swift.String.self))
    }
}

nonisolated extension Loan: Mapwright.StoreTableEntity {
    /// The table's description.
    public static let storeTable = Mapwright.StoreTable(
        name: "Loan",
        columns: [Mapwright.StoreColumn("borrower", Swift.String.self, schemaType: "String")],
        identity: ["borrower"],
        relationships: [.toOne("volume", to: "Volume", inverse: "loans")])

    /// Writes every column.
    public func writeStoreColumns<W: Mapwright.StoreRowWriter>(to row: inout W) {
        row.write(self.borrower)
    }

    /// Reads every column; relationships start empty.
    public init<R: Mapwright.StoreRowReader>(storeRow row: inout R) throws {
        try self.init(borrower: row.read(Swift.String.self))
    }
}

nonisolated extension Loan.ID: Mapwright.StoreTableIdentity {
    /// Writes the identity's columns.
    public func writeStoreColumns<W: Mapwright.StoreRowWriter>(to row: inout W) {
        row.write(self.borrower)
    }

    /// Reads the identity's columns.
    public init<R: Mapwright.StoreRowReader>(storeRow row: inout R) throws {
        try self.init(row.read(Swift.String.self))
    }
}
