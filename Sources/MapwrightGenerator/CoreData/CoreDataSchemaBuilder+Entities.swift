/// Entities, identities and attributes.
extension CoreDataSchemaBuilder {
    /// Plans every entity, then its relationships, then fixes what the schema's rules need.
    mutating func plan() {
        // Parents first, so a child knows whether it inherits an identity.
        let ordered = model.entities.sorted { lineage(of: $0).count < lineage(of: $1).count }
        for entity in ordered { planEntity(entity) }
        for entity in model.entities { planRelationships(of: entity) }
        keepValueTypeRules()
        breakRequiredLoops()
        for entity in model.entities { planIndexes(of: entity) }
        reportModelLevel()
    }

    /// The identity of `entity` from the conventions, as Core Data attribute names, and
    /// what named it; nil for none.
    mutating func identity(of entity: CoreDataEntity, attributes: [CoreDataAttribute], inherited: Bool) -> [String]? {
        let names = Set(attributes.map(\.name))
        let conventions = CoreDataConventions.entity(entity.userInfo)
        if let entry = conventions.identityEntry {
            let missing = conventions.identity.filter { !names.contains($0) }
            if missing.isEmpty { return conventions.identity }
            report.drop("\(entry.key) '\(entry.value)' of entity '\(entity.name)'", at: entry.location,
                        "it names \(missing.map { "'\($0)'" }.joined(separator: ", ")), which the entity does not have; the identity is chosen as without it")
        }
        let primary = entity.attributes.filter { CoreDataConventions.member($0.userInfo).isPrimaryKey }.map(\.name)
        if !primary.isEmpty { return primary }
        if let unique = entity.uniquenessConstraints.first(where: { $0.names.allSatisfy(names.contains) }) { return unique.names }
        if inherited { return nil }
        let lowered = entity.name.prefix(1).lowercased() + entity.name.dropFirst()
        for candidate in ["remoteID", "id", lowered + "ID"] where names.contains(candidate) {
            return [candidate]
        }
        return nil
    }

    /// Plans `entity`'s identity and own attributes.
    mutating func planEntity(_ entity: CoreDataEntity) {
        var planned = PlannedEntity(source: entity, extends: entity.parentEntity)
        let parent = entity.parentEntity.flatMap { entities[$0] }
        let attributes = allAttributes(of: entity)
        var names = parent.flatMap { memberNames[$0.name] } ?? [:]
        var identity = identity(of: entity, attributes: attributes, inherited: parent?.isIdentified == true)
        if let chosen = identity, let bad = attributes.first(where: { chosen.contains($0.name) && CoreDataAttributeType(coreData: $0.attributeType)?.canIdentify != true }) {
            report.drop("identity '\(chosen.joined(separator: ", "))' of entity '\(entity.name)'", at: bad.location,
                        "an identity cannot be a \(bad.attributeType) attribute; '\(entity.name)' is imported without one (a value type)")
            identity = nil
        }
        planned.isIdentified = identity != nil || parent?.isIdentified == true
        if planned.isIdentified {
            // `id` and `ID` are the generated identity's names on identified entities.
            let lowered = entity.name.prefix(1).lowercased() + entity.name.dropFirst()
            for attribute in entity.attributes where ["id", "ID"].contains(attribute.name) {
                let taken = Set(attributes.map(\.name))
                let member = [lowered + "ID", lowered + "Identifier", attribute.name + "Value"].first { !taken.contains($0) } ?? attribute.name + "Value"
                names[attribute.name] = member
                report.change("attribute '\(entity.name).\(attribute.name)' is named '\(member)' (read from the same key): 'id' and 'ID' are the generated identity's names", at: attribute.location)
            }
        }
        memberNames[entity.name] = names
        let member = { (name: String) in names[name] ?? name }
        planned.ownIdentity = identity.map { $0.map(member) }
        for attribute in entity.attributes {
            guard !attribute.isTransient else {
                report.drop("transient attribute '\(entity.name).\(attribute.name)'", at: attribute.location, "the schema stores every attribute; add it to your own code")
                continue
            }
            guard let type = CoreDataAttributeType(coreData: attribute.attributeType) else { continue }
            planned.attributes.append(planAttribute(attribute, of: entity, type: type, member: member(attribute.name), isIdentity: identity?.contains(attribute.name) == true))
        }
        // An identity attribute inherited as optional is declared again, required.
        for attribute in attributes where identity?.contains(attribute.name) == true && !entity.attributes.contains(where: { $0.name == attribute.name }) && attribute.isOptional {
            guard let type = CoreDataAttributeType(coreData: attribute.attributeType) else { continue }
            planned.attributes.append(planAttribute(attribute, of: entity, type: type, member: member(attribute.name), isIdentity: true))
        }
        reportEntity(entity, identity: identity)
        entities[entity.name] = planned
    }

