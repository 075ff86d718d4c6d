/// Makes a schema `mapwright lint` accepts from a seed: the same seed always gives
/// the same text. Schemas mix names taken from Swift, Foundation, Swift Testing and
/// the runtime with keywords and generated names, every attribute type and box,
/// self and mutual nesting, references, required to-one relationships, composite
/// identities, value types, enums, named mappings, response options, server types
/// and feeds.
struct RandomSchemaGenerator {
    /// The module name for `seed`.
    static func moduleName(seed: UInt64) -> String { "R\(seed)" }

    /// The schema file text for `seed`.
    static func schemaText(seed: UInt64) -> String {
        plan(seed: seed).json.text() + "\n"
    }

    /// The plan of the schema for `seed`.
    static func plan(seed: UInt64) -> RandomSchemaPlan {
        var generator = RandomSchemaGenerator(seed: seed)
        return generator.make()
    }

    private var rng: SplitMix64
    private var plan: RandomSchemaPlan

    private init(seed: UInt64) {
        // Mixing the seed once keeps neighbouring seeds' first draws apart.
        var mixer = SplitMix64(seed: seed)
        rng = SplitMix64(seed: mixer.next())
        plan = RandomSchemaPlan(module: Self.moduleName(seed: seed))
    }

    /// Identity-capable built-in types.
    static let identityTypes = ["String", "Int", "Int64", "Int32", "Int16", "UInt64", "Decimal", "Bool", "Date", "URL", "UUID"]
    /// Every built-in type.
    static let builtInTypes = ["String", "Int", "Int64", "Int32", "Int16", "UInt64", "Double", "Float", "Decimal", "Bool", "Date", "URL", "UUID", "Data", "JSON"]

    private mutating func make() -> RandomSchemaPlan {
        var names = TypeNameSource(module: plan.module)
        let enumCount = rng.number(in: 0...3)
        let entityCount = rng.number(in: 2...6)
        for _ in 0..<enumCount {
            // An enum cannot take a built-in type's name: attribute types would mean the built-in.
            plan.enums.append(makeEnum(named: names.next(&rng, avoiding: Set(Self.builtInTypes))))
        }
        for _ in 0..<entityCount {
            plan.entities.append(PlannedEntity(name: names.next(&rng)))
        }
        for index in plan.entities.indices {
            var entity = plan.entities[index]
            makeIdentityAndAttributes(&entity)
            plan.entities[index] = entity
        }
        decideMappings(names: &names)
        makeRelationships()
        var mappings = RandomMappingGenerator(plan: plan)
        plan = mappings.fill(rng: &rng, names: &names)
        return plan
    }

    // MARK: Enums

    private mutating func makeEnum(named name: String) -> PlannedEnum {
        let cases = Array(rng.shuffled(NamePools.caseNames).prefix(rng.number(in: 1...5)))
        var rawValues: [(caseName: String, value: String)] = []
        var taken = Set(cases)
        for name in cases where rng.chance(30) {
            let candidate = rng.chance(50) ? rng.pick(NamePools.awkwardStrings) : name.uppercased() + "_RAW"
            guard !taken.contains(candidate) else { continue }
            taken.insert(candidate)
            rawValues.append((name, candidate))
        }
        // A raw value equal to another case's name would clash with that case's own raw value.
        let unknown = rng.chance(40) ? rng.pick(cases) : nil
        return PlannedEnum(name: name, cases: cases, rawValues: rawValues, unknown: unknown)
    }

    // MARK: Entities

    private mutating func makeIdentityAndAttributes(_ entity: inout PlannedEntity) {
        let identityCount = rng.pick([0, 0, 1, 1, 1, 1, 1, 2])
        var taken = Set<String>()
        for _ in 0..<identityCount {
            let name = memberName(avoiding: taken, identified: true, isIdentity: true)
            taken.insert(name)
            let element = identityElement()
            var attribute = PlannedAttribute(name: name, type: PlannedType(element: element))
            if rng.chance(20) { attribute.example = values.value(of: attribute.type, rng: &rng) }
            entity.attributes.append(attribute)
            entity.identity.append(name)
        }
        for _ in 0..<rng.number(in: identityCount == 0 ? 1...6 : 0...6) {
            let name = memberName(avoiding: taken, identified: identityCount > 0, isIdentity: false)
            taken.insert(name)
            entity.attributes.append(makeAttribute(named: name))
        }
        entity.attributes = rng.shuffled(entity.attributes)
    }

    private var values: RandomValues { RandomValues(enums: plan.enums) }

    private mutating func identityElement() -> PlannedElement {
        if !plan.enums.isEmpty, rng.chance(15) { return .enumeration(rng.pick(plan.enums).name) }
        return .builtIn(rng.pick(Self.identityTypes))
    }

