import Mapwright

/// The Mustache data of one mapping's export (`Export.swift.mustache`): one statement
/// per exported field, in mapping order, writing the record's value back at the field's
/// first key path.
struct ExportContext {
    let mapping: Mapping
    let entity: Entity
    let module: Module

    /// `PostMapping+Export`: the file's name.
    var fileName: String { MappingContext.typeName(of: mapping) + "+Export" }

    /// The statement writing `field` into `json`; nil when the field is not exported.
    func statement(_ field: Field) -> String? {
        guard field.export != .none else { return nil }
        let omit = field.export == .omit ? ", omitsNil: true" : ""
        let value = "record." + field.swiftName
        let key = SwiftSource.firstKeyPath(field.keys, fallback: field.name)
        let constant = "Self." + MappingContext.fieldConstant(field.name)
        switch field.kind {
        case .attribute:
            return "json.set(\(value), \(constant)\(omit))"
        case .relationship(let relationshipField):
            let relationship = relationshipField.relationship
            switch relationshipField.source {
            case .reference(let identity, _, _):
                let member = SwiftIdentifier.escaped(identity.name)
                if relationship.isMany { return "json.set(\(value).map { $0.\(member) }, \(constant))" }
                let access = relationship.isOptional ? "?." : "."
                return "json.set(\(value)\(access)\(member), \(constant)\(omit))"
            case .nested(let reference):
                let targetMapping = module.name + "." + GeneratedNames.mapping(reference.mapping)
                if relationship.storage == .embedded {
                    if relationship.isMany {
                        return "try json.setEmbeddedArray(\(value), at: \(key)) { try \(targetMapping).export($0, scope: scope) }"
                    }
                    return "try json.setEmbedded(\(value), at: \(key)\(omit)) { try \(targetMapping).export($0, scope: scope) }"
                }
                let target = module.name + "." + relationship.target
                if relationship.isMany {
                    return "try json.setNestedArray(\(value), of: \(target).self, at: \(key), scope: scope) { try \(targetMapping).export($0, scope: $1) }"
                }
                return "try json.setNested(\(value), of: \(target).self, at: \(key), scope: scope\(omit)) { try \(targetMapping).export($0, scope: $1) }"
            }
        }
    }

    /// Whether some exported field is a relationship parsed nested from an identified
    /// target: only `export(_:in:)` writes those.
    var hasNestedLinks: Bool {
        mapping.fields.contains { field in
            guard field.export != .none, case .relationship(let relationshipField) = field.kind,
                  case .nested = relationshipField.source else { return false }
            return relationshipField.relationship.storage == .identifier
        }
    }

    /// The data of `Export.swift.mustache`.
    var data: MustacheValue {
        let statements = mapping.fields.compactMap(statement)
        return .dictionary([
            "typeName": .string(MappingContext.typeName(of: mapping)),
            "mappingName": .string(mapping.name),
            "entityName": .string(entity.name),
            "entityType": .string(module.name + "." + entity.name),
            "scope": .string(entity.isValueType ? "Mapwright.JSONExportScope(context: context)" : "Mapwright.JSONExportScope(context: context, record: record)"),
            "hasNestedLinks": .bool(hasNestedLinks),
            "statements": .list(statements.map { .dictionary(["statement": .string($0)]) }),
            // A mapping that exports no field returns an empty object: `let`, else a warning.
            "jsonBinding": .string(statements.isEmpty ? "let" : "var"),
        ])
    }
}
