import CSQLite
import Foundation

/// A plain SQLite connection to a database file, outside any store: "another process"
/// holding locks, or a hand editing the file. Closed when released. Used by one thread at
/// a time (hence `@unchecked Sendable`: a test may hand it to another task).
final class RawConnection: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let db: OpaquePointer

    /// Opens (creating if needed) the database at `url`, read-write, with no busy timeout.
    init(_ url: URL) throws {
        var db: OpaquePointer?
        guard sqlite3_open_v2(url.path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK, let db else {
            if let db { sqlite3_close_v2(db) }
            throw Failure(description: "cannot open \(url.path)")
        }
        self.db = db
    }

    deinit {
        sqlite3_close_v2(db)
    }

    /// Runs one or more statements (`BEGIN IMMEDIATE`, `ALTER TABLE …; DROP TABLE …`).
    func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(db, sql, nil, nil, &message) == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? "unknown error"
            sqlite3_free(message)
            throw Failure(description: "\(sql): \(text)")
        }
    }

    /// The single integer `sql` returns (a PRAGMA, a COUNT), or nil when it returns no row.
    func integer(_ sql: String) throws -> Int64? {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw Failure(description: "\(sql): \(String(cString: sqlite3_errmsg(db)))")
        }
        defer { sqlite3_finalize(statement) }
        return sqlite3_step(statement) == SQLITE_ROW ? sqlite3_column_int64(statement, 0) : nil
    }

    /// `PRAGMA table_info` of `table`: each column's name, declared type, NOT NULL and
    /// place in the primary key (0 when not in it).
    func tableInfo(_ table: String) throws -> [(name: String, type: String, notNull: Bool, primaryKey: Int)] {
        var statement: OpaquePointer?
        let sql = "PRAGMA table_info(\"\(table)\")"
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw Failure(description: "\(sql): \(String(cString: sqlite3_errmsg(db)))")
        }
        defer { sqlite3_finalize(statement) }
        var columns: [(name: String, type: String, notNull: Bool, primaryKey: Int)] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            columns.append((
                sqlite3_column_text(statement, 1).map { String(cString: $0) } ?? "",
                sqlite3_column_text(statement, 2).map { String(cString: $0) } ?? "",
                sqlite3_column_int(statement, 3) != 0, Int(sqlite3_column_int(statement, 5))))
        }
        return columns
    }
}
