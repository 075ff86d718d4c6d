/// Fills the mappings a ``RandomSchemaGenerator`` decided on: which members each maps,
/// under which keys (nested paths, array indices, fallbacks, keys that need
/// escaping), with which box, coercion, default and null policy, how relationships
/// are read (nested, through a named mapping, or by reference), response options on
/// value types, and server types with a feed.
struct RandomMappingGenerator {
    private(set) var plan: RandomSchemaPlan

    init(plan: RandomSchemaPlan) {
        self.plan = plan
    }

    /// Date patterns for `date:` boxes.
    static let datePatterns = [
        "yyyy-MM-dd", "yyyy-MM-dd'T'HH:mm:ss", "dd.MM.yyyy HH:mm", "EEE, dd MMM yyyy HH:mm:ss Z", "yyyyMMdd",
        "MM/dd/yyyy hh:mm a", "yyyy-MM-dd'T'HH:mm:ssXXXXX", "'day' D 'of' yyyy",
    ]

    /// The plan with every mapping's fields, result options, server types and feeds.
    mutating func fill(rng: inout SplitMix64, names: inout TypeNameSource) -> RandomSchemaPlan {
        for index in plan.mappings.indices {
            fillMapping(at: index, rng: &rng)
        }
        addServerTypesAndFeed(rng: &rng, names: &names)
        return plan
    }

    // MARK: Fields

    private mutating func fillMapping(at index: Int, rng: inout SplitMix64) {
        let mapping = plan.mappings[index]
        guard let entity = plan.entity(mapping.entity) else { return }
        if rng.chance(mapping.isDefault ? 10 : 45) {
            plan.mappings[index].root = rng.pick(["items", "data.results", "payload.0.list", "ключ", "a\\.b"])
        }
        var keys = KeySource()
        var fields: [(name: String, value: SchemaJSON)] = []
        var identityKeys: [String: (type: PlannedType, key: String)] = [:]
        for attribute in entity.attributes {
            if attribute.mayBeUnmapped, rng.chance(20) { continue }
            let (field, key) = attributeField(attribute, in: entity, keys: &keys, rng: &rng)
            fields.append((attribute.name, field))
            // Only a plain key is shared: the reference then reads the same JSON the same way.
            if entity.identity.contains(attribute.name), let key, case .string = field { identityKeys[attribute.name] = (attribute.type, key) }
        }
        for relationship in entity.relationships {
            if relationship.isOptional, rng.chance(20) { continue }
            if let field = relationshipField(relationship, of: entity, keys: &keys, identityKeys: identityKeys, rng: &rng) {
                fields.append((relationship.name, field))
            }
        }
        plan.mappings[index].fields = rng.shuffled(fields)
        if entity.isValueType, rng.chance(25) {
            plan.mappings[index].result = result(for: entity, mapped: Set(fields.map(\.name)), rng: &rng)
        }
    }

    /// An attribute's field, and its single plain key when it has one.
    private func attributeField(_ attribute: PlannedAttribute, in entity: PlannedEntity, keys: inout KeySource, rng: inout SplitMix64) -> (SchemaJSON, String?) {
        let isIdentity = entity.identity.contains(attribute.name)
        let key = keys.key(for: attribute.name, preferring: isIdentity && rng.chance(50) ? "id" : nil, rng: &rng)
        guard rng.chance(60) else { return (.string(key), key) }
        var members: [(String, SchemaJSON)] = []
        var plainKey: String? = key
        if rng.chance(15) {
            let fallback = keys.key(for: attribute.name + "_alt", preferring: nil, rng: &rng)
            members.append(("key", .array([.string(key), .string(fallback)])))
            plainKey = nil
        } else if key != attribute.name || rng.chance(30) {
            members.append(("key", .string(key)))
        }
        if rng.chance(40), let box = box(for: attribute.type.element, rng: &rng) { members.append(("box", .string(box))) }
        if rng.chance(30) { members.append(("coerce", .string(rng.chance(65) ? "strict" : "lenient"))) }
        var hasDefault = attribute.mayBeUnmapped && !attribute.type.isOptional
        if let defaultValue = attribute.defaultValue, case .null = defaultValue { hasDefault = false }
        if !isIdentity, rng.chance(12) {
            if attribute.type.isOptional, rng.chance(30) {
                members.append(("default", .null))
                hasDefault = false
            } else {
                members.append(("default", RandomValues(enums: plan.enums).value(of: attribute.type, rng: &rng)))
                hasDefault = true
            }
        }
        if rng.chance(35) {
            var policies = ["keep"]
            if attribute.type.isOptional { policies.append("clear") }
            if hasDefault { policies.append("default") }
            members.append(("null", .string(rng.pick(policies))))
        }
        return (.object(members), plainKey)
    }

