import Mapwright

/// Read-only connections for committed reads. Each read runs in its own read
/// transaction, so it sees one commit throughout; in WAL mode readers never wait for the
/// writer, nor it for them.
final class SQLiteReaderPool: Sendable {
    private let idle = Locked<[SQLiteConnection]>([])
    private let path: String
    private let busyTimeout: Double
    private let capacity: Int
    private let catalog: SQLiteCatalog

    init(path: String, busyTimeout: Double, capacity: Int, catalog: SQLiteCatalog) {
        self.path = path
        self.busyTimeout = busyTimeout
        self.capacity = max(1, capacity)
        self.catalog = catalog
    }

    /// Runs `body` in a read transaction on an idle reader (opened if none is idle).
    func read<Result>(_ body: (SQLiteSession) throws -> Result) throws -> Result {
        let reused = idle.withLock { $0.popLast() }
        let connection = try reused ?? SQLiteConnection(path: path, readOnly: true, busyTimeout: busyTimeout)
        try connection.execute("BEGIN")
        let result: Result
        do {
            result = try body(SQLiteSession(connection: connection, catalog: catalog, cacheLimit: 0))
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
        try connection.execute("COMMIT")
        idle.withLock { if $0.count < capacity { $0.append(connection) } }
        return result
    }
}
