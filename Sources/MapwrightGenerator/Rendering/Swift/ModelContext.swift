import Mapwright

/// The Mustache data of the files generated for one entity: its model, its builder,
/// its mappings and parsers. Names, types and expressions are worked out here so that
/// templates only arrange them.
///
/// Generated code names every type by its module (`Swift.String`, `Blog.Author.ID`), so
/// no schema name can hide one; it never binds a local to a schema name (positional
/// locals such as `value0` instead), and writes a schema name in backticks exactly where
/// Swift needs them (``SwiftIdentifier``).
struct EntityContext {
    let entity: Entity
    let module: Module

    /// `Blog.Post`: a generated type of this module, qualified.
    func qualified(_ name: String) -> String { module.name + "." + name }

    /// The attributes and relationships stored in the model, in declaration order
    /// (attributes first).
    var properties: [MustacheValue] {
        entity.attributes.map { attribute in
            .dictionary([
                "swiftName": .string(attribute.swiftName),
                "name": .string(attribute.name),
                "value": .string(attribute.swiftName),
                "swiftType": .string(attribute.type.swiftType(module: module.name)),
                // The schema's `doc`, when it has one: a comment that only named the attribute would repeat its name.
                "docLines": .list((attribute.doc.map(SwiftSource.docLines) ?? []).map(MustacheValue.string)),
            ])
        } + entity.relationships.map { relationship in
            .dictionary([
                "swiftName": .string(relationship.swiftName),
                "name": .string(relationship.name),
                "value": .string(relationship.swiftName),
                "swiftType": .string(relationship.swiftType(module: module.name)),
                "docLines": .list(SwiftSource.docLines(relationshipDoc(relationship)).map(MustacheValue.string)),
            ])
        }
    }

    /// One builder slot: a property of the model, optional in the builder.
    private struct Slot {
        let name: String
        let swiftName: String
        let elementType: String
        let isRequired: Bool
        let expected: String
        let keys: [JSONKeyPath]?
        /// The value `build()` passes to the model (`self.posts ?? []`, `self.shareCount ?? 0`):
        /// for a required slot, the local `build()` bound it to (`postID`).
        let argument: String
    }

    private var slots: [Slot] {
        let mapping = entity.defaultMapping
        let attributes = entity.attributes.map { attribute -> Slot in
            let isRequired = !attribute.isOptional && attribute.defaultValue == nil
            let argument: String
            if isRequired {
                argument = attribute.swiftName
            } else if let value = attribute.defaultValue, !attribute.isOptional {
                argument = "self.\(attribute.name) ?? " + SwiftSource.literal(value, type: attribute.type.element, module: module.name)
            } else {
                argument = "self.\(attribute.name)"
            }
            return Slot(name: attribute.name, swiftName: attribute.swiftName,
                        elementType: attribute.type.swiftType(module: module.name).trimmingOptional, isRequired: isRequired,
                        expected: attribute.type.description, keys: mapping?.fields.first { $0.name == attribute.name }?.keys, argument: argument)
        }
        let relationships = entity.relationships.map { relationship -> Slot in
            let isRequired = !relationship.isMany && !relationship.isOptional
            let argument = isRequired ? relationship.swiftName : "self.\(relationship.swiftName)" + (relationship.isMany ? " ?? []" : "")
            return Slot(name: relationship.name, swiftName: relationship.swiftName,
                        elementType: relationship.swiftType(module: module.name).trimmingOptional, isRequired: isRequired,
                        expected: relationship.target, keys: mapping?.fields.first { $0.name == relationship.name }?.keys, argument: argument)
        }
        return attributes + relationships
    }

    /// Builder slots: every property as an optional, with how `build()` checks it.
    var builderSlots: [MustacheValue] {
        slots.map { slot in
            .dictionary([
                "name": .string(slot.name),
                "swiftName": .string(slot.swiftName),
                "slotType": .string(slot.elementType + "?"),
                "isRequired": .bool(slot.isRequired),
                "expected": .string(SwiftSource.stringLiteral(slot.expected)),
                "keyPath": .string(SwiftSource.firstKeyPath(slot.keys ?? [], fallback: slot.name)),
            ])
        }
    }

