extension StoreContext {
    /// Changes the identity of a stored record: the record `old` of `E` becomes `record`
    /// (its new identity and fields), keeping its place among the records it is linked
    /// with. Returns the record as stored.
    ///
    /// Every link made through a relationship with an inverse follows: the record's own
    /// relationships are `record`'s, and each target's inverse end names the new identity
    /// where it named the old one (same position in a to-many). Links through
    /// relationships *without* an inverse that point at the old identity are not
    /// followed: they keep it, as they do when a record is deleted. Delete rules do not
    /// apply (nothing is deleted but the old identity).
    ///
    /// Throws ``StoreError/recordNotFound(entity:id:)`` when there is no record `old`,
    /// and ``StoreError/duplicateIdentity(entity:id:)`` when a record already has the new
    /// identity (merging two records is not a change of identity); then nothing changes.
    /// When `record` has the identity `old`, this is ``update(_:)``. In a change set the
    /// old identity is deleted and the new one inserted (and targets whose inverse ends
    /// changed are updated). Runs in a savepoint, so a failure half-way changes nothing.
    @discardableResult
    public func changeIdentity<E: StoreEntity>(_ type: E.Type, from old: E.ID, to record: E) throws -> E {
        guard record.id != old else {
            try writeRecord(record, mode: .update)
            return try fetchRecord(E.self, id: old) ?? record
        }
        guard let current = try fetchRecord(E.self, id: old) else {
            throw StoreError.recordNotFound(entity: E.entityName, id: "\(old)")
        }
        if try containsRecord(E.self, id: record.id) {
            throw StoreError.duplicateIdentity(entity: E.entityName, id: "\(record.id)")
        }
        return try withSavepoint {
            let restorers = try E.relationships.map { try $0.keepInversePositions(current, self) }
            _ = try deleteRecord(E.self, id: old)
            try writeRecord(record, mode: .insert)
            for restore in restorers { try restore(record.id, self) }
            return try fetchRecord(E.self, id: record.id) ?? record
        }
    }
}
