import CSQLite
import Mapwright

/// One SQLite connection (`sqlite3 *`) and its prepared statements, cached by slot.
///
/// Not thread-safe (`@unchecked Sendable` only so that pools can hand it over): a
/// connection is used by one thread at a time, which the engine
/// guarantees (the writer belongs to the unit of work holding the writer gate; a reader
/// is taken out of the pool for one read).
final class SQLiteConnection: @unchecked Sendable {
    /// The database file, for messages.
    let path: String
    /// How long, in seconds, SQLite waits for a lock another connection holds before a
    /// statement fails with ``Mapwright/StoreError/busy(path:seconds:)``.
    let busyTimeout: Double
    private let handle: OpaquePointer
    /// Prepared statements by slot (see ``SQLiteStatementSlot``), made on first use.
    /// (Used by one thread at a time: no dynamic exclusivity checks.)
    @exclusivity(unchecked) private var statements: [SQLiteStatement?] = []
    /// Whether ``close()`` ran: the handle is gone.
    private var isClosed = false
    /// What SQLite reports each statement to (kept alive while the handle is open).
    private let trace: SQLiteTrace?

    /// Opens the database at `path` (creating it unless `readOnly`); read-only when
    /// `readOnly`. Double-quoted names are never read as string literals on it: a
    /// missing column is an error, not its own name. `trace`, when given, is called
    /// with each statement's SQL as it starts to run.
    init(path: String, readOnly: Bool, busyTimeout: Double, trace: (@Sendable (String) -> Void)? = nil) throws {
        self.path = path
        self.busyTimeout = busyTimeout
        self.trace = trace.map(SQLiteTrace.init)
        var handle: OpaquePointer?
        let flags = readOnly
            ? SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX
            : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            if let handle { sqlite3_close_v2(handle) }
            throw StoreError.database(path: path, code: Int(code), message: "opening the database: \(message)")
        }
        self.handle = handle
        sqlite3_extended_result_codes(handle, 1)
        let configured = csqlite_disable_double_quoted_strings(handle)
        guard configured == SQLITE_OK else {
            throw StoreError.database(path: path, code: Int(configured), message: "turning off double-quoted string literals failed")
        }
        setBusyWait(busyTimeout)
        self.trace?.install(on: handle)
    }

    /// Makes SQLite wait up to `seconds` for a lock another connection holds.
    private func setBusyWait(_ seconds: Double) {
        sqlite3_busy_timeout(handle, Int32(clamping: Int((seconds * 1000).rounded())))
    }

    /// Runs `body` with SQLite's busy wait turned off (a statement meeting a lock fails
    /// at once with ``Mapwright/StoreError/busy(path:seconds:)``), then turns it back on.
    func withoutBusyWait<Result>(_ body: () throws -> Result) rethrows -> Result {
        setBusyWait(0)
        defer { setBusyWait(busyTimeout) }
        return try body()
    }

    /// Whether result `code` (or an extended code of it) means another connection holds
    /// a lock: `SQLITE_BUSY`, `SQLITE_BUSY_RECOVERY`, `SQLITE_BUSY_SNAPSHOT`, `SQLITE_BUSY_TIMEOUT`.
    static func isBusy(_ code: Int32) -> Bool {
        code & 0xFF == SQLITE_BUSY
    }

    deinit {
        close()
    }

    /// Finalizes every cached statement and closes the connection; nothing may use it
    /// afterwards (the engine checks that it is open before it does). Does nothing the
    /// second time.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        statements.removeAll()  // finalize every statement before closing
        sqlite3_close_v2(handle)
    }

    /// The error for result `code` of `operation`, with SQLite's message; a lock held by
    /// another connection past the busy timeout is ``Mapwright/StoreError/busy(path:seconds:)``.
    func error(_ code: Int32, _ operation: String) -> StoreError {
        if Self.isBusy(code) { return StoreError.busy(path: path, seconds: busyTimeout) }
        return StoreError.database(path: path, code: Int(code), message: "\(operation): \(String(cString: sqlite3_errmsg(handle)))")
    }

    /// Runs one or more SQL statements that bind nothing and return no rows of interest.
    func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        guard code == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_free(message)
            if Self.isBusy(code) { throw StoreError.busy(path: path, seconds: busyTimeout) }
            throw StoreError.database(path: path, code: Int(code), message: "\(text) (in: \(sql.prefix(200)))")
        }
    }

    /// A new statement for `sql`, finalized when released (for SQL run once).
    func prepare(_ sql: String) throws -> SQLiteStatement {
        try prepare(sql, flags: 0)
    }

    /// The cached statement of `slot`, prepared on first use with `SQLITE_PREPARE_PERSISTENT`.
    func statement(_ slot: SQLiteStatementSlot) throws -> SQLiteStatement {
        if slot.index < statements.count, let statement = statements[slot.index] { return statement }
        let statement = try prepare(slot.sql, flags: UInt32(SQLITE_PREPARE_PERSISTENT))
        if slot.index >= statements.count {
            statements.append(contentsOf: repeatElement(nil, count: slot.index + 1 - statements.count))
        }
        statements[slot.index] = statement
        return statement
    }

    private func prepare(_ sql: String, flags: UInt32) throws -> SQLiteStatement {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, flags, &statement, nil)
        guard code == SQLITE_OK, let statement else { throw error(code, "preparing \(sql.prefix(200))") }
        return SQLiteStatement(handle: statement, connection: self, sql: sql)
    }

    /// The single integer the query `sql` returns (a PRAGMA, a COUNT).
    func integer(_ sql: String) throws -> Int64 {
        let statement = try prepare(sql)
        guard try statement.step() else { return 0 }
        return sqlite3_column_int64(statement.handle, 0)
    }

    /// The single text the query `sql` returns, or nil.
    func text(_ sql: String) throws -> String? {
        let statement = try prepare(sql)
        guard try statement.step(), let text = sqlite3_column_text(statement.handle, 0) else { return nil }
        return String(cString: text)
    }

    /// The rows inserted, updated or deleted through this connection since it opened
    /// (`sqlite3_total_changes`; the statements that wrote them, counted per row).
    var totalChanges: Int { Int(sqlite3_total_changes(handle)) }

    /// Whether a transaction is open on this connection.
    var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }
}

/// A statement that a connection prepares once and keeps: its SQL and its index in
/// every connection's statement cache (slots are numbered when the engine opens).
struct SQLiteStatementSlot: Sendable {
    /// The cache index.
    let index: Int
    /// The SQL text.
    let sql: String
}

/// Numbers statement slots as the engine builds its SQL.
struct SQLiteStatementSlots {
    private(set) var count = 0

    /// A new slot for `sql`.
    mutating func make(_ sql: String) -> SQLiteStatementSlot {
        defer { count += 1 }
        return SQLiteStatementSlot(index: count, sql: sql)
    }
}
