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
    }

    private func columns(of entity: Entity) -> [Column] {
        entity.attributes.map { attribute in
            Column(name: attribute.name, swiftName: attribute.swiftName,
                   swiftType: Self.qualified(attribute.type), schemaType: attribute.type.description)
        } + entity.relationships.filter { $0.storage == .embedded }.map { relationship in
            let schemaType = relationship.isMany ? "[\(relationship.target)]" : relationship.target + (relationship.isOptional ? "?" : "")
            return Column(name: relationship.name, swiftName: relationship.swiftName,
                          swiftType: relationship.swiftType, schemaType: schemaType)
        }
    }

    private func entityData(_ entity: Entity) -> MustacheValue {
        let columns = columns(of: entity)
        let identity = entity.identity.attributes
        let linked = entity.relationships.filter { $0.storage == .identifier }
        // The model's initializer takes the attributes, then every relationship in order.
        var arguments = entity.attributes.map { "\($0.swiftName): row.read(\(Self.qualified($0.type)).self)" }
        for relationship in entity.relationships {
            switch (relationship.storage, relationship.isMany) {
            case (.embedded, _): arguments.append("\(relationship.swiftName): row.read(\(relationship.swiftType).self)")
            case (.identifier, true): arguments.append("\(relationship.swiftName): []")
            case (.identifier, false): arguments.append("\(relationship.swiftName): nil")
            }
        }
        let single = identity.count == 1
        let identityReads = identity.map { attribute in
            (single ? "" : "\(attribute.swiftName): ") + "row.read(\(Self.qualified(attribute.type)).self)"
        }
        let identityJSONReads = identity.map { attribute in
            single
                ? "\(Self.qualified(attribute.type))(storeJSON: json)"
                : "\(attribute.swiftName): json.storeMember(\(SwiftSource.stringLiteral(attribute.name)), as: \(Self.qualified(attribute.type)).self)"
        }
        return flags(name: entity.name, entity: true, value: false, enumeration: false, [
            "nameLiteral": .string(SwiftSource.stringLiteral(entity.name)),
            "columns": .list(columns.map { column in
                .dictionary([
                    "nameLiteral": .string(SwiftSource.stringLiteral(column.name)),
                    "swiftName": .string(column.swiftName),
                    "swiftType": .string(column.swiftType),
                    "schemaTypeLiteral": .string(SwiftSource.stringLiteral(column.schemaType)),
                ])
            }),
            "identityList": .string(identity.map { SwiftSource.stringLiteral($0.name) }.joined(separator: ", ")),
            "hasRelationships": .bool(!linked.isEmpty),
            "relationships": .list(linked.map { relationship in
                .dictionary([
                    "kind": .string(relationship.isMany ? "toMany" : "toOne"),
                    "nameLiteral": .string(SwiftSource.stringLiteral(relationship.name)),
                    "targetLiteral": .string(SwiftSource.stringLiteral(relationship.target)),
                    "hasInverse": .bool(relationship.inverse != nil),
                    "inverseLiteral": .string(SwiftSource.stringLiteral(relationship.inverse?.name ?? "")),
                ])
            }),
            "arguments": .list(arguments.enumerated().map { index, argument in
                .dictionary(["argument": .string(argument), "isLast": .bool(index == arguments.count - 1)])
            }),
            "identityFields": .list(identity.map { attribute in
                .dictionary([
                    "swiftName": .string(attribute.swiftName),
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
            entity.attributes.map { ($0.name, $0.swiftName, Self.qualified($0.type)) }
            + entity.relationships.map { ($0.name, $0.swiftName, $0.swiftType) }
        return flags(name: entity.name, entity: false, value: true, enumeration: false, [
            "hasMembers": .bool(!members.isEmpty),
            "members": .list(members.enumerated().map { index, member in
                .dictionary([
                    "nameLiteral": .string(SwiftSource.stringLiteral(member.name)),
                    "swiftName": .string(member.swiftName),
                    "swiftType": .string(member.swiftType),
                    "isLast": .bool(index == members.count - 1),
                ])
            }),
        ])
    }

    /// The Swift type of an attribute with every type the generator did not make named by
    /// its module: `[Swift.String]?`, `Foundation.Date`, `Mapwright.JSONValue`.
    static func qualified(_ type: AttributeType) -> String {
        let element: String
        switch type.element {
        case .string: element = "Swift.String"
        case .int: element = "Swift.Int"
        case .int64: element = "Swift.Int64"
        case .int32: element = "Swift.Int32"
        case .int16: element = "Swift.Int16"
        case .uint64: element = "Swift.UInt64"
        case .double: element = "Swift.Double"
        case .float: element = "Swift.Float"
        case .decimal: element = "Foundation.Decimal"
        case .bool: element = "Swift.Bool"
        case .date: element = "Foundation.Date"
        case .url: element = "Foundation.URL"
        case .uuid: element = "Foundation.UUID"
        case .data: element = "Foundation.Data"
        case .json: element = "Mapwright.JSONValue"
        case .enumeration(let name): element = name
        }
        let base = type.isArray ? "[\(element)]" : element
        return type.isOptional ? base + "?" : base
    }
}
