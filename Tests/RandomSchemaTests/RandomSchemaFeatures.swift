/// The features a random schema uses, by name, so a test can check that the CI seeds
/// use every one of ``all`` between them.
enum RandomSchemaFeatures {
    /// Every feature the CI batch must cover.
    static let all: Set<String> = Set(
        ["type name from the standard library", "type name from Foundation", "type name from Swift Testing", "type name from the runtime",
         "keyword member", "contextual keyword member", "generated-name member", "id on a value type", "description attribute",
         "self nesting", "mutual nesting", "required to-one nested", "required to-one reference",
         "optional to-one nested", "optional to-one reference", "to-many reference", "two references to one target",
         "composite identity", "value type embedded one", "value type embedded many", "enum with unknown", "enum without unknown",
         "enum raw values", "named mapping", "nested through a named mapping", "root", "result", "server types", "feed",
         "default", "example", "doc", "unmapped attribute with a default", "array attribute", "optional attribute",
         "coerce strict", "coerce lenient", "null clear", "null keep", "null default", "fallback keys", "nested key path",
         "array index in key path", "escaped key", "merge append", "notArray absent", "invalidElements skip", "field default"]
        + RandomSchemaGenerator.builtInTypes.map { "type \($0)" }
        + ["iso8601", "unixSeconds", "unixMillis", "date:", "base64", "decimal", "enum", "json"].map { "box \($0)" }
    )

    /// The features `plan` uses.
    static func of(_ plan: RandomSchemaPlan) -> Set<String> {
        var features = Set<String>()
        let typeNames = plan.entities.map(\.name) + plan.enums.map(\.name) + plan.mappings.filter { !$0.isDefault }.map(\.name)
        for (pool, feature) in [(NamePools.standardTypes, "the standard library"), (NamePools.foundationTypes, "Foundation"),
                                (NamePools.testingTypes, "Swift Testing"), (NamePools.runtimeTypes, "the runtime")]
        where typeNames.contains(where: pool.contains) {
            features.insert("type name from \(feature)")
        }
        for entity in plan.entities {
            entityFeatures(entity, in: plan, into: &features)
        }
        for enumeration in plan.enums {
            features.insert(enumeration.unknown == nil ? "enum without unknown" : "enum with unknown")
            if !enumeration.rawValues.isEmpty { features.insert("enum raw values") }
        }
        for mapping in plan.mappings {
            mappingFeatures(mapping, in: plan, into: &features)
        }
        if plan.entities.contains(where: { $0.serverType != nil }) { features.insert("server types") }
        if !plan.feeds.isEmpty { features.insert("feed") }
        return features
    }

    private static func entityFeatures(_ entity: PlannedEntity, in plan: RandomSchemaPlan, into features: inout Set<String>) {
        if entity.identity.count > 1 { features.insert("composite identity") }
        for attribute in entity.attributes {
            let name = attribute.name
            if NamePools.keywords.contains(name) { features.insert("keyword member") }
            if NamePools.contextualKeywords.contains(name) { features.insert("contextual keyword member") }
            if NamePools.generatedNames.contains(name) { features.insert("generated-name member") }
            if name == "id", entity.isValueType { features.insert("id on a value type") }
            if name == "description" { features.insert("description attribute") }
            features.insert("type \(attribute.type.element.name)")
            if case .enumeration = attribute.type.element { features.insert("type enum") }
            if attribute.defaultValue != nil { features.insert("default") }
            if attribute.example != nil { features.insert("example") }
            if attribute.doc != nil { features.insert("doc") }
            if attribute.type.isArray { features.insert("array attribute") }
            if attribute.type.isOptional { features.insert("optional attribute") }
        }
        var targets: [String: Int] = [:]
        for relationship in entity.relationships {
            guard let target = plan.entity(relationship.target) else { continue }
            if relationship.target == entity.name, relationship.isMany { features.insert("self nesting") }
            if relationship.target != entity.name, target.relationships.contains(where: { $0.target == entity.name }) { features.insert("mutual nesting") }
            if target.isValueType { features.insert(relationship.isMany ? "value type embedded many" : "value type embedded one") }
            targets[relationship.target, default: 0] += 1
        }
        if targets.values.contains(where: { $0 > 1 }) { features.insert("two references to one target") }
    }

    private static func mappingFeatures(_ mapping: PlannedMapping, in plan: RandomSchemaPlan, into features: inout Set<String>) {
        guard let entity = plan.entity(mapping.entity) else { return }
        if !mapping.isDefault { features.insert("named mapping") }
        if mapping.root != nil { features.insert("root") }
        if mapping.result != nil { features.insert("result") }
        let mapped = Set(mapping.fields.map(\.name))
        if entity.attributes.contains(where: { !mapped.contains($0.name) && !$0.type.isOptional && $0.mayBeUnmapped }) {
            features.insert("unmapped attribute with a default")
        }
        for (name, value) in mapping.fields {
            let options = Dictionary(uniqueKeysWithValues: objectMembers(value))
            var keys: [String] = []
            if case .string(let key) = value { keys = [key] }
            if case .string(let key)? = options["key"] { keys = [key] }
            if case .array(let list)? = options["key"] {
                features.insert("fallback keys")
                keys = list.compactMap { if case .string(let key) = $0 { key } else { nil } }
            }
            for key in keys {
                let segments = KeySource.segments(key)
                if segments.count > 1 { features.insert("nested key path") }
                if segments.contains(where: { $0.allSatisfy(\.isNumber) }) { features.insert("array index in key path") }
                if NamePools.awkwardKeys.contains(key) { features.insert("escaped key") }
            }
            if case .string(let box)? = options["box"] { features.insert(box.hasPrefix("date:") ? "box date:" : "box \(box)") }
            if case .string(let coerce)? = options["coerce"] { features.insert("coerce \(coerce)") }
            if case .string(let null)? = options["null"] { features.insert("null \(null)") }
            if options["default"] != nil { features.insert("field default") }
            if options["merge"] != nil { features.insert("merge append") }
            if options["notArray"] != nil { features.insert("notArray absent") }
            if options["invalidElements"] != nil { features.insert("invalidElements skip") }
            if options["mapping"] != nil { features.insert("nested through a named mapping") }
            guard let relationship = entity.relationships.first(where: { $0.name == name }) else { continue }
            let isReference: Bool = if case .bool(true)? = options["reference"] { true } else { false }
            if relationship.isMany {
                if isReference { features.insert("to-many reference") }
            } else {
                features.insert("\(relationship.isOptional ? "optional" : "required") to-one \(isReference ? "reference" : "nested")")
            }
        }
    }

    private static func objectMembers(_ value: SchemaJSON) -> [(String, SchemaJSON)] {
        if case .object(let members) = value { members } else { [] }
    }
}
