extension StoreTransaction {
    /// Evaluates `query` in memory over every record this unit of work sees.
    public func fetch<E: StoreEntity>(_ query: StoreQuery<E>) throws -> [E] {
        try query.evaluate(lookup: TransactionLookup(transaction: self)) { body in try forEach(E.self, body) }
    }

    /// Counts the records `query` selects, evaluating it in memory.
    public func count<E: StoreEntity>(_ query: StoreQuery<E>) throws -> Int {
        try query.evaluateCount(lookup: TransactionLookup(transaction: self)) { body in try forEach(E.self, body) }
    }
}

extension StoreEngine {
    /// Evaluates `query` in memory over every committed record.
    public func fetch<E: StoreEntity>(_ query: StoreQuery<E>) throws -> [E] {
        try query.evaluate(lookup: EngineLookup(engine: self)) { body in try forEach(E.self, body) }
    }

    /// Counts the committed records `query` selects, evaluating it in memory.
    public func count<E: StoreEntity>(_ query: StoreQuery<E>) throws -> Int {
        try query.evaluateCount(lookup: EngineLookup(engine: self)) { body in try forEach(E.self, body) }
    }
}

extension StoreSnapshot {
    /// The records `query` selects in this snapshot, in its order.
    public func fetch<E: StoreEntity>(_ query: StoreQuery<E>) throws -> [E] {
        let records = try records(E.self)
        return try query.evaluate(lookup: self) { body in try records.forEach { _, record in try body(record) } }
    }

    /// The number of records `query` selects in this snapshot.
    public func count<E: StoreEntity>(_ query: StoreQuery<E>) throws -> Int {
        let records = try records(E.self)
        return try query.evaluateCount(lookup: self) { body in try records.forEach { _, record in try body(record) } }
    }
}

extension Store {
    /// The committed records `query` selects, in its order (see ``StoreQuery``).
    public func fetch<E: StoreEntity>(_ query: StoreQuery<E>) throws -> [E] {
        if let memory { return try memory.snapshot().fetch(query) }
        return try engine.fetch(query)
    }

    /// The number of committed records `query` selects.
    public func count<E: StoreEntity>(_ query: StoreQuery<E>) throws -> Int {
        if let memory { return try memory.snapshot().count(query) }
        return try engine.count(query)
    }

    /// The committed records with these identities, in the order given; identities with
    /// no record are skipped (and repeats give the record again).
    public func fetch<E: StoreTableEntity>(_ type: E.Type, ids: [E.ID]) throws -> [E] {
        if let memory {
            let snapshot = try memory.snapshot()
            return try ids.compactMap { try snapshot.fetch(type, id: $0) }
        }
        return try StoreQueryBatches.fetch(ids) { chunk in try fetch(StoreQuery(type).filter(.ids(chunk))) }
    }
}

extension StoreContext {
    /// The records `query` selects as this context sees them (its own writes included),
    /// in the query's order (see ``StoreQuery``).
    public func fetch<E: StoreEntity>(_ query: StoreQuery<E>) throws -> [E] {
        if let memory { return try memory.fetch(query) }
        return try transaction.fetch(query)
    }

    /// The number of records `query` selects as this context sees them.
    public func count<E: StoreEntity>(_ query: StoreQuery<E>) throws -> Int {
        if let memory { return try memory.count(query) }
        return try transaction.count(query)
    }

    /// The records with these identities as this context sees them, in the order given;
    /// identities with no record are skipped (and repeats give the record again).
    public func fetch<E: StoreTableEntity>(_ type: E.Type, ids: [E.ID]) throws -> [E] {
        if let memory { return try ids.compactMap { try memory.fetch(type, id: $0) } }
        return try StoreQueryBatches.fetch(ids) { chunk in try fetch(StoreQuery(type).filter(.ids(chunk))) }
    }

    /// The records `record` links to through `relationship`, in the relationship's
    /// order: a post's author (`context.related(Post.Columns.author, of: post)`), an
    /// author's posts.
    public func related<E: StoreEntity, Target: StoreTableEntity>(
        _ relationship: StoreQueryRelationship<E, Target>, of record: E
    ) throws -> [Target] {
        try fetch(Target.self, ids: Array(relationship.identities(of: record)))
    }
}

/// Fetching by many identities, a bounded batch per query.
package enum StoreQueryBatches {
    /// Identities per query: well under SQLite's limit on bound parameters.
    package static let size = 500

    /// The records of `ids` in the order given, fetched a batch at a time by `fetch`.
    static func fetch<E: StoreEntity>(_ ids: [E.ID], _ fetch: ([E.ID]) throws -> [E]) throws -> [E] {
        var found: [E.ID: E] = [:]
        var start = 0
        while start < ids.count {
            let end = min(ids.count, start + size)
            for record in try fetch(Array(ids[start..<end])) { found[record.id] = record }
            start = end
        }
        return ids.compactMap { found[$0] }
    }
}
