/// Which writes an import may make: create records, change existing ones, delete (or
/// unlink) them. Combine them like any option set: `[.insert, .update]`.
public struct ImportOperations: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Operations from their raw bits.
    @inlinable
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Create records that are not in the store (and link them).
    @inlinable public static var insert: ImportOperations { ImportOperations(rawValue: 1 << 0) }
    /// Change records that are in the store.
    @inlinable public static var update: ImportOperations { ImportOperations(rawValue: 1 << 1) }
    /// Delete records (a full sync, a feed's delete actions) or unlink them (a to-many
    /// array that no longer lists a child, a `null` relationship).
    @inlinable public static var delete: ImportOperations { ImportOperations(rawValue: 1 << 2) }
    /// Every operation: what an import does without options.
    @inlinable public static var all: ImportOperations { ImportOperations(rawValue: 0b111) }
}

/// What an import (`parse`, `parseArray`, `sync`, a feed or paged-list import) may do,
/// separately for the records it is given and for their relationships (the nested
/// children and references of each record it parses). The default, `.all` for both,
/// is what an import does without options.
///
/// ```swift
/// // Refresh the posts we have; never create new ones, never delete any:
/// let options = Mapwright.ImportOptions(records: .update)
/// try PostParser().sync(json, in: context, options: options)
/// ```
public struct ImportOptions: Sendable, Hashable {
    /// What may happen to the records the import is given (the elements of the array,
    /// the feed's payloads).
    public var records: ImportOperations
    /// What may happen to the records nested in them and to their links.
    public var relationships: ImportOperations

    /// Options; each side defaults to every operation.
    @inlinable
    public init(records: ImportOperations = .all, relationships: ImportOperations = .all) {
        self.records = records
        self.relationships = relationships
    }

    /// Every operation on both sides: what an import does without options.
    @inlinable public static var all: ImportOptions { ImportOptions() }
}

/// Thrown by a parser's `parse(_:in:)`, which must return a record, when the import
/// options in force forbid inserting the record and it is not in the store. Parse with
/// `parse(_:in:options:)` (which returns nil then) to import under options.
public struct ImportSkipped: Error, Hashable, Sendable, CustomStringConvertible {
    /// The entity of the record not inserted.
    public var entity: String
    /// Its identity, as text.
    public var id: String

    /// The error for the record `id` of `entity`.
    public init(entity: String, id: String) {
        self.entity = entity
        self.id = id
    }

    /// `Post p1 not inserted: the import options forbid inserting records`.
    public var description: String { "\(entity) \(id) not inserted: the import options forbid inserting records" }
}
