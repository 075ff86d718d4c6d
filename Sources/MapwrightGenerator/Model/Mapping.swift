import Mapwright

/// How JSON fills one entity: the entity's default mapping (named like it) or a
/// named one.
public struct Mapping: Sendable, Hashable {
    /// The mapping's name (the entity's name for the default mapping).
    public var name: String
    /// The entity it fills.
    public var entity: String
    /// Whether this is the entity's default mapping.
    public var isDefault: Bool
    /// Where the object or array to parse sits when the mapping reads a whole
    /// response (`data.results`); `nil` for the response itself.
    public var root: JSONKeyPath?
    /// The mapped attributes and relationships, in the entity's declaration order
    /// (attributes, then relationships). Unmapped members are optional or defaulted.
    public var fields: [Field]
    /// Where the mapping is declared (its name's key).
    public var location: SchemaLocation
    /// How a whole response becomes `Result<Success, ResponseFailure>` (the `result`
    /// option of a value type's mapping), if it does.
    public var result: ResponseResult?
    /// Where a page of a paged list names the next page's URL (`links.next`), when the
    /// mapping reads a paged list: generates `importPages(from:source:into:)`.
    public var next: JSONKeyPath?

    /// A mapping from its parts.
    public init(name: String, entity: String, isDefault: Bool, root: JSONKeyPath?, fields: [Field], location: SchemaLocation,
                result: ResponseResult? = nil) {
        self.name = name
        self.entity = entity
        self.isDefault = isDefault
        self.root = root
        self.fields = fields
        self.location = location
        self.result = result
    }

    /// How other declarations refer to this mapping.
    public var reference: MappingReference {
        MappingReference(entity: entity, mapping: name, isDefault: isDefault)
    }
}

/// Names a mapping: which entity and which of its mappings.
public struct MappingReference: Sendable, Hashable {
    /// The entity the mapping fills.
    public var entity: String
    /// The mapping's name.
    public var mapping: String
    /// Whether it is the entity's default mapping.
    public var isDefault: Bool

    /// A reference from its parts.
    public init(entity: String, mapping: String, isDefault: Bool) {
        self.entity = entity
        self.mapping = mapping
        self.isDefault = isDefault
    }
}

/// One mapped attribute or relationship.
public struct Field: Sendable, Hashable {
    /// The attribute's or relationship's name.
    public var name: String
    /// The key paths to try, in order (the first present one wins); never empty.
    public var keys: [JSONKeyPath]
    /// What the field fills and how.
    public var kind: Kind
    /// Where the field is declared (its name's key).
    public var location: SchemaLocation
    /// How export writes the field (`export` and `exportNull`).
    public var export: FieldExport = .null
    /// On the field of a single identity attribute: where the JSON gives the record's
    /// former identity (`previousIdentity`), so that a record stored under it is
    /// re-keyed; nil otherwise.
    public var previousIdentityKey: JSONKeyPath?

    /// What a field fills.
    public enum Kind: Sendable, Hashable {
        /// An attribute.
        case attribute(AttributeField)
        /// A relationship.
        case relationship(RelationshipField)
    }

    /// A field from its parts.
    public init(name: String, keys: [JSONKeyPath], kind: Kind, location: SchemaLocation) {
        self.name = name
        self.keys = keys
        self.kind = kind
        self.location = location
    }

    /// The name as it must be written in Swift: keywords in backticks.
    public var swiftName: String { SwiftIdentifier.escaped(name) }
}

/// How export writes a field's value back to JSON.
public enum FieldExport: String, Sendable, Hashable {
    /// Written at the field's first key; nil is written `null` (`"exportNull": "null"`, the default).
    case null
    /// Written at the field's first key; nil leaves the key out (`"exportNull": "omit"`).
    case omit
    /// Not written at all (`"export": false`).
    case none
}

/// How a field fills an attribute.
public struct AttributeField: Sendable, Hashable {
    /// The attribute filled.
    public var attribute: Attribute
    /// The box that turns JSON into the attribute's element type (applied per element
    /// for array attributes).
    public var box: Box
    /// Strict or lenient coercion.
    public var coercion: Coercion
    /// The value used when every key is absent on insert: the field's `default`, else
    /// the attribute's.
    public var defaultValue: Literal?
    /// What `null` does.
    public var nullPolicy: NullPolicy

    /// A field from its parts.
    public init(attribute: Attribute, box: Box, coercion: Coercion, defaultValue: Literal?, nullPolicy: NullPolicy) {
        self.attribute = attribute
        self.box = box
        self.coercion = coercion
        self.defaultValue = defaultValue
        self.nullPolicy = nullPolicy
    }
}

/// How a field fills a relationship.
public struct RelationshipField: Sendable, Hashable {
    /// The relationship filled.
    public var relationship: Relationship
    /// Where the target comes from.
    public var source: Source
    /// How a to-many relationship combines parsed targets with stored ones
    /// (`.replace` for to-one).
    public var merge: MergePolicy
    /// What `null` does (`.clear` empties a to-many relationship).
    public var nullPolicy: NullPolicy
    /// What a to-many relationship parsed nested does with a non-array value and with
    /// elements that cannot be read (`.strict` for the others).
    public var tolerance: ArrayTolerance = .strict
    /// What a reference whose target is not stored does (`.error` for nested fields).
    public var unresolved: UnresolvedPolicy = .error

    /// What a reference does when the record it names is not stored (the `unresolved`
    /// option of a reference field).
    public enum UnresolvedPolicy: String, Sendable, Hashable {
        /// The link waits for its target; a commit without it fails (a required to-one:
        /// the write fails at once).
        case error
        /// The link waits for its target; a commit without it drops it.
        case ignore
        /// The parser inserts the target holding only its identity (its other
        /// attributes defaulted or nil) and links to it; a later parse of the target fills it in.
        case create
    }

    /// Where a relationship's targets come from.
    public enum Source: Sendable, Hashable {
        /// The JSON holds the target object (or an array of them), parsed with this mapping
        /// through an injected child parser.
        case nested(MappingReference)
        /// The JSON holds the target's identity value (or an array of them), read with
        /// `box` into the type of the target's single identity attribute `identity`.
        case reference(identity: Attribute, box: Box, coercion: Coercion)
    }

    /// A field from its parts.
    public init(relationship: Relationship, source: Source, merge: MergePolicy, nullPolicy: NullPolicy) {
        self.relationship = relationship
        self.source = source
        self.merge = merge
        self.nullPolicy = nullPolicy
    }
}
