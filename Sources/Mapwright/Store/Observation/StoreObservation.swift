/// A live query over a store: an `AsyncSequence` of the value a fetch makes, first at
/// once, then again after each commit that changed one of the tracked entities. Make one
/// with ``Store/observe(tracking:_:)``.
///
/// - Commits that change none of the tracked entities, and commits that change nothing
///   (see ``StoreChanges``), produce no value.
/// - Bursts coalesce: while the consumer has not taken the last value, any number of
///   relevant commits make one pending fetch, run when it asks for the next value; so a
///   slow consumer gets the latest state, not a backlog.
/// - The sequence ends (returns nil) when its task is cancelled; the store then forgets
///   the observation. A fetch that throws ends it with that error.
/// - Each iteration (each `for try await` loop) is an observation of its own.
///
/// The fetch runs off the consumer's actor (on the global executor), so a `@MainActor`
/// consumer waits for it without blocking the main thread.
public struct StoreObservation<Value: Sendable>: AsyncSequence, Sendable {
    /// The values fetched.
    public typealias Element = Value

    let store: Store
    let entityNames: Set<String>
    let fetch: @Sendable (Store) throws -> Value

    /// Starts observing: the store signals this iteration from now on.
    public func makeAsyncIterator() -> Iterator {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let lease = ObservationLease(observers: store.observers, channel: ObservationChannel(entityNames: entityNames, continuation: continuation))
        return Iterator(store: store, fetch: fetch, lease: lease, signals: stream.makeAsyncIterator())
    }

    /// Fetches the first value at once, then one after each relevant burst of commits.
    public struct Iterator: AsyncIteratorProtocol {
        let store: Store
        let fetch: @Sendable (Store) throws -> Value
        let lease: ObservationLease
        var signals: AsyncStream<Void>.Iterator
        var started = false

        /// The next value: the current one at first, then after the next relevant commit;
        /// nil once the task is cancelled.
        public mutating func next() async throws -> Value? {
            if started {
                guard await signals.next() != nil else { return nil }
            }
            started = true
            if Task.isCancelled {
                lease.end()
                return nil
            }
            do {
                return try fetch(store)
            } catch {
                lease.end()
                throw error
            }
        }
    }
}

/// An observation's link with the store: the store yields into `continuation` when a
/// commit touches `entityNames`; the stream keeps at most one signal, so signals the
/// consumer has not taken merge into one.
final class ObservationChannel: StoreSubscriber {
    let entityNames: Set<String>
    let continuation: AsyncStream<Void>.Continuation

    init(entityNames: Set<String>, continuation: AsyncStream<Void>.Continuation) {
        self.entityNames = entityNames
        self.continuation = continuation
    }

    func signal() {
        continuation.yield(())
    }
}

/// Keeps an iteration registered with the store while it lives: it leaves when its
/// stream ends (cancellation, an error) or when the iterator is dropped, whichever
/// comes first.
final class ObservationLease: Sendable {
    private let observers: StoreObservers
    private let channel: ObservationChannel
    private let key: Int

    init(observers: StoreObservers, channel: ObservationChannel) {
        self.observers = observers
        self.channel = channel
        let key = observers.add(channel)
        self.key = key
        channel.continuation.onTermination = { _ in observers.remove(key) }
    }

    /// Ends the stream, which removes the observation from the store.
    func end() {
        channel.continuation.finish()
    }

    deinit {
        channel.continuation.finish()
        observers.remove(key)
    }
}

extension Store {
    /// Observes the committed state: the value `fetch` makes from this store, now and
    /// again after each commit that changed an entity named in `entityNames` (their
    /// ``StoreEntity/entityName``s).
    ///
    /// ```swift
    /// let posts = store.observe(tracking: [Post.entityName]) { store in
    ///     try store.fetch(Post.self)
    /// }
    /// for try await current in posts { show(current) }
    /// ```
    ///
    /// See ``StoreObservation`` for when values come and how bursts coalesce. Track
    /// every entity the fetch reads (an author's name shown beside each post: track
    /// both). While an observation runs, units of work record what they change, which
    /// costs a little on each write; with none, writes cost nothing extra.
    public func observe<Value: Sendable>(
        tracking entityNames: Set<String>, _ fetch: @escaping @Sendable (Store) throws -> Value
    ) -> StoreObservation<Value> {
        StoreObservation(store: self, entityNames: entityNames, fetch: fetch)
    }
}
