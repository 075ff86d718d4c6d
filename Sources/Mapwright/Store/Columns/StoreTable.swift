/// How a table-based storage engine keeps one column's values: the four storage
/// classes every SQL database knows, spelled as SQLite declares them.
public enum StoreColumnStorage: String, Hashable, Sendable, Codable {
    /// A 64-bit signed integer (also `Bool` as 0/1 and `UInt64` by bit pattern).
    case integer = "INTEGER"
    /// A 64-bit floating-point number (also `Date` as seconds since 1970).
    case real = "REAL"
    /// UTF-8 text (also `Decimal`, `URL`, `UUID`, enums, arrays and JSON).
    case text = "TEXT"
    /// Raw bytes (`Data`).
    case blob = "BLOB"
}

/// One column of an entity's table: an attribute (or an embedded value) stored as one
/// typed value. Generated code lists them in ``StoreTable/columns``.
public struct StoreColumn: Hashable, Sendable, Codable {
    /// The column's name: the attribute's name in the schema.
    public let name: String
    /// The attribute's type as the schema spells it (`Int64`, `[String]?`, `OrderStatus`).
    public let schemaType: String
    /// How the column stores values.
    public let storage: StoreColumnStorage
    /// Whether the column may hold NULL (the attribute is optional).
    public let isOptional: Bool
    /// The schema's `default`, in the column's stored form: written into the records a
    /// migration finds without this column (see ``StoreMigrationPlan``).
    public let defaultValue: StoreColumnDefault?
    /// The schema's `renamedFrom`: the name older data holds this column under.
    public let renamedFrom: String?

    /// A column from its parts.
    public init(
        name: String, schemaType: String, storage: StoreColumnStorage, isOptional: Bool,
        defaultValue: StoreColumnDefault? = nil, renamedFrom: String? = nil
    ) {
        self.name = name
        self.schemaType = schemaType
        self.storage = storage
        self.isOptional = isOptional
        self.defaultValue = defaultValue
        self.renamedFrom = renamedFrom
    }

    /// A column holding values of `type`, which gives its storage and optionality.
    public init<Value: StoreColumnValue>(
        _ name: String, _ type: Value.Type, schemaType: String, default defaultValue: Value? = nil, renamedFrom: String? = nil
    ) {
        self.init(
            name: name, schemaType: schemaType, storage: Value.storeColumnStorage, isOptional: Value.storeColumnIsOptional,
            defaultValue: defaultValue.map { value in StoreColumnDefault(value) }, renamedFrom: renamedFrom)
    }
}

/// One relationship of an entity as a table-based engine sees it: which entity it
/// links to, whether it holds many identities, and the name of its inverse, if any.
/// The engine decides from these where the links live (a foreign key in a row, the
/// children's foreign keys, or a join table).
public struct StoreTableRelationship: Hashable, Sendable, Codable {
    /// The relationship's name (the property holding the identities).
    public let name: String
    /// The target entity's name.
    public let target: String
    /// Whether it holds `ToMany<Target.ID>` rather than `Target.ID?`.
    public let isToMany: Bool
    /// The name of the relationship on the target that names this one back, if any.
    public let inverse: String?
    /// The schema's `renamedFrom`: the name older data holds this relationship under.
    public let renamedFrom: String?
    /// Whether a to-one is required (`"optional": false`): records stored before it
    /// existed have no link, so a migration cannot add it.
    public let isRequired: Bool

    /// A relationship from its parts.
    public init(name: String, target: String, isToMany: Bool, inverse: String?, renamedFrom: String? = nil, isRequired: Bool = false) {
        self.name = name
        self.target = target
        self.isToMany = isToMany
        self.inverse = inverse
        self.renamedFrom = renamedFrom
        self.isRequired = isRequired
    }

    /// A to-one relationship (`Target.ID?`, or `Target.ID` when `required`).
    public static func toOne(
        _ name: String, to target: String, inverse: String? = nil, renamedFrom: String? = nil, required: Bool = false
    ) -> StoreTableRelationship {
        StoreTableRelationship(name: name, target: target, isToMany: false, inverse: inverse, renamedFrom: renamedFrom, isRequired: required)
    }

    private enum CodingKeys: String, CodingKey {
        case name, target, isToMany, inverse, renamedFrom, isRequired
    }

    /// Reads a description; one recorded before `isRequired` existed has it false.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            name: container.decode(String.self, forKey: .name), target: container.decode(String.self, forKey: .target),
            isToMany: container.decode(Bool.self, forKey: .isToMany), inverse: container.decodeIfPresent(String.self, forKey: .inverse),
            renamedFrom: container.decodeIfPresent(String.self, forKey: .renamedFrom),
            isRequired: container.decodeIfPresent(Bool.self, forKey: .isRequired) ?? false)
    }

    /// A to-many relationship (`ToMany<Target.ID>`).
    public static func toMany(_ name: String, to target: String, inverse: String? = nil, renamedFrom: String? = nil) -> StoreTableRelationship {
        StoreTableRelationship(name: name, target: target, isToMany: true, inverse: inverse, renamedFrom: renamedFrom)
    }
}

/// The description of an entity's table, emitted by the generator: its name, its value
/// columns in the order ``StoreTableEntity/writeStoreColumns(to:)`` writes them, the
/// columns that make up the identity, and the relationships.
public struct StoreTable: Hashable, Sendable, Codable {
    /// The table's name: the entity's name.
    public let name: String
    /// The value columns (attributes and embedded values), in write and read order.
    public let columns: [StoreColumn]
    /// The names of the identity's columns, in the order of the `ID`'s properties.
    public let identity: [String]
    /// The relationships that link to other records by identity.
    public let relationships: [StoreTableRelationship]
    /// The schema's `renamedFrom`: the name older data holds this entity under.
    public let renamedFrom: String?
    /// The attributes and relationships the schema marks `"removed": true`: older data
    /// may hold them, and a migration drops their values.
    public let removed: [String]
    /// The indexes the schema declares (besides the identity's and the relationships'):
    /// each the names of the columns and to-one relationships it covers, in order.
    public let indexes: [[String]]

    /// A table from its parts.
    public init(
        name: String, columns: [StoreColumn], identity: [String], relationships: [StoreTableRelationship] = [],
        renamedFrom: String? = nil, removed: [String] = [],
        indexes: [[String]] = []
    ) {
        self.name = name
        self.columns = columns
        self.identity = identity
        self.relationships = relationships
        self.renamedFrom = renamedFrom
        self.removed = removed
        self.indexes = indexes
    }

    private enum CodingKeys: String, CodingKey {
        case name, columns, identity, relationships, renamedFrom, removed, indexes
    }

    /// Reads a description; keys that older descriptions lack take their defaults.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            name: container.decode(String.self, forKey: .name),
            columns: container.decode([StoreColumn].self, forKey: .columns),
            identity: container.decode([String].self, forKey: .identity),
            relationships: container.decodeIfPresent([StoreTableRelationship].self, forKey: .relationships) ?? [],
            renamedFrom: container.decodeIfPresent(String.self, forKey: .renamedFrom),
            removed: container.decodeIfPresent([String].self, forKey: .removed) ?? [],
            indexes: container.decodeIfPresent([[String]].self, forKey: .indexes) ?? [])
    }
}
