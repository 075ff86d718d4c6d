/// Rejects value types that contain themselves through to-one relationships: Swift
/// cannot lay out a struct that holds itself (an array of itself is fine).
enum ValueTypeCycles {
    /// Reports each cycle once, at the relationship that leads back to the cycle's
    /// first entity by name.
    static func check(_ drafts: [String: EntityDraft], diagnostics: inout DiagnosticCollector) {
        for start in drafts.keys.sorted() {
            guard let path = cycle(from: start, drafts: drafts), let closing = path.last else { continue }
            let members = path.map(\.target)
            guard members.allSatisfy({ $0 >= start }) else { continue }
            let owner = path.count > 1 ? path[path.count - 2].target : start
            diagnostics.error("value type '\(start)' contains itself through to-one relationship '\(owner).\(closing.name)'; make it to-many or give '\(start)' an identity", at: closing.location)
        }
    }

    /// The relationships of a path of embedded to-one relationships from `start` back
    /// to it, if there is one.
    private static func cycle(from start: String, drafts: [String: EntityDraft]) -> [Relationship]? {
        var visited = Set<String>()
        func search(_ entity: String, path: [Relationship]) -> [Relationship]? {
            for relationship in drafts[entity]?.relationships ?? [] where !relationship.isMany && relationship.storage == .embedded {
                if relationship.target == start { return path + [relationship] }
                if visited.insert(relationship.target).inserted, let found = search(relationship.target, path: path + [relationship]) {
                    return found
                }
            }
            return nil
        }
        return search(start, path: [])
    }
}
