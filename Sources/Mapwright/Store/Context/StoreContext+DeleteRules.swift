extension StoreContext {
    /// Deletes the record `id` of `E` by its relationships' delete rules: refuses while a
    /// `deny` relationship links to something, or a `nullify` one links to records that
    /// require this one (their end is a required to-one), deletes the record, then deletes the
    /// targets of its `cascade` relationships. Returns false when there was no record.
    /// A cascade runs in a savepoint: a `deny` (or any error) met on the way puts back
    /// what it had deleted, so a caller that catches the error finds every record.
    @usableFromInline
    func deleteApplyingRules<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> Bool {
        guard let record = try fetchRecord(type, id: id) else { return false }
        for relationship in E.relationships where relationship.deleteRule != .cascade && relationship.linksAnything(record) {
            if relationship.deleteRule == .deny {
                throw StoreError.deleteDenied(entity: E.entityName, id: "\(id)", relationship: relationship.name)
            }
            if relationship.inverseIsRequired {
                throw StoreError.deleteRequired(entity: E.entityName, id: "\(id)", relationship: relationship.name,
                                                requiredBy: relationship.targetType.entityName)
            }
        }
        let cascades = E.relationships.filter { $0.deleteRule == .cascade && $0.linksAnything(record) }
        guard !cascades.isEmpty else { return try deleteRecord(type, id: id) }
        return try withSavepoint {
            guard try deleteRecord(type, id: id) else { return false }
            for relationship in cascades { try relationship.deleteTargets(record, self) }
            return true
        }
    }
}