    private mutating func makeAttribute(named name: String) -> PlannedAttribute {
        let element: PlannedElement = !plan.enums.isEmpty && rng.chance(20)
            ? .enumeration(rng.pick(plan.enums).name)
            : .builtIn(rng.pick(Self.builtInTypes))
        let type = PlannedType(element: element, isArray: rng.chance(15), isOptional: rng.chance(45))
        var attribute = PlannedAttribute(name: name, type: type)
        if rng.chance(30) {
            attribute.defaultValue = type.isOptional && rng.chance(20) ? .null : values.value(of: type, rng: &rng)
        }
        if rng.chance(25) {
            // A required JSON attribute cannot have a null example (lint rejects it).
            var example = values.value(of: type, rng: &rng)
            if case .null = example, !type.isOptional { example = .object([]) }
            attribute.example = example
        }
        if rng.chance(15) {
            attribute.doc = rng.pick(["Documented *with* `code`.", "Two\nlines.", "Ends in a backslash \\", "Has */ and /* inside.", "Ünïcödé ✓", "  padded  "])
        }
        return attribute
    }

    /// A member name not in `taken`, usable on this entity: no `id`/`ID` on identified
    /// entities, no `description` as an identity attribute.
    private mutating func memberName(avoiding taken: Set<String>, identified: Bool, isIdentity: Bool) -> String {
        while true {
            let name = rng.chance(10) ? rng.pick(["id", "ID", "description"]) : rng.pick(NamePools.memberNames)
            if taken.contains(name) { continue }
            if identified, name == "id" || name == "ID" { continue }
            if isIdentity, name == "description" { continue }
            return name
        }
    }

    // MARK: Mappings decided before relationships

    /// Which entities get a default mapping and which a named one: relationships parse
    /// nested only into entities that have a mapping.
    private mutating func decideMappings(names: inout TypeNameSource) {
        for entity in plan.entities {
            if entity.isValueType || rng.chance(88) {
                plan.mappings.append(PlannedMapping(name: entity.name, entity: entity.name))
            }
        }
        for entity in plan.entities where rng.chance(25) {
            let name = rng.chance(50) ? names.next(&rng) : names.claim(entity.name + "From" + rng.pick(["Feed", "Search", "Detail", "Summary"]))
            plan.mappings.append(PlannedMapping(name: name, entity: entity.name))
        }
    }

    // MARK: Relationships

    private mutating func makeRelationships() {
        let names = plan.entities.map(\.name)
        // Self nesting and mutual nesting, often enough that every batch has them.
        if rng.chance(40), let node = plan.entities.first(where: { !$0.isValueType && plan.hasDefaultMapping($0.name) }) {
            addRelationship(from: node.name, to: node.name, many: true, inversePossible: true)
        }
        if rng.chance(40), names.count >= 2 {
            let pair = rng.shuffled(names).prefix(2)
            let first = pair[pair.startIndex], second = pair[pair.startIndex + 1]
            addRelationship(from: first, to: second, many: rng.chance(50), inversePossible: false)
            addRelationship(from: second, to: first, many: rng.chance(50), inversePossible: false)
        }
        for source in names {
            for _ in 0..<rng.number(in: 0...3) {
                addRelationship(from: source, to: rng.pick(names), many: rng.chance(40), inversePossible: true)
            }
        }
    }

    /// Adds a relationship from `source` to `target` if the schema language allows it,
    /// sometimes with an inverse (and then on the target too).
    private mutating func addRelationship(from source: String, to target: String, many: Bool, inversePossible: Bool) {
        guard let sourceIndex = plan.entities.firstIndex(where: { $0.name == source }),
              let targetIndex = plan.entities.firstIndex(where: { $0.name == target }) else { return }
        let targetEntity = plan.entities[targetIndex]
        // A value type cannot hold itself through to-one relationships.
        if !many, targetEntity.isValueType, embeds(target, reaching: source) { return }
        var relationship = PlannedRelationship(
            name: freeMemberName(in: plan.entities[sourceIndex]), target: target, isMany: many, isOptional: true)
        // A value type is built without a store: it can hold a record's identity but never
        // fill it from JSON, so such a link stays optional (and unmapped).
        let sourceIsValue = plan.entities[sourceIndex].isValueType
        if !many, !(sourceIsValue && !targetEntity.isValueType) {
            // Required only where every mapping of the source can fill it.
            relationship.isOptional = !(rng.chance(25) && canAlwaysBeMapped(targetEntity) && !requiresLoop(from: source, to: target))
            relationship.writesOptional = rng.chance(20)
        }
        let bothStored = !plan.entities[sourceIndex].isValueType && !targetEntity.isValueType
        if inversePossible, bothStored, rng.chance(45) {
            // (Never its own inverse: lint refuses that, as the SQLite engine cannot store it.)
            var taken = plan.entities[targetIndex].memberNames
            taken.insert(relationship.name)
            let inverseName = freeMemberName(in: plan.entities[targetIndex], alsoAvoiding: source == target ? taken : [])
            let inverseMany = rng.chance(55)
            var inverse = PlannedRelationship(name: inverseName, target: source, isMany: inverseMany, isOptional: true, inverse: relationship.name)
            if !inverseMany {
                let loops = requiresLoop(from: target, to: source) || (!relationship.isOptional && !targetEntity.isValueType)
                inverse.isOptional = !(rng.chance(15) && canAlwaysBeMapped(plan.entities[sourceIndex]) && !loops)
            }
            relationship.inverse = inverseName
            plan.entities[sourceIndex].relationships.append(relationship)
            plan.entities[targetIndex].relationships.append(inverse)
            return
        }
        plan.entities[sourceIndex].relationships.append(relationship)
    }

