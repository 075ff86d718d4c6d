/// The records of one entity as a unit of work sees them.
///
/// In a context (`writesThrough == false`) it is the snapshot the context started from
/// plus the context's own changes; records are copied out of the snapshot only when
/// changed. During a commit (`writesThrough == true`) it is the store's current table,
/// changed in place. A table belongs to one unit of work and is never accessed
/// re-entrantly, so its stored properties skip dynamic exclusivity checks.
@usableFromInline
final class RecordTable<E: StoreEntity> {
    /// A changed record: its value in this context (nil once deleted) and whether the
    /// context's user wrote it, as opposed to inverse maintenance touching it.
    @usableFromInline
    struct Change {
        @usableFromInline var value: E?
        @usableFromInline var isWritten: Bool

        @inlinable
        init(value: consuming E?, isWritten: Bool) {
            self.value = value
            self.isWritten = isWritten
        }

        @inlinable
        var exists: Bool {
            if case .some = value { return true }
            return false
        }

        @inlinable
        mutating func modify(_ body: (inout E) -> Void) -> Bool {
            guard var record = value else { return false }
            value = nil  // let `record` own its storage while `body` changes it
            body(&record)
            value = record
            return true
        }
    }

    /// The snapshot (context) or the current records (commit).
    @usableFromInline @exclusivity(unchecked) var base: PersistentMap<E.ID, E>
    @usableFromInline let writesThrough: Bool
    /// The entity's relationships.
    @usableFromInline let relationships: [StoreRelationship<E>]
    /// The entity-specific operations a workspace runs without knowing `E`.
    @usableFromInline let operations: TableOperations
    @usableFromInline @exclusivity(unchecked) var changes: [E.ID: Change] = [:]
    /// Identities the user wrote, in the order first written: what commit replays.
    @usableFromInline @exclusivity(unchecked) var written: [E.ID] = []
    @usableFromInline @exclusivity(unchecked) var countChange = 0

    @inlinable
    init(base: PersistentMap<E.ID, E>, writesThrough: Bool) {
        self.base = base
        self.writesThrough = writesThrough
        self.relationships = E.relationships
        self.operations = TableOperations(E.self)
    }

    @inlinable
    var hasWrites: Bool { !written.isEmpty }

    /// Whether the user wrote the record `id` in this unit of work.
    @inlinable
    func isWritten(_ id: E.ID) -> Bool {
        guard let index = changes.index(forKey: id) else { return false }
        return changes.values[index].isWritten
    }

    @inlinable
    var count: Int { base.count + countChange }

    @inlinable
    func value(_ id: E.ID) -> E? {
        if !changes.isEmpty, let change = changes[id] { return change.value }
        return base.count == 0 ? nil : base[id]
    }

    /// `body`'s result for the record `id` without copying the record out, or nil when
    /// there is no such record.
    @inlinable
    func read<R>(_ id: E.ID, _ body: (E) -> R) -> R? {
        if !changes.isEmpty, let index = changes.index(forKey: id) {
            return changes.values[index].value.map(body)
        }
        return base.read(id, body)
    }

    @inlinable
    func contains(_ id: E.ID) -> Bool {
        if !changes.isEmpty, let index = changes.index(forKey: id) { return changes.values[index].exists }
        return base.contains(id)
    }

    /// Stores `value` (nil: deletes) as the user's write.
    @inlinable
    func write(_ id: E.ID, _ value: consuming E?, existed: Bool) {
        let exists = value != nil
        if writesThrough {
            if let value { base.updateValue(value, forKey: id) } else { base.removeValue(forKey: id) }
            return
        }
        if exists && !existed { countChange += 1 }
        if !exists && existed { countChange -= 1 }
        if changes.updateValue(Change(value: value, isWritten: true), forKey: id)?.isWritten != true {
            written.append(id)
        }
    }

    /// Changes an existing record in place (inverse maintenance); false when absent.
    @inlinable
    func modify(_ id: E.ID, _ body: (inout E) -> Void) -> Bool {
        if writesThrough { return base.modifyValue(forKey: id, body) }
        if let index = changes.index(forKey: id) {
            return changes.values[index].modify(body)
        }
        guard var record = base[id] else { return false }
        body(&record)
        changes[id] = Change(value: record, isWritten: false)
        return true
    }

    @inlinable
    func forEach(_ body: (E) throws -> Void) throws {
        if changes.isEmpty {
            try base.forEach { _, record in try body(record) }
            return
        }
        try base.forEach { id, record in
            if changes[id] == nil { try body(record) }
        }
        for change in changes.values {
            if let record = change.value { try body(record) }
        }
    }

    // MARK: Commit

    /// First commit pass: store every written record in `workspace` (the store's current
    /// state) with its attributes as written and its relationships as they are there now.
    @inlinable
    func writeRecords(into workspace: RecordWorkspace) {
        guard let target = workspace.table(E.self) else { return }
        for id in written {
            guard let record = changes[id]?.value else { continue }
            var stored = record
            let current = target.value(id)
            for relationship in relationships { relationship.keepLinks(current, &stored) }
            target.write(id, stored, existed: current != nil)
        }
    }

    /// Whether the store's current records of `E` in `state` are still exactly the
    /// snapshot this table started from (no commit has changed them since).
    @inlinable
    func isCurrent(in state: StoreState) -> Bool {
        state.records(E.self)?.isIdentical(to: base) ?? false
    }

    /// Commit when nothing changed underneath: this context's records (written or touched
    /// by inverse maintenance) are already consistent with the current state, so they are
    /// stored as they are.
    @inlinable
    func storeChanges(into workspace: RecordWorkspace) {
        guard let target = workspace.table(E.self) else { return }
        for (id, change) in changes {
            target.write(id, change.value, existed: true)
        }
    }

    /// Second commit pass: replay the links each written record gained or lost since the
    /// snapshot, and deletions, onto the store's current state. `context` is the
    /// workspace this table belongs to.
    @inlinable
    func applyLinks(in workspace: RecordWorkspace, context: RecordWorkspace) {
        guard let target = workspace.table(E.self) else { return }
        for id in written {
            let before = base[id]
            if let record = changes[id]?.value {
                for relationship in relationships {
                    relationship.applyChanges(id, before, record, workspace, context)
                }
            } else if before != nil, let current = target.value(id) {
                for relationship in relationships { relationship.detach(id, current, workspace) }
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

    @inlinable
    init<E: StoreEntity>(_ type: E.Type) {
        hasWrites = { ($0 as? RecordTable<E>)?.hasWrites ?? false }
        writeRecords = { table, workspace in (table as? RecordTable<E>)?.writeRecords(into: workspace) }
        applyLinks = { table, workspace, context in (table as? RecordTable<E>)?.applyLinks(in: workspace, context: context) }
        export = { table in (table as? RecordTable<E>).map { EntityTable<E>(records: $0.base) } }
        isCurrent = { table, state in (table as? RecordTable<E>)?.isCurrent(in: state) ?? false }
        storeChanges = { table, workspace in (table as? RecordTable<E>)?.storeChanges(into: workspace) }
    }
}
