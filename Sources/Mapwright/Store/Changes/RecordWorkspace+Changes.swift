extension RecordTable {
    /// What this (context) table's unit of work changed: each record it wrote or changed
    /// by inverse maintenance, compared between the snapshot the context started from
    /// (`base`, which is the record as the unit of work found it) and what it sees now.
    /// Each identity is hashed once for both lookups; `written` has few repeats (and a
    /// repeat finds the same change), `modified` many, so only the latter is deduplicated.
    /// Until the unit of work deletes a record of the table, a written identity that was
    /// not in the snapshot is an insert without any lookup (see ``hasDeletes``).
    @inlinable
    func changedIdentities() -> ChangedIdentities<E.ID> {
        var found = ChangedIdentities<E.ID>()
        guard !writesThrough else { return found }
        func compare(_ id: E.ID) {
            let hash = PersistentMap<E.ID, E>.hash(id)
            // Compared where they are stored: copied out, both records were copied and
            // destroyed field by field for one comparison.
            guard base.count != 0, let before = base.pointerInPlace(to: id, hash: hash) else {
                if pointer(to: id, hash: hash) != nil { found.insertedList.append(id) }
                return
            }
            if let after = pointer(to: id, hash: hash) {
                if before.pointee != after.pointee { found.updatedList.append(id) }
            } else {
                found.deletedList.append(id)
            }
        }
        // Identities written that were not in the snapshot: about the records inserted.
        let created = written.count - writtenFromBase.count
        if created > 0 { found.insertedList.reserveCapacity(created) }
        if hasDeletes {
            for id in written { compare(id) }
        } else if writtenFromBase.isEmpty {
            // Each was absent when first written and nothing was deleted: inserted, and
            // listed once (only a delete lets an identity be created twice).
            found.insertedList.append(contentsOf: written)
        } else {
            for id in written {
                if writtenFromBase.contains(id) { compare(id) } else { found.insertedList.append(id) }
            }
        }
        // Inverse maintenance changes records that exist; with an empty snapshot, each of
        // them was inserted by this unit of work and is listed as such above already.
        if let modified, base.count != 0 {
            var seen = Set<E.ID>(minimumCapacity: modified.count)
            for id in modified where seen.insert(id).inserted { compare(id) }
        }
        return found
    }
}

extension RecordWorkspace {
    /// What this (context) workspace's unit of work changed, table by table (see
    /// ``StoreChanges``): the in-memory engine's change sets, worked out at commit from
    /// the context's snapshot and the identities its tables note as written or changed
    /// (``recordsModifications``), instead of records remembered write by write.
    @usableFromInline
    func changes() -> StoreChanges {
        var changes = StoreChanges()
        for entry in order { entry.operations.addChanges(entry.table, &changes) }
        return changes
    }
}
