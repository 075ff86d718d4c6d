import Mapwright

/// Carries out a ``Mapwright/StoreMigrationPlan`` on a database file, inside the write
/// transaction that opens it (so a failure leaves the file as it was): tables whose
/// columns changed are rebuilt (moved aside, created anew, copied with renamed columns,
/// defaults and nils, then dropped), new tables are created, removed ones dropped,
/// indexes made again where their table changed, and the description table rewritten.
struct SQLiteMigration {
    let connection: SQLiteConnection
    let catalog: SQLiteCatalog
    let script: SQLiteSchemaScript
    let stored: SQLiteStoredSchema
    let plan: StoreMigrationPlan

    /// A table to rebuild from its stored form.
    private struct Rebuild {
        let table: SQLiteTableBase
        let source: StoreMigrationPlan.Source
        let aside: String
    }

    /// A join table whose name or columns renames changed: its rows are copied column by
    /// column (each column's role, renames undone, matching the stored one's).
    private struct JoinMove {
        let name: String
        let storedName: String
        let aside: String
        let columns: [(current: String, stored: String)]
    }

    func run() throws {
        let storedTables = stored.tableNames
        var kept: Set<String> = []
        var created: [String] = []
        var rebuilds: [Rebuild] = []
        var moves: [JoinMove] = []
        var unsupported: [String] = []
        for table in catalog.ordered {
            let source = plan.sources[table.name]
            if let source {
                if source.storedName == table.name && isUnchanged(table.name) {
                    kept.insert(table.name)
                } else {
                    rebuilds.append(Rebuild(table: table, source: source, aside: "mapwright_migrating_\(rebuilds.count)"))
                }
            } else {
                created.append(table.name)
            }
            for (relationship, join) in table.joinTablesByRelationship {
                if storedTables[join.name] == "join table" && isUnchanged(join.name) {
                    kept.insert(join.name)
                } else if storedTables[join.name] == nil && source?.relationships[relationship] == nil {
                    created.append(join.name)
                } else if let source, let move = try joinMove(join, relationship: relationship, source: source, index: moves.count) {
                    moves.append(move)
                } else {
                    unsupported.append("""
                        the links of \(table.name).\(relationship) live in join table \(join.name), whose stored columns do \
                        not line up with the new ones (the renames change which side names the join table): keep one side's old name
                        """)
                }
            }
        }
        guard unsupported.isEmpty else { throw StoreError.schemaMismatch(path: connection.path, differences: unsupported) }
        let sources = Set(rebuilds.map(\.source.storedName) + moves.map(\.storedName))

        // Indexes go first: a table moved aside keeps its indexes' names.
        let current = Dictionary(script.items.map { ($0.item, $0.definition) }, uniquingKeysWith: { first, _ in first })
        for (table, _) in storedTables {
            for index in stored.indexes(on: table) where !(kept.contains(table) && current["index \(index.name)"] == index.definition) {
                try connection.execute("DROP INDEX IF EXISTS \(SQLiteNames.quoted(index.name))")
            }
        }
        for rebuild in rebuilds {
            try connection.execute("ALTER TABLE \(SQLiteNames.quoted(rebuild.source.storedName)) RENAME TO \(SQLiteNames.quoted(rebuild.aside))")
        }
        for move in moves {
            try connection.execute("ALTER TABLE \(SQLiteNames.quoted(move.storedName)) RENAME TO \(SQLiteNames.quoted(move.aside))")
        }
        for (table, _) in storedTables.sorted(by: { $0.key < $1.key }) where !kept.contains(table) && !sources.contains(table) {
            try connection.execute("DROP TABLE \(SQLiteNames.quoted(table))")
        }
        for name in rebuilds.map(\.table.name) + moves.map(\.name) + created {
            guard let create = script.tableStatements[name] else { continue }
            try connection.execute(create)
        }
        for rebuild in rebuilds { try copy(rebuild) }
        for move in moves {
            let columns = SQLiteNames.list(move.columns.map(\.current))
            let values = SQLiteNames.list(move.columns.map(\.stored))
            try connection.execute("INSERT INTO \(SQLiteNames.quoted(move.name)) (\(columns)) SELECT \(values) FROM \(SQLiteNames.quoted(move.aside))")
            try connection.execute("DROP TABLE \(SQLiteNames.quoted(move.aside))")
        }
        for index in script.indexStatements where !(kept.contains(index.table) && stored.items["index \(index.name)"] == current["index \(index.name)"]) {
            try connection.execute(index.sql)
        }
        try rewriteDescription()
    }

