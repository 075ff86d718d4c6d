/// Resolves inverses once every entity's relationships are known: an inverse must
/// name another relationship on the target that targets this entity and names this
/// relationship back, and both sides must be stored entities (with an identity).
enum InverseResolver {
    /// Fills in `Relationship.inverse` on every valid pair, recording the rest.
    static func resolve(_ drafts: inout [String: EntityDraft], diagnostics: inout DiagnosticCollector) {
        for entityName in drafts.keys.sorted() {
            guard let draft = drafts[entityName] else { continue }
            for syntax in draft.syntax.relationships {
                guard let inverseName = syntax.inverse,
                      let index = draft.relationshipIndex(named: syntax.name.value)
                else { continue }
                let relationship = draft.relationships[index]
                if let inverse = check(relationship, of: draft, inverse: inverseName, drafts: drafts, diagnostics: &diagnostics) {
                    drafts[entityName]?.setInverse(inverse, ofRelationshipAt: index)
                }
            }
        }
    }

    /// The inverse of `relationship` if it points back properly.
    private static func check(_ relationship: Relationship, of draft: EntityDraft, inverse: Located<String>, drafts: [String: EntityDraft], diagnostics: inout DiagnosticCollector) -> Relationship.Inverse? {
        let this = "\(draft.name).\(relationship.name)"
        guard let target = drafts[relationship.target], !target.syntax.isUnreadable else { return nil }
        guard draft.declaresIdentity else {
            diagnostics.identityNeeded(by: draft.name, "relationship '\(this)' cannot have an inverse: entity '\(draft.name)' is a value type (no identity) and is never stored on its own", at: inverse.location)
            return nil
        }
        guard target.declaresIdentity else {
            diagnostics.identityNeeded(by: target.name, "relationship '\(this)' cannot have an inverse: target '\(target.name)' is a value type (no identity) and is never stored on its own", at: inverse.location)
            return nil
        }
        guard relationship.target != draft.name || inverse.value != relationship.name else {
            diagnostics.error("relationship '\(this)' cannot be its own inverse: a symmetric link is not stored by the SQLite engine (each record's side would be the same column or join row); declare a second relationship on '\(draft.name)' as its inverse (for example '\(relationship.name)' and '\(relationship.name)Of'), or remove the inverse", at: inverse.location)
            return nil
        }
        guard let otherSyntax = target.syntax.relationships.first(where: { $0.name.value == inverse.value }) else {
            if target.syntax.hasUnreadMembers { return nil }
            let hint = Suggestion.didYouMean(inverse.value, among: target.syntax.relationships.map(\.name.value))
            diagnostics.error("inverse '\(inverse.value)' of relationship '\(this)' is not a relationship of entity '\(target.name)'\(hint)", at: inverse.location)
            return nil
        }
        guard let other = target.relationship(named: inverse.value) else { return nil }
        let that = "\(target.name).\(other.name)"
        let problem: String? =
            if other.target != draft.name { "'\(that)' targets '\(other.target)'" }
            else if let back = otherSyntax.inverse, back.value != relationship.name { "'\(that)' has inverse '\(back.value)'" }
            else if otherSyntax.inverse == nil { "'\(that)' declares no inverse" }
            else { nil }
        if let problem {
            diagnostics.error("inverse '\(inverse.value)' of relationship '\(this)' does not point back: \(problem)", at: inverse.location, notes: [.init("'\(that)' declared here", at: other.location)])
            return nil
        }
        return Relationship.Inverse(name: other.name, isMany: other.isMany)
    }
}
