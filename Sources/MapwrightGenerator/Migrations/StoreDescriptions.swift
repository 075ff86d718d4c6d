import Foundation
import Mapwright

/// The store descriptions (``Mapwright/StoreTable``) of a module's identified entities,
/// made from the IR as the generated `storeTable`s describe them: what
/// `mapwright migrations` records and compares.
enum StoreDescriptions {
    /// One description per identified entity, sorted by name.
    static func tables(of module: Module) -> [StoreTable] {
        module.entities.filter { !$0.isValueType }.map(table)
    }

    private static func table(_ entity: Entity) -> StoreTable {
        let attributes = entity.attributes.map { attribute in
            StoreColumn(
                name: attribute.name, schemaType: attribute.type.description, storage: storage(attribute.type),
                isOptional: attribute.isOptional, defaultValue: attribute.defaultValue.map(storedDefault),
                renamedFrom: attribute.renamedFrom)
        }
        let embedded = entity.relationships.filter { $0.storage == .embedded }.map { relationship in
            StoreColumn(
                name: relationship.name,
                schemaType: relationship.isMany ? "[\(relationship.target)]" : relationship.target + (relationship.isOptional ? "?" : ""),
                storage: .text, isOptional: !relationship.isMany && relationship.isOptional, renamedFrom: relationship.renamedFrom)
        }
        let relationships = entity.relationships.filter { $0.storage == .identifier }.map { relationship in
            StoreTableRelationship(
                name: relationship.name, target: relationship.target, isToMany: relationship.isMany,
                inverse: relationship.inverse?.name, renamedFrom: relationship.renamedFrom,
                isRequired: !relationship.isMany && !relationship.isOptional)
        }
        return StoreTable(
            name: entity.name, columns: attributes + embedded, identity: entity.identity.attributes.map(\.name),
            relationships: relationships, renamedFrom: entity.renamedFrom, removed: entity.removedMembers)
    }

    /// How a table-based engine stores `type` (as `StoreColumnValue` conformances do).
    private static func storage(_ type: AttributeType) -> StoreColumnStorage {
        guard !type.isArray else { return .text }
        switch type.element {
        case .int, .int64, .int32, .int16, .uint64, .bool: return .integer
        case .double, .float, .date: return .real
        case .data: return .blob
        case .string, .decimal, .url, .uuid, .json, .enumeration: return .text
        }
    }

    /// A default in stored form, for the plan's text (`default 'normal'`).
    private static func storedDefault(_ literal: Literal) -> StoreColumnDefault {
        switch literal {
        case .string(let text): .text(text)
        case .integer(let value): .integer(value)
        case .unsignedInteger(let value): .integer(Int64(bitPattern: value))
        case .floatingPoint(let value): .real(value)
        case .bool(let value): .integer(value ? 1 : 0)
        case .date(let date): .real(date.timeIntervalSince1970)
        default: .text("\(literal)")
        }
    }
}
