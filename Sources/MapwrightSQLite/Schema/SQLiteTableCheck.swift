import Mapwright

/// Checks the tables a database file really has (`PRAGMA table_info`) against the
/// description it stores of them (`mapwright_schema`): every table and column present,
/// each column of its storage class, `NOT NULL` where the description says so, and the
/// primary key made of the identity columns. A table dropped, a column renamed, or a
/// table made again by hand without its key or its `NOT NULL`s is then refused when
/// the file opens, rather than noticed at the first read (or never).
enum SQLiteTableCheck {
    /// One column as `PRAGMA table_info` reports it.
    private struct RealColumn {
        let type: String
        let notNull: Bool
        /// 1-based position in the primary key; 0 when not in it.
        let primaryKey: Int
    }

    /// Throws ``Mapwright/StoreError/schemaMismatch(path:differences:)`` naming each
    /// table and column of `stored` the file does not have as described.
    static func check(_ connection: SQLiteConnection, against stored: SQLiteStoredSchema) throws {
        var differences: [String] = []
        for (table, kind) in stored.tableNames.sorted(by: { $0.key < $1.key }) {
            differences += try self.differences(connection, table: table, isJoinTable: kind != "entity", columns: stored.columns(of: table))
        }
        guard differences.isEmpty else { throw StoreError.schemaMismatch(path: connection.path, differences: differences) }
    }

    /// What is wrong with `table` against its described `columns` (by name: `Int INTEGER
    /// NOT NULL; identity 1`).
    private static func differences(
        _ connection: SQLiteConnection, table: String, isJoinTable: Bool, columns: [String: String]
    ) throws -> [String] {
        let real = try realColumns(connection, table: table)
        guard !real.isEmpty else {
            return ["the file has no table \(table), which its schema description (\(SQLiteSchemaScript.metadataTable)) lists"]
        }
        var differences: [String] = []
        for (name, definition) in columns.sorted(by: { $0.key < $1.key }) {
            let parts = definition.components(separatedBy: "; ")
            let declaration = parts.first ?? ""
            let role = parts.last ?? ""
            let words = declaration.split(separator: " ")
            let storage = words.count > 1 ? String(words[1]) : ""
            let notNull = declaration.hasSuffix(" NOT NULL")
            let keyPosition: Int? = isJoinTable
                ? (role.hasPrefix("identity of ") ? 0 : nil)  // join keys: in the key, at any position
                : (role.hasPrefix("identity ") ? Int(role.dropFirst("identity ".count)) : nil)
            guard let column = real[name] else {
                differences.append("table \(table) has no column \(name) (\(declaration)), which the store declares")
                continue
            }
            if column.type.uppercased() != storage {
                differences.append("column \(table).\(name) is declared \(column.type.isEmpty ? "without a type" : column.type), not \(storage)")
            }
            if notNull && !column.notNull {
                differences.append("column \(table).\(name) allows NULL, but the store declares it NOT NULL")
            }
            switch keyPosition {
            case nil where column.primaryKey > 0:
                differences.append("column \(table).\(name) is part of the primary key of \(table), which the store does not declare")
            case let position? where column.primaryKey == 0 || (position > 0 && column.primaryKey != position):
                differences.append("column \(table).\(name) is not in the primary key of \(table) where the store declares it (\(role))")
            default:
                break
            }
        }
        return differences
    }

    /// The columns of `table` by name; empty when there is no such table.
    private static func realColumns(_ connection: SQLiteConnection, table: String) throws -> [String: RealColumn] {
        let info = try connection.prepare("PRAGMA table_info(\(SQLiteNames.quoted(table)))")
        var columns: [String: RealColumn] = [:]
        while try info.step() {
            var row = info.row()
            row.skip()  // cid
            let name = row.readText()
            let type = row.readText()
            let notNull = row.readInteger() != 0
            row.skip()  // default value
            columns[name] = RealColumn(type: type, notNull: notNull, primaryKey: Int(row.readInteger()))
        }
        return columns
    }
}
