/// The records of one entity as a unit of work sees them.
///
/// In a context (`writesThrough == false`) `base` is the snapshot the context started
/// from and `current` is that snapshot plus the context's changes to its records: a copy
/// of the same persistent map, so the two share every node the context has not written,
/// and a write copies only the path to its record (then writes in place on the nodes it
/// owns). The records the context creates are kept apart, in `added`, a small map of
/// their own: path-copying `current` for each of them touched a different part of a large
/// table each time (its keys' hashes are random), and so copied most of the table's upper
/// nodes, each retaining its children, in every unit of work. Commit moves them into the
/// store's table, in place where no snapshot shares it (``storeChanges(into:)``). During
/// a commit (`writesThrough == true`) `current` is the store's table, changed in place,
/// and `base` and `added` are unused. A table belongs to one unit of work and is never
/// accessed re-entrantly, so its stored properties skip dynamic exclusivity checks.
@usableFromInline
final class RecordTable<E: StoreEntity> {
    /// The snapshot the context started from (empty during a commit).
    @usableFromInline @exclusivity(unchecked) var base: PersistentMap<E.ID, E>
    /// The records of the snapshot as this unit of work sees them now (in a context,
    /// without the ones it created: see `added`).
    @usableFromInline @exclusivity(unchecked) var current: PersistentMap<E.ID, E>
    /// The records this (context) unit of work created and still holds, as they are now;
    /// never an identity that `current` holds. Empty during a commit.
    @usableFromInline @exclusivity(unchecked) var added = PersistentMap<E.ID, E>()
    @usableFromInline let writesThrough: Bool
    /// The entity's relationships.
    @usableFromInline let relationships: [StoreRelationship<E>]
    /// Whether `E` has relationships and every one links a new record in place at another
    /// entity's end (``StoreRelationship/linksNewRecordInPlace``, not to `E` itself), so
    /// that a new record can be linked before it is stored. Worked out once, for every write.
    @usableFromInline let linksNewRecordsElsewhere: Bool
    /// The entity-specific operations a workspace runs without knowing `E`.
    @usableFromInline let operations: TableOperations
    /// Identities the user wrote (inserted, replaced or deleted), in the order first
    /// written: what commit replays. A record created and deleted and created again in
    /// one context may appear twice; replay skips repeats.
    @usableFromInline @exclusivity(unchecked) var written: [E.ID] = []
    /// The identities in `written` that are also in `base`: a record created in this
    /// context is known to be written already whenever `current` holds it, so only
    /// records of the snapshot need a set to say so.
    @usableFromInline @exclusivity(unchecked) var writtenFromBase: Set<E.ID> = []
    /// `written` as a set, built when first asked for after a write (commit replay only).
    @usableFromInline @exclusivity(unchecked) var writtenIndex: Set<E.ID>?
    /// Identities inverse maintenance changed in place (``modify(_:_:)``), while the unit
    /// of work reports its changes (see ``RecordWorkspace/recordsModifications``); nil
    /// otherwise, so that writes cost nothing extra.
    @usableFromInline @exclusivity(unchecked) var modified: [E.ID]?
    /// Whether this unit of work deleted a record of this table: until it does, every
    /// written identity that is not in `writtenFromBase` was created here and still
    /// exists, which lets commit list the inserted records without looking them up.
    @usableFromInline @exclusivity(unchecked) var hasDeletes = false
    /// What the table was at each open savepoint, innermost last (see
    /// `RecordTable+Savepoints.swift`); empty outside savepoints.
    @usableFromInline @exclusivity(unchecked) var savepoints: [RecordTableMark<E>] = []
    /// The identities added to `writtenFromBase` while a savepoint is open, so that
    /// rolling back can take them out again.
    @usableFromInline @exclusivity(unchecked) var writtenFromBaseLog: [E.ID] = []
    /// The identity hashed last, with its hash: one record is usually looked up several
    /// times in a row (a post fetched, then written; its author fetched, checked as the
    /// post's target, then linked to it), and hashing a text identity is not free.
    @usableFromInline @exclusivity(unchecked) var lastHashed: (id: E.ID, hash: UInt64)?
    /// Hashes of the identities announced for lookup (``announce(_:)``), in order; those
    /// from `announcedNext` on are not warmed yet. See `RecordTable+Warming.swift`.
    @usableFromInline @exclusivity(unchecked) var announced: [UInt64] = []
    @usableFromInline @exclusivity(unchecked) var announcedNext = 0
    /// `announced[announcedNext]`, kept apart for the test on every lookup; nil when no
    /// announced identity waits to be warmed.
    @usableFromInline @exclusivity(unchecked) var nextToWarm: UInt64?
    /// What warming read, kept so that its reads are not optimized away.
    @usableFromInline @exclusivity(unchecked) var warmSink: UInt64 = 0

