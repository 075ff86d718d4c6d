/// How a table-based storage engine keeps one column's values: the four storage
/// classes every SQL database knows, spelled as SQLite declares them.
public enum StoreColumnStorage: String, Hashable, Sendable {
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
public struct StoreColumn: Hashable, Sendable {
    /// The column's name: the attribute's name in the schema.
    public let name: String
    /// The attribute's type as the schema spells it (`Int64`, `[String]?`, `OrderStatus`).
    public let schemaType: String
    /// How the column stores values.
    public let storage: StoreColumnStorage
    /// Whether the column may hold NULL (the attribute is optional).
    public let isOptional: Bool

    /// A column from its parts.
    public init(name: String, schemaType: String, storage: StoreColumnStorage, isOptional: Bool) {
        self.name = name
        self.schemaType = schemaType
        self.storage = storage
        self.isOptional = isOptional
    }

    /// A column holding values of `type`, which gives its storage and optionality.
    public init<Value: StoreColumnValue>(_ name: String, _ type: Value.Type, schemaType: String) {
        self.init(name: name, schemaType: schemaType, storage: Value.storeColumnStorage, isOptional: Value.storeColumnIsOptional)
    }
}

/// One relationship of an entity as a table-based engine sees it: which entity it
/// links to, whether it holds many identities, and the name of its inverse, if any.
/// The engine decides from these where the links live (a foreign key in a row, the
/// children's foreign keys, or a join table).
public struct StoreTableRelationship: Hashable, Sendable {
    /// The relationship's name (the property holding the identities).
    public let name: String
    /// The target entity's name.
    public let target: String
    /// Whether it holds `[Target.ID]` rather than `Target.ID?`.
    public let isToMany: Bool
    /// The name of the relationship on the target that names this one back, if any.
    public let inverse: String?

    /// A relationship from its parts.
    public init(name: String, target: String, isToMany: Bool, inverse: String?) {
        self.name = name
        self.target = target
        self.isToMany = isToMany
        self.inverse = inverse
    }

    /// A to-one relationship (`Target.ID?`).
    public static func toOne(_ name: String, to target: String, inverse: String? = nil) -> StoreTableRelationship {
        StoreTableRelationship(name: name, target: target, isToMany: false, inverse: inverse)
    }

    /// A to-many relationship (`[Target.ID]`).
    public static func toMany(_ name: String, to target: String, inverse: String? = nil) -> StoreTableRelationship {
        StoreTableRelationship(name: name, target: target, isToMany: true, inverse: inverse)
    }
}

/// The description of an entity's table, emitted by the generator: its name, its value
/// columns in the order ``StoreTableEntity/writeStoreColumns(to:)`` writes them, the
/// columns that make up the identity, and the relationships.
public struct StoreTable: Hashable, Sendable {
    /// The table's name: the entity's name.
    public let name: String
    /// The value columns (attributes and embedded values), in write and read order.
    public let columns: [StoreColumn]
    /// The names of the identity's columns, in the order of the `ID`'s properties.
    public let identity: [String]
    /// The relationships that link to other records by identity.
    public let relationships: [StoreTableRelationship]
    /// The indexes the schema declares (besides the identity's and the relationships'):
    /// each the names of the columns and to-one relationships it covers, in order.
    public let indexes: [[String]]

    /// A table from its parts.
    public init(
        name: String, columns: [StoreColumn], identity: [String], relationships: [StoreTableRelationship] = [],
        indexes: [[String]] = []
    ) {
        self.name = name
        self.columns = columns
        self.identity = identity
        self.relationships = relationships
        self.indexes = indexes
    }
}
