import Mapwright

/// A query as one SQL statement and the values bound to its parameters.
struct SQLiteCompiledQuery {
    let sql: String
    let arguments: SQLiteArguments
}

/// Compiles a ``StoreQuery`` to SQL with the semantics the in-memory engine evaluates:
/// every value is a bound parameter (never spliced into the text), every name is quoted
/// (``SQLiteNames``), and every test is two-valued (a NULL never makes a test unknown:
/// comparisons add `IS NOT NULL`, equality uses `IS`), so `NOT` and `OR` agree with the
/// in-memory engine. Results are ordered by the sort keys, then by identity.
struct SQLiteQueryCompiler {
    let catalog: SQLiteCatalog
    private var arguments = SQLiteArguments()
    private var aliases = 0

    init(catalog: SQLiteCatalog) {
        self.catalog = catalog
    }

    /// `SELECT` of the rows `query` selects, in its order and page.
    static func select<E: StoreEntity>(_ query: StoreQuery<E>, from table: SQLiteTableBase, catalog: SQLiteCatalog) throws -> SQLiteCompiledQuery {
        var compiler = SQLiteQueryCompiler(catalog: catalog)
        let alias = compiler.nextAlias()
        let condition = try compiler.expression(query.predicate.expression, table: table, alias: alias)
        var order: [String] = []
        for key in query.sortKeys {
            try compiler.requireColumn(key.column, in: table)
            order.append("\(alias).\(SQLiteNames.quoted(key.column)) \(key.isDescending ? "DESC" : "ASC")")
        }
        order += table.identity.map { "\(alias).\(SQLiteNames.quoted($0.name)) ASC" }
        let columns = table.rowColumnNames.map { "\(alias).\(SQLiteNames.quoted($0))" }.joined(separator: ", ")
        var sql = "SELECT \(columns) FROM \(SQLiteNames.quoted(table.name)) AS \(alias) WHERE \(condition)"
        // Without sort keys or a page, the records are ordered by identity afterwards
        // (``StoreQuery/ordered(_:)``): an ORDER BY the primary key would lead the planner
        // to scan the table in key order rather than search an index.
        if needsOrderBy(query) { sql += " ORDER BY \(order.joined(separator: ", "))" }
        sql += compiler.page(query)
        return SQLiteCompiledQuery(sql: sql, arguments: compiler.arguments)
    }

    /// `SELECT COUNT(*)` of the rows `query` selects (its page included).
    static func count<E: StoreEntity>(_ query: StoreQuery<E>, from table: SQLiteTableBase, catalog: SQLiteCatalog) throws -> SQLiteCompiledQuery {
        var compiler = SQLiteQueryCompiler(catalog: catalog)
        let alias = compiler.nextAlias()
        let condition = try compiler.expression(query.predicate.expression, table: table, alias: alias)
        let from = "FROM \(SQLiteNames.quoted(table.name)) AS \(alias) WHERE \(condition)"
        let page = compiler.page(query)
        let sql = page.isEmpty ? "SELECT COUNT(*) \(from)" : "SELECT COUNT(*) FROM (SELECT 1 \(from)\(page))"
        return SQLiteCompiledQuery(sql: sql, arguments: compiler.arguments)
    }

    /// Whether the SQL must order the rows itself (sort keys, or a page to cut).
    static func needsOrderBy<E>(_ query: StoreQuery<E>) -> Bool {
        !query.sortKeys.isEmpty || query.limit != nil || query.offset > 0
    }

    // MARK: Pieces

    private mutating func nextAlias() -> String {
        defer { aliases += 1 }
        return "t\(aliases)"
    }

    /// A numbered parameter bound to `value`.
    private mutating func bind(_ value: StoreQueryValue) -> String {
        switch value {
        case .null: arguments.writeNull()
        case .integer(let integer): arguments.writeInteger(integer)
        case .real(let real): arguments.writeReal(real)
        case .text(let text): arguments.writeText(text)
        case .blob(let data): arguments.writeBlob(data)
        }
        return "?\(arguments.values.count)"
    }

