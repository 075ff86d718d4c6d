/// A read-only, consistent view of a store's committed state at one moment: later commits
/// do not change it, and it never shows part of a commit. Taking one costs O(1) in the
/// number of records; it can be sent to and read from any task.
public struct StoreSnapshot: Sendable {
    @usableFromInline let state: StoreState

    @usableFromInline
    init(state: StoreState) {
        self.state = state
    }

    @inlinable
    func records<E: StoreEntity>(_ type: E.Type) throws -> PersistentMap<E.ID, E> {
        guard let records = state.records(type) else { throw StoreError.unregisteredEntity(E.entityName) }
        return records
    }

    /// The record with identity `id`, or nil. O(1) expected.
    @inlinable
    public func fetch<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> E? {
        try records(type)[id]
    }

    /// Every record of `E`, in no particular order.
    @inlinable
    public func fetch<E: StoreEntity>(_ type: E.Type) throws -> [E] {
        var records: [E] = []
        try self.records(type).forEach { _, record in records.append(record) }
        return records
    }

    /// The records matching `predicate`, sorted by `sort` (unordered when empty).
    @available(*, deprecated, message: "use fetch(StoreQuery(_:)) with .filter { … } and .sorted(by: …): one query on every engine")
    @inlinable
    public func fetch<E: StoreEntity>(
        _ type: E.Type,
        where predicate: (E) throws -> Bool,
        sortedBy sort: [StoreSort<E>] = []
    ) throws -> [E] {
        var matches: [E] = []
        try records(type).forEach { _, record in
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

    /// Number of records of `E`. O(1).
    @inlinable
    public func count<E: StoreEntity>(_ type: E.Type) throws -> Int {
        try records(type).count
    }

    /// Number of records of `E` matching `predicate`.
    @available(*, deprecated, message: "use count(StoreQuery(_:).filter { … })")
    @inlinable
    public func count<E: StoreEntity>(_ type: E.Type, where predicate: (E) throws -> Bool) throws -> Int {
        var total = 0
        try records(type).forEach { _, record in
            if try predicate(record) { total += 1 }
        }
        return total
    }
}
