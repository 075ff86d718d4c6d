/// How a write treats an existing record.
public enum StoreWriteMode: Sendable {
    /// The identity must be new.
    case insert
    /// The identity must exist.
    case update
    /// Insert or replace.
    case upsert
}

/// One unit of work of a storage engine (see ``StoreEngine``), behind a ``StoreContext``.
///
/// Generated code never sees this protocol; it talks to ``StoreContext``, so an engine
/// only has to implement these primitives and hand out transactions through
/// ``StoreEngine/makeTransaction()``.
///
/// An implementation must keep inverse relationships in step on every write and delete,
/// keep its changes invisible to others until ``commit()``, and commit atomically.
public protocol StoreTransaction: AnyObject {
    /// The record with identity `id` as this unit of work sees it.
    func fetch<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> E?

    /// Whether a record with identity `id` exists, as this unit of work sees it.
    func contains<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> Bool

    /// Stores `record` under its identity, linking and unlinking inverse ends.
    func write<E: StoreEntity>(_ record: E, mode: StoreWriteMode) throws

    /// Stores `record` like ``write(_:mode:)`` and returns it as stored (its
    /// relationships as inverse maintenance left them) when the engine knows it without
    /// another lookup; nil otherwise.
    func storeRecord<E: StoreEntity>(_ record: E, mode: StoreWriteMode) throws -> E?

    /// Tells the unit of work that the records with these identities are about to be
    /// read, so that an engine can look them up together (one query instead of one each).
    func prefetch<E: StoreEntity>(_ type: E.Type, ids: [E.ID]) throws

    /// Whether ``prefetch(_:ids:)`` of `type` could find anything to look up: false when
    /// the engine has no prefetch, or knows without a query what a lookup of any identity
    /// would say (the SQLite engine: the table was empty when the unit of work first
    /// looked into it, so every identity not inserted since is absent).
    func prefetchCanFind<E: StoreEntity>(_ type: E.Type) throws -> Bool

    /// Waits, without blocking a thread, until the unit of work can touch the store (the
    /// SQLite engine: until it holds the writer connection). ``Store``'s async `perform`
    /// calls it first.
    func prepare() async throws

    /// Deletes the record, nullifying inverse ends; returns false when it did not exist.
    func delete<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> Bool

    /// Visits every record of `E` as this unit of work sees it, in no particular order.
    func forEach<E: StoreEntity>(_ type: E.Type, _ body: (E) throws -> Void) throws

    /// Number of records of `E` as this unit of work sees it.
    func count<E: StoreEntity>(_ type: E.Type) throws -> Int

    /// The records `query` selects, as this unit of work sees them, in its order. The
    /// default evaluates the query in memory over ``forEach(_:_:)``.
    func fetch<E: StoreEntity>(_ query: StoreQuery<E>) throws -> [E]

    /// The number of records `query` selects, as this unit of work sees them.
    func count<E: StoreEntity>(_ query: StoreQuery<E>) throws -> Int

    /// Whether there are uncommitted writes.
    var hasChanges: Bool { get }

    /// Opens a savepoint inside the unit of work: a point it can go back to without
    /// discarding what came before. Savepoints nest; each is ended, innermost first, by
    /// ``endSavepoint(rollingBack:)``. ``commit()`` and ``rollback()`` end them all.
    /// The default throws ``StoreError/unsupported(_:)``.
    func beginSavepoint() throws

    /// Ends the innermost savepoint: keeps its changes (they become part of the enclosing
    /// savepoint, or of the unit of work), or with `rollingBack` undoes every write and
    /// delete made since it opened, inverse maintenance included, as if they never
    /// happened.
    func endSavepoint(rollingBack: Bool) throws

    /// Makes the changes visible to everyone, atomically, then starts afresh from the
    /// newly committed state.
    func commit() throws

    /// Discards the changes and starts afresh from the latest committed state.
    func rollback()
}

extension StoreTransaction {
    /// Whether `fetch` finds the record.
    public func contains<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> Bool {
        try fetch(type, id: id) != nil
    }

    /// Writes; the stored record is not known without a lookup.
    public func storeRecord<E: StoreEntity>(_ record: E, mode: StoreWriteMode) throws -> E? {
        try write(record, mode: mode)
        return nil
    }

    /// Nothing to look up ahead.
    public func prefetch<E: StoreEntity>(_ type: E.Type, ids: [E.ID]) throws {}

    /// Nothing to look up ahead.
    public func prefetchCanFind<E: StoreEntity>(_ type: E.Type) throws -> Bool { false }

    /// Ready at once.
    public func prepare() async throws {}

    /// This engine has no savepoints.
    public func beginSavepoint() throws {
        throw StoreError.unsupported("savepoints (this storage engine cannot undo part of a unit of work)")
    }

    /// This engine has no savepoints.
    public func endSavepoint(rollingBack: Bool) throws {
        throw StoreError.unsupported("savepoints (this storage engine cannot undo part of a unit of work)")
    }
}
