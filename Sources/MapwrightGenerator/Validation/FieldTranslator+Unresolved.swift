/// The `unresolved` option of a reference field: what a reference does when the record
/// it names is not stored.
extension FieldTranslator {
    /// The policy written on `syntax` (`.error` when absent); `nil` when it does not fit
    /// the relationship (recorded at the option's value).
    func unresolvedPolicy(_ syntax: FieldSyntax, relationship: Relationship, diagnostics: inout DiagnosticCollector) -> RelationshipField.UnresolvedPolicy? {
        guard let written = syntax.unresolved, let policy = RelationshipField.UnresolvedPolicy(rawValue: written.value) else { return .error }
        let name = relationship.name
        guard syntax.reference?.value == true else {
            diagnostics.error("'unresolved' applies only to references; relationship '\(name)' is parsed nested (add 'reference': true if the JSON holds the target's identity)", at: written.location)
            return nil
        }
        switch policy {
        case .error:
            return .error
        case .ignore:
            guard relationship.isMany || relationship.isOptional else {
                diagnostics.error("'unresolved': 'ignore' cannot apply to required relationship '\(name)': a record without its '\(relationship.target)' cannot be stored; use 'error' or 'create'", at: written.location)
                return nil
            }
            return .ignore
        case .create:
            guard let target = drafts[relationship.target] else { return nil }
            let blockers = creationBlockers(of: target)
            guard blockers.isEmpty else {
                let names = blockers.map { "'\($0.name)'" }.joined(separator: ", ")
                diagnostics.error("'unresolved': 'create' needs every member of '\(target.name)' but its identity to be optional or have a default, so that a record can hold only the identity; \(names) \(blockers.count == 1 ? "is" : "are") required",
                                  at: written.location, notes: blockers.map { Diagnostic.Note("'\(target.name).\($0.name)' declared here", at: $0.location) })
                return nil
            }
            return .create
        }
    }

    /// The members of `target` that a record holding only its identity cannot fill:
    /// required attributes without a default (other than the identity's) and required
    /// to-one relationships.
    private func creationBlockers(of target: EntityDraft) -> [(name: String, location: SchemaLocation)] {
        let identity = Set(target.identity.attributes.map(\.name))
        let attributes = target.attributes.filter { !$0.isOptional && $0.defaultValue == nil && !identity.contains($0.name) }
        let relationships = target.relationships.filter { !$0.isMany && !$0.isOptional }
        return attributes.map { ($0.name, $0.location) } + relationships.map { ($0.name, $0.location) }
    }
}
