/// The in-memory engine's unit of work: a snapshot of the store's tables taken in O(1)
/// when the context opens, plus per-entity pending changes. Not thread-safe; a context
/// belongs to one task.
@usableFromInline
final class MemoryTransaction: StoreTransaction {
    @usableFromInline let engine: MemoryEngine
    @usableFromInline @exclusivity(unchecked) var workspace: RecordWorkspace

    @usableFromInline
    init(engine: MemoryEngine) {
        self.engine = engine
        self.workspace = RecordWorkspace(base: engine.currentState(), writesThrough: false)
    }

    @inlinable
    func table<E: StoreEntity>(_ type: E.Type) throws -> RecordTable<E> {
        try unretainedTable(type).takeUnretainedValue()
    }

    /// ``table(_:)`` unretained (see ``RecordWorkspace/unretainedTable(_:)``).
    @inlinable
    func unretainedTable<E: StoreEntity>(_ type: E.Type) throws -> Unmanaged<RecordTable<E>> {
        // The workspace lent, not retained: it is replaced only between units of work.
        guard let table = Unmanaged.passUnretained(workspace)._withUnsafeGuaranteedRef({ $0.unretainedTable(type) }) else {
            throw StoreError.unregisteredEntity(E.entityName)
        }
        return table
    }

    @inlinable
    func fetch<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> E? {
        try unretainedTable(type)._withUnsafeGuaranteedRef { $0.value(id) }
    }

    @inlinable
    func write<E: StoreEntity>(_ record: E, mode: StoreWriteMode) throws {
        _ = try store(record, mode: mode)
    }

    @inlinable
    func storeRecord<E: StoreEntity>(_ record: E, mode: StoreWriteMode) throws -> E? {
        try store(record, mode: mode)
    }

    /// Writes `record` and returns it as stored (with its relationships as inverse
    /// maintenance left them). `current`, when known, is what the table holds for the
    /// record's identity now (`.some(nil)`: nothing), which saves looking it up again.
    /// Both are taken as consumed, so that a record handed down from the parser moves
    /// into the table rather than being copied on the way; the one handed back is a copy.
    @inlinable
    func store<E: StoreEntity>(_ record: consuming E, mode: StoreWriteMode, current: consuming E?? = nil) throws -> E {
        let handed = copy record
        if try put(record, mode: mode, current: current) { return handed }
        return try table(E.self).value(handed.id) ?? handed
    }

    /// Writes `record` like ``store(_:mode:current:)`` without handing it back; returns
    /// whether the table now holds it exactly as handed over (false when a link changed
    /// it). A new record whose links all go to other entities' inverse ends (a post's
    /// author) is linked first and then moved into the table, uncopied.
    @inlinable
    func put<E: StoreEntity>(_ record: consuming E, mode: StoreWriteMode, current: consuming E?? = nil) throws -> Bool {
        let table = try table(E.self)
        let id = record.id
        let previous: E?
        if case .some(let known) = consume current { previous = known } else { previous = table.value(id) }
        // Checked without a tuple of (mode, previous), which would copy the record, and
        // matched rather than compared with nil (`==` of two optionals copies it too).
        let isNew: Bool
        if case .none = previous { isNew = true } else { isNew = false }
        if mode == .insert, !isNew { throw StoreError.duplicateIdentity(entity: E.entityName, id: "\(id)") }
        if mode == .update, isNew { throw StoreError.recordNotFound(entity: E.entityName, id: "\(id)") }
        // Compared in place: binding `previous` with `if let` copied the record.
        if !isNew, previous.map({ $0 == record }) == true {
            // Nothing changes, links included; it still counts as written (last commit wins).
            table.noteWritten(id, existed: true)
            return true
        }
        let relationships = table.relationships
        if isNew, table.linksNewRecordsElsewhere {
            try linkAndMoveIn(record, id: id, into: table)
            return true
        }
        // Check every relationship before changing anything, then make the changed ones'
        // links one by one.
        var changed = ChangedRelationships()
        // A new record passes a literal nil (handing over `previous` copied it even then);
        // a stored one passes `previous` itself (a conditional expression made a copy).
        if isNew {
            for relationship in relationships { changed.append(try relationship.checkTargets(record, nil, workspace)) }
        } else {
            for relationship in relationships { changed.append(try relationship.checkTargets(record, previous, workspace)) }
        }
        // A new record keeps the links that displace nothing (see `linksNewRecordInPlace`)
        // and they are made in place; every other changed one is stored as it was and made
        // one by one below (`keepsLinks`). One pass tells both, and whether an in-place link
        // goes to this entity's own table (perhaps to this very record).
        var keepsLinks = false
        var linksOwnEntity = false
        for index in relationships.indices where changed.contains(index) {
            if !(isNew && relationships[index].linksNewRecordInPlace) {
                keepsLinks = true
            } else if relationships[index].targetsSource {
                linksOwnEntity = true
            }
        }
        if !keepsLinks, !linksOwnEntity {
            // Every changed link is made at another entity's end, as above (a new record
            // whose other relationships link nothing, or a stored one whose links stay):
            // link first, then move the record in.
            for (index, relationship) in relationships.enumerated() where changed.contains(index) {
                _ = relationship.linkNewRecord(id, record, workspace)
            }
            table.write(id, record, existed: !isNew)
            return true
        }
        if keepsLinks {
            var stored = copy record
            for (index, relationship) in relationships.enumerated() where changed.contains(index) {
                if !(isNew && relationship.linksNewRecordInPlace) { relationship.keepLinks(previous, &stored) }
            }
            table.write(id, stored, existed: !isNew)
        } else {
            // Stored as it is, copied once: a link below goes to this entity, maybe to this record.
            table.write(id, copy record, existed: !isNew)
        }
        // What was stored is `record` until a link changes it: a link made one by one always
        // does, a link made in place only when it is to the record itself.
        var storedIsCurrent = !keepsLinks
        for (index, relationship) in relationships.enumerated() where changed.contains(index) {
            if isNew && relationship.linksNewRecordInPlace {
                if relationship.linkNewRecord(id, record, workspace) { storedIsCurrent = false }
            } else {
                relationship.applyChanges(id, previous, record, workspace, nil)
            }
        }
        return storedIsCurrent
    }

