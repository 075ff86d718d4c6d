import CSQLite
import Foundation
import Mapwright
import MapwrightSQLite
import Testing

/// The storage engines every parity test runs on.
enum Engine: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case memory
    case sqlite
    /// SQLite handing every write to its write queue's thread on its own (a batch of
    /// one), so that each read and commit in the suite waits for writes run elsewhere;
    /// with the default batch, only units of work of hundreds of writes do.
    case sqliteQueued = "sqlite-queued"

    var testDescription: String { rawValue }

    /// The SQLite engines.
    static let sqliteEngines: [Engine] = [.sqlite, .sqliteQueued]

    /// A new, empty store of `entities` on this engine (SQLite: a file in a fresh
    /// temporary directory, removed when the returned handle goes away).
    func makeStore(_ entities: [any StoreEntity.Type] = parityEntities, options: SQLiteStoreOptions = SQLiteStoreOptions()) throws -> TestStore {
        switch self {
        case .memory:
            return TestStore(store: try Store(entities: entities), directory: nil)
        case .sqlite, .sqliteQueued:
            var options = options
            if self == .sqliteQueued { options.writeBatchSize = 1 }
            let directory = try TemporaryDirectory()
            let store = try Store(sqliteAt: directory.url.appendingPathComponent("store.sqlite"), entities: entities, options: options)
            return TestStore(store: store, directory: directory)
        }
    }
}

/// A store and, for SQLite, the directory of its file.
struct TestStore {
    let store: Store
    let directory: TemporaryDirectory?

    /// The database file (SQLite only).
    var file: URL? { directory?.url.appendingPathComponent("store.sqlite") }
}

/// A directory under the system's temporary directory, removed with its contents when
/// the last reference goes away.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-parity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Reads a database file directly with SQLite, bypassing the engine.
enum DatabaseFile {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Every row of every table (including the schema description), as sorted text
    /// lines `table|value|value…`: two equal dumps mean logically equal databases.
    static func dump(_ url: URL) throws -> [String] {
        try withDatabase(url) { db in
            var lines: [String] = []
            let tables = try rows(db, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map { $0[0] }
            for table in tables {
                let quoted = "\"" + table.replacingOccurrences(of: "\"", with: "\"\"") + "\""
                for row in try rows(db, "SELECT * FROM \(quoted)") {
                    lines.append(([table] + row).joined(separator: "|"))
                }
            }
            return lines.sorted()
        }
    }

    /// The result of `PRAGMA integrity_check` (`["ok"]` for a sound file).
    static func integrityCheck(_ url: URL) throws -> [String] {
        try withDatabase(url) { try rows($0, "PRAGMA integrity_check").map { $0[0] } }
    }

    /// The `CREATE` statements as SQLite keeps them.
    static func schemaSQL(_ url: URL) throws -> [String] {
        try withDatabase(url) { try rows($0, "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name").map { $0[0] } }
    }

    /// Runs `sql` (which returns no rows) on the file.
    static func execute(_ url: URL, _ sql: String) throws {
        try withDatabase(url) { db in _ = try rows(db, sql) }
    }

    private static func withDatabase<R>(_ url: URL, _ body: (OpaquePointer) throws -> R) throws -> R {
        var db: OpaquePointer?
        guard sqlite3_open_v2(url.path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK, let db else {
            throw Failure(description: "cannot open \(url.path)")
        }
        defer { sqlite3_close_v2(db) }
        return try body(db)
    }

    private static func rows(_ db: OpaquePointer, _ sql: String) throws -> [[String]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw Failure(description: "\(sql): \(String(cString: sqlite3_errmsg(db)))")
        }
        defer { sqlite3_finalize(statement) }
        var result: [[String]] = []
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else { throw Failure(description: "\(sql): \(String(cString: sqlite3_errmsg(db)))") }
            result.append((0..<sqlite3_column_count(statement)).map { column in
                switch sqlite3_column_type(statement, column) {
                case SQLITE_NULL: "NULL"
                case SQLITE_BLOB: "blob(\(sqlite3_column_bytes(statement, column)))"
                default: sqlite3_column_text(statement, column).map { String(cString: $0) } ?? ""
                }
            })
        }
        return result
    }
}
