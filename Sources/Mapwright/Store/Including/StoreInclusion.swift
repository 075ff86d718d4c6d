/// A relationship whose records come with a query's results, and the relationships of
/// those records to follow in turn: made by ``StoreQuery/including(_:then:)`` or, nested,
/// by ``init(_:then:)``.
///
/// ```swift
/// // Posts with their authors, and each author's posts:
/// let query = StoreQuery(Post.self).including(Post.Columns.author, then: StoreInclusion(Author.Columns.posts))
/// ```
///
/// Each relationship costs one read for all the records it starts from (on SQLite one
/// `SELECT … WHERE id IN (…)`, in batches of a few hundred identities), never one per record.
public struct StoreInclusion<Source: StoreEntity>: Sendable {
    /// The relationship's name in the schema.
    public let relationshipName: String
    /// The entities whose records this inclusion reads: the target and those of the
    /// nested inclusions.
    @usableFromInline let entityNames: Set<String>
    /// Adds to `related` the records `sources` link to, then the nested inclusions' records.
    @usableFromInline let load: @Sendable ([Source], any StoreBatchReader, inout StoreRelatedRecords) throws -> Void
    /// Whether a record this inclusion (or a nested one) reads for `source` differs between
    /// two loads (`old`, then `new`): a list row showing it must be redrawn.
    @usableFromInline let changed: @Sendable (Source, StoreRelatedRecords, StoreRelatedRecords) -> Bool

    /// Includes the records `relationship` links to, and from them the records `nested`
    /// inclusions name.
    @inlinable
    public init<Target: StoreTableEntity>(_ relationship: StoreQueryRelationship<Source, Target>, then nested: StoreInclusion<Target>...) {
        self.init(relationship, then: nested)
    }

    /// Includes the records `relationship` links to, and from them the records `nested`
    /// inclusions name. Inlinable, so that the loop over the records runs specialized for
    /// the caller's entities.
    @inlinable
    init<Target: StoreTableEntity>(_ relationship: StoreQueryRelationship<Source, Target>, then nested: [StoreInclusion<Target>]) {
        relationshipName = relationship.name
        entityNames = nested.reduce(into: [Target.entityName]) { names, inclusion in names.formUnion(inclusion.entityNames) }
        load = { sources, reader, related in
            var linked: [Target.ID] = []
            var seen: Set<Target.ID> = []
            if let readOne = relationship.readOne {
                for source in sources {
                    if let id = readOne(source), seen.insert(id).inserted { linked.append(id) }
                }
            } else {
                for source in sources {
                    for id in relationship.identities(of: source) where seen.insert(id).inserted { linked.append(id) }
                }
            }
            let missing = linked.filter { related.record(Target.self, id: $0) == nil }
            if !missing.isEmpty { related.add(try reader.records(Target.self, ids: missing)) }
            guard !nested.isEmpty else { return }
            let targets = linked.compactMap { related.record(Target.self, id: $0) }
            for inclusion in nested { try inclusion.load(targets, reader, &related) }
        }
        changed = { source, old, new in
            func differs(_ id: Target.ID) -> Bool {
                let after = new.record(Target.self, id: id)
                if old.record(Target.self, id: id) != after { return true }
                guard let after else { return false }
                return nested.contains { $0.changed(after, old, new) }
            }
            if let readOne = relationship.readOne { return readOne(source).map(differs) ?? false }
            return relationship.identities(of: source).contains(where: differs)
        }
    }
}

/// Reads records for ``StoreInclusion``s, all from one state of the store (one commit,
/// or one unit of work's view): the records a query selects, and records by identity.
@usableFromInline
package protocol StoreBatchReader {
    /// The records `query` selects, in its order.
    func fetch<E: StoreEntity>(_ query: StoreQuery<E>) throws -> [E]

    /// The records of `ids` that exist, in any order: a bounded number of reads
    /// whatever the number of identities.
    func records<T: StoreTableEntity>(_ type: T.Type, ids: [T.ID]) throws -> [T]
}

/// An engine that can read for inclusions from one state of the store (the SQLite
/// engine: one read transaction); others are read call by call.
package protocol StoreBatchReading {
    /// The entities the store holds.
    var entityTypes: [any StoreEntity.Type] { get }
    /// Runs `body` with a reader over one committed state.
    func withBatchReader<R>(_ body: (any StoreBatchReader) throws -> R) throws -> R
}

extension StoreIncludingQuery {
    /// The records `query` selects with the records its inclusions name, read by `reader`.
    func load(from reader: any StoreBatchReader) throws -> StoreResults<E> {
        let records = try reader.fetch(query)
        return try StoreResults(records: records, including: inclusions, reader: reader)
    }
}

extension StoreResults {
    /// `records` with the records `inclusions` name, read by `reader`.
    init(records: [E], including inclusions: [StoreInclusion<E>], reader: any StoreBatchReader) throws {
        var related = StoreRelatedRecords()
        for inclusion in inclusions { try inclusion.load(records, reader, &related) }
        self.init(records: records, related: related)
        self.inclusions = inclusions
    }
}