    @inlinable
    init(base: PersistentMap<E.ID, E>, writesThrough: Bool) {
        // During a commit the table must own its map alone, so that writes happen in place.
        self.base = writesThrough ? PersistentMap() : base
        self.current = base
        self.writesThrough = writesThrough
        self.relationships = E.relationships
        self.linksNewRecordsElsewhere = !E.relationships.isEmpty
            && E.relationships.allSatisfy { $0.linksNewRecordInPlace && !$0.targetsSource }
        self.operations = TableOperations(E.self)
    }

    @inlinable
    var hasWrites: Bool { !written.isEmpty }

    /// Whether the user wrote the record `id` in this unit of work.
    @inlinable
    func isWritten(_ id: E.ID) -> Bool {
        if let writtenIndex { return writtenIndex.contains(id) }
        let index = Set(written)
        writtenIndex = index
        return index.contains(id)
    }

    @inlinable
    var count: Int { current.count + added.count }

    /// The hash of `id` in the maps (see `lastHashed`).
    @inlinable
    func hash(_ id: E.ID) -> UInt64 {
        if let lastHashed, lastHashed.id == id { return lastHashed.hash }
        let hash = PersistentMap<E.ID, E>.hash(id)
        lastHashed = (id, hash)
        return hash
    }

    @inlinable
    func value(_ id: E.ID) -> E? {
        guard current.count != 0 || added.count != 0 else { return nil }
        let hash = hash(id)
        if hash == nextToWarm { warmNextPart() }
        return pointer(to: id, hash: hash)?.pointee
    }

    /// Where the record `id`, whose hash is `hash`, is stored (in `added` or `current`);
    /// nil when there is none. Valid until the table is next written.
    @inlinable @inline(__always)
    func pointer(to id: E.ID, hash: UInt64) -> UnsafeMutablePointer<E>? {
        if added.count != 0, let record = added.pointerInPlace(to: id, hash: hash) { return record }
        guard current.count != 0 else { return nil }
        return current.pointerInPlace(to: id, hash: hash)
    }

    /// Whether `added` holds the record `id`, whose hash is `hash`.
    @inlinable @inline(__always)
    func isAdded(_ id: E.ID, hash: UInt64) -> Bool {
        added.count != 0 && added.indexInPlace(of: id, hash: hash) != nil
    }

    /// The record `id` as this unit of work sees it, or nil.
    @inlinable
    subscript(id: E.ID) -> E? {
        pointer(to: id, hash: hash(id))?.pointee
    }

    /// `body`'s result for the record `id` without copying the record out, or nil when
    /// there is no such record.
    @inlinable
    func read<R>(_ id: E.ID, _ body: (E) -> R) -> R? {
        // The record's place first, then `body`: reading the map around `body` would
        // retain its storage for the call.
        guard let record = pointer(to: id, hash: hash(id)) else { return nil }
        return InPlace.borrow(&record.pointee, body)
    }

    @inlinable
    func contains(_ id: E.ID) -> Bool {
        let hash = hash(id)
        return isAdded(id, hash: hash) || (current.count != 0 && current.indexInPlace(of: id, hash: hash) != nil)
    }

