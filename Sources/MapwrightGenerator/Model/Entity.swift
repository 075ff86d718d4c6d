/// An entity: a generated model struct with its builder, and — when it has an
/// identity — its parser, stub and store table.
public struct Entity: Sendable, Hashable {
    /// The type name: a Swift identifier, unique among the module's types.
    public var name: String
    /// How records are identified; `.none` makes the entity a value type, embedded
    /// in whatever holds it and never stored on its own.
    public var identity: Identity
    /// Attributes, in declaration order.
    public var attributes: [Attribute]
    /// Relationships, in declaration order.
    public var relationships: [Relationship]
    /// The entity's name on the wire for polymorphic dispatch, if any.
    public var serverType: String?
    /// `renamedFrom`: the name data stored by an older schema holds it under.
    public var renamedFrom: String? = nil
    /// Attributes and relationships marked `"removed": true`: not in the model; stored
    /// data may still hold them, and a migration drops them.
    public var removedMembers: [String] = []
    /// Mappings that fill this entity: the default one (named like the entity) first,
    /// then named ones by name.
    public var mappings: [Mapping]
    /// Where the entity is declared (its name's key).
    public var location: SchemaLocation
    /// The declared indexes, each the attribute and to-one relationship names it covers,
    /// in order; a table-based engine (SQLite) creates them.
    public var indexes: [[String]] = []

    /// An entity from its parts.
    public init(name: String, identity: Identity, attributes: [Attribute], relationships: [Relationship], serverType: String?, mappings: [Mapping], location: SchemaLocation) {
        self.name = name
        self.identity = identity
        self.attributes = attributes
        self.relationships = relationships
        self.serverType = serverType
        self.mappings = mappings
        self.location = location
    }

    /// Whether the entity has no identity (builder and model only, embedded by value).
    public var isValueType: Bool { identity == .none }

    /// The mapping named like the entity, if declared.
    public var defaultMapping: Mapping? { mappings.first(where: \.isDefault) }

    /// The attribute named `name`.
    public func attribute(named name: String) -> Attribute? {
        attributes.first { $0.name == name }
    }

    /// The relationship named `name`.
    public func relationship(named name: String) -> Relationship? {
        relationships.first { $0.name == name }
    }

    /// `<Name>Builder`.
    public var builderTypeName: String { GeneratedNames.builder(name) }
    /// `<Name>Parser`.
    public var parserTypeName: String { GeneratedNames.parser(name) }
    /// `<Name>Parsing`.
    public var parsingProtocolName: String { GeneratedNames.parsing(name) }
    /// `Stub<Name>Parser`.
    public var stubParserTypeName: String { GeneratedNames.stubParser(name) }
}

/// How an entity's records are identified.
public enum Identity: Sendable, Hashable {
    /// No identity: a value type.
    case none
    /// One required attribute identifies a record.
    case single(Attribute)
    /// Several required attributes together identify a record (`E.ID` is a struct of them).
    case composite([Attribute])

    /// The identifying attributes, in the order the identity lists them.
    public var attributes: [Attribute] {
        switch self {
        case .none: []
        case .single(let attribute): [attribute]
        case .composite(let attributes): attributes
        }
    }
}
