/// Records of every registered entity, readable and changeable in place by identity:
/// a context's view of the store, or a commit's working copy of it. Inverse maintenance
/// runs on either. Used by one unit of work at a time and never re-entrantly, so its
/// stored properties skip dynamic exclusivity checks.
@usableFromInline
final class RecordWorkspace {
    /// The state tables are taken from, created lazily on first use.
    @usableFromInline @exclusivity(unchecked) var base: StoreState
    @usableFromInline let writesThrough: Bool
    @usableFromInline @exclusivity(unchecked) var tables: [ObjectIdentifier: AnyObject] = [:]
    /// Tables in the order first used, so commits replay in a stable order.
    @usableFromInline @exclusivity(unchecked) var order: [(key: ObjectIdentifier, table: AnyObject, operations: TableOperations)] = []
    /// The two tables asked for last, most recent first: a write touches a record's table
    /// and its relationships' target tables over and over, and comparing identifiers is
    /// cheaper than hashing them into `tables`.
    /// Unretained: `tables` keeps them, and whatever drops a table from it clears these.
    @usableFromInline @exclusivity(unchecked) var recent: (key: ObjectIdentifier, table: Unmanaged<AnyObject>)?
    @usableFromInline @exclusivity(unchecked) var beforeRecent: (key: ObjectIdentifier, table: Unmanaged<AnyObject>)?
    /// Whether the tables this (context) workspace makes note the records inverse
    /// maintenance changes, so that commit can work out its change set
    /// (``RecordWorkspace/changes()``). Set before the first table is used.
    @usableFromInline @exclusivity(unchecked) var recordsModifications = false
    /// For each open savepoint, innermost last, how many tables were in use when it was
    /// made (see `RecordWorkspace+Savepoints.swift`).
    @usableFromInline @exclusivity(unchecked) var savepointTableCounts: [Int] = []

    /// A workspace over `base`. With `writesThrough`, tables are taken out of `base` and
    /// changed in place (a commit); otherwise `base` is a snapshot kept as it is.
    @inlinable
    init(base: StoreState, writesThrough: Bool) {
        self.base = base
        self.writesThrough = writesThrough
    }

    /// The table of `E`, or nil when `E` is not registered.
    @inlinable
    func table<E: StoreEntity>(_ type: E.Type) -> RecordTable<E>? {
        unretainedTable(type)?.takeUnretainedValue()
    }

    /// The table of `E`, or nil when `E` is not registered; unretained, for a caller that
    /// uses it at once (the workspace keeps its tables for the unit of work, until
    /// ``finish()`` or the rollback of the savepoint they were first used in).
    @inlinable
    func unretainedTable<E: StoreEntity>(_ type: E.Type) -> Unmanaged<RecordTable<E>>? {
        let key = ObjectIdentifier(type)
        // Tables are stored under their entity type's identifier only, so the casts cannot fail.
        if let recent, recent.key == key { return Unmanaged.fromOpaque(recent.table.toOpaque()) }
        if let beforeRecent, beforeRecent.key == key {
            swap(&recent, &self.beforeRecent)
            return Unmanaged.fromOpaque(beforeRecent.table.toOpaque())
        }
        let table: RecordTable<E>
        if let existing = tables[key] {
            table = unsafeDowncast(existing, to: RecordTable<E>.self)
        } else {
            guard let records = writesThrough ? base.takeRecords(type) : base.records(type) else { return nil }
            table = RecordTable<E>(base: records, writesThrough: writesThrough)
            if recordsModifications && !writesThrough { table.modified = [] }
            tables[key] = table
            order.append((key, table, table.operations))
        }
        beforeRecent = recent
        recent = (key, Unmanaged.passUnretained(table))
        return Unmanaged.passUnretained(table)
    }

    /// The table of `E` if this workspace has used it already.
    @inlinable
    func existingTable<E: StoreEntity>(_ type: E.Type) -> RecordTable<E>? {
        tables[ObjectIdentifier(type)].map { unsafeDowncast($0, to: RecordTable<E>.self) }
    }

    @inlinable
    func record<E: StoreEntity>(_ type: E.Type, id: E.ID) -> E? {
        unretainedTable(type)?._withUnsafeGuaranteedRef { $0.value(id) }
    }

    @inlinable
    func contains<E: StoreEntity>(_ type: E.Type, id: E.ID) -> Bool {
        unretainedTable(type)?._withUnsafeGuaranteedRef { $0.contains(id) } ?? false
    }

    /// Changes an existing record in place; returns false when there is no such record.
    @inlinable
    @discardableResult
    func modify<E: StoreEntity>(_ type: E.Type, id: E.ID, _ body: (inout E) -> Void) -> Bool {
        unretainedTable(type)?._withUnsafeGuaranteedRef { $0.modify(id, body) } ?? false
    }

    /// Whether the user wrote any record.
    @usableFromInline
    var hasWrites: Bool {
        order.contains { $0.operations.hasWrites($0.table) }
    }

    /// Whether every table this (context) workspace used is unchanged in `state` since
    /// the context's snapshot, so that its records can be stored as they are.
    @usableFromInline
    func isCurrent(in state: StoreState) -> Bool {
        order.allSatisfy { $0.operations.isCurrent($0.table, state) }
    }

    /// Stores this (context) workspace's changed records into `commit` as they are; only
    /// valid when ``isCurrent(in:)`` held for the state `commit` was made from. Leaves
    /// this workspace's tables empty (see ``RecordTable/storeChanges(into:)``): the
    /// caller drops it afterwards.
    @usableFromInline
    func store(into commit: RecordWorkspace) {
        // The snapshot goes first, so that it does not keep the store's previous tables.
        base = StoreState()
        for entry in order { entry.operations.storeChanges(entry.table, commit) }
    }

    /// Replays this (context) workspace's writes onto `commit` (the store's current state).
    @usableFromInline
    func replay(onto commit: RecordWorkspace) {
        let written = order.filter { $0.operations.hasWrites($0.table) }
        for entry in written { entry.operations.writeRecords(entry.table, commit) }
        for entry in written { entry.operations.applyLinks(entry.table, commit, self) }
    }

    /// The state with every change made in place (commit workspaces).
    @usableFromInline
    func finish() -> StoreState {
        var state = base
        for entry in order {
            if let table = entry.operations.export(entry.table) { state.tables[entry.key] = table }
        }
        tables.removeAll()
        order.removeAll()
        recent = nil
        beforeRecent = nil
        return state
    }
}
