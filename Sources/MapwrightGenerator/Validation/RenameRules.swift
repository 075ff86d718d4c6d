/// Checks `renamedFrom` and `"removed": true`: a rename names a name the schema no
/// longer uses (not a live member or entity, not a removed one), and no two
/// declarations claim the same old name.
enum RenameRules {
    /// The members of one entity.
    static func checkMembers(of entity: EntitySyntax, diagnostics: inout DiagnosticCollector) {
        let live = Set(entity.attributes.map(\.name.value) + entity.relationships.map(\.name.value))
        let removed = Set(entity.removedMembers.map(\.value))
        let renames = entity.attributes.map { ($0.name.value, $0.renamedFrom) } + entity.relationships.map { ($0.name.value, $0.renamedFrom) }
        check(renames, owner: "entity '\(entity.name.value)'", kind: "member", article: "a", live: live, removed: removed, diagnostics: &diagnostics)
    }

    /// The entities of one module (live ones, and the names of removed ones).
    static func checkEntities(_ entities: [EntitySyntax], removed: [Located<String>], diagnostics: inout DiagnosticCollector) {
        let live = Set(entities.map(\.name.value))
        check(entities.map { ($0.name.value, $0.renamedFrom) }, owner: "the module", kind: "entity", article: "an",
              live: live, removed: Set(removed.map(\.value)), diagnostics: &diagnostics)
    }

    private static func check(
        _ renames: [(name: String, renamedFrom: Located<String>?)], owner: String, kind: String, article: String,
        live: Set<String>, removed: Set<String>, diagnostics: inout DiagnosticCollector
    ) {
        var claimed: [String: String] = [:]
        for (name, renamedFrom) in renames {
            guard let old = renamedFrom else { continue }
            if old.value == name {
                diagnostics.error("'\(name)' of \(owner) is renamedFrom itself; remove \"renamedFrom\"", at: old.location)
            } else if live.contains(old.value) {
                diagnostics.error("renamedFrom '\(old.value)' of '\(name)' names \(article) \(kind) of \(owner) that the schema still declares; a renamed \(kind)'s old name must be gone", at: old.location)
            } else if removed.contains(old.value) {
                diagnostics.error("renamedFrom '\(old.value)' of '\(name)' names \(article) \(kind) of \(owner) marked \"removed\": true; its stored values are either renamed or removed, not both", at: old.location)
            } else if let other = claimed.updateValue(name, forKey: old.value) {
                diagnostics.error("'\(name)' and '\(other)' of \(owner) are both renamedFrom '\(old.value)'", at: old.location)
            }
        }
    }
}