    /// Plans one attribute: its type, optionality, default, keys and box.
    mutating func planAttribute(_ attribute: CoreDataAttribute, of entity: CoreDataEntity, type: CoreDataAttributeType, member: String, isIdentity: Bool) -> PlannedAttribute {
        let label = "\(entity.name).\(attribute.name)"
        let conventions = CoreDataConventions.member(attribute.userInfo)
        var keys = conventions.keys
        if keys.isEmpty {
            keys = [attribute.name == "remoteID" ? "id" : options.snakeCaseKeys ? KeyNamingStyle.snakeCase.key(for: attribute.name) : attribute.name]
        }
        var planned = PlannedAttribute(member: member, coreDataName: attribute.name, type: type, isOptional: attribute.isOptional && !isIdentity,
                                       renamedFrom: attribute.renamingIdentifier.flatMap { $0 == attribute.name ? nil : $0 }, keys: keys)
        if isIdentity, attribute.isOptional {
            report.change("attribute '\(label)' is required: it is the identity, and an identity always has a value", at: attribute.location)
        }
        if let text = attribute.defaultValue {
            if let json = type.defaultJSON(text) {
                planned.defaultJSON = json
            } else {
                report.drop("default '\(text)' of '\(label)'", at: attribute.location, "it is no \(type.schemaType) value the schema can hold")
            }
        } else if let interval = attribute.defaultDateTimeInterval {
            planned.defaultJSON = CoreDataAttributeType.dateDefaultJSON(interval)
        }
        if isIdentity, planned.defaultJSON != nil {
            report.drop("default of identity attribute '\(label)'", at: attribute.location, "an identity is read from every record's JSON")
            planned.defaultJSON = nil
        }
        planned.exported = !conventions.isNonExportable
        if let transformer = conventions.transformer, isIdentity {
            report.drop("\(transformer.key) '\(transformer.name)' of identity attribute '\(label)'", at: attribute.location,
                        "an identity is read with a built-in box (records are found by it before code of yours could run); the lenient \(type.schemaType) box reads numbers and numeric strings alike")
        } else if let transformer = conventions.transformer {
            planned.box = customBox(transformer.name, type: type, use: "\(entity.name).\(member)")
            report.drop("\(transformer.key) '\(transformer.name)' of '\(label)'", at: attribute.location,
                        "it needs code: write the box \(planned.box ?? "") (a stub is printed below)")
        } else if type.schemaType == "JSON" {
            report.change("Transformable attribute '\(label)' is a JSON attribute (any JSON value, kept as it was read)", at: attribute.location)
        }
        if let format = conventions.dateFormat, planned.box == nil {
            if type.schemaType != "Date" {
                report.drop("dateFormat '\(format)' of '\(label)'", at: attribute.location, "it is not a Date attribute")
            } else {
                planned.box = format == "UnixTime" ? "date" : "date:" + format
            }
        } else if type.schemaType == "Date", planned.box == nil {
            // Sync and MagicalRecord read ISO 8601 strings and unix timestamps alike: so does `date`.
            planned.box = "date"
        }
        if let valueTransformer = attribute.valueTransformerName {
            report.drop("valueTransformerName '\(valueTransformer)' of '\(label)'", at: attribute.location, "it says how Core Data stores the value, not how JSON gives it")
        }
        if let custom = attribute.customClassName {
            report.drop("customClassName '\(custom)' of '\(label)'", at: attribute.location, "the attribute is a \(type.schemaType)")
        }
        if let related = conventions.relatedByAttribute {
            report.drop("relatedByAttribute '\(related)' of attribute '\(label)'", at: attribute.location, "it applies to entities and relationships only")
        }
        report.dropUnknown(conventions.unknown, settings: attribute.extraSettings, of: "'\(label)'", at: attribute.location)
        return planned
    }

