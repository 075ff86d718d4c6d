import Mapwright

extension SQLiteEngine: StoreBatchReading {
    /// Runs `body` in one read transaction: every read of a query including related
    /// records sees the same commit.
    func withBatchReader<R>(_ body: (any StoreBatchReader) throws -> R) throws -> R {
        try readers.read { session in try body(SQLiteBatchReader(session: session)) }
    }
}

/// Reads for a query's inclusions on one session: the query as one statement, then one
/// `SELECT … WHERE id IN (…)` per relationship and batch of identities.
struct SQLiteBatchReader: StoreBatchReader {
    let session: SQLiteSession

    func fetch<E: StoreEntity>(_ query: StoreQuery<E>) throws -> [E] {
        try session.select(query)
    }

    func records<T: StoreTableEntity>(_ type: T.Type, ids: [T.ID]) throws -> [T] {
        try StoreQueryBatches.records(ids) { chunk in try session.select(StoreQuery(type).filter(.ids(chunk)), inOrder: false) }
    }
}
