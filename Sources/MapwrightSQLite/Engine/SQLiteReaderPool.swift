import Mapwright

/// Read-only connections for committed reads. Each read runs in its own read
/// transaction, so it sees one commit throughout; in WAL mode readers never wait for the
/// writer, nor it for them.
final class SQLiteReaderPool: Sendable {
    /// The idle connections, and whether ``close()`` ran.
    private struct Pool {
        var idle: [SQLiteConnection] = []
        var isClosed = false
    }

    private let pool = Locked(Pool())
    private let path: String
    private let busyTimeout: Double
    private let capacity: Int
    private let catalog: SQLiteCatalog
    private let trace: (@Sendable (String) -> Void)?

    init(path: String, busyTimeout: Double, capacity: Int, catalog: SQLiteCatalog, trace: (@Sendable (String) -> Void)? = nil) {
        self.path = path
        self.busyTimeout = busyTimeout
        self.capacity = max(1, capacity)
        self.catalog = catalog
        self.trace = trace
    }

    /// Runs `body` in a read transaction on an idle reader (opened if none is idle);
    /// throws ``Mapwright/StoreError/closed(store:)`` once the pool is closed.
    func read<Result>(_ body: (SQLiteSession) throws -> Result) throws -> Result {
        let (reused, isClosed) = pool.withLock { pool in (pool.idle.popLast(), pool.isClosed) }
        if isClosed { throw StoreError.closed(store: path) }
        let connection = try reused ?? SQLiteConnection(path: path, readOnly: true, busyTimeout: busyTimeout, trace: trace)
        try connection.execute("BEGIN")
        let result: Result
        do {
            result = try body(SQLiteSession(connection: connection, catalog: catalog, cacheLimit: 0))
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
        try connection.execute("COMMIT")
        // Kept for the next read, unless the pool is full or closed (then released: closed).
        pool.withLock { pool in if !pool.isClosed && pool.idle.count < capacity { pool.idle.append(connection) } }
        return result
    }

    /// Closes the idle readers and refuses reads from now on; a read under way closes its
    /// reader when it ends.
    func close() {
        let idle = pool.withLock { pool in
            pool.isClosed = true
            defer { pool.idle = [] }
            return pool.idle
        }
        for connection in idle { connection.close() }
    }
}
