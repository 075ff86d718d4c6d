import Foundation
import Mapwright
import MapwrightGenerator

/// Turns a compiled generated value (a record, an identity, an embedded value) into the
/// `TryValue` shape `mapwright try` reports, guided by the schema's IR and read with
/// `Mirror`, so that the two can be compared field by field.
struct ModelValueConverter {
    let module: MapwrightGenerator.Module

    /// A record or embedded value of `entity`.
    func record(_ value: Any, entity: Entity) -> TryRecord {
        let members = Self.members(of: value)
        let attributes = entity.attributes.map { TryField(name: $0.name, value: convert(members[$0.name], type: $0.type)) }
        let relationships = entity.relationships.map { TryField(name: $0.name, value: relationship(members[$0.name], $0)) }
        return TryRecord(entity: entity.name, fields: attributes + relationships)
    }

    /// The identity an `ID` value holds, for `entity`.
    func identity(_ value: Any, entity: Entity) -> TryIdentity {
        let members = Self.members(of: value)
        return TryIdentity(fields: entity.identity.attributes.map { attribute in
            TryField(name: attribute.name, value: convert(members[attribute.name], type: attribute.type))
        })
    }

    /// The identity of a record of `entity`, from its identity attributes.
    func key(of record: TryRecord, entity: Entity) -> TryRecordKey {
        TryRecordKey(entity: entity.name, identity: TryIdentity(fields: entity.identity.attributes.map { TryField(name: $0.name, value: record[$0.name] ?? .null) }))
    }

    /// A relationship's value: identities of identified targets, or embedded values.
    func relationship(_ value: Any?, _ relationship: Relationship) -> TryValue {
        guard let value = value.flatMap(Self.unwrapped), let target = module.entity(named: relationship.target) else {
            return relationship.isMany ? .array([]) : .null
        }
        let one = { (element: Any) -> TryValue in
            relationship.storage == .identifier
                ? .reference(entity: target.name, identity: identity(element, entity: target))
                : .record(record(element, entity: target))
        }
        // A to-many of identities is a `ToMany`, one of embedded values an array.
        if relationship.isMany { return .array(((value as? any Sequence).map { Self.elements($0) } ?? []).map(one)) }
        return one(value)
    }

    /// The elements of `sequence`, as `Any`.
    private static func elements(_ sequence: some Sequence) -> [Any] {
        sequence.map { $0 as Any }
    }

    /// An attribute's value.
    func convert(_ value: Any?, type: AttributeType) -> TryValue {
        guard let value = value.flatMap(Self.unwrapped) else { return .null }
        if type.isArray { return .array(((value as? [Any]) ?? []).map { element($0, type.element) }) }
        return element(value, type.element)
    }

    private func element(_ value: Any, _ type: ValueType) -> TryValue {
        let converted: TryValue? = switch type {
        case .string: (value as? String).map(TryValue.string)
        case .int: (value as? Int).map { .integer(Int64($0)) }
        case .int64: (value as? Int64).map(TryValue.integer)
        case .int32: (value as? Int32).map { .integer(Int64($0)) }
        case .int16: (value as? Int16).map { .integer(Int64($0)) }
        case .uint64: (value as? UInt64).map(TryValue.unsignedInteger)
        case .double: (value as? Double).map(TryValue.double)
        case .float: (value as? Float).map(TryValue.float)
        case .decimal: (value as? Decimal).map(TryValue.decimal)
        case .bool: (value as? Bool).map(TryValue.bool)
        case .date: (value as? Date).map(TryValue.date)
        case .url: (value as? URL).map(TryValue.url)
        case .uuid: (value as? UUID).map(TryValue.uuid)
        case .data: (value as? Data).map(TryValue.data)
        case .json: (value as? JSONValue).map(TryValue.json)
        case .enumeration: Self.enumCase(value)
        }
        return converted ?? .string("<not a \(type.schemaName): \(value)>")
    }

    /// A case of a generated enum: `.enumCase(name)`, or for the unknown case of an enum
    /// that keeps unknown raw values (`case other(String)`), the case with its raw value.
    static func enumCase(_ value: Any) -> TryValue {
        if let payload = Mirror(reflecting: value).children.first, let name = payload.label, let raw = payload.value as? String {
            return .keptEnumCase(name, rawValue: raw)
        }
        return .enumCase(String(describing: value))
    }

    /// The stored properties of a struct, by name.
    static func members(of value: Any) -> [String: Any] {
        var members: [String: Any] = [:]
        for child in Mirror(reflecting: value).children {
            if let label = child.label, members[label] == nil { members[label] = child.value }
        }
        return members
    }

    /// The wrapped value of an optional (nil for `nil`); other values as they are.
    static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrapped($0.value) } ?? nil
    }
}
