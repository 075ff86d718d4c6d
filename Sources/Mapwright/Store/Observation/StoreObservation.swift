import Dispatch

/// A live query over a store: an `AsyncSequence` of the value a fetch makes, first at
/// once, then again after each commit that changed one of the tracked entities. Make one
/// with ``Store/observe(tracking:minimumInterval:_:)-([StoreEntity.],_,_)``.
///
/// - Commits that change none of the tracked entities, and commits that change nothing
///   (see ``StoreChanges``), produce no value.
/// - Bursts coalesce: values come at most once per `minimumInterval` (1/30 s unless
///   given), and while the consumer has not taken the last value, any number of
///   relevant commits make one pending fetch, run when it asks for the next value; so a
///   1,000-commit import makes a few values a second, each the latest state, and a slow
///   consumer never gets a backlog. A commit the last value already showed makes no
///   other value.
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
    /// The shortest time between two values, in nanoseconds.
    let minimumInterval: UInt64
    let fetch: @Sendable (Store) throws -> Value

    /// Starts observing: the store signals this iteration from now on.
    public func makeAsyncIterator() -> Iterator {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let channel = ObservationChannel(entityNames: entityNames, continuation: continuation)
        let lease = ObservationLease(observers: store.observers, channel: channel)
        return Iterator(store: store, fetch: fetch, lease: lease, channel: channel, minimumInterval: minimumInterval,
                        signals: stream.makeAsyncIterator())
    }

    /// Fetches the first value at once, then one after each relevant burst of commits.
    public struct Iterator: AsyncIteratorProtocol {
        let store: Store
        let fetch: @Sendable (Store) throws -> Value
        let lease: ObservationLease
        let channel: ObservationChannel
        let minimumInterval: UInt64
        var signals: AsyncStream<Void>.Iterator
        var started = false
        /// The channel's signal count when the last value was fetched: the commits it shows.
        var shown = 0
        /// When the last value was fetched (uptime, nanoseconds).
        var fetchedAt: UInt64 = 0

        /// The next value: the current one at first, then after the next relevant commit
        /// the last value did not show, no sooner than `minimumInterval` after it; nil
        /// once the task is cancelled.
        public mutating func next() async throws -> Value? {
            if started {
                repeat {
                    guard await signals.next() != nil else { return nil }
                    let next = fetchedAt &+ minimumInterval
                    let now = DispatchTime.now().uptimeNanoseconds
                    // Let the burst go on: its commits join this value.
                    if now < next { try? await Task.sleep(nanoseconds: next - now) }
                } while channel.signalCount == shown && !Task.isCancelled
            }
            started = true
            if Task.isCancelled {
                lease.end()
                return nil
            }
            shown = channel.signalCount  // read first: a commit after it makes another value
            fetchedAt = DispatchTime.now().uptimeNanoseconds
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
    private let signals = Locked(0)

    init(entityNames: Set<String>, continuation: AsyncStream<Void>.Continuation) {
        self.entityNames = entityNames
        self.continuation = continuation
    }

    /// How many times the store signalled so far.
    var signalCount: Int { signals.withLock { $0 } }

    func signal() {
        signals.withLock { $0 &+= 1 }
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
    /// again after each commit that changed a record of one of `entities`.
    ///
    /// ```swift
    /// let posts = store.observe(tracking: [Post.self, Author.self]) { store in
    ///     try store.fetch(Post.self)
    /// }
    /// for try await current in posts { show(current) }
    /// ```
    ///
    /// See ``StoreObservation`` for when values come and how bursts coalesce:
    /// `minimumInterval` is the shortest time between two values, in seconds (1/30 s by
    /// default: a list on screen redraws no more often than that is useful; 0 lets a
    /// consumer that keeps up have a value after every relevant commit). Track every
    /// entity the fetch reads (an author's name shown beside each post: track both).
    /// While an observation runs, units of work record what they change, which costs a
    /// little on each write; with none, writes cost nothing extra. A query's own
    /// observation, ``observe(_:minimumInterval:)-(StoreQuery<E>,_)``, tracks what the query reads.
    public func observe<Value: Sendable>(
        tracking entities: [any StoreEntity.Type], minimumInterval: Double = StoreObservationDefaults.minimumInterval,
        _ fetch: @escaping @Sendable (Store) throws -> Value
    ) -> StoreObservation<Value> {
        observe(trackingNames: Set(entities.map { $0.entityName }), minimumInterval: minimumInterval, fetch)
    }

    /// ``observe(tracking:minimumInterval:_:)-([StoreEntity.],_,_)`` with the entities named by their
    /// ``StoreEntity/entityName``s.
    @available(*, deprecated, message: "pass the entity types, as everywhere else: observe(tracking: [Post.self, Author.self])")
    public func observe<Value: Sendable>(
        tracking entityNames: Set<String>, minimumInterval: Double = StoreObservationDefaults.minimumInterval,
        _ fetch: @escaping @Sendable (Store) throws -> Value
    ) -> StoreObservation<Value> {
        observe(trackingNames: entityNames, minimumInterval: minimumInterval, fetch)
    }

    /// The observation of `fetch`, signalled by commits that change the entities named
    /// `entityNames`.
    func observe<Value: Sendable>(
        trackingNames entityNames: Set<String>, minimumInterval: Double, _ fetch: @escaping @Sendable (Store) throws -> Value
    ) -> StoreObservation<Value> {
        let nanoseconds = minimumInterval > 0 ? UInt64(min(minimumInterval, 86_400) * 1e9) : 0
        return StoreObservation(store: self, entityNames: entityNames, minimumInterval: nanoseconds, fetch: fetch)
    }
}

/// Defaults of ``Store/observe(tracking:minimumInterval:_:)-([StoreEntity.],_,_)`` and the query observations.
public enum StoreObservationDefaults {
    /// The shortest time between two values of an observation, in seconds: 1/30 s.
    public static let minimumInterval: Double = 1.0 / 30
}