    /// Stores `value` (nil: deletes) as the user's write; `existed` says whether
    /// `current` held the record before.
    @inlinable
    func write(_ id: E.ID, _ value: consuming E?, existed: Bool) {
        // Switched on as consumed, so that the record moves into the map uncopied.
        switch consume value {
        case .some(let record):
            // A record the map does not hold goes in with one walk of the trie; a context's
            // new record goes into `added`.
            let hash = hash(id)
            if !existed {
                if writesThrough {
                    current.insertNew(record, forKey: id, hash: hash)
                } else {
                    added.insertNew(record, forKey: id, hash: hash)
                }
            } else if added.count == 0 {
                current.updateValue(record, forKey: id, hash: hash)
            } else if let index = added.indexInPlace(of: id, hash: hash) {
                PersistentMap<E.ID, E>.value(in: added.items.uniquePointer(to: index)).pointee = record
            } else {
                current.updateValue(record, forKey: id, hash: hash)
            }
        case .none:
            let hash = hash(id)
            if added.count == 0 || added.removeValue(forKey: id, hash: hash) == nil {
                current.removeValue(forKey: id, hash: hash)
            }
            hasDeletes = true
        }
        noteWritten(id, existed: existed)
    }

    /// Records that the user wrote `id` (a context's write, even one that changed
    /// nothing); `existed` says whether `current` held the record before.
    @inlinable
    func noteWritten(_ id: E.ID, existed: Bool) {
        guard !writesThrough else { return }
        if !existed {
            written.append(id)
        } else if base.count != 0, base.contains(id, hash: hash(id)) {
            if writtenFromBase.insert(id).inserted {
                written.append(id)
                if !savepoints.isEmpty { writtenFromBaseLog.append(id) }
            }
        }
        // else: created in this context, so written already.
        writtenIndex = nil
    }

    /// Changes an existing record in place (inverse maintenance); false when absent.
    @inlinable
    func modify(_ id: E.ID, _ body: (inout E) -> Void) -> Bool {
        let hash = hash(id)
        if added.count == 0 || !added.modifyValue(forKey: id, hash: hash, body) {
            guard current.modifyValue(forKey: id, hash: hash, body) else { return false }
        }
        // Runs of one identity are common (the author of consecutive posts): kept once.
        if modified != nil, modified?.last != id { modified?.append(id) }
        return true
    }

    @inlinable
    func forEach(_ body: (E) throws -> Void) throws {
        try current.forEach { _, record in try body(record) }
        try added.forEach { _, record in try body(record) }
    }

    /// Visits each written identity once, in the order first written.
    @inlinable
    func forEachWritten(_ body: (E.ID) -> Void) {
        var seen = Set<E.ID>()
        seen.reserveCapacity(written.count)
        for id in written where seen.insert(id).inserted { body(id) }
    }

    // MARK: Commit

    /// First commit pass: store every written record in `workspace` (the store's current
    /// state) with its attributes as written and its relationships as they are there now.
    @inlinable
    func writeRecords(into workspace: RecordWorkspace) {
        guard let target = workspace.table(E.self) else { return }
        forEachWritten { id in
            guard let record = self[id] else { return }
            var stored = record
            let existing = target.value(id)
            for relationship in relationships { relationship.keepLinks(existing, &stored) }
            target.write(id, stored, existed: existing != nil)
        }
    }

    /// Whether the store's current records of `E` in `state` are still exactly the
    /// snapshot this table started from (no commit has changed them since).
    @inlinable
    func isCurrent(in state: StoreState) -> Bool {
        state.records(E.self)?.isIdentical(to: base) ?? false
    }

