/// The in-memory engine: one persistent table per entity behind a lock. Units of work
/// take an O(1) snapshot of it; commits are serialized and apply a unit's changes record
/// by record onto the current state (see ``Store``).
@usableFromInline
final class MemoryEngine: StoreEngine {
    @usableFromInline let schema: StoreSchema
    /// The committed state, and whether ``close()`` was called (one lock for both, so
    /// that a read checks it at no extra cost).
    private struct Committed {
        var state: StoreState
        var isClosed = false
    }

    private let committed: Locked<Committed>

    init(schema: StoreSchema, state: StoreState) {
        self.schema = schema
        self.committed = Locked(Committed(state: state))
    }

    /// The committed state, in O(number of entities), closed or not (a unit of work
    /// starts from it, and its commit checks ``requireOpen()``).
    @usableFromInline
    func currentState() -> StoreState {
        committed.withLock { $0.state }
    }

    /// The committed state; throws ``StoreError/closed(store:)`` once the store is closed.
    @usableFromInline
    func openState() throws -> StoreState {
        guard let state = committed.withLock({ $0.isClosed ? nil : $0.state }) else { throw Self.closedError }
        return state
    }

    /// Throws ``StoreError/closed(store:)`` once the store is closed.
    @usableFromInline
    func requireOpen() throws {
        if committed.withLock({ $0.isClosed }) { throw Self.closedError }
    }

    /// What using a closed in-memory store throws.
    static var closedError: StoreError { .closed(store: "in-memory store") }

    /// Marks the store closed: reads, commits and snapshots throw from now on, as on the
    /// SQLite engine (records stay in memory until the store is released).
    @usableFromInline
    func close() throws {
        committed.withLock { $0.isClosed = true }
    }

    /// Applies a context's changes atomically onto the current state, record by record;
    /// returns the state right after.
    ///
    /// When no other commit has changed any table the context used since its snapshot,
    /// the context's records are stored as they are (its inverse maintenance already ran
    /// on this very state), and the records it created move into the tables, in place
    /// where no snapshot shares them (``RecordTable/storeChanges(into:)``). Otherwise each
    /// written record's attributes are stored and its link changes replayed onto the
    /// current records (`replayAlways` forces this path, for tests).
    @usableFromInline
    func apply(_ changes: RecordWorkspace, replayAlways: Bool = false) -> StoreState {
        committed.withLock { committed in
            let direct = !replayAlways && changes.isCurrent(in: committed.state)
            let workspace = RecordWorkspace(base: committed.state, writesThrough: true)
            committed.state = StoreState()  // let the workspace own the tables, so it changes them in place
            if direct {
                changes.store(into: workspace)
            } else {
                changes.replay(onto: workspace)
            }
            committed.state = workspace.finish()
            return committed.state
        }
    }

    @usableFromInline
    func makeTransaction() -> any StoreTransaction {
        MemoryTransaction(engine: self)
    }

    /// A consistent read-only view of the committed state. O(1). Throws
    /// ``StoreError/closed(store:)`` once the store is closed.
    @inlinable
    func snapshot() throws -> StoreSnapshot {
        StoreSnapshot(state: try openState())
    }

    @usableFromInline
    func fetch<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> E? {
        try snapshot().fetch(type, id: id)
    }

    @usableFromInline
    func forEach<E: StoreEntity>(_ type: E.Type, _ body: (E) throws -> Void) throws {
        try snapshot().records(type).forEach { _, record in try body(record) }
    }

    @usableFromInline
    func count<E: StoreEntity>(_ type: E.Type) throws -> Int {
        try snapshot().count(type)
    }
}
