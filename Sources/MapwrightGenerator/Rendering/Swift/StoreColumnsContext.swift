import Mapwright

/// The Mustache data of `StoreColumns.swift.mustache`: the glue that lets a table-based
/// storage engine (SQLite) store a module's records, one `<Name>+Columns.swift` per
/// entity, embedded value type and enum. Modules without an identified entity get none.
struct StoreColumnsContext {
    let module: Module

    /// `(file name, data)` for each file, or none when nothing in the module is stored.
    var files: [(name: String, data: MustacheValue)] {
        guard module.entities.contains(where: { !$0.isValueType }) else { return [] }
        return module.entities.map { entity in
            ("\(entity.name)+Columns", entity.isValueType ? valueData(entity) : entityData(entity))
        } + module.enums.map { enumType in
            ("\(enumType.name)+Columns", flags(name: enumType.name, entity: false, value: false, enumeration: true))
        }
    }

    private func flags(name: String, entity: Bool, value: Bool, enumeration: Bool, _ more: [String: MustacheValue] = [:]) -> MustacheValue {
        var entries = more
        entries["name"] = .string(name)
        entries["isEntity"] = .bool(entity)
        entries["isValue"] = .bool(value)
        entries["isEnum"] = .bool(enumeration)
        return .dictionary(entries)
    }

    /// One stored column of a record: an attribute, or an embedded value.
    private struct Column {
        let name: String
        let swiftName: String
        let swiftType: String
        let schemaType: String
        /// `, default: …, renamedFrom: …` when the schema gives them.
        var extra = ""
    }

    private func columns(of entity: Entity) -> [Column] {
        entity.attributes.map { attribute in
            var extra = attribute.defaultValue.map { ", default: " + SwiftSource.literal($0, type: attribute.type.element, module: module.name) } ?? ""
            extra += attribute.renamedFrom.map { ", renamedFrom: " + SwiftSource.stringLiteral($0) } ?? ""
            return Column(name: attribute.name, swiftName: attribute.name,
                          swiftType: attribute.type.swiftType(module: module.name), schemaType: attribute.type.description, extra: extra)
        } + entity.relationships.filter { $0.storage == .embedded }.map { relationship in
            let schemaType = relationship.isMany ? "[\(relationship.target)]" : relationship.target + (relationship.isOptional ? "?" : "")
            return Column(name: relationship.name, swiftName: relationship.name,
                          swiftType: relationship.swiftType(module: module.name), schemaType: schemaType,
                          extra: relationship.renamedFrom.map { ", renamedFrom: " + SwiftSource.stringLiteral($0) } ?? "")
        }
    }

