import CSQLite

/// The SQLite C API as a hand-written import uses it: one connection, statements
/// prepared once and reused, values bound in place. Used by one thread.
final class BenchDatabase {
    /// A failed SQLite call, with SQLite's message.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let handle: OpaquePointer

    /// Opens (creating) the database at `path`.
    init(path: String) throws {
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let handle else {
            if let handle { sqlite3_close_v2(handle) }
            throw Failure(description: "cannot open \(path): SQLite error \(code)")
        }
        self.handle = handle
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs SQL that binds nothing.
    func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        guard code == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? "error \(code)"
            sqlite3_free(message)
            throw Failure(description: "\(text) in: \(sql.prefix(200))")
        }
    }

    /// The single integer `sql` returns.
    func integer(_ sql: String) throws -> Int64 {
        let statement = try prepare(sql)
        guard try statement.step() else { return 0 }
        return sqlite3_column_int64(statement.handle, 0)
    }

    /// A statement for `sql`, prepared once to be run many times.
    func prepare(_ sql: String) throws -> BenchStatement {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else {
            throw Failure(description: "preparing \(sql.prefix(200)): \(String(cString: sqlite3_errmsg(handle)))")
        }
        return BenchStatement(handle: statement, database: self)
    }

    /// SQLite's message for the last failure.
    var message: String { String(cString: sqlite3_errmsg(handle)) }
}

/// One prepared statement: bind by index (1-based), run, reset.
final class BenchStatement {
    let handle: OpaquePointer
    private let database: BenchDatabase

    init(handle: OpaquePointer, database: BenchDatabase) {
        self.handle = handle
        self.database = database
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds text that SQLite copies (the string's bytes are only borrowed here).
    func bind(_ index: Int32, _ value: String) {
        var value = value
        value.withUTF8 { bytes in
            _ = sqlite3_bind_text(handle, index, UnsafeRawPointer(bytes.baseAddress)?.assumingMemoryBound(to: CChar.self),
                                  Int32(bytes.count), csqlite_transient())
        }
    }

    /// Binds text, or NULL.
    func bind(_ index: Int32, _ value: String?) {
        if let value { bind(index, value) } else { sqlite3_bind_null(handle, index) }
    }

    func bind(_ index: Int32, _ value: Int64) { sqlite3_bind_int64(handle, index, value) }

    func bind(_ index: Int32, _ value: Double) { sqlite3_bind_double(handle, index, value) }

    /// Steps once: true when a row is ready.
    @discardableResult
    func step() throws -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code: throw BenchDatabase.Failure(description: "step: error \(code): \(database.message)")
        }
    }

    /// Steps to the end, then resets (bindings are overwritten by the next run).
    func run() throws {
        defer { sqlite3_reset(handle) }
        while try step() {}
    }
}
