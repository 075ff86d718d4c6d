/// The live observations of one store: each commit's change set is offered to them, and
/// those tracking a changed entity are signalled to fetch again.
///
/// Holds an observation only while it runs: an observation leaves when its sequence
/// ends (its task is cancelled, or its iterator is dropped), so the store keeps nothing
/// of a finished one.
final class StoreObservers: Sendable {
    private struct State {
        var nextKey = 0
        var subscribers: [Int: any StoreSubscriber] = [:]
        var trackedCount = 0
    }

    /// The most records per entity that a change tracker made room for at once: bounds
    /// what an import's trackers keep reserved for the small units of work after it.
    static let largestTrackingCapacity = 4096

    /// Whether any observation runs, and how many records per entity a unit of work's
    /// change tracker should make room for (as many as the last tracked one remembered).
    var tracking: (isObserved: Bool, capacity: Int) {
        state.withLock { (!$0.subscribers.isEmpty, $0.trackedCount) }
    }

    /// Notes how many records per entity (at most) a tracked unit of work remembered.
    func noteTracked(_ count: Int) {
        state.withLock { $0.trackedCount = min(count, Self.largestTrackingCapacity) }
    }

    private let state = Locked(State())

    /// Number of running observations.
    var count: Int { state.withLock { $0.subscribers.count } }

    /// Adds `subscriber`; returns the key that removes it.
    func add(_ subscriber: any StoreSubscriber) -> Int {
        state.withLock { state in
            let key = state.nextKey
            state.nextKey += 1
            state.subscribers[key] = subscriber
            return key
        }
    }

    /// Removes the subscriber added under `key`.
    func remove(_ key: Int) {
        _ = state.withLock { $0.subscribers.removeValue(forKey: key) }
    }

    /// Signals every subscriber that tracks an entity `changes` touches.
    func publish(_ changes: StoreChanges) {
        guard !changes.isEmpty else { return }
        for subscriber in current() where changes.touches(subscriber.entityNames) { subscriber.signal() }
    }

    /// Signals every subscriber: a commit whose changes are not known.
    func publishUnknownChanges() {
        for subscriber in current() { subscriber.signal() }
    }

    /// The subscribers now; signalled outside the lock.
    private func current() -> [any StoreSubscriber] {
        state.withLock { Array($0.subscribers.values) }
    }
}

/// One running observation as the store sees it.
protocol StoreSubscriber: AnyObject, Sendable {
    /// The names of the entities whose changes make it fetch again.
    var entityNames: Set<String> { get }
    /// Tells it to fetch again (coalesced with signals it has not taken yet).
    func signal()
}