    /// The schema name of the box for `transformer` making `type`, recording its stub.
    mutating func customBox(_ transformer: String, type: CoreDataAttributeType, use: String) -> String {
        let module = options.module + "Boxes"
        var name = CoreDataBoxStub.typeName(for: transformer)
        if let existing = boxes[name], existing.type != type || existing.transformer != transformer {
            name += type.schemaType
        }
        boxes[name, default: CoreDataBoxStub(module: module, typeName: name, transformer: transformer, type: type, uses: [])].uses.append(use)
        return "custom:\(module).\(name)"
    }

    /// Reports what an entity has that the schema does not hold.
    mutating func reportEntity(_ entity: CoreDataEntity, identity: [String]?) {
        if entity.isAbstract {
            report.drop("isAbstract of entity '\(entity.name)'", at: entity.location, "the schema has no abstract entities; '\(entity.name)' can hold records of its own")
        }
        let className = entity.representedClassName.map { String($0.split(separator: ".").last ?? "") }
        if let className, !className.isEmpty, className != entity.name {
            report.drop("representedClassName '\(entity.representedClassName ?? "")' of entity '\(entity.name)'", at: entity.location, "the generated type is named '\(entity.name)'")
        }
        let conventions = CoreDataConventions.entity(entity.userInfo)
        if let mapper = conventions.entityMapper {
            report.drop("entityMapperName '\(mapper.value)' of entity '\(entity.name)'", at: mapper.location,
                        "it needs code that picks a sub-entity from the JSON; the schema reads each entity by its own mapping")
        }
        for item in entity.unsupported {
            report.drop(item.what + " of entity '\(entity.name)'", at: item.location, "the schema has no such feature")
        }
        report.dropUnknown(conventions.unknown, settings: entity.extraSettings, of: "entity '\(entity.name)'", at: entity.location)
        for constraint in entity.uniquenessConstraints where constraint.names != identity {
            report.drop("uniqueness constraint (\(constraint.names.joined(separator: ", "))) of entity '\(entity.name)'", at: constraint.location,
                        "only an entity's identity is unique in the schema")
        }
    }

    /// Reports model-level elements the schema does not hold.
    mutating func reportModelLevel() {
        for item in model.unsupported {
            report.drop(item.what, at: item.location, "the schema has no such feature")
        }
    }

    /// Plans `entity`'s indexes: `indexed="YES"` attributes and fetch indexes, by member name.
    mutating func planIndexes(of entity: CoreDataEntity) {
        guard var planned = entities[entity.name] else { return }
        let names = memberNames[entity.name] ?? [:]
        let attributes = Set(allAttributes(of: entity).map(\.name))
        let toOnes = Set(lineage(of: entity).flatMap(\.relationships).filter { !$0.isToMany && !$0.isTransient }.map(\.name))
        var indexes: [[String]] = entity.attributes.filter { $0.isIndexed && !$0.isTransient }.map { [$0.name] }
        var locations: [SchemaLocation] = entity.attributes.filter { $0.isIndexed && !$0.isTransient }.map(\.location)
        for index in entity.fetchIndexes {
            for item in index.unsupported { report.drop(item.what, at: item.location, "the schema's indexes list attributes and to-one relationships only") }
            guard !index.properties.isEmpty else { continue }
            indexes.append(index.properties)
            locations.append(index.location)
        }
        let identity = lineage(of: entity).reversed().compactMap { entities[$0.name]?.ownIdentity }.first
        for (properties, location) in zip(indexes, locations) {
            let unknown = properties.filter { !attributes.contains($0) && !toOnes.contains($0) }
            guard unknown.isEmpty else {
                report.drop("index (\(properties.joined(separator: ", "))) of entity '\(entity.name)'", at: location,
                            "\(unknown.map { "'\($0)'" }.joined(separator: ", ")) is no attribute or to-one relationship of it")
                continue
            }
            let members = properties.map { names[$0] ?? $0 }
            if members == identity {
                report.drop("index (\(properties.joined(separator: ", "))) of entity '\(entity.name)'", at: location, "it is the identity, which is indexed already")
                continue
            }
            if !planned.indexes.contains(members) { planned.indexes.append(members) }
        }
        entities[entity.name] = planned
    }
}
