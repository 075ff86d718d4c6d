/// What a random schema declares, kept as the generator decides it so later steps
/// (mappings, fields, values) can respect what earlier steps chose. ``json`` writes it
/// in the schema language.
struct RandomSchemaPlan {
    /// The module name (`R<seed>`).
    var module: String
    /// Enums, in declaration order.
    var enums: [PlannedEnum] = []
    /// Entities, in declaration order.
    var entities: [PlannedEntity] = []
    /// Mappings, in declaration order.
    var mappings: [PlannedMapping] = []
    /// Feeds, in declaration order.
    var feeds: [PlannedFeed] = []

    /// The entity named `name`.
    func entity(_ name: String) -> PlannedEntity? {
        entities.first { $0.name == name }
    }

    /// The enum named `name`.
    func enumeration(_ name: String) -> PlannedEnum? {
        enums.first { $0.name == name }
    }

    /// Whether `entity` has a default mapping.
    func hasDefaultMapping(_ entity: String) -> Bool {
        mappings.contains { $0.entity == entity && $0.isDefault }
    }

    /// The named (non-default) mappings of `entity`.
    func namedMappings(of entity: String) -> [PlannedMapping] {
        mappings.filter { $0.entity == entity && !$0.isDefault }
    }

    /// The schema file's JSON.
    var json: SchemaJSON {
        var members: [(String, SchemaJSON)] = [("module", .string(module))]
        if !enums.isEmpty { members.append(("enums", .object(enums.map { ($0.name, $0.json) }))) }
        members.append(("entities", .object(entities.map { ($0.name, $0.json) })))
        members.append(("mappings", .object(mappings.map { ($0.name, $0.json) })))
        if !feeds.isEmpty { members.append(("feeds", .object(feeds.map { ($0.name, $0.json) }))) }
        return .object(members)
    }
}

/// An enum: cases, raw values given for some, and maybe an unknown case.
struct PlannedEnum {
    var name: String
    var cases: [String]
    /// Raw values given explicitly, in case order.
    var rawValues: [(caseName: String, value: String)]
    var unknown: String?

    var json: SchemaJSON {
        var members: [(String, SchemaJSON)] = [("cases", .array(cases.map { .string($0) }))]
        if !rawValues.isEmpty { members.append(("values", .object(rawValues.map { ($0.caseName, .string($0.value)) }))) }
        if let unknown { members.append(("unknown", .string(unknown))) }
        return .object(members)
    }
}

/// The element type of an attribute.
enum PlannedElement: Hashable {
    /// A built-in type by its schema name (`Int16`, `JSON`).
    case builtIn(String)
    /// A schema enum by name.
    case enumeration(String)

    /// The schema spelling.
    var name: String {
        switch self {
        case .builtIn(let name), .enumeration(let name): name
        }
    }
}

/// An attribute's type as the schema writes it.
struct PlannedType: Hashable {
    var element: PlannedElement
    var isArray = false
    var isOptional = false

    /// `String`, `[Status]?`.
    var text: String {
        (isArray ? "[\(element.name)]" : element.name) + (isOptional ? "?" : "")
    }
}

/// An attribute.
struct PlannedAttribute {
    var name: String
    var type: PlannedType
    /// The `default` as written (`null` for "no default" on an optional).
    var defaultValue: SchemaJSON?
    var example: SchemaJSON?
    var doc: String?
    /// Whether the JSON may omit it: optional, or with a non-null default.
    var mayBeUnmapped: Bool {
        if type.isOptional { return true }
        guard let defaultValue else { return false }
        if case .null = defaultValue { return false }
        return true
    }

    var json: SchemaJSON {
        guard defaultValue != nil || example != nil || doc != nil else { return .string(type.text) }
        var members: [(String, SchemaJSON)] = [("type", .string(type.text))]
        if let defaultValue { members.append(("default", defaultValue)) }
        if let example { members.append(("example", example)) }
        if let doc { members.append(("doc", .string(doc))) }
        return .object(members)
    }
}

/// A relationship.
struct PlannedRelationship {
    var name: String
    var target: String
    var isMany: Bool
    /// Whether a to-one may be absent (always `true` for to-many).
    var isOptional: Bool
    /// Whether to write `optional` even when it is the default `true`.
    var writesOptional = false
    var inverse: String?

    var json: SchemaJSON {
        var members: [(String, SchemaJSON)] = [("to", .string(target))]
        if isMany { members.append(("many", .bool(true))) }
        if let inverse { members.append(("inverse", .string(inverse))) }
        if !isMany, !isOptional || writesOptional { members.append(("optional", .bool(isOptional))) }
        return .object(members)
    }
}

/// An entity: a value type when `identity` is empty.
struct PlannedEntity {
    var name: String
    var identity: [String] = []
    var attributes: [PlannedAttribute] = []
    var relationships: [PlannedRelationship] = []
    var serverType: String?

    var isValueType: Bool { identity.isEmpty }

    /// The identity attribute when there is exactly one.
    var singleIdentity: PlannedAttribute? {
        guard identity.count == 1 else { return nil }
        return attributes.first { $0.name == identity[0] }
    }

    /// Every member name taken.
    var memberNames: Set<String> {
        Set(attributes.map(\.name) + relationships.map(\.name))
    }

    var json: SchemaJSON {
        var members: [(String, SchemaJSON)] = []
        if identity.count == 1 { members.append(("identity", .string(identity[0]))) }
        if identity.count > 1 { members.append(("identity", .array(identity.map { .string($0) }))) }
        if let serverType { members.append(("serverType", .string(serverType))) }
        members.append(("attributes", .object(attributes.map { ($0.name, $0.json) })))
        if !relationships.isEmpty { members.append(("relationships", .object(relationships.map { ($0.name, $0.json) }))) }
        return .object(members)
    }
}

/// A mapping: the default one of its entity (named like it) or a named one.
struct PlannedMapping {
    var name: String
    var entity: String
    var root: String?
    /// Fields as written, in order.
    var fields: [(name: String, value: SchemaJSON)] = []
    var result: SchemaJSON?

    var isDefault: Bool { name == entity }

    var json: SchemaJSON {
        var members: [(String, SchemaJSON)] = []
        if !isDefault { members.append(("entity", .string(entity))) }
        if let root { members.append(("root", .string(root))) }
        members.append(("fields", .object(fields.map { ($0.name, $0.value) })))
        if let result { members.append(("result", result)) }
        return .object(members)
    }
}

/// A feed of actions dispatched by server type.
struct PlannedFeed {
    var name: String
    var actions: String
    var verb: String
    var payload: String
    var serverType: String
    var next: String?
    var verbs: [(verb: String, action: String)]

    var json: SchemaJSON {
        var members: [(String, SchemaJSON)] = [
            ("actions", .string(actions)), ("verb", .string(verb)), ("payload", .string(payload)), ("serverType", .string(serverType)),
        ]
        if let next { members.append(("next", .string(next))) }
        members.append(("verbs", .object(verbs.map { ($0.verb, .string($0.action)) })))
        return .object(members)
    }
}
