/// Rejects identified entities that require themselves through required to-one
/// relationships (`"optional": false`), directly or around a loop.
///
/// The store links a record only to a record that is already stored, and a required
/// link is set before the record is written, so every record on such a loop needs
/// another one of the loop stored before it: none can be stored first.
enum RequiredLinkCycles {
    /// Reports each loop once, at the relationship that closes it back to the loop's
    /// first entity by name.
    static func check(_ drafts: [String: EntityDraft], diagnostics: inout DiagnosticCollector) {
        for start in drafts.keys.sorted() {
            guard let path = loop(from: start, drafts: drafts), let closing = path.last else { continue }
            guard path.allSatisfy({ $0.target >= start }) else { continue }
            let owners = [start] + path.dropLast().map(\.target)
            let chain = zip(owners, path).map { "'\($0).\($1.name)'" }.joined(separator: " → ")
            let relationships = path.count == 1 ? "relationship \(chain)" : "relationships \(chain)"
            diagnostics.error("entity '\(start)' requires itself through required to-one \(relationships): a required target must be stored before the record, so no record of the loop could be stored first; make one of them optional", at: closing.location)
        }
    }

    /// The required links of a path from `start` back to it, if there is one.
    private static func loop(from start: String, drafts: [String: EntityDraft]) -> [Relationship]? {
        var visited = Set<String>()
        func search(_ entity: String, path: [Relationship]) -> [Relationship]? {
            for relationship in drafts[entity]?.relationships ?? [] where isRequiredLink(relationship) {
                if relationship.target == start { return path + [relationship] }
                if visited.insert(relationship.target).inserted, let found = search(relationship.target, path: path + [relationship]) {
                    return found
                }
            }
            return nil
        }
        guard drafts[start]?.declaresIdentity == true else { return nil }
        return search(start, path: [])
    }

    /// A required to-one link to a stored record.
    private static func isRequiredLink(_ relationship: Relationship) -> Bool {
        !relationship.isMany && !relationship.isOptional && relationship.storage == .identifier
    }
}