    /// Whether a required to-one relationship to `target` can be filled by every
    /// mapping: nested through its default mapping, or by reference to its single identity.
    private func canAlwaysBeMapped(_ target: PlannedEntity) -> Bool {
        plan.hasDefaultMapping(target.name) || target.identity.count == 1
    }

    /// Whether a required link from `source` to `target` would close a loop of required
    /// links between stored records (which lint rejects: none could be stored first).
    private func requiresLoop(from source: String, to target: String) -> Bool {
        guard plan.entity(target)?.isValueType == false else { return false }
        var seen: Set<String> = [target]
        var stack = [target]
        while let current = stack.popLast() {
            if current == source { return true }
            for relationship in plan.entity(current)?.relationships ?? [] where !relationship.isMany && !relationship.isOptional {
                guard plan.entity(relationship.target)?.isValueType == false, seen.insert(relationship.target).inserted else { continue }
                stack.append(relationship.target)
            }
        }
        return false
    }

    /// Whether `start` reaches `goal` through to-one relationships to value types
    /// (`start` itself counts).
    private func embeds(_ start: String, reaching goal: String) -> Bool {
        var seen: Set<String> = [start]
        var stack = [start]
        while let current = stack.popLast() {
            if current == goal { return true }
            for relationship in plan.entity(current)?.relationships ?? [] where !relationship.isMany {
                guard plan.entity(relationship.target)?.isValueType == true, seen.insert(relationship.target).inserted else { continue }
                stack.append(relationship.target)
            }
        }
        return false
    }

    private mutating func freeMemberName(in entity: PlannedEntity, alsoAvoiding extra: Set<String> = []) -> String {
        memberName(avoiding: entity.memberNames.union(extra), identified: !entity.isValueType, isIdentity: false)
    }
}

/// Draws type names that are unique in a module (also ignoring case), not reserved,
/// and not equal to a name generated code declares.
struct TypeNameSource {
    let module: String
    private(set) var taken: Set<String> = []

    init(module: String) {
        self.module = module
    }

    /// Suffixes and prefixes of the types generated for each declared type.
    private static let generatedSuffixes = ["Builder", "Parser", "Parsing", "Mapping", "Importer", "Module", "TestStore"]

    /// A fresh name from the pools, not one of `avoided`.
    mutating func next(_ rng: inout SplitMix64, avoiding avoided: Set<String> = []) -> String {
        while true {
            let candidate = rng.pick(NamePools.typeNames)
            if avoided.contains(candidate) { continue }
            if isFree(candidate) { return claim(candidate) }
            if rng.chance(5) { return claim(candidate + "Record\(taken.count)") }
        }
    }

    /// Takes `name` (made unique with a number when it is taken).
    mutating func claim(_ name: String) -> String {
        var candidate = name
        var number = 2
        while !isFree(candidate) {
            candidate = name + String(number)
            number += 1
        }
        taken.insert(candidate.lowercased())
        return candidate
    }

    private func isFree(_ name: String) -> Bool {
        let folded = name.lowercased()
        if taken.contains(folded) || name == "Registry" { return false }
        // Neither generated from a taken name nor generating one that is taken.
        for suffix in Self.generatedSuffixes {
            let lower = suffix.lowercased()
            if folded.hasSuffix(lower), taken.contains(String(folded.dropLast(lower.count))) { return false }
            if taken.contains(folded + lower) { return false }
        }
        if folded.hasPrefix("stub"), taken.contains(String(folded.dropFirst(4))) { return false }
        return !folded.hasPrefix(module.lowercased())
    }
}