    /// A box that can produce `element`, named explicitly.
    private func box(for element: PlannedElement, rng: inout SplitMix64) -> String? {
        switch element {
        case .enumeration: return "enum"
        case .builtIn(let name):
            switch name {
            case "String": return "string"
            case "Int", "Int64", "Int32", "Int16", "UInt64": return "int"
            case "Double": return "double"
            case "Float": return "float"
            case "Decimal": return "decimal"
            case "Bool": return "bool"
            case "Date": return rng.pick(["iso8601", "unixSeconds", "unixMillis", "date:" + rng.pick(Self.datePatterns)])
            case "URL": return "url"
            case "UUID": return "uuid"
            case "Data": return "base64"
            case "JSON": return "json"
            default: return nil
            }
        }
    }

    /// A relationship's field, or `nil` when it cannot be mapped here.
    private func relationshipField(_ relationship: PlannedRelationship, of source: PlannedEntity, keys: inout KeySource,
                                   identityKeys: [String: (type: PlannedType, key: String)], rng: inout SplitMix64) -> SchemaJSON? {
        guard let target = plan.entity(relationship.target) else { return nil }
        // A value type's mapping cannot parse or link a record.
        if source.isValueType, !target.isValueType { return nil }
        let named = plan.namedMappings(of: target.name)
        let canNest = plan.hasDefaultMapping(target.name) || !named.isEmpty
        let canReference = target.singleIdentity != nil
        guard canNest || canReference else { return nil }
        let byReference = canReference && (!canNest || rng.chance(40))
        var members: [(String, SchemaJSON)] = []
        if byReference, let identity = target.singleIdentity {
            // Sometimes the reference shares its key with an identity attribute of the same type.
            let shared = identityKeys.values.first { $0.type == identity.type && !relationship.isMany }
            let key = shared.map(\.key) ?? keys.key(for: relationship.name, preferring: nil, rng: &rng)
            members.append(("key", .string(key)))
            members.append(("reference", .bool(true)))
            if shared == nil, rng.chance(30), let box = box(for: identity.type.element, rng: &rng) { members.append(("box", .string(box))) }
            if shared == nil, rng.chance(20) { members.append(("coerce", .string("strict"))) }
        } else {
            let key = keys.key(for: relationship.name, preferring: nil, rng: &rng)
            if plan.hasDefaultMapping(target.name), key == relationship.name, rng.chance(40) { return .string(key) }
            members.append(("key", .string(key)))
            if !named.isEmpty, !plan.hasDefaultMapping(target.name) || rng.chance(40) {
                members.append(("mapping", .string(rng.pick(named).name)))
            }
            if relationship.isMany {
                if rng.chance(25) { members.append(("notArray", .string("absent"))) }
                if target.isValueType, rng.chance(30) { members.append(("invalidElements", .string("skip"))) }
            }
        }
        if relationship.isMany, rng.chance(20) { members.append(("merge", .string("append"))) }
        if rng.chance(25) {
            members.append(("null", .string(relationship.isOptional && rng.chance(50) ? "clear" : "keep")))
        }
        return .object(members)
    }

    // MARK: Response results

