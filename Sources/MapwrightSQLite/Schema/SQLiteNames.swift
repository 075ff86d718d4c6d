import Mapwright

/// How the engine spells SQL: quoted identifiers and column lists.
enum SQLiteNames {
    /// `"name"`, with inner quotes doubled: every table and column name is quoted, so
    /// attribute names that are SQL keywords (`order`, `group`) need no care.
    static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// `"a", "b"`.
    static func list(_ names: [String]) -> String {
        names.map(quoted).joined(separator: ", ")
    }

    /// `"a" = ?3 AND "b" = ?4`: columns equal to numbered parameters from `first`.
    static func equal(_ names: [String], from first: Int) -> String {
        names.enumerated().map { "\(quoted($1)) = ?\(first + $0)" }.joined(separator: " AND ")
    }

    /// `?3, ?4`: numbered parameters from `first`.
    static func parameters(_ count: Int, from first: Int) -> String {
        (0..<count).map { "?\(first + $0)" }.joined(separator: ", ")
    }

    /// The columns holding identities of an entity whose identity columns are
    /// `identity`, under the prefix `prefix`: `prefix` itself for a one-column identity,
    /// `prefix_column` for each column of a composite one.
    static func reference(_ prefix: String, identity: [StoreColumn]) -> [StoreColumn] {
        if identity.count == 1, let only = identity.first {
            return [StoreColumn(name: prefix, schemaType: only.schemaType, storage: only.storage, isOptional: true)]
        }
        return identity.map { StoreColumn(name: "\(prefix)_\($0.name)", schemaType: $0.schemaType, storage: $0.storage, isOptional: true) }
    }

    /// The SQL declaration of a column: `"name" TEXT NOT NULL`.
    static func declaration(_ column: StoreColumn, notNull: Bool? = nil) -> String {
        "\(quoted(column.name)) \(column.storage.rawValue)" + ((notNull ?? !column.isOptional) ? " NOT NULL" : "")
    }
}
