/// The records a query selected, in its order, with the related records its inclusions
/// named (``StoreQuery/including(_:then:)``), looked up by relationship: a collection of
/// the records, identifiable, for a list.
///
/// ```swift
/// let results = try store.fetch(StoreQuery(Post.self).including(Post.Columns.author))
/// for post in results {
///     let author = results.relatedRecord(Post.Columns.author, of: post)
/// }
/// ```
public struct StoreResults<E: StoreEntity>: RandomAccessCollection, Sendable {
    /// The records, in the query's order.
    public let records: [E]
    /// The records included, by entity and identity.
    public let related: StoreRelatedRecords
    /// The inclusions that read ``related`` (none when the results were made from
    /// records and related records given).
    var inclusions: [StoreInclusion<E>] = []

    /// The records with the related records `related` holds.
    public init(records: [E], related: StoreRelatedRecords = StoreRelatedRecords()) {
        self.records = records
        self.related = related
    }

    /// The position of the first record.
    @inlinable public var startIndex: Int { records.startIndex }
    /// The position after the last record.
    @inlinable public var endIndex: Int { records.endIndex }

    /// The record at `position`.
    @inlinable public subscript(position: Int) -> E { records[position] }

    /// The record a to-one `relationship` links `record` (a result, or a record included)
    /// to, when it was included; nil when it links to nothing or was not included.
    @inlinable
    public func relatedRecord<Source: StoreEntity, Target: StoreTableEntity>(
        _ relationship: StoreQueryRelationship<Source, Target>, of record: Source
    ) -> Target? {
        related.record(relationship, of: record)
    }

    /// The records `relationship` links `record` (a result, or a record included) to, in
    /// the relationship's order, those included only.
    @inlinable
    public func relatedRecords<Source: StoreEntity, Target: StoreTableEntity>(
        _ relationship: StoreQueryRelationship<Source, Target>, of record: Source
    ) -> [Target] {
        related.records(relationship, of: record)
    }
}

/// Records read with a query's results, by entity and identity (see ``StoreResults``).
public struct StoreRelatedRecords: Sendable {
    /// A ``RelatedTable`` per entity type.
    @usableFromInline var tables: [ObjectIdentifier: any AnyObject & Sendable] = [:]

    /// None yet.
    public init() {}

    /// The number of records held, of every entity.
    public var count: Int {
        tables.values.reduce(0) { total, table in total + ((table as? any RelatedTableCounting)?.count ?? 0) }
    }

    /// The record of `T` with identity `id`, when it is held.
    @inlinable
    public func record<T: StoreEntity>(_ type: T.Type, id: T.ID) -> T? {
        table(type)?.records[id]
    }

    /// Every record of `T` held, by identity.
    public func records<T: StoreEntity>(_ type: T.Type) -> [T.ID: T] {
        table(type)?.records ?? [:]
    }

    /// The records held that `relationship` links `record` to, in its order.
    @inlinable
    public func records<Source: StoreEntity, Target: StoreTableEntity>(
        _ relationship: StoreQueryRelationship<Source, Target>, of record: Source
    ) -> [Target] {
        guard let table = table(Target.self) else { return [] }
        return relationship.identities(of: record).compactMap { table.records[$0] }
    }

    /// The first record held that `relationship` links `record` to (a to-one's target).
    @inlinable
    func record<Source: StoreEntity, Target: StoreTableEntity>(
        _ relationship: StoreQueryRelationship<Source, Target>, of record: Source
    ) -> Target? {
        guard let table = table(Target.self) else { return nil }
        if let readOne = relationship.readOne { return readOne(record).flatMap { table.records[$0] } }
        return relationship.identities(of: record).lazy.compactMap { table.records[$0] }.first
    }

    /// Adds `records` (replacing those of the same identity).
    @inlinable
    mutating func add<T: StoreEntity>(_ records: [T]) {
        var merged = table(T.self)?.records ?? [:]
        merged.reserveCapacity(merged.count + records.count)
        for record in records { merged[record.id] = record }
        tables[ObjectIdentifier(T.self)] = RelatedTable(records: merged)
    }

    @inlinable
    func table<T: StoreEntity>(_ type: T.Type) -> RelatedTable<T>? {
        tables[ObjectIdentifier(type)] as? RelatedTable<T>
    }
}

/// The number of records of a ``RelatedTable`` of any type.
protocol RelatedTableCounting {
    var count: Int { get }
}

/// The records of `T` held by ``StoreRelatedRecords``.
@usableFromInline
final class RelatedTable<T: StoreEntity>: Sendable, RelatedTableCounting {
    @usableFromInline let records: [T.ID: T]

    @usableFromInline
    init(records: [T.ID: T]) {
        self.records = records
    }

    var count: Int { records.count }
}
