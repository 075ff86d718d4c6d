/// How a write treats an existing record.
public enum StoreWriteMode: Sendable {
    /// The identity must be new.
    case insert
    /// The identity must exist.
    case update
    /// Insert or replace.
    case upsert
}

/// The storage engine behind a ``StoreContext``: one unit of work against some backend.
///
/// ``Store`` provides the in-memory engine. Generated code never sees this protocol; it
/// talks to ``StoreContext``, so another engine (SQLite, say) only has to implement these
/// primitives and hand out contexts made with ``StoreContext/init(transaction:)``.
///
/// An implementation must keep inverse relationships in step on every write and delete,
/// keep its changes invisible to others until ``commit()``, and commit atomically.
public protocol StoreTransaction: AnyObject {
    /// The record with identity `id` as this unit of work sees it.
    func fetch<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> E?

    /// Stores `record` under its identity, linking and unlinking inverse ends.
    func write<E: StoreEntity>(_ record: E, mode: StoreWriteMode) throws

    /// Deletes the record, nullifying inverse ends; returns false when it did not exist.
    func delete<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> Bool

    /// Visits every record of `E` as this unit of work sees it, in no particular order.
    func forEach<E: StoreEntity>(_ type: E.Type, _ body: (E) throws -> Void) throws

    /// Number of records of `E` as this unit of work sees it.
    func count<E: StoreEntity>(_ type: E.Type) throws -> Int

    /// Whether there are uncommitted writes.
    var hasChanges: Bool { get }

    /// Makes the changes visible to everyone, atomically, then starts afresh from the
    /// newly committed state.
    func commit() throws

    /// Discards the changes and starts afresh from the latest committed state.
    func rollback()
}
