import Foundation
import Mapwright

/// The SQLite storage engine: one database file in write-ahead-log mode, one writer
/// connection that units of work take turns on, and a pool of reader connections for
/// committed reads. Make it through `Store(sqliteAt:entities:options:)`.
final class SQLiteEngine: StoreEngine {
    let path: String
    let options: SQLiteStoreOptions
    let catalog: SQLiteCatalog
    /// The entities the store was opened with (what a snapshot of it holds).
    let entityTypes: [any StoreEntity.Type]
    /// Used only by the unit of work that holds ``gate``.
    let writer: SQLiteConnection
    let gate = SQLiteWriterGate()
    /// The writer's session and its record cache, kept between units of work.
    let keptSession = SQLiteKeptSession()
    /// The thread the writer's statements run on while a large unit of work goes on
    /// parsing (nil unless ``SQLiteStoreOptions/writesInBackground``).
    let writeQueue: SQLiteWriteQueue?
    let readers: SQLiteReaderPool
    /// Whether ``close()`` ran; changed holding the writer (``gate``), so a unit of work
    /// that holds it sees it settled.
    private let closed = Locked(false)

    init(path: String, entities: [any StoreEntity.Type], options: SQLiteStoreOptions) throws {
        self.path = path
        self.options = options
        entityTypes = entities
        catalog = try SQLiteCatalog(entities: entities)
        writer = try SQLiteConnection(path: path, readOnly: false, busyTimeout: options.busyTimeout, trace: options.trace)
        // Before anything changes the file (journal_mode = WAL rewrites its header).
        try SQLiteSchemaSetup.refuseForeignFile(writer)
        let mode = try writer.text("PRAGMA journal_mode = WAL")
        guard mode?.lowercased() == "wal" else {
            throw StoreError.database(path: path, code: 0, message: "the database cannot use write-ahead logging (journal mode \(mode ?? "unknown"))")
        }
        try writer.execute("PRAGMA synchronous = \(options.synchronous.rawValue)")
        // A negative cache size is in KiB.
        try writer.execute("PRAGMA cache_size = -\(max(options.writerCacheBytes, 0) / 1024)")
        try SQLiteSchemaSetup.prepare(
            writer, catalog: catalog, removedEntities: options.removedEntities, checksIntegrity: options.checksIntegrityOnOpen)
        writeQueue = options.writesInBackground ? SQLiteWriteQueue(path: path, batchSize: options.writeBatchSize) : nil
        readers = SQLiteReaderPool(path: path, busyTimeout: options.busyTimeout, capacity: options.readerCount, catalog: catalog, trace: options.trace)
    }

    /// Whether ``close()`` ran.
    var isClosed: Bool { closed.withLock { $0 } }

    /// Waits for the writer (up to the busy timeout), checkpoints the write-ahead log
    /// into the database file (`PRAGMA wal_checkpoint(TRUNCATE)`), and closes every
    /// connection; reads and units of work throw ``Mapwright/StoreError/closed(store:)``
    /// from now on. Does nothing the second time.
    func close() throws {
        guard gate.acquire(timeout: options.busyTimeout) else {
            throw StoreError.busy(path: path, seconds: options.busyTimeout)
        }
        defer { gate.release() }
        guard !isClosed else { return }
        keptSession.drop()
        readers.close()
        // Closed even when the checkpoint fails: the last connection to close checkpoints too.
        let checkpoint = Result { try writer.execute("PRAGMA wal_checkpoint(TRUNCATE)") }
        closed.withLock { $0 = true }
        writer.close()
        try checkpoint.get()
    }

    func makeTransaction() -> any StoreTransaction {
        SQLiteTransaction(engine: self)
    }

    func fetch<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> E? {
        try readers.read { try $0.record(type, id: id) }
    }

    func forEach<E: StoreEntity>(_ type: E.Type, _ body: (E) throws -> Void) throws {
        try readers.read { try $0.forEach(type, body) }
    }

    func count<E: StoreEntity>(_ type: E.Type) throws -> Int {
        try readers.read { try $0.count(type) }
    }

    func fetch<E: StoreEntity>(_ query: StoreQuery<E>) throws -> [E] {
        try readers.read { try $0.select(query) }
    }

    func count<E: StoreEntity>(_ query: StoreQuery<E>) throws -> Int {
        try readers.read { try $0.selectCount(query) }
    }
}
