/// The validated schema: every module of every schema file, fully resolved. The
/// renderer reads it and never has to look anything up or re-check anything.
///
/// Collections have a defined order, so the same files always give an equal value:
/// modules, entities, enums and feeds are sorted by name; attributes,
/// relationships, fields and enum cases keep their declaration order.
public struct Schema: Sendable, Hashable {
    /// The modules, sorted by name.
    public var modules: [Module]
    /// Every schema file read, in merge order (by file name).
    public var files: [String]

    /// A schema from its parts.
    public init(modules: [Module], files: [String]) {
        self.modules = modules
        self.files = files
    }

    /// The module named `name`.
    public func module(named name: String) -> Module? {
        modules.first { $0.name == name }
    }

    /// The number of entities across modules.
    public var entityCount: Int { modules.reduce(0) { $0 + $1.entities.count } }
}

/// One generated Swift module (`Generated/<name>/`), merged from every schema file
/// that names it.
public struct Module: Sendable, Hashable {
    /// The module's name: a Swift identifier, unique among modules.
    public var name: String
    /// The schema files that contribute to it, in merge order.
    public var files: [String]
    /// Entities, sorted by name.
    public var entities: [Entity]
    /// Enums, sorted by name.
    public var enums: [EnumType]
    /// Feeds, sorted by name.
    public var feeds: [Feed]
    /// Entities dispatched by server type (for the generated `Registry`), sorted by server type.
    public var serverTypes: [ServerTypeBinding]
    /// Entities marked `"removed": true`: not generated; a migration drops their records.
    public var removedEntities: [String] = []
    /// Where the module is first named (the `"module"` value, or its first file).
    public var location: SchemaLocation

    /// A module from its parts.
    public init(name: String, files: [String], entities: [Entity], enums: [EnumType], feeds: [Feed], serverTypes: [ServerTypeBinding], location: SchemaLocation) {
        self.name = name
        self.files = files
        self.entities = entities
        self.enums = enums
        self.feeds = feeds
        self.serverTypes = serverTypes
        self.location = location
    }

    /// The generated test-support module (`<name>TestSupport`).
    public var testSupportModuleName: String { GeneratedNames.testSupportModule(name) }
    /// The generated tests module (`<name>Tests`).
    public var testsModuleName: String { GeneratedNames.testsModule(name) }

    /// Every mapping of every entity, entities in name order.
    public var mappings: [Mapping] { entities.flatMap(\.mappings) }

    /// The entity named `name`.
    public func entity(named name: String) -> Entity? {
        entities.first { $0.name == name }
    }

    /// The enum named `name`.
    public func enumType(named name: String) -> EnumType? {
        enums.first { $0.name == name }
    }
}

/// A server type and the entity the `Registry` hands such JSON objects to.
public struct ServerTypeBinding: Sendable, Hashable {
    /// The value of the server type key on the wire (`"ImageWidget"`).
    public var serverType: String
    /// The entity parsed for it; it has an identity and a default mapping.
    public var entity: String

    /// A binding from its parts.
    public init(serverType: String, entity: String) {
        self.serverType = serverType
        self.entity = entity
    }
}