    /// ` LIMIT ?n OFFSET ?m`, or nothing.
    private mutating func page<E>(_ query: StoreQuery<E>) -> String {
        guard query.limit != nil || query.offset > 0 else { return "" }
        let limit = bind(.integer(Int64(query.limit ?? -1)))
        let offset = bind(.integer(Int64(query.offset)))
        return " LIMIT \(limit) OFFSET \(offset)"
    }

    private func requireColumn(_ name: String, in table: SQLiteTableBase) throws {
        guard table.description.columns.contains(where: { $0.name == name }) else {
            throw StoreError.unsupported("a query names \(table.name).\(name), which is not a stored attribute")
        }
    }

    private func column(_ name: String, of table: SQLiteTableBase, alias: String) throws -> String {
        try requireColumn(name, in: table)
        return "\(alias).\(SQLiteNames.quoted(name))"
    }

    /// `a.x IS ?1 AND a.y IS ?2`: null-safe equality of columns and values.
    private mutating func equal(_ columns: [String], _ values: [StoreQueryValue]) -> String {
        guard columns.count == values.count, !columns.isEmpty else { return "0" }
        return "(" + zip(columns, values).map { column, value in
            value == .null ? "\(column) IS NULL" : "\(column) IS \(bind(value))"
        }.joined(separator: " AND ") + ")"
    }

    /// `a.x = b.y AND …`: columns matched pairwise.
    private static func joined(_ left: [String], _ right: [String]) -> String {
        zip(left, right).map { "\($0) = \($1)" }.joined(separator: " AND ")
    }

    private static func qualified(_ names: [String], _ alias: String) -> [String] {
        names.map { "\(alias).\(SQLiteNames.quoted($0))" }
    }

    // MARK: Expressions

    mutating func expression(_ expression: StoreQueryExpression, table: SQLiteTableBase, alias: String) throws -> String {
        switch expression {
        case .constant(let value):
            return value ? "1" : "0"
        case .compare(let name, let comparison, let value):
            let column = try column(name, of: table, alias: alias)
            guard value != .null else { return "0" }
            return "(\(column) IS NOT NULL AND \(column) \(comparison.rawValue) \(bind(value)))"
        case .equal(let names, let values):
            let columns = try names.map { try column($0, of: table, alias: alias) }
            return equal(columns, values)
        case .oneOf(let name, let values):
            let column = try column(name, of: table, alias: alias)
            var parts: [String] = []
            let present = values.filter { $0 != .null }
            if !present.isEmpty {
                parts.append("(\(column) IS NOT NULL AND \(column) IN (\(present.map { bind($0) }.joined(separator: ", "))))")
            }
            if values.contains(.null) { parts.append("\(column) IS NULL") }
            return parts.isEmpty ? "0" : "(" + parts.joined(separator: " OR ") + ")"
        case .contains(let name, let text):
            let column = try column(name, of: table, alias: alias)
            return "(\(column) IS NOT NULL AND instr(\(column), \(bind(.text(text)))) > 0)"
        case .hasPrefix(let name, let text):
            let column = try column(name, of: table, alias: alias)
            let parameter = bind(.text(text))
            return "(\(column) IS NOT NULL AND substr(\(column), 1, length(\(parameter))) = \(parameter))"
        case .identityIn(let identities):
            let keys = Self.qualified(table.identity.map(\.name), alias)
            let matching = identities.filter { $0.count == keys.count }
            guard !matching.isEmpty else { return "0" }
            if keys.count == 1 {
                return "\(keys[0]) IN (\(matching.map { bind($0[0]) }.joined(separator: ", ")))"
            }
            let rows = matching.map { values in "(" + values.map { bind($0) }.joined(separator: ", ") + ")" }
            return "(\(keys.joined(separator: ", "))) IN (VALUES \(rows.joined(separator: ", ")))"
        case .related(let relationship, _, let test):
            return try related(relationship, test, table: table, alias: alias)
        case .and(let operands):
            guard !operands.isEmpty else { return "1" }
            return "(" + (try operands.map { try self.expression($0, table: table, alias: alias) }).joined(separator: " AND ") + ")"
        case .or(let operands):
            guard !operands.isEmpty else { return "0" }
            return "(" + (try operands.map { try self.expression($0, table: table, alias: alias) }).joined(separator: " OR ") + ")"
        case .not(let operand):
            return "(NOT \(try self.expression(operand, table: table, alias: alias)))"
        }
    }

