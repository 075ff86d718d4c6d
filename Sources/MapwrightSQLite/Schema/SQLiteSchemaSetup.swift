import CSQLite
import Mapwright

/// Creates the tables of a new database file, or checks that an existing file was made
/// for the same schema and, when it was made for an older one, migrates it (see
/// ``Mapwright/StoreMigrationPlan``).
///
/// Opening reads before it writes: ``refuseForeignFile(_:)`` turns away a file that is
/// not a store without changing a byte of it, and ``prepare(_:catalog:removedEntities:checksIntegrity:)``
/// checks a current file in a read transaction, so that opening never waits for another
/// process's unit of work; only creating or migrating takes the write lock.
enum SQLiteSchemaSetup {
    /// The file format version (`PRAGMA user_version`); bump it when the layout rules change.
    ///
    /// - 1: the first layout.
    /// - 2: join tables' key columns are `NOT NULL`. A format 1 file is brought to 2 when
    ///   it opens (its join tables rebuilt, through the usual migration).
    static let formatVersion: Int64 = 2
    /// The oldest format version this runtime opens (and brings to ``formatVersion``).
    static let oldestFormatVersion: Int64 = 1
    /// `PRAGMA application_id` of Mapwright stores: "MWRS".
    static let applicationID: Int64 = 0x4D57_5253

    /// What a database file holds, as far as opening it is concerned.
    private enum FileKind {
        /// Nothing yet: the store's tables are to be created.
        case empty
        /// A store, in format `version` (one this runtime reads).
        case store(version: Int64)
    }

    /// Throws ``Mapwright/StoreError/schemaMismatch(path:differences:)`` when the file is
    /// not a Mapwright store (another application id, or an unknown format) or is not
    /// empty without being one. Only reads: a refused file is left as it was.
    static func refuseForeignFile(_ connection: SQLiteConnection) throws {
        try reading(connection) { _ = try inspect(connection) }
    }

    /// Creates, checks or migrates the schema. A current file is checked in a read
    /// transaction; creating or migrating runs in one write transaction (`BEGIN
    /// IMMEDIATE`), which checks again what it found, since another connection may have
    /// done it in between: a migration that fails leaves the file as it was.
    /// `removedEntities` names the entities the schema marks `"removed": true`, whose
    /// tables a migration may drop; with `checksIntegrity`, `PRAGMA quick_check` must
    /// report the file sound first.
    static func prepare(
        _ connection: SQLiteConnection, catalog: SQLiteCatalog, removedEntities: Set<String> = [], checksIntegrity: Bool = false
    ) throws {
        let script = SQLiteSchemaScript(catalog)
        let isCurrent = try reading(connection) {
            if checksIntegrity { try checkIntegrity(connection) }
            guard case .store(let version) = try inspect(connection), version == formatVersion else { return false }
            let stored = try storedItems(connection)
            guard differences(stored: stored, expected: script.items).isEmpty else { return false }
            try SQLiteTableCheck.check(connection, against: SQLiteStoredSchema(items: stored))
            return true
        }
        if isCurrent { return }
        try connection.execute("BEGIN IMMEDIATE")
        do {
            switch try inspect(connection) {
            case .empty:
                try create(script, on: connection)
            case .store(let version):
                try check(script, catalog: catalog, removedEntities: removedEntities, version: version, on: connection)
            }
            try connection.execute("COMMIT")
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// Runs `body` in a read transaction (`BEGIN`, which takes no lock until it reads).
    private static func reading<Result>(_ connection: SQLiteConnection, _ body: () throws -> Result) throws -> Result {
        try connection.execute("BEGIN")
        let result: Result
        do {
            result = try body()
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
        try connection.execute("COMMIT")
        return result
    }

    /// What the file holds; throws when it is not ours.
    private static func inspect(_ connection: SQLiteConnection) throws -> FileKind {
        let path = connection.path
        let application = try connection.integer("PRAGMA application_id")
        let version = try connection.integer("PRAGMA user_version")
        let objects = try connection.integer("SELECT COUNT(*) FROM sqlite_master")
        if objects == 0 && version == 0 && (application == 0 || application == applicationID) { return .empty }
        guard application == applicationID else {
            throw StoreError.schemaMismatch(path: path, differences: [
                "the file is not a Mapwright store (application_id \(application), a Mapwright store has \(applicationID))",
            ])
        }
        guard (oldestFormatVersion...formatVersion).contains(version) else {
            throw StoreError.schemaMismatch(path: path, differences: [
                "the file is in format version \(version); this runtime reads versions \(oldestFormatVersion) to \(formatVersion)",
            ])
        }
        return .store(version: version)
    }

    /// Throws ``Mapwright/StoreError/database(path:code:message:)`` (`SQLITE_CORRUPT`)
    /// with what `PRAGMA quick_check` reported, unless it reported the file sound.
    private static func checkIntegrity(_ connection: SQLiteConnection) throws {
        let check = try connection.prepare("PRAGMA quick_check")
        var lines: [String] = []
        while try check.step() {
            var row = check.row()
            lines.append(row.readText())
        }
        guard lines != ["ok"] else { return }
        throw StoreError.database(
            path: connection.path, code: Int(SQLITE_CORRUPT),
            message: "the integrity check (PRAGMA quick_check) found the file damaged: \(lines.prefix(20).joined(separator: "; "))")
    }

    /// The description table's items.
    private static func storedItems(_ connection: SQLiteConnection) throws -> [String: String] {
        var stored: [String: String] = [:]
        let select = try connection.prepare("SELECT item, definition FROM \(SQLiteNames.quoted(SQLiteSchemaScript.metadataTable))")
        while try select.step() {
            var row = select.row()
            stored[row.readText()] = row.readText()
        }
        return stored
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

    /// Checks a store file (in format `version`) against its own description, then
    /// migrates it when the description differs from the schema's; leaves it in the
    /// current format.
    private static func check(
        _ script: SQLiteSchemaScript, catalog: SQLiteCatalog, removedEntities: Set<String>, version: Int64, on connection: SQLiteConnection
    ) throws {
        let path = connection.path
        let stored = try storedItems(connection)
        guard stored.keys.contains(where: { $0.hasPrefix("table ") }) else {
            throw StoreError.schemaMismatch(path: path, differences: [
                "the file's schema description (table \(SQLiteSchemaScript.metadataTable)) lists no tables: it was emptied or damaged",
            ])
        }
        let storedSchema = SQLiteStoredSchema(items: stored)
        try SQLiteTableCheck.check(connection, against: storedSchema)
        if !Self.differences(stored: stored, expected: script.items).isEmpty {
            let plan: StoreMigrationPlan
            do {
                plan = try StoreMigrationPlan.make(
                    from: storedSchema.tables, to: catalog.ordered.map(\.description), removedEntities: removedEntities)
            } catch {
                throw StoreError.schemaMismatch(path: path, differences: error.problems.map(\.description))
            }
            try SQLiteMigration(connection: connection, catalog: catalog, script: script, stored: storedSchema, plan: plan).run()
        }
        if version != formatVersion { try connection.execute("PRAGMA user_version = \(formatVersion)") }
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
