/// Collects a module's server types for its `Registry`: each must be non-empty and
/// unique, and name an entity that has an identity and a default mapping to parse with.
enum ServerTypeTranslator {
    /// The valid bindings, sorted by server type.
    /// With `mappingsMayBeUnread`, a missing default mapping is skipped quietly.
    static func bindings(_ drafts: [EntityDraft], defaultMappings: Set<String>, mappingsMayBeUnread: Bool = false, order: (SchemaLocation) -> (Int, Int, Int), diagnostics: inout DiagnosticCollector) -> [ServerTypeBinding] {
        var first: [String: (entity: String, location: SchemaLocation)] = [:]
        var bindings: [ServerTypeBinding] = []
        let declared = drafts.compactMap { draft in draft.syntax.serverType.map { (draft, $0) } }
        for (draft, serverType) in declared.sorted(by: { order($0.1.location) < order($1.1.location) }) {
            guard !serverType.value.isEmpty else {
                diagnostics.error("serverType of entity '\(draft.name)' is empty", at: serverType.location)
                continue
            }
            if let previous = first[serverType.value] {
                diagnostics.error("server type '\(serverType.value)' of entity '\(draft.name)' is already used by entity '\(previous.entity)'", at: serverType.location, notes: [.init("entity '\(previous.entity)' uses it here", at: previous.location)])
                continue
            }
            first[serverType.value] = (draft.name, serverType.location)
            guard draft.declaresIdentity else {
                diagnostics.identityNeeded(by: draft.name, "entity '\(draft.name)' has a serverType but no identity; only stored entities are dispatched by server type", at: serverType.location)
                continue
            }
            guard defaultMappings.contains(draft.name) else {
                if mappingsMayBeUnread { continue }
                diagnostics.error("entity '\(draft.name)' has a serverType but no default mapping to parse it with; add mapping '\(draft.name)'", at: serverType.location)
                continue
            }
            bindings.append(ServerTypeBinding(serverType: serverType.value, entity: draft.name))
        }
        return bindings.sorted { $0.serverType < $1.serverType }
    }
}