    /// A test of the records `relationship` links to, wherever its links live.
    private mutating func related(_ relationship: String, _ test: StoreQueryRelationTest, table: SQLiteTableBase, alias: String) throws -> String {
        guard let layout = table.relationLayouts[relationship] else {
            throw StoreError.unsupported("a query follows \(table.name).\(relationship), which is not a relationship stored by identity")
        }
        guard let target = catalog.table(named: layout.targetTable) else {
            throw StoreError.unregisteredEntity(layout.targetTable)
        }
        let sourceKeys = Self.qualified(layout.sourceKeys, alias)
        switch layout.form {
        case .childKey, .keyWithoutInverse, .oneToOne:
            // The target's identity is a foreign key in this row.
            let foreignKey = Self.qualified(layout.foreignKey.map(\.name), alias)
            switch test {
            case .isEmpty:
                return "(" + foreignKey.map { "\($0) IS NULL" }.joined(separator: " AND ") + ")"
            case .includes(let values):
                return equal(foreignKey, values)
            case .any(let inner):
                // An uncorrelated subquery, run once, whose keys the foreign key's index
                // then finds; a NULL key is tested first, so the test is never unknown.
                let other = nextAlias()
                let keys = Self.qualified(layout.targetKeys, other)
                let condition = try expression(inner, table: target, alias: other)
                let tuple = foreignKey.count == 1 ? foreignKey[0] : "(\(foreignKey.joined(separator: ", ")))"
                return "(\(foreignKey[0]) IS NOT NULL AND \(tuple) IN (SELECT \(keys.joined(separator: ", ")) FROM \(SQLiteNames.quoted(target.name)) AS \(other) WHERE \(condition)))"
            }
        case .parentOfChildren:
            // The targets' rows hold this record's identity.
            let other = nextAlias()
            let back = Self.qualified(layout.targetForeignKey, other)
            let from = "SELECT 1 FROM \(SQLiteNames.quoted(target.name)) AS \(other) WHERE \(Self.joined(back, sourceKeys))"
            switch test {
            case .isEmpty:
                return "(NOT EXISTS (\(from)))"
            case .includes(let values):
                return "EXISTS (\(from) AND \(equal(Self.qualified(layout.targetKeys, other), values)))"
            case .any(let inner):
                return "EXISTS (\(from) AND \(try expression(inner, table: target, alias: other)))"
            }
        case .manyToMany, .listWithoutInverse:
            // A join table pairs the identities.
            let join = nextAlias()
            let own = Self.qualified(layout.joinSource.map(\.name), join)
            let members = Self.qualified(layout.joinTarget.map(\.name), join)
            let from = "SELECT 1 FROM \(SQLiteNames.quoted(layout.join ?? "")) AS \(join)"
            let mine = Self.joined(own, sourceKeys)
            switch test {
            case .isEmpty:
                return "(NOT EXISTS (\(from) WHERE \(mine)))"
            case .includes(let values):
                return "EXISTS (\(from) WHERE \(mine) AND \(equal(members, values)))"
            case .any(let inner):
                let other = nextAlias()
                let keys = Self.qualified(layout.targetKeys, other)
                let condition = try expression(inner, table: target, alias: other)
                return "EXISTS (\(from) JOIN \(SQLiteNames.quoted(target.name)) AS \(other) ON \(Self.joined(keys, members)) WHERE \(mine) AND \(condition))"
            }
        }
    }
}