    /// ``put(_:mode:current:)`` of an upsert whose record the table is known not to hold
    /// (looked up, and nothing written since): no `E?` is made for what it held, which
    /// copying and destroying through its value witnesses cost more than the rest of
    /// the usual new record's write. Returns what `put` returns.
    @inlinable
    @discardableResult
    func putNew<E: StoreEntity>(_ record: consuming E) throws -> Bool {
        let table = try table(E.self)
        guard table.linksNewRecordsElsewhere else { return try put(record, mode: .upsert, current: .some(nil)) }
        let id = record.id
        try linkAndMoveIn(record, id: id, into: table)
        return true
    }

    /// ``store(_:mode:current:)`` of an upsert whose record the table is known not to hold,
    /// written by ``putNew(_:)``.
    @inlinable
    func storeNew<E: StoreEntity>(_ record: consuming E) throws -> E {
        let handed = copy record
        if try putNew(record) { return handed }
        return try table(E.self).value(handed.id) ?? handed
    }

    /// Writes the new record `id` of a table whose every link is made at another entity's
    /// end (``RecordTable/linksNewRecordsElsewhere``), which does not need the record
    /// stored yet. The targets are checked, the last one found once to check and link it
    /// (a missing target still leaves everything unchanged), the others linked after it;
    /// then the record moves in.
    @inlinable
    func linkAndMoveIn<E: StoreEntity>(_ record: consuming E, id: E.ID, into table: RecordTable<E>) throws {
        let relationships = table.relationships
        let last = relationships.count - 1
        for index in 0..<last { _ = try relationships[index].checkTargets(record, nil, workspace) }
        try relationships[last].checkAndLinkNewRecord(id, record, workspace)
        for index in 0..<last { _ = relationships[index].linkNewRecord(id, record, workspace) }
        table.write(id, record, existed: false)
    }

    @inlinable
    func delete<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> Bool {
        let table = try table(type)
        guard let current = table.value(id) else { return false }
        for relationship in table.relationships { relationship.detach(id, current, workspace) }
        table.write(id, nil, existed: true)
        return true
    }

    @inlinable
    func forEach<E: StoreEntity>(_ type: E.Type, _ body: (E) throws -> Void) throws {
        try table(type).forEach(body)
    }

    @inlinable
    func count<E: StoreEntity>(_ type: E.Type) throws -> Int {
        try table(type).count
    }

    @usableFromInline
    var hasChanges: Bool { workspace.hasWrites }

    @usableFromInline
    func beginSavepoint() throws {
        workspace.beginSavepoint()
    }

    @usableFromInline
    func endSavepoint(rollingBack: Bool) throws {
        workspace.endSavepoint(rollingBack: rollingBack)
    }

    @usableFromInline
    func commit() throws {
        try engine.requireOpen()
        let state = workspace.hasWrites ? engine.apply(workspace) : engine.currentState()
        workspace = RecordWorkspace(base: state, writesThrough: false)
    }

    @usableFromInline
    func rollback() {
        workspace = RecordWorkspace(base: engine.currentState(), writesThrough: false)
    }
}
