/// A ``StoreEntity`` that a table-based storage engine (SQLite) can store: generated
/// code describes its table and moves a record's values into and out of a row, one
/// column after another, with no reflection and no `Codable` round trip.
///
/// The columns are the attributes (and embedded values) in ``StoreTable/columns``
/// order. Relationships are not columns here: the engine keeps their links itself
/// (foreign keys, join tables), so ``init(storeRow:)`` makes a record whose to-one
/// relationships are nil and whose to-many relationships are empty.
///
/// ```swift
/// extension Author: StoreTableEntity {
///     public static let storeTable = StoreTable(
///         name: "Author",
///         columns: [StoreColumn("authorID", String.self, schemaType: "String"), ...],
///         identity: ["authorID"],
///         relationships: [.toMany("posts", to: "Post", inverse: "author")])
///     public func writeStoreColumns<W: StoreRowWriter>(to row: inout W) {
///         row.write(authorID); row.write(name); row.write(avatarURL)
///     }
///     public init<R: StoreRowReader>(storeRow row: inout R) throws {
///         try self.init(authorID: row.read(String.self), name: row.read(String.self), avatarURL: row.read(URL?.self))
///     }
/// }
/// ```
public protocol StoreTableEntity: StoreEntity where ID: StoreTableIdentity {
    /// The table's description.
    static var storeTable: StoreTable { get }

    /// Writes every value column, in ``StoreTable/columns`` order.
    func writeStoreColumns<W: StoreRowWriter>(to row: inout W)

    /// Reads every value column, in ``StoreTable/columns`` order; relationships start
    /// empty. Throws ``StoreColumnError`` when a value cannot be read.
    init<R: StoreRowReader>(storeRow row: inout R) throws
}

/// An entity's `ID` as a table-based engine stores it: the identity's columns, in the
/// order of ``StoreTable/identity``. Foreign keys and join tables use the same columns.
public protocol StoreTableIdentity: Hashable, Sendable {
    /// Writes the identity's columns.
    func writeStoreColumns<W: StoreRowWriter>(to row: inout W)

    /// Reads the identity's columns.
    init<R: StoreRowReader>(storeRow row: inout R) throws
}
