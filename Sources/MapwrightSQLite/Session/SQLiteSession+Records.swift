import Mapwright

extension SQLiteSession {
    /// Stores `record` with the in-memory engine's semantics (modes, target checks,
    /// inverse maintenance in the same order) and returns it as stored.
    func write<E: StoreEntity>(_ record: E, mode: StoreWriteMode) throws -> E {
        let id = record.id
        let hash = id.hashValue
        let previous = try self.record(E.self, id: id, hash: hash)
        // Tested without tuples or comparisons with nil: unspecialized, both copy the record.
        let isNew: Bool
        if case .some = previous { isNew = false } else { isNew = true }
        if mode == .insert, !isNew { throw StoreError.duplicateIdentity(entity: E.entityName, id: "\(id)") }
        if mode == .update, isNew { throw StoreError.recordNotFound(entity: E.entityName, id: "\(id)") }
        if case .some(let previous) = previous, previous == record { return record }
        let table = try catalog.requireTable(E.self)
        // Check every relationship before changing anything. (The relations are walked as
        // a chain: unspecialized, each use of an array of them costs a metadata lookup.)
        var changed = ChangedRelationships()
        var relation = table.firstRelation
        while let current = relation {
            let isChanged = isNew ? current.holdsLinks(record) : !current.isSame(previous, record)
            if isChanged { try current.checkTargets(of: record, previous: previous, session: self) }
            changed.append(isChanged)
            relation = current.next
        }
        var stored = record
        // Whether a link change may have touched the record `id` itself in the cache.
        var touchedItself = false
        if isNew {
            // A new row holds the links that displace nothing (to-one whose inverse is
            // to-many, or none); the others are made one by one below.
            var index = 0
            relation = table.firstRelation
            while let current = relation {
                if changed.contains(index) && !current.linksInPlace { current.copyLinks(from: nil, into: &stored) }
                index += 1
                relation = current.next
            }
            try table.insertRow(stored, session: self)
            noteInserted(E.self, hash: hash)
            try remember(stored: stored, id: id, hash: hash)
            index = 0
            relation = table.firstRelation
            while let current = relation {
                if changed.contains(index) && current.linksInPlace {
                    try current.linkedInPlace(id, stored, session: self)
                    touchedItself = touchedItself || current.targetsOwnEntity
                }
                index += 1
                relation = current.next
            }
        } else {
            var index = 0
            relation = table.firstRelation
            while let current = relation {
                if changed.contains(index) { current.copyLinks(from: previous, into: &stored) }
                index += 1
                relation = current.next
            }
            // The values change: written back later, once however often they change.
            if stored != previous { try update(stored, id: id, hash: hash, in: table) }
        }
        var index = 0
        relation = table.firstRelation
        while let current = relation {
            if changed.contains(index) && !(isNew && current.linksInPlace) {
                try current.applyChanges(id, from: previous, to: record, session: self)
                touchedItself = true
            }
            index += 1
            relation = current.next
        }
        // As stored now (a cache hit) when links made above may have changed it.
        return touchedItself ? try self.record(E.self, id: id, hash: hash) ?? stored : stored
    }

    /// Deletes the record `id`, removing it from the inverse end of its relationships;
    /// false when there was none.
    func delete<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> Bool {
        let table = try catalog.requireTable(type)
        guard let current = try record(type, id: id) else { return false }
        for relation in table.relations { try relation.detach(id, current, session: self) }
        try table.deleteRow(id, session: self)
        try remember(E?.none, id: id)
        return true
    }

    /// Visits every stored record of `E`.
    func forEach<E: StoreEntity>(_ type: E.Type, _ body: (E) throws -> Void) throws {
        try writeBack()
        try catalog.requireTable(type).forEach(session: self, body)
    }

    /// Number of stored records of `E`.
    func count<E: StoreEntity>(_ type: E.Type) throws -> Int {
        try writeBack()
        return try catalog.requireTable(type).count(session: self)
    }
}
