/// The schema file's text, written with ``SchemaTextWriter`` in the layout `infer` uses.
extension CoreDataSchemaBuilder {
    /// The schema file's text: entities in the model's order, then one default mapping per entity.
    var text: String {
        let quoted = SchemaTextWriter.quoted
        let object = SchemaTextWriter.object
        let inline = SchemaTextWriter.inlineObject
        let ordered = model.entities.compactMap { entities[$0.name] }
        let entityMembers = ordered.map { entity -> (String, String) in
            var members: [(String, String)] = []
            if let extends = entity.extends { members.append(("extends", quoted(extends))) }
            if let identity = entity.ownIdentity {
                members.append(("identity", identity.count == 1 ? quoted(identity[0]) : SchemaTextWriter.array(identity.map(quoted))))
            }
            if let renamed = entity.source.renamingIdentifier, renamed != entity.name { members.append(("renamedFrom", quoted(renamed))) }
            members.append(("attributes", object(entity.attributes.map { attribute in
                let type = attribute.type.schemaType + (attribute.isOptional ? "?" : "")
                var parts: [(String, String)] = []
                if let value = attribute.defaultJSON { parts.append(("default", value)) }
                if let renamed = attribute.renamedFrom { parts.append(("renamedFrom", quoted(renamed))) }
                return (attribute.member, parts.isEmpty ? quoted(type) : inline([("type", quoted(type))] + parts))
            }, "      ")))
            if !entity.relationships.isEmpty {
                members.append(("relationships", object(entity.relationships.map { relationship in
                    var parts: [(String, String)] = [("to", quoted(relationship.target))]
                    if relationship.isMany { parts.append(("many", "true")) }
                    if let inverse = relationship.inverse { parts.append(("inverse", quoted(inverse))) }
                    if relationship.isRequired { parts.append(("optional", "false")) }
                    if let rule = relationship.deleteRule { parts.append(("deleteRule", quoted(rule))) }
                    if let renamed = relationship.source.renamingIdentifier, renamed != relationship.name { parts.append(("renamedFrom", quoted(renamed))) }
                    return (relationship.name, inline(parts))
                }, "      ")))
            }
            if !entity.indexes.isEmpty {
                members.append(("indexes", SchemaTextWriter.array(entity.indexes.map { SchemaTextWriter.array($0.map(quoted)) })))
            }
            return (entity.name, object(members, "    "))
        }
        let mappingMembers = ordered.map { entity in
            (entity.name, object([("fields", object(fields(of: entity), "      "))], "    "))
        }
        var top: [(String, String)] = [("module", quoted(options.module))]
        if options.snakeCaseKeys { top.append(("keys", quoted(KeyNamingStyle.snakeCase.rawValue))) }
        return SchemaTextWriter.file(top + [("entities", object(entityMembers, "  ")), ("mappings", object(mappingMembers, "  "))])
    }

    /// The default mapping's fields of `entity`: every attribute (inherited ones too, an
    /// own one replacing an inherited one) and every relationship it reads from JSON.
    func fields(of entity: PlannedEntity) -> [(String, String)] {
        var attributes: [PlannedAttribute] = []
        var relationships: [PlannedRelationship] = []
        for ancestor in lineage(of: entity.source) {
            guard let planned = entities[ancestor.name] else { continue }
            for attribute in planned.attributes {
                if let index = attributes.firstIndex(where: { $0.member == attribute.member }) { attributes[index] = attribute } else { attributes.append(attribute) }
            }
            for relationship in planned.relationships {
                if let index = relationships.firstIndex(where: { $0.name == relationship.name }) { relationships[index] = relationship } else { relationships.append(relationship) }
            }
        }
        var fields: [(String, String)] = []
        for attribute in attributes {
            let styled = options.snakeCaseKeys && attribute.keys == [KeyNamingStyle.snakeCase.key(for: attribute.member)]
            if styled, attribute.box == nil, attribute.exported { continue }
            fields.append((attribute.member, field(keys: attribute.keys, box: attribute.box, exported: attribute.exported)))
        }
        for relationship in relationships where relationship.isMapped {
            fields.append((relationship.name, field(keys: relationship.keys, box: nil, exported: true)))
        }
        return fields
    }

    /// A field: its key path alone, or an object with the keys, the box and `export`.
    func field(keys: [String], box: String?, exported: Bool) -> String {
        let quoted = SchemaTextWriter.quoted
        let key = keys.count == 1 ? quoted(keys[0]) : SchemaTextWriter.array(keys.map(quoted))
        guard box != nil || !exported || keys.count > 1 else { return key }
        var parts: [(String, String)] = [("key", key)]
        if let box { parts.append(("box", quoted(box))) }
        if !exported { parts.append(("export", "false")) }
        return SchemaTextWriter.inlineObject(parts)
    }
}
