/// An identity-indexed, transactional store of generated entity records.
///
/// Records live in one table per entity, keyed by identity. Work happens in a
/// ``StoreContext`` (a unit of work); committed state can also be read directly through
/// ``snapshot()`` and the read methods here.
///
/// `Store` is `Sendable` and safe to use from many tasks at once. Commits are serialized;
/// each applies the context's changes record by record onto the store's *current* state
/// (redoing inverse maintenance there), so two contexts importing overlapping identities
/// end with one record per identity. Readers see whole commits or none of a commit.
///
/// ```swift
/// let store = try Store(entities: [Post.self, Author.self])
/// try store.perform { context in
///     let post = try PostParser().parse(json, in: context)
/// }
/// ```
public final class Store: Sendable {
    let schema: StoreSchema
    private let committed: Locked<StoreState>

    /// An empty store holding the given entities. Throws
    /// ``StoreError/invalidSchema(_:)`` when names clash or relationships do not line up.
    public convenience init(entities: [any StoreEntity.Type]) throws {
        let schema = try StoreSchema(entities)
        self.init(schema: schema, state: schema.emptyState())
    }

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

    // MARK: Units of work

    /// A new unit of work on this store. O(1).
    public func makeContext() -> StoreContext {
        StoreContext(transaction: MemoryTransaction(store: self))
    }

    /// Runs `body` in a new context and commits when it returns; when it throws, nothing
    /// it did reaches the store and the error is rethrown.
    @discardableResult
    public func perform<R>(_ body: (StoreContext) throws -> R) throws -> R {
        let context = makeContext()
        do {
            let result = try body(context)
            try context.commit()
            return result
        } catch {
            context.rollback()
            throw error
        }
    }

    /// Runs `body` in a new context and commits when it returns; when it throws (or is
    /// cancelled by throwing), nothing it did reaches the store and the error is rethrown.
    /// Runs in the caller's isolation, so the context never leaves the caller's task. (A
    /// closure that never awaits selects the synchronous overload.)
    @discardableResult
    public func perform<R>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: (StoreContext) async throws -> R
    ) async throws -> R {
        let context = makeContext()
        do {
            let result = try await body(context)
            try context.commit()
            return result
        } catch {
            context.rollback()
            throw error
        }
    }

    // MARK: Reading committed state

    /// A consistent read-only view of the committed state. O(1).
    public func snapshot() -> StoreSnapshot {
        StoreSnapshot(state: currentState())
    }

    /// The committed record with identity `id`, or nil.
    @inlinable
    public func fetch<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> E? {
        try snapshot().fetch(type, id: id)
    }

    /// The committed records matching `predicate`, sorted by `sort`.
    @inlinable
    public func fetch<E: StoreEntity>(
        _ type: E.Type,
        where predicate: (E) throws -> Bool = { _ in true },
        sortedBy sort: [StoreSort<E>] = []
    ) throws -> [E] {
        try snapshot().fetch(type, where: predicate, sortedBy: sort)
    }

    /// Number of committed records of `E`.
    @inlinable
    public func count<E: StoreEntity>(_ type: E.Type) throws -> Int {
        try snapshot().count(type)
    }

    /// Number of committed records of `E` matching `predicate`.
    @inlinable
    public func count<E: StoreEntity>(_ type: E.Type, where predicate: (E) throws -> Bool) throws -> Int {
        try snapshot().count(type, where: predicate)
    }
}
