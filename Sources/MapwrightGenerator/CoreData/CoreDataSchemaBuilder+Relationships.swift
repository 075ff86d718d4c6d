/// Relationships: targets, inverses, optionality, delete rules, and the schema's rules
/// for value types and required links.
extension CoreDataSchemaBuilder {
    /// Plans `entity`'s own relationships, and declares again those it inherits with an
    /// inverse (an inverse names one entity back, so the schema does not inherit them).
    mutating func planRelationships(of entity: CoreDataEntity) {
        guard var planned = entities[entity.name] else { return }
        for relationship in entity.relationships {
            guard !relationship.isTransient else {
                report.drop("transient relationship '\(entity.name).\(relationship.name)'", at: relationship.location, "the schema stores every relationship")
                continue
            }
            planned.relationships.append(planRelationship(relationship, of: entity, inheritedFrom: nil))
        }
        let own = Set(entity.relationships.map(\.name))
        var declared = own
        for ancestor in lineage(of: entity).dropLast().reversed() {
            for relationship in ancestor.relationships where relationship.inverseName != nil && !relationship.isTransient && declared.insert(relationship.name).inserted {
                planned.relationships.append(planRelationship(relationship, of: entity, inheritedFrom: ancestor.name))
            }
        }
        entities[entity.name] = planned
    }

    /// Plans one relationship of `entity` (declared on `inheritedFrom` when inherited).
    mutating func planRelationship(_ relationship: CoreDataRelationship, of entity: CoreDataEntity, inheritedFrom: String?) -> PlannedRelationship {
        let label = "\(entity.name).\(relationship.name)"
        let conventions = CoreDataConventions.member(relationship.userInfo)
        var keys = conventions.keys
        if keys.isEmpty { keys = [options.snakeCaseKeys ? KeyNamingStyle.snakeCase.key(for: relationship.name) : relationship.name] }
        var planned = PlannedRelationship(name: relationship.name, source: relationship, target: relationship.destinationEntity,
                                          isMany: relationship.isToMany, inverse: relationship.inverseName,
                                          isRequired: !relationship.isToMany && !relationship.isOptional, keys: keys)
        if let ancestor = inheritedFrom {
            planned.inverse = nil
            if inheritedFrom != nil {
                report.change("'\(entity.name)' declares '\(relationship.name)' of '\(ancestor)' again, without its inverse '\(relationship.inverseName ?? "")': an inverse names one entity back", at: relationship.location)
            }
            return planned
        }
        switch relationship.deletionRule {
        case "Nullify": break
        case "Cascade": planned.deleteRule = "cascade"
        case "Deny": planned.deleteRule = "deny"
        default:
            report.drop("deletionRule '\(relationship.deletionRule)' of '\(label)'", at: relationship.location, "the schema's rules are nullify, cascade and deny; it is nullify")
        }
        if relationship.isToMany {
            if let min = relationship.minCount, min > 0 {
                report.drop("minCount \(min) of to-many '\(label)'", at: relationship.location, "the schema does not count a to-many's targets")
            } else if !relationship.isOptional {
                report.drop("optional=\"NO\" of to-many '\(label)'", at: relationship.location, "the schema does not count a to-many's targets; an empty list is allowed")
            }
            if let max = relationship.maxCount, max > 0 {
                report.drop("maxCount \(max) of to-many '\(label)'", at: relationship.location, "the schema does not count a to-many's targets")
            }
        }
        if let inverse = relationship.inverseName {
            let owner = relationship.inverseEntity ?? relationship.destinationEntity
            let back = model.entity(named: owner).flatMap { target in lineage(of: target).reversed().lazy.compactMap { $0.relationships.first { $0.name == inverse } }.first }
            if owner == entity.name, inverse == relationship.name {
                planned.inverse = nil
                report.drop("inverse of '\(label)' (itself)", at: relationship.location, "a relationship cannot be its own inverse in the schema; declare a second relationship for the other direction")
            } else if back?.inverseName != relationship.name || back?.destinationEntity != entity.name || owner != relationship.destinationEntity {
                planned.inverse = nil
                report.drop("inverse '\(owner).\(inverse)' of '\(label)'", at: relationship.location, "it does not name '\(label)' back")
            } else if model.entity(named: owner)?.relationships.contains(where: { $0.name == inverse }) != true {
                planned.inverse = nil
                report.drop("inverse '\(inverse)' of '\(label)'", at: relationship.location, "'\(inverse)' is inherited by '\(owner)', and the schema's inverse must be declared on the target itself")
            }
        }
        let subEntities = descendants(of: relationship.destinationEntity)
        if !subEntities.isEmpty {
            report.drop("records of \(subEntities.joined(separator: ", ")) in '\(label)'", at: relationship.location,
                        "each entity has its own records; '\(label)' links '\(relationship.destinationEntity)' records only")
        }
        if let related = conventions.relatedByAttribute {
            let targetIdentity = model.entity(named: relationship.destinationEntity).flatMap { target in
                lineage(of: target).reversed().compactMap { entities[$0.name]?.ownIdentity }.first
            }
            let member = memberNames[relationship.destinationEntity]?[related] ?? related
            if targetIdentity != [member] {
                report.drop("relatedByAttribute '\(related)' of '\(label)'", at: relationship.location,
                            "targets are matched by their identity (\(targetIdentity?.joined(separator: ", ") ?? "none"))")
            }
        }
        if conventions.transformer != nil || conventions.dateFormat != nil || conventions.isNonExportable {
            report.drop("userInfo of '\(label)' (transformer, date format or nonExportable)", at: relationship.location, "they apply to attributes only")
        }
        report.dropUnknown(conventions.unknown, settings: relationship.extraSettings, of: "'\(label)'", at: relationship.location)
        return planned
    }

