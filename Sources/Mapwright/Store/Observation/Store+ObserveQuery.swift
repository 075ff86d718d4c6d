extension Store {
    /// Observes a typed query: yields its records at once, then again after each commit
    /// that changes an entity the query reads (``StoreQuery/observedEntityNames``: its
    /// entity and those its relationship filters follow), coalescing bursts like
    /// ``observe(tracking:minimumInterval:_:)-([StoreEntity.],_,_)`` (at most one value per `minimumInterval`
    /// seconds). Reads committed data, on either engine.
    ///
    /// ```swift
    /// let popular = StoreQuery(Post.self).filter(Post.Columns.viewCount >= 100).limit(50)
    /// for try await posts in store.observe(popular) { show(posts) }
    /// ```
    public func observe<E: StoreEntity>(
        _ query: StoreQuery<E>, minimumInterval: Double = StoreObservationDefaults.minimumInterval
    ) -> StoreObservation<[E]> {
        observe(trackingNames: query.observedEntityNames, minimumInterval: minimumInterval) { store in try store.fetch(query) }
    }

    /// Observes how many records a typed query matches, as ``observe(_:minimumInterval:)-(StoreQuery<E>,_)`` does its
    /// records (a badge, a section header).
    public func observeCount<E: StoreEntity>(
        _ query: StoreQuery<E>, minimumInterval: Double = StoreObservationDefaults.minimumInterval
    ) -> StoreObservation<Int> {
        observe(trackingNames: query.observedEntityNames, minimumInterval: minimumInterval) { store in try store.count(query) }
    }
}
