/// An identity-indexed, transactional store of generated entity records: the object an
/// app holds, whatever storage engine is behind it.
///
/// Records live in one table per entity, keyed by identity. Work happens in a
/// ``StoreContext`` (a unit of work); committed state can also be read directly through
/// the read methods here.
///
/// Two engines ship: ``init(entities:)`` makes an in-memory store (the fastest; gone when
/// the process ends, unless saved as a snapshot file), and the `MapwrightSQLite` library
/// adds `Store(sqliteAt:entities:options:)`, a durable SQLite database. Both give units of
/// work the same semantics (see ``StoreContext`` for how concurrent ones meet).
///
/// `Store` is `Sendable` and safe to use from many tasks at once. Readers see whole
/// commits or none of a commit.
///
/// ```swift
/// let store = try Store(entities: [Post.self, Author.self])
/// try store.perform { context in
///     let post = try PostParser().parse(json, in: context)
/// }
/// ```
public final class Store: Sendable {
    /// The engine that holds the records.
    public let engine: any StoreEngine
    /// The same engine when it is the in-memory one: calls to it are specialized for the
    /// caller's entity types, calls through the protocol are not.
    @usableFromInline let memory: MemoryEngine?
    /// The running observations (``observe(tracking:minimumInterval:_:)-([StoreEntity.],_,_)``), told about each commit.
    let observers = StoreObservers()

    /// An empty in-memory store holding the given entities. Throws
    /// ``StoreError/invalidSchema(_:)`` when names clash or relationships do not line up.
    public convenience init(entities: [any StoreEntity.Type]) throws {
        let schema = try StoreSchema(entities)
        self.init(schema: schema, state: schema.emptyState())
    }

    /// A store over any engine (the `MapwrightSQLite` library makes its SQLite stores so).
    public init(engine: any StoreEngine) {
        self.engine = engine
        self.memory = engine as? MemoryEngine
    }

    /// An in-memory store holding `state`.
    convenience init(schema: StoreSchema, state: StoreState) {
        self.init(engine: MemoryEngine(schema: schema, state: state))
    }

    // MARK: Units of work

    /// A new unit of work on this store. O(1) in memory; on SQLite it takes the writer
    /// when it first touches the database (blocking the calling thread while another
    /// unit of work holds it; see the SQLite engine's busy timeout).
    public func makeContext() -> StoreContext {
        makeContext(reportingChanges: false)
    }

    /// A new unit of work; with `reportingChanges`, each of its commits works out its
    /// change set (see ``performReportingChanges(_:)``).
    func makeContext(reportingChanges: Bool) -> StoreContext {
        let context: StoreContext
        if let memory {
            context = StoreContext(transaction: MemoryTransaction(engine: memory))
        } else {
            context = StoreContext(transaction: engine.makeTransaction())
        }
        context.observers = observers
        context.reportsChanges = reportingChanges
        context.startTracking()
        return context
    }

    /// Runs `body` in a new context and commits when it returns; when it throws, nothing
    /// it did reaches the store and the error is rethrown.
    ///
    /// On SQLite this blocks the calling thread while another unit of work holds the
    /// writer (up to the busy timeout, then throws); from async code prefer the async
    /// overload, which waits without blocking a thread.
    ///
    /// In async code, `try await store.perform { context in … }` reaches the async
    /// overload even when the closure never awaits: this one is disfavoured, so async
    /// code calls it only where nothing else fits (without `await`, it does not compile).
    @discardableResult
    @_disfavoredOverload
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
    /// Runs in the caller's isolation, so the context never leaves the caller's task.
    /// `try await store.perform { context in … }` calls this one whether or not the
    /// closure awaits.
    ///
    /// On SQLite it first awaits the writer without blocking a thread, so any number of
    /// tasks can wait for their turn.
    @discardableResult
    public func perform<R>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: (StoreContext) async throws -> R
    ) async throws -> R {
        let context = makeContext()
        do {
            try await context.transaction.prepare()
            let result = try await body(context)
            try context.commit()
            return result
        } catch {
            context.rollback()
            throw error
        }
    }

    // MARK: Closing

    /// Closes the store: on SQLite, waits (up to the busy timeout) for the unit of work
    /// holding the writer to finish, moves every commit from the write-ahead log into
    /// the database file (`PRAGMA wal_checkpoint(TRUNCATE)`) and closes the connections;
    /// in memory, only marks the store closed. Afterwards every read, unit of work and
    /// snapshot throws ``StoreError/closed(store:)`` (a unit of work at its first use of
    /// the database, in memory at its commit). Calling it again does nothing.
    ///
    /// To copy or back up a SQLite store, copy the `.sqlite` file after `close()`: it
    /// then holds every commit. While the store is open (or when the process ended
    /// without closing it), commits may still sit in the `-wal` file beside it: copy
    /// the `.sqlite`, `-wal` and `-shm` files together, or the copy loses them.
    public func close() throws {
        try engine.close()
    }

    // MARK: Reading committed state

    /// A consistent read-only view of the committed state. O(1) in memory. On SQLite it
    /// reads every committed record into memory, in one read transaction: O(records),
    /// for exports and tests rather than for every read of a large database.
    public func snapshot() throws -> StoreSnapshot {
        if let memory { return try memory.snapshot() }
        return StoreSnapshot(state: try committedState(for: "snapshot()").state)
    }

    /// The committed record with identity `id`, or nil.
    @inlinable
    public func fetch<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> E? {
        if let memory { return try memory.snapshot().fetch(type, id: id) }
        return try engine.fetch(type, id: id)
    }

    /// Every record of `E`, in no particular order.
    @inlinable
    public func fetch<E: StoreEntity>(_ type: E.Type) throws -> [E] {
        if let memory { return try memory.snapshot().fetch(type) }
        var records: [E] = []
        try engine.forEach(type) { records.append($0) }
        return records
    }

    /// The committed records matching `predicate`, sorted by `sort`.
    @available(*, deprecated, message: "use fetch(StoreQuery(_:)) with .filter { … } and .sorted(by: …): one query on every engine")
    @inlinable
    public func fetch<E: StoreEntity>(
        _ type: E.Type,
        where predicate: (E) throws -> Bool,
        sortedBy sort: [StoreSort<E>] = []
    ) throws -> [E] {
        if let memory { return try memory.snapshot().fetch(type, where: predicate, sortedBy: sort) }
        var matches: [E] = []
        try engine.forEach(type) { record in
            if try predicate(record) { matches.append(record) }
        }
        return StoreSorting.sorted(matches, by: sort)
    }

    /// The records sorted by `sort`.
    @available(*, deprecated, message: "use fetch(StoreQuery(_:)) with .filter { … } and .sorted(by: …): one query on every engine")
    @inlinable
    public func fetch<E: StoreEntity>(_ type: E.Type, sortedBy sort: [StoreSort<E>]) throws -> [E] {
        try fetch(type, where: { _ in true }, sortedBy: sort)
    }

    /// Number of committed records of `E`.
    @inlinable
    public func count<E: StoreEntity>(_ type: E.Type) throws -> Int {
        if let memory { return try memory.snapshot().count(type) }
        return try engine.count(type)
    }

    /// Number of committed records of `E` matching `predicate`.
    @available(*, deprecated, message: "use count(StoreQuery(_:).filter { … })")
    @inlinable
    public func count<E: StoreEntity>(_ type: E.Type, where predicate: (E) throws -> Bool) throws -> Int {
        if let memory { return try memory.snapshot().count(type, where: predicate) }
        var total = 0
        try engine.forEach(type) { record in
            if try predicate(record) { total += 1 }
        }
        return total
    }
}
