extension RecordTable {
    /// What this (context) table's unit of work changed: each record it wrote or changed
    /// by inverse maintenance, compared between the snapshot the context started from
    /// (`base`, which is the record as the unit of work found it) and what it sees now.
    @inlinable
    func changedIdentities() -> ChangedIdentities<E.ID> {
        var found = ChangedIdentities<E.ID>()
        guard !writesThrough else { return found }
        var seen = Set<E.ID>(minimumCapacity: written.count + (modified?.count ?? 0))
        func compare(_ id: E.ID) {
            guard seen.insert(id).inserted else { return }
            let before = base.count == 0 ? nil : base[id]
            guard let before else {
                if contains(id) { found.inserted.insert(id) }
                return
            }
            if let after = value(id) {
                if before != after { found.updated.insert(id) }
            } else {
                found.deleted.insert(id)
            }
        }
        for id in written { compare(id) }
        for id in modified ?? [] { compare(id) }
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