    /// How the join table of `relationship` moves from its stored form, when renames
    /// changed its name or columns: nil when its stored columns, in order, do not have the
    /// current ones' roles once renames are undone (a side's ownership changed).
    private func joinMove(_ join: SQLiteJoinTable, relationship: String, source: StoreMigrationPlan.Source, index: Int) throws -> JoinMove? {
        guard let old = source.relationships[relationship],
              let definition = stored.items["relationship \(source.storedName).\(old)"],
              let storedJoin = definition.split(separator: " ").last.map(String.init),
              stored.tableNames[storedJoin] == "join table"
        else { return nil }
        var storedColumns: [String] = []
        let info = try connection.prepare("PRAGMA table_info(\(SQLiteNames.quoted(storedJoin)))")
        while try info.step() {
            var row = info.row()
            _ = row.readInteger()
            storedColumns.append(row.readText())
        }
        guard storedColumns.count == join.columns.count else { return nil }
        let roles = stored.columns(of: storedJoin)
        var columns: [(current: String, stored: String)] = []
        for ((column, role), storedColumn) in zip(join.columns, storedColumns) {
            guard let storedRole = roles[storedColumn]?.components(separatedBy: "; ").last,
                  storedRole.hasPrefix(storedForm(of: role))
            else { return nil }
            columns.append((column.name, storedColumn))
        }
        return JoinMove(name: join.name, storedName: storedJoin, aside: "mapwright_migrating_join_\(index)", columns: columns)
    }

    /// The start of a join column's role as the stored schema spells it: `identity of
    /// Post (` or `position in Post.tags`, with entity and relationship renames undone.
    private func storedForm(of role: String) -> String {
        let entity = { (name: String) in plan.sources[name]?.storedName ?? name }
        if role.hasPrefix("identity of ") {
            let name = role.dropFirst("identity of ".count).prefix { $0 != " " }
            return "identity of \(entity(String(name))) ("
        }
        if role.hasPrefix("position in ") {
            let parts = role.dropFirst("position in ".count).split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return role }
            return "position in \(entity(parts[0])).\(plan.sources[parts[0]]?.relationships[parts[1]] ?? parts[1])"
        }
        return role
    }

    /// Whether the stored table `name` has exactly the columns the schema gives it.
    private func isUnchanged(_ name: String) -> Bool {
        let prefix = "column \(name)."
        var columns: [String: String] = [:]
        for (item, definition) in script.items where item.hasPrefix(prefix) { columns[String(item.dropFirst(prefix.count))] = definition }
        return columns == stored.columns(of: name)
    }

    /// Copies the moved-aside rows into the new table, column by column, then drops them.
    private func copy(_ rebuild: Rebuild) throws {
        let table = rebuild.table
        let storedColumns = stored.columns(of: rebuild.source.storedName)
        var owners: [String: (relationship: String, column: String)] = [:]
        for (relationship, columns) in table.rowColumnsByRelationship {
            for column in columns { owners[column] = (relationship, column) }
        }
        var names: [String] = []
        var expressions: [String] = []
        var arguments = SQLiteArguments()
        var parameter = 1
        func bind(_ value: StoreColumnDefault) -> String {
            switch value {
            case .null: arguments.writeNull()
            case .integer(let value): arguments.writeInteger(value)
            case .real(let value): arguments.writeReal(value)
            case .text(let value): arguments.writeText(value)
            case .blob(let value): arguments.writeBlob(value)
            }
            defer { parameter += 1 }
            return "?\(parameter)"
        }
        for (column, _) in table.storedColumns {
            names.append(column.name)
            if let attribute = table.description.columns.first(where: { $0.name == column.name }) {
                let source = rebuild.source.columns[column.name].flatMap { storedColumns[$0] != nil ? $0 : nil }
                switch (source, attribute.defaultValue) {
                case (let source?, let value?) where !attribute.isOptional:
                    expressions.append("COALESCE(\(SQLiteNames.quoted(source)), \(bind(value)))")
                case (let source?, _):
                    expressions.append(SQLiteNames.quoted(source))
                case (nil, let value?):
                    expressions.append(bind(value))
                case (nil, nil):
                    expressions.append("NULL")
                }
            } else if let owner = owners[column.name], let old = rebuild.source.relationships[owner.relationship] {
                let name = old + column.name.dropFirst(owner.relationship.count)
                expressions.append(storedColumns[name] != nil ? SQLiteNames.quoted(name) : "NULL")
            } else {
                expressions.append("NULL")
            }
        }
        let insert = try connection.prepare("""
            INSERT INTO \(SQLiteNames.quoted(table.name)) (\(SQLiteNames.list(names))) \
            SELECT \(expressions.joined(separator: ", ")) FROM \(SQLiteNames.quoted(rebuild.aside))
            """)
        _ = try insert.execute(arguments)
        try connection.execute("DROP TABLE \(SQLiteNames.quoted(rebuild.aside))")
    }

    private func rewriteDescription() throws {
        let metadata = SQLiteNames.quoted(SQLiteSchemaScript.metadataTable)
        try connection.execute("DELETE FROM \(metadata)")
        let insert = try connection.prepare("INSERT INTO \(metadata) (item, definition) VALUES (?1, ?2)")
        for (item, definition) in script.items {
            var arguments = SQLiteArguments()
            arguments.writeText(item)
            arguments.writeText(definition)
            _ = try insert.execute(arguments)
        }
    }
}