    /// Commit when nothing changed underneath: this context's records (written or touched
    /// by inverse maintenance) are already consistent with the current state, so its
    /// map of the snapshot's records becomes the store's table, in O(1), and the records
    /// it created (`added`) move into it. The context lets go of its maps first (it is
    /// done with them: the caller drops it after the commit), so that where no snapshot
    /// still holds the store's previous table, the table owns its nodes alone and takes
    /// the new records in place, without copying the paths to them. When the table is
    /// empty, `added` becomes the table whole.
    @inlinable
    func storeChanges(into workspace: RecordWorkspace) {
        guard let target = workspace.table(E.self) else { return }
        target.current = current
        current = PersistentMap()
        base = PersistentMap()
        savepoints.removeAll()
        var added = PersistentMap<E.ID, E>()
        swap(&added, &self.added)
        guard added.count != 0 else { return }
        if target.current.count == 0 {
            target.current = added
            return
        }
        // Copied out of `added`, which then goes: its values are released once more than
        // moving them would, which is cheap beside the walk of a large table each makes.
        added.forEachHashed { hash, id, record in target.current.insertNew(record, forKey: id, hash: hash) }
    }

    /// Second commit pass: replay the links each written record gained or lost since the
    /// snapshot, and deletions, onto the store's current state. `context` is the
    /// workspace this table belongs to.
    @inlinable
    func applyLinks(in workspace: RecordWorkspace, context: RecordWorkspace) {
        guard let target = workspace.table(E.self) else { return }
        forEachWritten { id in
            let before = base[id]
            if let record = self[id] {
                for relationship in relationships {
                    relationship.applyChanges(id, before, record, workspace, context)
                }
            } else if before != nil, let stored = target.value(id) {
                for relationship in relationships { relationship.detach(id, stored, workspace) }
                target.write(id, nil, existed: true)
            }
        }
    }
}

/// What a workspace does with a table without knowing its entity type. The closures are
/// made where `E` is known (and specialized), and take the table as an argument so that
/// they do not keep it alive.
@usableFromInline
struct TableOperations {
    @usableFromInline let hasWrites: (AnyObject) -> Bool
    @usableFromInline let writeRecords: (AnyObject, RecordWorkspace) -> Void
    @usableFromInline let applyLinks: (AnyObject, RecordWorkspace, RecordWorkspace) -> Void
    @usableFromInline let export: (AnyObject) -> (any AnyEntityTable)?
    @usableFromInline let isCurrent: (AnyObject, StoreState) -> Bool
    @usableFromInline let storeChanges: (AnyObject, RecordWorkspace) -> Void
    /// Adds what the table's unit of work changed to a change set (``StoreChanges``).
    @usableFromInline let addChanges: (AnyObject, inout StoreChanges) -> Void
    /// Savepoints (``RecordTable/beginSavepoint()`` and the two ways to end one).
    @usableFromInline let beginSavepoint: (AnyObject) -> Void
    @usableFromInline let endSavepoint: (AnyObject, _ rollingBack: Bool) -> Void

    @inlinable
    init<E: StoreEntity>(_ type: E.Type) {
        hasWrites = { ($0 as? RecordTable<E>)?.hasWrites ?? false }
        writeRecords = { table, workspace in (table as? RecordTable<E>)?.writeRecords(into: workspace) }
        applyLinks = { table, workspace, context in (table as? RecordTable<E>)?.applyLinks(in: workspace, context: context) }
        export = { table in (table as? RecordTable<E>).map { EntityTable<E>(records: $0.current) } }
        isCurrent = { table, state in (table as? RecordTable<E>)?.isCurrent(in: state) ?? false }
        storeChanges = { table, workspace in (table as? RecordTable<E>)?.storeChanges(into: workspace) }
        addChanges = { table, changes in
            if let table = table as? RecordTable<E> { changes.add(table.changedIdentities(), entity: E.entityName) }
        }
        beginSavepoint = { table in (table as? RecordTable<E>)?.beginSavepoint() }
        endSavepoint = { table, rollingBack in (table as? RecordTable<E>)?.endSavepoint(rollingBack: rollingBack) }
    }
}
