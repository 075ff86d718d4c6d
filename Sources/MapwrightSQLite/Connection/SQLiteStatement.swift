import CSQLite
import Mapwright

/// One prepared statement (`sqlite3_stmt *`), finalized when released.
final class SQLiteStatement {
    let handle: OpaquePointer
    /// Kept so that the connection outlives its statements.
    unowned let connection: SQLiteConnection
    let sql: String

    init(handle: OpaquePointer, connection: SQLiteConnection, sql: String) {
        self.handle = handle
        self.connection = connection
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Steps once: true when a row is ready, false when done.
    @discardableResult
    func step() throws -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code: throw connection.error(code, "running \(sql.prefix(200))")
        }
    }

    /// Binds `arguments` (their bytes used in place: `SQLITE_STATIC`), runs `body`, then
    /// resets the statement and clears its bindings, so that no pointer into the
    /// arguments outlives the call.
    func run<Result>(_ arguments: SQLiteArguments, _ body: (SQLiteStatement) throws -> Result) throws -> Result {
        try run(arguments, values: 0..<arguments.values.count, body)
    }

    /// ``run(_:_:)`` binding only the values in `range` of `arguments` (the first of them
    /// to parameter 1): one statement's share of a ``SQLiteWriteBatch``.
    func run<Result>(
        _ arguments: SQLiteArguments, values range: Range<Int>, _ body: (SQLiteStatement) throws -> Result
    ) throws -> Result {
        try arguments.withBytes { base in
            defer {
                sqlite3_reset(handle)
                sqlite3_clear_bindings(handle)
            }
            for (offset, value) in arguments.values[range].enumerated() {
                let index = Int32(offset + 1)
                let code: Int32
                switch value {
                case .null:
                    code = sqlite3_bind_null(handle, index)
                case .integer(let integer):
                    code = sqlite3_bind_int64(handle, index, integer)
                case .real(let real):
                    code = sqlite3_bind_double(handle, index, real)
                case .text(let start, let count):
                    code = sqlite3_bind_text(handle, index, (base + start).assumingMemoryBound(to: CChar.self), Int32(count), csqlite_static())
                case .blob(let start, let count):
                    code = sqlite3_bind_blob(handle, index, base + start, Int32(count), csqlite_static())
                }
                guard code == SQLITE_OK else { throw connection.error(code, "binding parameter \(index) of \(sql.prefix(200))") }
            }
            return try body(self)
        }
    }

    /// Binds `arguments` (those in `range`; all by default) and steps to completion;
    /// returns the number of rows changed.
    @discardableResult
    func execute(_ arguments: SQLiteArguments, values range: Range<Int>? = nil) throws -> Int {
        try run(arguments, values: range ?? 0..<arguments.values.count) { statement in
            while try statement.step() {}
            return Int(sqlite3_changes(sqlite3_db_handle(handle)))
        }
    }

    /// Rows changed by the statement's last run.
    var changes: Int32 { sqlite3_changes(sqlite3_db_handle(handle)) }

    /// `name = value, …` for the given columns of the current row (each value as SQLite
    /// renders it as text, `NULL` for none), to name a row in messages.
    func describe(_ columns: [(index: Int32, name: String)]) -> String {
        columns.map { column in
            let value = sqlite3_column_type(handle, column.index) == SQLITE_NULL
                ? "NULL" : sqlite3_column_text(handle, column.index).map { String(cString: $0) } ?? ""
            return "\(column.name) = \(value)"
        }.joined(separator: ", ")
    }

    /// A reader over the current row, from column `start`.
    func row(from start: Int32 = 0) -> SQLiteRow {
        SQLiteRow(statement: handle, column: start)
    }
}
