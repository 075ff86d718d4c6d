import Synchronization

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
    private let committed: Mutex<StoreState>

    /// An empty store holding the given entities. Throws
    /// ``StoreError/invalidSchema(_:)`` when names clash or relationships do not line up.
    public convenience init(entities: [any StoreEntity.Type]) throws {
        let schema = try StoreSchema(entities)
        self.init(schema: schema, state: schema.emptyState())
    }

    init(schema: StoreSchema, state: StoreState) {
        self.schema = schema
        self.committed = Mutex(state)
    }

    /// The committed state, in O(number of entities).
    func currentState() -> StoreState {
        committed.withLock { $0 }
    }

    /// Applies pending changes atomically; returns the state right after.
    func apply(_ changes: [any AnyPendingTable]) -> StoreState {
        committed.withLock { state in
            let workspace = CommitWorkspace(taking: &state)
            for table in changes { table.writeRecords(into: workspace) }
            for table in changes { table.applyLinks(in: workspace) }
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
        StoreSnapshot(schema: schema, state: currentState())
    }

    /// The committed record with identity `id`, or nil.
    public func fetch<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> E? {
        try snapshot().fetch(type, id: id)
    }

    /// The committed records matching `predicate`, sorted by `sort`.
    public func fetch<E: StoreEntity>(
        _ type: E.Type,
        where predicate: (E) throws -> Bool = { _ in true },
        sortedBy sort: [StoreSort<E>] = []
    ) throws -> [E] {
        try snapshot().fetch(type, where: predicate, sortedBy: sort)
    }

    /// Number of committed records of `E`.
    public func count<E: StoreEntity>(_ type: E.Type) throws -> Int {
        try snapshot().count(type)
    }

    /// Number of committed records of `E` matching `predicate`.
    public func count<E: StoreEntity>(_ type: E.Type, where predicate: (E) throws -> Bool) throws -> Int {
        try snapshot().count(type, where: predicate)
    }
}
