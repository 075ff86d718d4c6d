import CSQLite

/// What a connection calls with each statement's SQL as it starts to run (see
/// ``SQLiteStoreOptions/trace``): held by the connection for as long as SQLite may call
/// it, and handed to SQLite's C callback as its context pointer.
final class SQLiteTrace: Sendable {
    let report: @Sendable (String) -> Void

    init(_ report: @escaping @Sendable (String) -> Void) {
        self.report = report
    }

    /// Has SQLite call `report` with the SQL of each statement `handle` starts to run
    /// (`SQLITE_TRACE_STMT`), its parameters as written (`?1`), never their values.
    func install(on handle: OpaquePointer) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        sqlite3_trace_v2(handle, UInt32(SQLITE_TRACE_STMT), { _, context, statement, _ in
            guard let context, let statement, let sql = sqlite3_sql(OpaquePointer(statement)) else { return 0 }
            Unmanaged<SQLiteTrace>.fromOpaque(context).takeUnretainedValue().report(String(cString: sql))
            return 0
        }, context)
    }
}