    /// Value types (entities without an identity) are embedded: no inverse, no delete
    /// rule, no required or mapped link to an identified record, and no to-one loop.
    mutating func keepValueTypeRules() {
        for name in entities.keys.sorted() {
            guard var entity = entities[name] else { continue }
            for index in entity.relationships.indices {
                var relationship = entity.relationships[index]
                let label = "\(name).\(relationship.name)"
                let targetIdentified = entities[relationship.target]?.isIdentified == true
                if !entity.isIdentified || !targetIdentified {
                    let valueType = entity.isIdentified ? relationship.target : name
                    if let inverse = relationship.inverse {
                        report.drop("inverse '\(inverse)' of '\(label)'", at: relationship.location, "'\(valueType)' has no identity (a value type, embedded where it is held)")
                        relationship.inverse = nil
                    }
                    if let rule = relationship.deleteRule {
                        report.drop("deletionRule \(rule) of '\(label)'", at: relationship.location, "'\(valueType)' has no identity (a value type, embedded and deleted with its holder)")
                        relationship.deleteRule = nil
                    }
                }
                if !entity.isIdentified, targetIdentified {
                    if relationship.isRequired {
                        report.change("'\(label)' is optional: value type '\(name)' is built without a store, so it cannot require an identified '\(relationship.target)'", at: relationship.location)
                        relationship.isRequired = false
                    }
                    report.drop("reading '\(label)' from JSON", at: relationship.location, "value type '\(name)' is built without a store, so it cannot parse identified '\(relationship.target)' records")
                    relationship.isMapped = false
                }
                entity.relationships[index] = relationship
            }
            entities[name] = entity
        }
        // An inverse is kept only where the other end names this one back.
        for name in entities.keys.sorted() {
            for index in entities[name]?.relationships.indices ?? 0..<0 {
                guard let relationship = entities[name]?.relationships[index], let inverse = relationship.inverse else { continue }
                let back = entities[relationship.target]?.relationships.first { $0.name == inverse }
                if back?.inverse != relationship.name || back?.target != name {
                    report.drop("inverse '\(inverse)' of '\(name).\(relationship.name)'", at: relationship.location, "the other end is not imported with an inverse naming it back")
                    entities[name]?.relationships[index].inverse = nil
                }
            }
        }
        // A value type containing itself through to-one relationships would be infinite.
        for name in entities.keys.sorted() where entities[name]?.isIdentified == false {
            while let closing = valueTypeLoop(from: name) {
                report.drop("relationship '\(closing.owner).\(closing.name)'", at: entities[closing.owner]?.relationships.first { $0.name == closing.name }?.location ?? model.location,
                            "value type '\(name)' would contain itself through it (no identity, so it is embedded)")
                entities[closing.owner]?.relationships.removeAll { $0.name == closing.name }
            }
        }
    }

    /// The to-one relationship closing a loop of value types back to `start`, if any.
    func valueTypeLoop(from start: String) -> (owner: String, name: String)? {
        var visited: Set<String> = []
        func search(_ name: String) -> (owner: String, name: String)? {
            for relationship in entities[name]?.relationships ?? [] where !relationship.isMany && entities[relationship.target]?.isIdentified == false {
                if relationship.target == start { return (name, relationship.name) }
                if visited.insert(relationship.target).inserted, let found = search(relationship.target) { return found }
            }
            return nil
        }
        return search(start)
    }

    /// Required to-one links around a loop cannot be stored (none of the loop could be
    /// first): the closing one is made optional.
    mutating func breakRequiredLoops() {
        for name in entities.keys.sorted() where entities[name]?.isIdentified == true {
            while let closing = requiredLoop(from: name) {
                guard let index = entities[closing.owner]?.relationships.firstIndex(where: { $0.name == closing.name }),
                      let location = entities[closing.owner]?.relationships[index].location else { break }
                report.change("'\(closing.owner).\(closing.name)' is optional: required to-one links around a loop cannot be stored (none of the loop's records could be stored first)", at: location)
                entities[closing.owner]?.relationships[index].isRequired = false
            }
        }
    }

    /// The required to-one relationship closing a loop back to `start`, if any.
    func requiredLoop(from start: String) -> (owner: String, name: String)? {
        var visited: Set<String> = []
        func search(_ name: String) -> (owner: String, name: String)? {
            for relationship in entities[name]?.relationships ?? [] where !relationship.isMany && relationship.isRequired && entities[relationship.target]?.isIdentified == true {
                if relationship.target == start { return (name, relationship.name) }
                if visited.insert(relationship.target).inserted, let found = search(relationship.target) { return found }
            }
            return nil
        }
        return search(start)
    }
}