    private func entityData(_ entity: Entity) -> MustacheValue {
        let columns = columns(of: entity)
        let identity = entity.identity.attributes
        let linked = entity.relationships.filter { $0.storage == .identifier }
        // The model's initializer takes the attributes, then every relationship in order.
        var arguments = entity.attributes.map { "\(SwiftIdentifier.argumentLabel($0.name)): row.read(\($0.type.swiftType(module: module.name)).self)" }
        for relationship in entity.relationships {
            let label = SwiftIdentifier.argumentLabel(relationship.name)
            switch (relationship.storage, relationship.isMany) {
            case (.embedded, _): arguments.append("\(label): row.read(\(relationship.swiftType(module: module.name)).self)")
            case (.identifier, true): arguments.append("\(label): []")
            case (.identifier, false) where relationship.isOptional: arguments.append("\(label): nil")
            case (.identifier, false):
                let target = "\(module.name).\(relationship.target).ID"
                arguments.append("\(label): row.readRequiredLink(\(target).self, relationship: \(SwiftSource.stringLiteral(relationship.name)))")
            }
        }
        let single = identity.count == 1
        let entityType = "\(module.name).\(entity.name)"
        let identityReads = identity.map { attribute in
            (single ? "" : "\(SwiftIdentifier.argumentLabel(attribute.name)): ") + "row.read(\(attribute.type.swiftType(module: module.name)).self)"
        }
        let identityJSONReads = identity.map { attribute in
            single
                ? "\(attribute.type.swiftType(module: module.name))(storeJSON: json)"
                : "\(SwiftIdentifier.argumentLabel(attribute.name)): json.storeMember(\(SwiftSource.stringLiteral(attribute.name)), as: \(attribute.type.swiftType(module: module.name)).self)"
        }
        return flags(name: entity.name, entity: true, value: false, enumeration: false, [
            "nameLiteral": .string(SwiftSource.stringLiteral(entity.name)),
            "columns": .list(columns.map { column in
                .dictionary([
                    "nameLiteral": .string(SwiftSource.stringLiteral(column.name)),
                    "swiftName": .string(column.swiftName),
                    "swiftType": .string(column.swiftType),
                    "schemaTypeLiteral": .string(SwiftSource.stringLiteral(column.schemaType)),
                    "extra": .string(column.extra),
                    "entityType": .string(entityType),
                    "staticName": .string(SwiftIdentifier.escaped(column.swiftName)),
                ])
            }),
            "tableExtra": .string(
                (entity.renamedFrom.map { ",\n        renamedFrom: " + SwiftSource.stringLiteral($0) } ?? "")
                + (entity.removedMembers.isEmpty ? "" : ",\n        removed: [" + entity.removedMembers.map(SwiftSource.stringLiteral).joined(separator: ", ") + "]")),
            "identityList": .string(identity.map { SwiftSource.stringLiteral($0.name) }.joined(separator: ", ")),
            "hasRelationships": .bool(!linked.isEmpty),
            "hasIndexes": .bool(!entity.indexes.isEmpty),
            "indexList": .string(entity.indexes.map { "[" + $0.map(SwiftSource.stringLiteral).joined(separator: ", ") + "]" }.joined(separator: ", ")),
            "relationships": .list(linked.map { relationship in
                .dictionary([
                    "kind": .string(relationship.isMany ? "toMany" : "toOne"),
                    "nameLiteral": .string(SwiftSource.stringLiteral(relationship.name)),
                    "targetLiteral": .string(SwiftSource.stringLiteral(relationship.target)),
                    "hasInverse": .bool(relationship.inverse != nil),
                    "inverseLiteral": .string(SwiftSource.stringLiteral(relationship.inverse?.name ?? "")),
                    "extra": .string((relationship.renamedFrom.map { ", renamedFrom: " + SwiftSource.stringLiteral($0) } ?? "")
                        + (!relationship.isMany && !relationship.isOptional ? ", required: true" : "")),
                    "swiftName": .string(relationship.name),
                    "staticName": .string(SwiftIdentifier.escaped(relationship.name)),
                    "entityType": .string(entityType),
                    "targetType": .string("\(module.name).\(relationship.target)"),
                ])
            }),
            "arguments": .list(arguments.enumerated().map { index, argument in
                .dictionary(["argument": .string(argument), "isLast": .bool(index == arguments.count - 1)])
            }),
            "identityFields": .list(identity.map { attribute in
                .dictionary([
                    "swiftName": .string(attribute.name),
                    "nameLiteral": .string(SwiftSource.stringLiteral(attribute.name)),
                ])
            }),
            "isComposite": .bool(!single),
            "identityReads": .string(identityReads.joined(separator: ", ")),
            "identityJSONReads": .string(identityJSONReads.joined(separator: ", ")),
        ])
    }

    private func valueData(_ entity: Entity) -> MustacheValue {
        // Every field, in the initializer's order (attributes, then relationships).
        let members: [(name: String, swiftName: String, swiftType: String)] =
            entity.attributes.map { ($0.name, $0.name, $0.type.swiftType(module: module.name)) }
            + entity.relationships.map { ($0.name, $0.name, $0.swiftType(module: module.name)) }
        return flags(name: entity.name, entity: false, value: true, enumeration: false, [
            "hasMembers": .bool(!members.isEmpty),
            "members": .list(members.enumerated().map { index, member in
                .dictionary([
                    "nameLiteral": .string(SwiftSource.stringLiteral(member.name)),
                    "swiftName": .string(member.swiftName),
                    "label": .string(SwiftIdentifier.argumentLabel(member.name)),
                    "swiftType": .string(member.swiftType),
                    "isLast": .bool(index == members.count - 1),
                ])
            }),
        ])
    }
}