    private func initDefault(_ attribute: Attribute) -> String {
        if let value = attribute.defaultValue { return " = " + SwiftSource.literal(value, type: attribute.type.element, module: module.name) }
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
            .dictionary([
                "name": .string(attribute.name),
                "swiftName": .string(attribute.swiftName),
                "value": .string(attribute.swiftName),
                "swiftType": .string(attribute.type.swiftType(module: module.name)),
            ])
        }
    }

    /// `_ postID: Swift.String`, or `tournamentID: Swift.Int, groupName: Swift.String` for a
    /// composite identity.
    var identityParameters: String {
        let attributes = entity.identity.attributes
        if attributes.count == 1, let only = attributes.first { return "_ \(only.swiftName): \(only.type.swiftType(module: module.name))" }
        return attributes.map { "\(SwiftIdentifier.parameterLabel($0.name)): \($0.type.swiftType(module: module.name))" }.joined(separator: ", ")
    }

    /// The arguments of `ID(…)` made of `values` (one per identity attribute, in order).
    func identityArguments(_ values: [String]) -> String {
        let attributes = entity.identity.attributes
        if attributes.count == 1, let only = values.first { return only }
        return zip(attributes, values).map { "\(SwiftIdentifier.argumentLabel($0.name)): \($1)" }.joined(separator: ", ")
    }

    /// The arguments of `ID(…)` read from `self`.
    var identityArgumentsFromSelf: String {
        identityArguments(entity.identity.attributes.map { "self.\($0.name)" })
    }

    /// The `description` body of the `ID` struct.
    var identityDescription: String {
        let parts = entity.identity.attributes.map { "\\(self.\($0.name))" }
        return "\"" + parts.joined(separator: "/") + "\""
    }

    /// `.toOne("author", \.author, inverse: \Blog.Author.posts)` for each stored relationship.
    var storeRelationships: [MustacheValue] {
        entity.relationships.filter { $0.storage == .identifier }.map { relationship in
            let kind = relationship.isMany ? "toMany" : "toOne"
            let targetType = qualified(relationship.target)
            let target = relationship.inverse.map { ", inverse: \\\(targetType).\($0.name)" } ?? ", to: \(targetType).self"
            let rule = relationship.deleteRule == .nullify ? "" : ", deleteRule: .\(relationship.deleteRule.rawValue)"
            return .dictionary(["declaration": .string(".\(kind)(\(SwiftSource.stringLiteral(relationship.name)), \\.\(relationship.name)\(target)\(rule))")])
        }
    }

    /// `postID: Swift.String, createdDate: Foundation.Date, country: Swift.String? = nil, …`.
    var initParameters: String {
        let attributes = entity.attributes.map {
            "\(SwiftIdentifier.parameterLabel($0.name)): \($0.type.swiftType(module: module.name))\(initDefault($0))"
        }
        let relationships = entity.relationships.map { relationship in
            "\(SwiftIdentifier.parameterLabel(relationship.name)): \(relationship.swiftType(module: module.name))"
                + (relationship.isMany ? " = []" : relationship.isOptional ? " = nil" : "")
        }
        return (attributes + relationships).joined(separator: ", ")
    }

    /// The stored properties in the order `init(snapshotRecord:)` reads them (attributes,
    /// then relationships), each with its slot and the reader method for its type.
    var snapshotFields: [MustacheValue] {
        let fields = entity.attributes.map { ($0.name, Self.snapshotReader($0.type.swiftType(module: module.name), isGenerated: false)) }
            + entity.relationships.map { ($0.name, Self.snapshotReader($0.swiftType(module: module.name), isGenerated: true)) }
        return Self.snapshotFields(fields)
    }

    /// The identity's attributes, read as `snapshotFields` are.
    var identitySnapshotFields: [MustacheValue] {
        Self.snapshotFields(entity.identity.attributes.map { ($0.name, Self.snapshotReader($0.type.swiftType(module: module.name), isGenerated: false)) })
    }

    private static func snapshotFields(_ fields: [(name: String, reader: String)]) -> [MustacheValue] {
        fields.enumerated().map { slot, field in
            .dictionary(["name": .string(field.name), "slot": .string(String(slot)), "reader": .string(field.reader)])
        }
    }

    /// The `SnapshotRecordReader` method that reads a property of `swiftType`. Generated
    /// types (identities, embedded values) are read field by field (`nested…`); other
    /// types by `field` and `optionalField`, whose overloads pick the reader for the
    /// type. An optional is nil when absent or null, as `Decodable`'s `decodeIfPresent`.
    private static func snapshotReader(_ swiftType: String, isGenerated: Bool) -> String {
        let isOptional = swiftType.hasSuffix("?")
        let base = swiftType.trimmingOptional
        guard isGenerated else { return isOptional ? "optionalField" : "field" }
        if base.hasPrefix("[") || base.hasPrefix("Mapwright.ToMany<") { return isOptional ? "optionalField" : "nestedArray" }
        return isOptional ? "optionalNested" : "nested"
    }

    /// `"postID", "createdDate", …`: the stored names of the fields, by slot.
    var snapshotFieldNames: String {
        (entity.attributes.map(\.name) + entity.relationships.map(\.name)).map(SwiftSource.stringLiteral).joined(separator: ", ")
    }

    /// `"postID"`: the stored names of the identity's fields, by slot.
    var identitySnapshotFieldNames: String {
        entity.identity.attributes.map(\.name).map(SwiftSource.stringLiteral).joined(separator: ", ")
    }

    /// The data of `Model.swift.mustache`.
    var model: MustacheValue {
        .dictionary([
            "name": .string(entity.name),
            "qualifiedName": .string(qualified(entity.name)),
            "hasIdentity": .bool(!entity.isValueType),
            "isComposite": .bool(entity.identity.attributes.count > 1),
            "identityFields": .list(identityFields),
            "identityParameters": .string(identityParameters),
            "identityArguments": .string(identityArgumentsFromSelf),
            "identityDescription": .string(identityDescription),
            "properties": .list(properties),
            "initParameters": .string(initParameters),
            "storeRelationships": .list(storeRelationships),
            "hasStoreRelationships": .bool(!storeRelationships.isEmpty),
            "snapshotFields": .list(snapshotFields),
            "snapshotFieldNames": .string(snapshotFieldNames),
            "identitySnapshotFields": .list(identitySnapshotFields),
            "identitySnapshotFieldNames": .string(identitySnapshotFieldNames),
        ])
    }

    /// `postID: postID, country: self.country, posts: self.posts ?? []`: how `build()`
    /// calls the model's initializer.
    private var builderArguments: String {
        slots.map { "\(SwiftIdentifier.argumentLabel($0.name)): \($0.argument)" }.joined(separator: ", ")
    }

    /// `guard let postID = self.postID, …, no error among the issues`: the lines of the
    /// condition under which `build()` makes the value, within 120 columns.
    private var buildGuardLines: [MustacheValue] {
        let bindings = slots.filter(\.isRequired).map { "let \($0.swiftName) = self.\($0.swiftName)" }
        let conditions = bindings + ["self.parseIssues.isEmpty || !Mapwright.ParseIssue.hasErrors(self.parseIssues)"]
        let pieces = conditions.enumerated().map { $1 + ($0 == conditions.count - 1 ? "" : ",") }
        return SwiftLineWrapper.packed(pieces, first: "guard ", next: "    ", separator: " ", indent: 8)
            .map { .dictionary(["line": .string($0)]) }
    }

    /// The data of `Builder.swift.mustache`.
    var builder: MustacheValue {
        .dictionary([
            "name": .string(entity.name),
            "qualifiedName": .string(qualified(entity.name)),
            "builderName": .string(entity.builderTypeName),
            "slots": .list(builderSlots),
            "hasDefaultMapping": .bool(entity.defaultMapping != nil),
            "defaultMappingName": .string(entity.defaultMapping.map { qualified(MappingContext.typeName(of: $0)) } ?? ""),
            "modelArguments": .string(builderArguments),
            "guardLines": .list(buildGuardLines),
        ])
    }
}

extension String {
    /// The type without a trailing `?`.
    var trimmingOptional: String { hasSuffix("?") ? String(dropLast()) : self }
}
