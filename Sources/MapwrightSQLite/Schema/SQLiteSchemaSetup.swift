import Mapwright

/// Creates the tables of a new database file, or checks that an existing file was made
/// for the same schema and, when it was made for an older one, migrates it (see
/// ``Mapwright/StoreMigrationPlan``).
enum SQLiteSchemaSetup {
    /// The file format version (`PRAGMA user_version`); bump it when the layout rules change.
    static let formatVersion: Int64 = 1
    /// `PRAGMA application_id` of Mapwright stores: "MWRS".
    static let applicationID: Int64 = 0x4D57_5253

    /// Creates, checks or migrates the schema, in one write transaction on `connection`:
    /// a migration that fails leaves the file as it was. `removedEntities` names the
    /// entities the schema marks `"removed": true`, whose tables a migration may drop.
    static func prepare(_ connection: SQLiteConnection, catalog: SQLiteCatalog, removedEntities: Set<String> = []) throws {
        let script = SQLiteSchemaScript(catalog)
        try connection.execute("BEGIN IMMEDIATE")
        do {
            let objects = try connection.integer("SELECT COUNT(*) FROM sqlite_master")
            let version = try connection.integer("PRAGMA user_version")
            if objects == 0 && version == 0 {
                try create(script, on: connection)
            } else {
                try check(script, catalog: catalog, removedEntities: removedEntities, on: connection)
            }
            try connection.execute("COMMIT")
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
    }

    private static func create(_ script: SQLiteSchemaScript, on connection: SQLiteConnection) throws {
        for statement in script.statements { try connection.execute(statement) }
        let insert = try connection.prepare("INSERT INTO \(SQLiteNames.quoted(SQLiteSchemaScript.metadataTable)) (item, definition) VALUES (?1, ?2)")
        for (item, definition) in script.items {
            var arguments = SQLiteArguments()
            arguments.writeText(item)
            arguments.writeText(definition)
            try insert.execute(arguments)
        }
        try connection.execute("PRAGMA application_id = \(applicationID)")
        try connection.execute("PRAGMA user_version = \(formatVersion)")
    }

    private static func check(
        _ script: SQLiteSchemaScript, catalog: SQLiteCatalog, removedEntities: Set<String>, on connection: SQLiteConnection
    ) throws {
        let path = connection.path
        let application = try connection.integer("PRAGMA application_id")
        guard application == applicationID else {
            throw StoreError.schemaMismatch(path: path, differences: [
                "the file is not a Mapwright store (application_id \(application), a Mapwright store has \(applicationID))",
            ])
        }
        let version = try connection.integer("PRAGMA user_version")
        guard version == formatVersion else {
            throw StoreError.schemaMismatch(path: path, differences: [
                "the file is in format version \(version); this runtime reads version \(formatVersion)",
            ])
        }
        var stored: [String: String] = [:]
        let select = try connection.prepare("SELECT item, definition FROM \(SQLiteNames.quoted(SQLiteSchemaScript.metadataTable))")
        while try select.step() {
            var row = select.row()
            stored[row.readText()] = row.readText()
        }
        guard !Self.differences(stored: stored, expected: script.items).isEmpty else { return }
        let storedSchema = SQLiteStoredSchema(items: stored)
        let plan: StoreMigrationPlan
        do {
            plan = try StoreMigrationPlan.make(
                from: storedSchema.tables, to: catalog.ordered.map(\.description), removedEntities: removedEntities)
        } catch {
            throw StoreError.schemaMismatch(path: path, differences: error.problems.map(\.description))
        }
        try SQLiteMigration(connection: connection, catalog: catalog, script: script, stored: storedSchema, plan: plan).run()
    }

    /// One line per item that is missing, extra or defined differently, sorted by item.
    static func differences(stored: [String: String], expected: [(item: String, definition: String)]) -> [String] {
        var lines: [(String, String)] = []
        var remaining = stored
        for (item, definition) in expected {
            switch remaining.removeValue(forKey: item) {
            case nil:
                lines.append((item, "the file has no \(item) (\(definition)), which the schema declares"))
            case let found? where found != definition:
                lines.append((item, "\(item) is \(found) in the file but \(definition) in the schema"))
            default:
                break
            }
        }
        for (item, definition) in remaining {
            lines.append((item, "the file has \(item) (\(definition)), which the schema does not declare"))
        }
        return lines.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
