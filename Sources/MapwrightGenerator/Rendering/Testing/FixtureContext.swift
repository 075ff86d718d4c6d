import Mapwright

/// The Mustache data of an entity's `fixture(…)` factory: a parameter with a default for
/// every field, so a test states only what matters to it. Defaults are the attribute's
/// `example`, else its `default`, else nil for optionals, else a made sample value;
/// relationships default to empty, nil, a made target identity or the target's fixture.
struct FixtureContext {
    let entity: Entity
    let module: Module

    /// The identity seed of the records required links of stored fixtures point at: no
    /// sample (seeds near 1) and no stub answer (``stubSeed``) uses it.
    static let prerequisiteSeed = 700

    /// The identity seed of the records child stubs answer: no sample uses it.
    static let stubSeed = 900

    /// `Author.fixture(authorID: "authorID-900")`: a fixture whose identity is made from
    /// `identitySeed` (`Standing.fixture(tournamentID: 1900, …)` for composite identities)
    /// that can be stored: each required to-one link points at a record made for it,
    /// whose own storable fixture is added to `prerequisites` (once, after its own), so
    /// storing the prerequisites in order and then this fixture breaks no link.
    ///
    /// `taken` maps an entity to the identity of the record under test, which a fixture
    /// of that entity must not take (it would overwrite the record): the seed moves on
    /// until the identity differs, which a Bool or a small enum needs.
    static func storableCall(_ entity: Entity, module: Module, identitySeed: Int, avoiding taken: [String: [Literal]] = [:],
                             prerequisites: inout [String]) -> String {
        let seed = avoidingSeed(entity, module: module, identitySeed: identitySeed, avoiding: taken) ?? identitySeed
        return storableCall(entity, module: module, identity: identityValues(entity, module: module, seed: seed), avoiding: taken,
                            prerequisites: &prerequisites)
    }

    /// The identity values of a fixture of `entity` made from `seed`.
    private static func identityValues(_ entity: Entity, module: Module, seed: Int) -> [(Attribute, Literal)] {
        let values = SampleValues(module: module)
        return entity.identity.attributes.enumerated().map { index, attribute in
            (attribute, values.literal(of: attribute.type, name: attribute.name, seed: seed + index, variant: 0))
        }
    }

    /// The first seed from `identitySeed` on whose identity of `entity` is not the one
    /// `taken` holds for it, or nil when none of eight is (an identity whose type has a
    /// single value, such as a one-case enum: every record of the entity is the same one).
    static func avoidingSeed(_ entity: Entity, module: Module, identitySeed: Int, avoiding taken: [String: [Literal]]) -> Int? {
        let avoided = taken[entity.name]
        return (0..<8).lazy.map { identitySeed + $0 }.first { identityValues(entity, module: module, seed: $0).map(\.1) != avoided }
    }

    /// ``storableCall(_:module:identitySeed:avoiding:prerequisites:)`` with the identity's values given.
    static func storableCall(_ entity: Entity, module: Module, identity: [(Attribute, Literal)], avoiding taken: [String: [Literal]] = [:],
                             prerequisites: inout [String]) -> String {
        // Arguments follow the parameters' order: attributes, then relationships.
        var arguments: [(position: Int, text: String)] = identity.compactMap { attribute, value in
            guard let position = entity.attributes.firstIndex(where: { $0.name == attribute.name }) else { return nil }
            return (position, "\(SwiftIdentifier.argumentLabel(attribute.name)): \(SwiftSource.literal(value, type: attribute.type.element, module: module.name))")
        }
        for (index, relationship) in entity.relationships.enumerated()
        where !relationship.isMany && !relationship.isOptional && relationship.storage == .identifier {
            guard let target = module.entity(named: relationship.target) else { continue }
            let targetCall = storableCall(target, module: module, identitySeed: prerequisiteSeed, avoiding: taken, prerequisites: &prerequisites)
            if !prerequisites.contains(targetCall) { prerequisites.append(targetCall) }
            arguments.append((entity.attributes.count + index, "\(SwiftIdentifier.argumentLabel(relationship.name)): \(targetCall).id"))
        }
        let list = arguments.sorted { $0.position < $1.position }.map(\.text).joined(separator: ", ")
        return callPrefix(entity, module: module) + list + ")"
    }

    /// `Blog.Author.fixture(`: how every fixture call of `entity` begins.
    private static func callPrefix(_ entity: Entity, module: Module) -> String {
        "\(module.name).\(entity.name).fixture("
    }

    /// Whether `call` (a ``storableCall(_:module:identitySeed:avoiding:prerequisites:)``)
    /// makes a fixture of `entity`.
    static func isCall(_ call: String, of entity: Entity, module: Module) -> Bool {
        call.hasPrefix(callPrefix(entity, module: module))
    }

    /// `Author.ID("authorID-1")`: an identity made from samples.
    static func identity(_ entity: Entity, module: Module, seed: Int) -> String {
        let values = SampleValues(module: module)
        let attributes = entity.identity.attributes
        let arguments = attributes.enumerated().map { index, attribute in
            let value = SwiftSource.literal(values.literal(for: attribute, seed: seed + index), type: attribute.type.element, module: module.name)
            return attributes.count == 1 ? value : "\(SwiftIdentifier.argumentLabel(attribute.name)): \(value)"
        }
        return "\(module.name).\(entity.name).ID(\(arguments.joined(separator: ", ")))"
    }

    private var parameters: [(name: String, type: String, value: String)] {
        let values = SampleValues(module: module)
        let attributes = entity.attributes.enumerated().map { index, attribute in
            let value: String
            if let example = attribute.example {
                value = SwiftSource.literal(example, type: attribute.type.element, module: module.name)
            } else if let defaultValue = attribute.defaultValue {
                value = SwiftSource.literal(defaultValue, type: attribute.type.element, module: module.name)
            } else if attribute.isOptional {
                value = "nil"
            } else {
                value = SwiftSource.literal(values.literal(for: attribute, seed: index + 1), type: attribute.type.element, module: module.name)
            }
            return (attribute.name, attribute.type.swiftType(module: module.name), value)
        }
        let relationships = entity.relationships.map { relationship in
            let value: String
            if relationship.isMany {
                value = "[]"
            } else if relationship.isOptional {
                value = "nil"
            } else if let target = module.entity(named: relationship.target) {
                value = relationship.storage == .embedded ? "\(module.name).\(target.name).fixture()" : Self.identity(target, module: module, seed: 1)
            } else {
                value = "nil"
            }
            return (relationship.name, relationship.swiftType(module: module.name), value)
        }
        return attributes + relationships
    }

    /// The data of `Fixture.swift.mustache`.
    var data: MustacheValue {
        let parameters = self.parameters
        return .dictionary([
            "name": .string(entity.name),
            "parameters": .list(parameters.enumerated().map { index, parameter in
                .dictionary([
                    "declaration": .string("\(SwiftIdentifier.parameterLabel(parameter.name)): \(parameter.type) = \(parameter.value)"),
                    "comma": .string(index == parameters.count - 1 ? "" : ","),
                ])
            }),
            "arguments": .string(parameters.map { SwiftIdentifier.passing($0.name) }.joined(separator: ", ")),
            "qualifiedName": .string(module.name + "." + entity.name),
        ])
    }
}

/// Names of generated test-support declarations.
enum TestSupportNames {
    /// `BlogTestStore`: the enum that makes empty stores for tests.
    static func store(_ module: Module) -> String { GeneratedNames.testStore(module.name) }
    /// `Post+Fixture`: the file of an entity's fixture factory.
    static func fixtureFile(_ entity: Entity) -> String { entity.name + "+Fixture" }
}
