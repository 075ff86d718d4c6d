import Mapwright

/// The schema a database file was written with, read back from its description table
/// (`mapwright_schema`): the entities as ``StoreTable`` values for the migration
/// planner, and the raw items (tables, columns, indexes, relationships) for the engine.
struct SQLiteStoredSchema {
    /// Every item of the description table: `column Post.viewCount` → `Int INTEGER NOT NULL; attribute`.
    let items: [String: String]
    /// The entity tables, as the file describes them (columns without relationships' keys).
    let tables: [StoreTable]

    init(items: [String: String]) {
        self.items = items
        var tables: [StoreTable] = []
        for (item, kind) in items where kind == "entity" && item.hasPrefix("table ") {
            tables.append(Self.table(String(item.dropFirst("table ".count)), items: items))
        }
        self.tables = tables.sorted { $0.name < $1.name }
    }

    /// The names of the stored tables (entity and join tables) and of their kinds.
    var tableNames: [String: String] {
        var names: [String: String] = [:]
        for (item, kind) in items where item.hasPrefix("table ") { names[String(item.dropFirst("table ".count))] = kind }
        return names
    }

    /// The stored index items on `table`: `(name, definition)`.
    func indexes(on table: String) -> [(name: String, definition: String)] {
        items.compactMap { item, definition in
            guard item.hasPrefix("index "), definition.hasPrefix("\(table) (") else { return nil }
            return (String(item.dropFirst("index ".count)), definition)
        }
    }

    /// The stored column items of `table`, by column name.
    func columns(of table: String) -> [String: String] {
        let prefix = "column \(table)."
        var columns: [String: String] = [:]
        for (item, definition) in items where item.hasPrefix(prefix) { columns[String(item.dropFirst(prefix.count))] = definition }
        return columns
    }

    private static func table(_ name: String, items: [String: String]) -> StoreTable {
        let columnPrefix = "column \(name)."
        let relationshipPrefix = "relationship \(name)."
        var columns: [(order: Int, column: StoreColumn)] = []
        var relationships: [StoreTableRelationship] = []
        for (item, definition) in items {
            if item.hasPrefix(columnPrefix), let parsed = column(String(item.dropFirst(columnPrefix.count)), definition) {
                columns.append(parsed)
            } else if item.hasPrefix(relationshipPrefix) {
                relationships.append(relationship(String(item.dropFirst(relationshipPrefix.count)), definition))
            }
        }
        columns.sort { ($0.order, $0.column.name) < ($1.order, $1.column.name) }
        let identity = columns.filter { $0.order < Int.max }.map(\.column.name)
        return StoreTable(
            name: name, columns: columns.map(\.column), identity: identity,
            relationships: relationships.sorted { $0.name < $1.name })
    }

    /// An attribute column from `"Int16 INTEGER NOT NULL; identity 1"` (identity columns
    /// first, by position); nil for a relationship's column.
    private static func column(_ name: String, _ definition: String) -> (order: Int, column: StoreColumn)? {
        let parts = definition.components(separatedBy: "; ")
        guard parts.count >= 2 else { return nil }
        let role = parts[1]
        let order: Int
        if role == "attribute" {
            order = Int.max
        } else if role.hasPrefix("identity "), let position = Int(role.dropFirst("identity ".count)) {
            order = position
        } else {
            return nil
        }
        let words = parts[0].split(separator: " ").map(String.init)
        guard words.count >= 2, let storage = StoreColumnStorage(rawValue: words[1]) else { return nil }
        return (order, StoreColumn(name: name, schemaType: words[0], storage: storage, isOptional: !parts[0].hasSuffix(" NOT NULL")))
    }

    /// A relationship from `"to-many Post inverse author; ..."`.
    private static func relationship(_ name: String, _ definition: String) -> StoreTableRelationship {
        let head = definition.components(separatedBy: "; ").first ?? ""
        let words = head.split(separator: " ").map(String.init)
        let target = words.count > 1 ? words[1] : ""
        let inverse = words.count > 3 && words[2] == "inverse" ? words[3] : nil
        return StoreTableRelationship(name: name, target: target, isToMany: words.first == "to-many", inverse: inverse)
    }
}
