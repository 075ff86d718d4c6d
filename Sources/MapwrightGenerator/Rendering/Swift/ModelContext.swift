import Mapwright

/// The Mustache data of the files generated for one entity: its model, its builder,
/// its mappings and parsers. Names, types and expressions are worked out here so that
/// templates only arrange them.
struct EntityContext {
    let entity: Entity
    let module: Module

    /// The attributes and relationships stored in the model, in declaration order
    /// (attributes first).
    var properties: [MustacheValue] {
        entity.attributes.map { attribute in
            .dictionary([
                "swiftName": .string(attribute.swiftName),
                "swiftType": .string(attribute.type.swiftType),
                "doc": .string(attribute.doc ?? "The `\(attribute.name)` attribute."),
            ])
        } + entity.relationships.map { relationship in
            .dictionary([
                "swiftName": .string(relationship.swiftName),
                "swiftType": .string(relationship.swiftType),
                "doc": .string(relationshipDoc(relationship)),
            ])
        }
    }

    /// Builder slots: every property as an optional, with how `build()` fills the model.
    var builderSlots: [MustacheValue] {
        let mapping = entity.defaultMapping
        return entity.attributes.map { attribute in
            slot(name: attribute.name, swiftName: attribute.swiftName, elementType: attribute.type.swiftType.trimmingOptional,
                 isRequired: !attribute.isOptional, expected: attribute.type.description, keys: mapping?.fields.first { $0.name == attribute.name }?.keys)
        } + entity.relationships.map { relationship in
            let type = relationship.swiftType.trimmingOptional
            let required = !relationship.isMany && !relationship.isOptional
            return slot(name: relationship.name, swiftName: relationship.swiftName, elementType: type, isRequired: required,
                        expected: relationship.target, keys: mapping?.fields.first { $0.name == relationship.name }?.keys)
        }
    }

    private func slot(name: String, swiftName: String, elementType: String, isRequired: Bool, expected: String,
                      keys: [JSONKeyPath]?) -> MustacheValue {
        .dictionary([
            "name": .string(name),
            "swiftName": .string(swiftName),
            "slotType": .string(elementType + "?"),
            "isRequired": .bool(isRequired),
            "expected": .string(SwiftSource.stringLiteral(expected)),
            "keyPath": .string(SwiftSource.firstKeyPath(keys ?? [], fallback: name)),
        ])
    }

    private func initDefault(_ attribute: Attribute) -> String {
        if let value = attribute.defaultValue { return " = " + SwiftSource.literal(value, type: attribute.type.element) }
        return attribute.isOptional ? " = nil" : ""
    }

    private func relationshipDoc(_ relationship: Relationship) -> String {
        let kind = relationship.isMany ? "To-many" : "To-one"
        let what = relationship.storage == .identifier ? "relationship to `\(relationship.target)`" : "embedded `\(relationship.target)` value"
        let inverse = relationship.inverse.map { "; inverse `\(relationship.target).\($0.name)`" } ?? ""
        return "\(kind) \(what)\(inverse)."
    }

    /// The identity's attributes, for the `ID` struct.
    var identityFields: [MustacheValue] {
        entity.identity.attributes.map { attribute in
            .dictionary(["name": .string(attribute.name), "swiftName": .string(attribute.swiftName), "swiftType": .string(attribute.type.swiftType)])
        }
    }

    /// `_ postID: String`, or `tournamentID: Int, groupName: String` for a composite identity.
    var identityParameters: String {
        let attributes = entity.identity.attributes
        if attributes.count == 1, let only = attributes.first { return "_ \(only.swiftName): \(only.type.swiftType)" }
        return attributes.map { "\($0.swiftName): \($0.type.swiftType)" }.joined(separator: ", ")
    }

    /// Arguments that make an `ID` from local names equal to the attribute names.
    var identityArguments: String {
        let attributes = entity.identity.attributes
        if attributes.count == 1, let only = attributes.first { return only.swiftName }
        return attributes.map { "\($0.swiftName): \($0.swiftName)" }.joined(separator: ", ")
    }

    /// The `description` body of the `ID` struct.
    var identityDescription: String {
        let parts = entity.identity.attributes.map { "\\(\($0.swiftName))" }
        return "\"" + parts.joined(separator: "/") + "\""
    }

    /// `.toOne("author", \.author, inverse: \Author.posts)` for each stored relationship.
    var storeRelationships: [MustacheValue] {
        entity.relationships.filter { $0.storage == .identifier }.map { relationship in
            let kind = relationship.isMany ? "toMany" : "toOne"
            let target = relationship.inverse.map { ", inverse: \\\(relationship.target).\(SwiftIdentifier.escaped($0.name))" }
                ?? ", to: \(relationship.target).self"
            return .dictionary(["declaration": .string(".\(kind)(\(SwiftSource.stringLiteral(relationship.name)), \\.\(relationship.swiftName)\(target))")])
        }
    }

    /// `postID: String, createdDate: Date, country: String? = nil, …`.
    var initParameters: String {
        let attributes = entity.attributes.map { "\($0.swiftName): \($0.type.swiftType)\(initDefault($0))" }
        let relationships = entity.relationships.map { relationship in
            "\(relationship.swiftName): \(relationship.swiftType)" + (relationship.isMany ? " = []" : relationship.isOptional ? " = nil" : "")
        }
        return (attributes + relationships).joined(separator: ", ")
    }

    /// The data of `Model.swift.mustache`.
    var model: MustacheValue {
        .dictionary([
            "name": .string(entity.name),
            "hasIdentity": .bool(!entity.isValueType),
            "isComposite": .bool(entity.identity.attributes.count > 1),
            "identityFields": .list(identityFields),
            "identityParameters": .string(identityParameters),
            "identityArguments": .string(identityArguments),
            "identityDescription": .string(identityDescription),
            "properties": .list(properties),
            "initParameters": .string(initParameters),
            "storeRelationships": .list(storeRelationships),
            "hasStoreRelationships": .bool(!storeRelationships.isEmpty),
        ])
    }

    /// `postID: postID, posts: posts ?? []`: how `build()` calls the model's initializer.
    private var builderArguments: String {
        let attributes = entity.attributes.map { "\($0.swiftName): \($0.swiftName)" }
        let relationships = entity.relationships.map { relationship in
            "\(relationship.swiftName): \(relationship.swiftName)" + (relationship.isMany ? " ?? []" : "")
        }
        return (attributes + relationships).joined(separator: ", ")
    }

    /// The data of `Builder.swift.mustache`.
    var builder: MustacheValue {
        .dictionary([
            "name": .string(entity.name),
            "builderName": .string(entity.builderTypeName),
            "slots": .list(builderSlots),
            "hasDefaultMapping": .bool(entity.defaultMapping != nil),
            "defaultMappingName": .string(entity.defaultMapping.map { MappingContext.typeName(of: $0) } ?? ""),
            "modelArguments": .string(builderArguments),
        ])
    }
}

extension String {
    /// The type without a trailing `?`.
    var trimmingOptional: String { hasSuffix("?") ? String(dropLast()) : self }
}
