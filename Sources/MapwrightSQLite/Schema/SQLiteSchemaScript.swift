import Mapwright

/// The database a catalog needs: the DDL that creates it, and the canonical description
/// stored in the file (table `mapwright_schema`: one row per table, column, index and
/// relationship) against which an existing file is checked when it is opened.
struct SQLiteSchemaScript {
    /// `(item, definition)` pairs, sorted by item: `column Post.viewCount` →
    /// `Int INTEGER NOT NULL; attribute`.
    private(set) var items: [(item: String, definition: String)] = []
    /// `CREATE TABLE` and `CREATE INDEX` statements, in order.
    private(set) var statements: [String] = []
    /// The `CREATE TABLE` statement of each entity and join table, by table name.
    private(set) var tableStatements: [String: String] = [:]
    /// The `CREATE INDEX` statements, with the index's and its table's names.
    private(set) var indexStatements: [(name: String, table: String, sql: String)] = []

    /// The description table, first in every file.
    static let metadataTable = "mapwright_schema"

    init(_ catalog: SQLiteCatalog) {
        statements.append("""
            CREATE TABLE \(SQLiteNames.quoted(Self.metadataTable)) (
                "item" TEXT NOT NULL PRIMARY KEY, -- a table, column, index or relationship, by name
                "definition" TEXT NOT NULL -- how this database stores it
            )
            """)
        for table in catalog.ordered {
            addTable(table.name, kind: "entity", columns: table.storedColumns, primaryKey: table.identity.map(\.name))
            for index in table.indexes { addIndex(index, on: table.name) }
            for relationship in table.relationshipItems { items.append((relationship.key, relationship.definition)) }
            for join in table.joinTables {
                addTable(join.name, kind: "join table", columns: join.columns, primaryKey: join.primaryKey)
                for index in join.indexes { addIndex(index, on: join.name) }
            }
        }
        items.sort { $0.item < $1.item }
    }

    private mutating func addTable(_ name: String, kind: String, columns: [(column: StoreColumn, role: String)], primaryKey: [String]) {
        items.append(("table \(name)", kind))
        var lines: [String] = []
        for (column, role) in columns {
            let declaration = SQLiteNames.declaration(column)
            items.append(("column \(name).\(column.name)", "\(column.schemaType) \(declaration.dropFirst(SQLiteNames.quoted(column.name).count + 1)); \(role)"))
            lines.append("    \(declaration), -- \(Self.comment(column, role: role))")
        }
        lines.append("    PRIMARY KEY (\(SQLiteNames.list(primaryKey)))")
        let create = "CREATE TABLE \(SQLiteNames.quoted(name)) (\n\(lines.joined(separator: "\n"))\n)"
        statements.append(create)
        tableStatements[name] = create
    }

    private mutating func addIndex(_ index: (name: String, columns: [String]), on table: String) {
        items.append(("index \(index.name)", "\(table) (\(index.columns.joined(separator: ", ")))"))
        let create = "CREATE INDEX \(SQLiteNames.quoted(index.name)) ON \(SQLiteNames.quoted(table)) (\(SQLiteNames.list(index.columns)))"
        statements.append(create)
        indexStatements.append((index.name, table, create))
    }

    /// A column's comment in the DDL: its schema type (with the unit where the stored
    /// form needs one) and, for identity and relationship columns, its role.
    private static func comment(_ column: StoreColumn, role: String) -> String {
        var type = column.schemaType
        if type.hasPrefix("Date") { type += " (seconds since 1970)" }
        if type.hasPrefix("UInt64") { type += " (its 64 bits as a signed integer)" }
        if type.hasPrefix("[") { type += " (JSON array)" }
        return role == "attribute" ? type : "\(type), \(role)"
    }
}
