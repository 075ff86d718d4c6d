/// `"extends": "Car"` on an entity: a `Racecar` starts from `Car`'s identity, attributes
/// and relationships, then its own members are added (a member of the same name replaces
/// the inherited one). Without a default mapping of its own, it reads JSON by `Car`'s
/// default mapping; its named mappings may extend `Car`'s mappings. The two are separate
/// entities: each has its own records (fetching cars does not return racecars).
///
/// A relationship with an inverse is not inherited: the inverse can name only one entity
/// back. The child declares its own.
enum EntityInheritance {
    /// Each entity's parent, for those that extend a known one.
    static func parents(of entities: [EntitySyntax]) -> [String: String] {
        let names = Set(entities.map(\.name.value))
        return Dictionary(entities.compactMap { entity in
            entity.extends.flatMap { names.contains($0.value) ? (entity.name.value, $0.value) : nil }
        }, uniquingKeysWith: { first, _ in first })
    }

    /// `entities` with inherited members merged in; mistakes (an unknown parent, a loop,
    /// an inherited relationship with an inverse) are recorded.
    static func expand(_ entities: [EntitySyntax], diagnostics: inout DiagnosticCollector) -> [EntitySyntax] {
        let byName = Dictionary(entities.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var expanded: [String: EntitySyntax] = [:]
        return entities.map { entity in
            var visiting: [String] = []
            return resolve(entity, byName: byName, visiting: &visiting, expanded: &expanded, diagnostics: &diagnostics)
        }
    }

    private static func resolve(_ entity: EntitySyntax, byName: [String: EntitySyntax], visiting: inout [String],
                                expanded: inout [String: EntitySyntax], diagnostics: inout DiagnosticCollector) -> EntitySyntax {
        if let done = expanded[entity.name.value] { return done }
        guard let extends = entity.extends else { return entity }
        let name = entity.name.value
        if let start = visiting.firstIndex(of: name) {
            let loop = (visiting[start...] + [name]).map { "'\($0)'" }.joined(separator: " → ")
            diagnostics.error("entity '\(name)' extends itself: \(loop); remove one 'extends'", at: extends.location)
            return entity
        }
        guard let parentSyntax = byName[extends.value] else {
            let hint = Suggestion.didYouMean(extends.value, among: byName.keys.sorted())
            diagnostics.error("entity '\(name)' extends unknown entity '\(extends.value)'\(hint)", at: extends.location)
            return entity
        }
        visiting.append(name)
        defer { visiting.removeLast() }
        let parent = resolve(parentSyntax, byName: byName, visiting: &visiting, expanded: &expanded, diagnostics: &diagnostics)
        let ownAttributes = Set(entity.attributes.map(\.name.value))
        let ownRelationships = Set(entity.relationships.map(\.name.value))
        var inherited: [RelationshipSyntax] = []
        for relationship in parent.relationships where !ownRelationships.contains(relationship.name.value) {
            if let inverse = relationship.inverse {
                diagnostics.error("entity '\(name)' cannot inherit relationship '\(relationship.name.value)' of '\(parent.name.value)': its inverse '\(inverse.value)' can point back to '\(parent.name.value)' only; declare '\(relationship.name.value)' on '\(name)' with an inverse of its own", at: extends.location, notes: [.init("'\(relationship.name.value)' declared here", at: relationship.name.location)])
                continue
            }
            inherited.append(relationship)
        }
        var merged = EntitySyntax(
            name: entity.name, identity: entity.identity ?? parent.identity,
            attributes: parent.attributes.filter { !ownAttributes.contains($0.name.value) } + entity.attributes,
            relationships: inherited + entity.relationships,
            serverType: entity.serverType, hasUnreadMembers: entity.hasUnreadMembers || parent.hasUnreadMembers,
            renamedFrom: entity.renamedFrom, removed: entity.removed, removedMembers: entity.removedMembers,
            isUnreadable: entity.isUnreadable, indexes: entity.indexes)
        merged.extends = extends
        expanded[name] = merged
        return merged
    }

    /// A default mapping for each entity that extends another and declares none: it
    /// extends the parent's default mapping (located at the entity's `extends`).
    static func inheritedDefaultMappings(_ entities: [EntitySyntax], mappings: [MappingSyntax]) -> [MappingSyntax] {
        let defaults = Set(mappings.filter(ModuleDeclarations.isDefaultMapping).map(\.name.value))
        return entities.compactMap { entity in
            guard let extends = entity.extends, !defaults.contains(entity.name.value), defaults.contains(extends.value) else { return nil }
            var mapping = MappingSyntax(name: entity.name, entity: nil, root: nil, fields: [], fieldsAreUnreadable: false)
            mapping.extends = extends
            return mapping
        }
    }
}