    /// A `result` option for a value type's mapping: the whole value or a required
    /// member as the success, and expected values of mapped required attributes.
    private func result(for entity: PlannedEntity, mapped: Set<String>, rng: inout SplitMix64) -> SchemaJSON {
        var members: [(String, SchemaJSON)] = []
        let successes = entity.attributes.filter { !$0.type.isOptional && mapped.contains($0.name) }.map(\.name)
            + entity.relationships.filter { !$0.isMany && !$0.isOptional }.map(\.name)
        if !successes.isEmpty, rng.chance(60) { members.append(("success", .string(rng.pick(successes)))) }
        let expectable = entity.attributes.filter { attribute in
            guard mapped.contains(attribute.name), !attribute.type.isArray, !attribute.type.isOptional else { return false }
            switch attribute.type.element {
            case .enumeration: return true
            case .builtIn(let name): return ["String", "Int", "Int16", "Bool"].contains(name)
            }
        }
        let expected = rng.shuffled(expectable).prefix(rng.number(in: 0...2))
        if !expected.isEmpty {
            let values = RandomValues(enums: plan.enums)
            members.append(("expect", .object(expected.map { ($0.name, values.value(of: $0.type, rng: &rng)) })))
        }
        members.append(("failure", .string(rng.pick(["Bad data", "Unexpected \"response\"", "Ünïcödé failure \\ done"]))))
        return .object(members)
    }

    // MARK: Server types and feeds

    private mutating func addServerTypesAndFeed(rng: inout SplitMix64, names: inout TypeNameSource) {
        guard rng.chance(35) else { return }
        var used = Set<String>()
        for index in plan.entities.indices where !plan.entities[index].isValueType && plan.hasDefaultMapping(plan.entities[index].name) && rng.chance(60) {
            var serverType = rng.chance(50) ? plan.entities[index].name : rng.pick(NamePools.awkwardStrings)
            if serverType.isEmpty || used.contains(serverType) { serverType = plan.entities[index].name.lowercased() + "-type" }
            guard used.insert(serverType).inserted else { continue }
            plan.entities[index].serverType = serverType
        }
        guard !used.isEmpty, rng.chance(75) else { return }
        var verbs: [(verb: String, action: String)] = [("add", "upsert")]
        if rng.chance(60) { verbs.append(("update", "upsert")) }
        if rng.chance(70) { verbs.append((rng.pick(["delete", "remove", "gone \"away\""]), "delete")) }
        plan.feeds.append(PlannedFeed(
            name: names.next(&rng), actions: rng.pick(["actions", "data.changes"]), verb: rng.pick(["type", "op"]),
            payload: rng.pick(["payload", "data"]), serverType: rng.pick(["serverType", "kind", "meta.type"]),
            next: rng.chance(60) ? rng.pick(["next", "links.next"]) : nil, verbs: verbs))
    }
}

/// Keys for one mapping's fields: no key is another's prefix, so a sample document
/// can hold every field.
struct KeySource {
    private var taken: [[String]] = []

    /// A key path for member `name`: `preferred` when free, else its own name, its
    /// snake case, a nested or indexed path, or a key that needs escaping.
    mutating func key(for name: String, preferring preferred: String?, rng: inout SplitMix64) -> String {
        var candidates: [String] = []
        if let preferred { candidates.append(preferred) }
        switch rng.below(10) {
        case 0, 1, 2: candidates.append(name)
        case 3, 4: candidates.append(Self.snakeCase(name))
        case 5: candidates.append("meta." + Self.snakeCase(name))
        case 6: candidates.append("list_\(taken.count).0." + name)
        case 7: candidates.append(rng.pick(NamePools.awkwardKeys))
        case 8: candidates.append(rng.pick(["id", "type", "default", "value", "items"]))
        default: candidates.append(name.uppercased())
        }
        candidates.append(name)
        candidates.append("field_\(taken.count)")
        for candidate in candidates {
            let segments = Self.segments(candidate)
            guard !taken.contains(where: { Self.overlaps($0, segments) }) else { continue }
            taken.append(segments)
            return candidate
        }
        var number = taken.count
        while taken.contains(where: { Self.overlaps($0, ["k\(number)"]) }) { number += 1 }
        taken.append(["k\(number)"])
        return "k\(number)"
    }

    /// Whether one path is a prefix of the other (or equal).
    private static func overlaps(_ first: [String], _ second: [String]) -> Bool {
        let count = min(first.count, second.count)
        return Array(first.prefix(count)) == Array(second.prefix(count))
    }

    /// The segments of a key path in schema notation (`a\.b` is one segment).
    static func segments(_ path: String) -> [String] {
        var segments: [String] = []
        var current = ""
        var escaped = false
        for character in path {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
                current.append(character)
            } else if character == "." {
                segments.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        segments.append(current)
        return segments
    }

    /// `createdAt` → `created_at`.
    static func snakeCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result += "_" }
            result += character.lowercased()
        }
        return result
    }
}
