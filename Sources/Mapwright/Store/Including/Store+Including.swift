extension Store {
    /// Runs `body` with a reader over one committed state.
    func withBatchReader<R>(_ body: (any StoreBatchReader) throws -> R) throws -> R {
        if let memory { return try body(SnapshotBatchReader(snapshot: try memory.snapshot())) }
        if let reading = engine as? any StoreBatchReading { return try reading.withBatchReader(body) }
        return try body(EngineBatchReader(engine: engine))
    }

    /// The committed records `query` selects, in its order, with the related records it
    /// includes, all from one commit: one read per relationship included, whatever the
    /// number of records (see ``StoreQuery/including(_:then:)``).
    public func fetch<E: StoreEntity>(_ query: StoreIncludingQuery<E>) throws -> StoreResults<E> {
        try withBatchReader { reader in try query.load(from: reader) }
    }

    /// The committed records `relationship` links `records` to, by identity: a batch
    /// form for records already in hand (one read for them all, never one per record).
    ///
    /// ```swift
    /// let authors = try store.related(Post.Columns.author, of: posts)
    /// let name = posts.first?.author.flatMap { authors[$0]?.name }
    /// ```
    @inlinable
    public func related<E: StoreEntity, Target: StoreTableEntity>(
        _ relationship: StoreQueryRelationship<E, Target>, of records: [E]
    ) throws -> [Target.ID: Target] {
        try results(of: records, including: StoreInclusion(relationship)).related.records(Target.self)
    }

    /// `records` (already in hand) with the committed records `inclusions` name, as a
    /// query including them gives (see ``StoreResults``).
    public func results<E: StoreEntity>(of records: [E], including inclusions: StoreInclusion<E>...) throws -> StoreResults<E> {
        try withBatchReader { reader in try StoreResults(records: records, including: inclusions, reader: reader) }
    }

    /// Observes a query with the records it includes, as ``observe(_:minimumInterval:)-(StoreQuery<E>,_)``
    /// does a query: a new value after each commit that changes the query's entities or
    /// those of the records included.
    public func observe<E: StoreEntity>(
        _ query: StoreIncludingQuery<E>, minimumInterval: Double = StoreObservationDefaults.minimumInterval
    ) -> StoreObservation<StoreResults<E>> {
        observe(trackingNames: query.observedEntityNames, minimumInterval: minimumInterval) { store in try store.fetch(query) }
    }
}

extension StoreContext {
    /// The records `query` selects as this context sees them, with the related records it
    /// includes (see ``StoreQuery/including(_:then:)``).
    public func fetch<E: StoreEntity>(_ query: StoreIncludingQuery<E>) throws -> StoreResults<E> {
        try query.load(from: ContextBatchReader(context: self))
    }

    /// The records `relationship` links `records` to, as this context sees them, by
    /// identity: one read for them all.
    public func related<E: StoreEntity, Target: StoreTableEntity>(
        _ relationship: StoreQueryRelationship<E, Target>, of records: [E]
    ) throws -> [Target.ID: Target] {
        try StoreResults(records: records, including: [StoreInclusion(relationship)], reader: ContextBatchReader(context: self))
            .related.records(Target.self)
    }
}
