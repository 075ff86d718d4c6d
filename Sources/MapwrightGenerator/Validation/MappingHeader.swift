/// A mapping whose entity is known, before its fields are translated: what nested
/// relationship fields look up when they name a mapping (or use a default one).
struct MappingHeader {
    /// The declaration.
    let syntax: MappingSyntax
    /// The entity it fills (it exists).
    let entity: String
    /// Whether it is the entity's default mapping.
    let isDefault: Bool

    /// The mapping's name.
    var name: String { syntax.name.value }

    /// How fields refer to it.
    var reference: MappingReference {
        MappingReference(entity: entity, mapping: name, isDefault: isDefault)
    }

    /// The headers of `mappings` whose entity exists; the others are recorded.
    /// With `entitiesMayBeUnread`, an unknown entity is skipped quietly (it may be among
    /// entities that could not be read).
    static func resolve(_ mappings: [MappingSyntax], entityNames: Set<String>, entitiesMayBeUnread: Bool = false, diagnostics: inout DiagnosticCollector) -> [MappingHeader] {
        let candidates = entityNames.sorted()
        return mappings.compactMap { mapping in
            let name = mapping.name
            if let entity = mapping.entity {
                guard entityNames.contains(entity.value) else {
                    if entitiesMayBeUnread { return nil }
                    let hint = Suggestion.didYouMean(entity.value, among: candidates)
                    diagnostics.error("mapping '\(name.value)' is for unknown entity '\(entity.value)'\(hint)", at: entity.location)
                    return nil
                }
                return MappingHeader(syntax: mapping, entity: entity.value, isDefault: entity.value == name.value)
            }
            guard entityNames.contains(name.value) else {
                if entitiesMayBeUnread { return nil }
                let hint = Suggestion.didYouMean(name.value, among: candidates)
                diagnostics.error("mapping '\(name.value)' is for unknown entity '\(name.value)' (a named mapping says its entity with \"entity\")\(hint)", at: name.location)
                return nil
            }
            return MappingHeader(syntax: mapping, entity: name.value, isDefault: true)
        }
    }
}
