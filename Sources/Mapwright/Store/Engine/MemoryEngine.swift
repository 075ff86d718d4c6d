/// The in-memory engine: one persistent table per entity behind a lock. Units of work
/// take an O(1) snapshot of it; commits are serialized and apply a unit's changes record
/// by record onto the current state (see ``Store``).
@usableFromInline
final class MemoryEngine: StoreEngine {
    @usableFromInline let schema: StoreSchema
    private let committed: Locked<StoreState>

    init(schema: StoreSchema, state: StoreState) {
        self.schema = schema
        self.committed = Locked(state)
    }

    /// The committed state, in O(number of entities).
    @usableFromInline
    func currentState() -> StoreState {
        committed.withLock { $0 }
    }

    /// Applies a context's changes atomically onto the current state, record by record;
    /// returns the state right after.
    ///
    /// When no other commit has changed any table the context used since its snapshot,
    /// the context's records are stored as they are (its inverse maintenance already ran
    /// on this very state). Otherwise each written record's attributes are stored and its
    /// link changes replayed onto the current records (`replayAlways` forces this path,
    /// for tests).
    @usableFromInline
    func apply(_ changes: RecordWorkspace, replayAlways: Bool = false) -> StoreState {
        committed.withLock { state in
            let direct = !replayAlways && changes.isCurrent(in: state)
            let workspace = RecordWorkspace(base: state, writesThrough: true)
            state = StoreState()  // let the workspace own the tables, so it changes them in place
            if direct {
                changes.store(into: workspace)
            } else {
                changes.replay(onto: workspace)
            }
            state = workspace.finish()
            return state
        }
    }

    @usableFromInline
    func makeTransaction() -> any StoreTransaction {
        MemoryTransaction(engine: self)
    }

    /// A consistent read-only view of the committed state. O(1).
    @inlinable
    func snapshot() -> StoreSnapshot {
        StoreSnapshot(state: currentState())
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
