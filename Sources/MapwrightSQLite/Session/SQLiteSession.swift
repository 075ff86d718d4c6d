import Mapwright

/// Work on one connection: running the catalog's statements, and — for a unit of work on
/// the writer — a cache of the records it has read or written, so that each identity is
/// looked up once per unit of work and an author's growing list of posts is not read
/// again for each new post.
///
/// The cache holds records as this unit of work sees them. Inserts, deletes and links are
/// written through at once and applied to the cached records they touch; a changed
/// record's values are *written back*: the cache keeps it dirty and its row is updated
/// once, by ``writeBack()``, which the transaction calls before anything that reads
/// value columns with SQL (queries, counts, `forEach`), before a savepoint opens, and at
/// commit, and which runs before the cache is emptied past its limit. A record updated
/// many times in one unit of work is then written once. (Only updates wait: an insert
/// sets the positions in its parent's list with SQL that reads its siblings' rows, and
/// a link may be made to it at once, so it goes in when it is made.)
///
/// With a ``SQLiteWriteQueue`` (the writer's, when ``SQLiteStoreOptions/writesInBackground``),
/// the statements that change rows wait in a batch and are handed over to the queue's
/// thread a batch at a time, so that SQLite writes while the unit of work goes on
/// parsing; a unit of work too small to fill a batch runs its statements itself. Anything
/// that reads the database first lets every waiting write run (``connectionAfterWrites()``),
/// and a database error a write met is thrown there (and kept as ``writeBackFailure``,
/// so that commit fails too).
final class SQLiteSession {
    /// The connection; used only through ``connectionAfterWrites()`` once a write may
    /// wait, so that reads see every write before them.
    private let database: SQLiteConnection
    let catalog: SQLiteCatalog
    /// The queue that runs this session's writes, or nil to run each at once.
    private let writeQueue: SQLiteWriteQueue?
    /// Writes not handed over yet.
    @exclusivity(unchecked) private var batch = SQLiteWriteBatch()
    // The mutable state below is used by one thread at a time (the unit of work holding
    // the writer, or one read) and never accessed re-entrantly, so it is exempt from
    // Swift's dynamic exclusivity checks, which cost ~120 instructions an access here.

    /// Records cached per entity type (``SQLiteRecordCache``), with known absences.
    @exclusivity(unchecked) private var caches = TypeKeyedTable<AnyObject>()
    /// Identities cached per entity type before that type's cache is emptied (so that
    /// an import of many posts does not also let go of their few authors); 0 disables
    /// the cache.
    let cacheLimit: Int
    /// Per entity type, the identities this unit of work may have inserted into a table
    /// that started empty (``SQLiteNewIdentities``); kept when the cache is emptied.
    @exclusivity(unchecked) private var newIdentities = TypeKeyedTable<SQLiteNewIdentities>()
    /// The caches holding dirty records, in the order they got their first one.
    @exclusivity(unchecked) private var pendingWriteBacks: [any SQLiteWriteBack] = []
    /// The first error a write-back met: the unit of work is then half-applied, and its
    /// commit must fail.
    @exclusivity(unchecked) var writeBackFailure: (any Error)?
    /// Argument buffers ready for reuse (a statement may run while another is stepping).
    @exclusivity(unchecked) private var spareArguments: [SQLiteArguments] = []

    /// A session on `connection`; with `writeQueue`, its writes run in the background.
    init(connection: SQLiteConnection, catalog: SQLiteCatalog, cacheLimit: Int, writeQueue: SQLiteWriteQueue? = nil) {
        self.database = connection
        self.catalog = catalog
        self.cacheLimit = cacheLimit
        self.writeQueue = writeQueue
    }

    // MARK: Statements

    /// Runs the statement of `slot` with the arguments `bind` writes; `body` steps it.
    /// Every write before it runs first.
    func query<Result>(
        _ slot: SQLiteStatementSlot, _ bind: (inout SQLiteArguments) -> Void, _ body: (SQLiteStatement) throws -> Result
    ) throws -> Result {
        let connection = try connectionAfterWrites()
        var arguments = spareArguments.popLast() ?? SQLiteArguments()
        defer {
            arguments.removeAll()
            spareArguments.append(arguments)
        }
        bind(&arguments)
        return try connection.statement(slot).run(arguments, body)
    }

    /// Runs the statement of `slot` (one that changes rows and returns none) with the
    /// arguments `bind` writes: at once, or with a write queue, in its turn after the
    /// writes before it, before anything reads the database again.
    func execute(_ slot: SQLiteStatementSlot, _ bind: (inout SQLiteArguments) -> Void) throws {
        guard let writeQueue else {
            return try query(slot, bind) { statement in
                while try statement.step() {}
            }
        }
        batch.append(slot, bind)
        if batch.count >= writeQueue.batchSize {
            writeQueue.submit(batch, on: database)
            batch = SQLiteWriteBatch()
        }
    }

    /// The connection, once every write before now has run (waiting for the write
    /// queue, then running the writes not handed over yet): for reading, or for SQL
    /// run without a cached statement. Throws the first database error a write met,
    /// kept as ``writeBackFailure``; the writes after it are dropped.
    func connectionAfterWrites() throws -> SQLiteConnection {
        guard let writeQueue else { return database }
        let waiting = batch
        batch = SQLiteWriteBatch()
        try keepingFailure {
            try writeQueue.wait()
            if waiting.count > 0 { try waiting.run(on: database) }
        }
        return database
    }

    /// The connection, once the writes handed over have run or failed, dropping those
    /// not handed over and any error: before rolling back, which undoes them anyway.
    func connectionDroppingWrites() -> SQLiteConnection {
        batch = SQLiteWriteBatch()
        try? writeQueue?.wait()
        return database
    }

    // MARK: Cache

    private func cache<E: StoreEntity>(_ type: E.Type) -> SQLiteRecordCache<E>? {
        guard cacheLimit > 0 else { return nil }
        let key = ObjectIdentifier(type)
        // Caches are stored under their entity type's identifier only.
        if let existing = caches.value(for: key) { return unsafeDowncast(existing, to: SQLiteRecordCache<E>.self) }
        let made = SQLiteRecordCache<E>()
        caches.add(made, for: key)
        return made
    }

    /// Remembers `record` (nil: known absent) as the stored state of `id`.
    func remember<E: StoreEntity>(_ record: E?, id: E.ID) throws {
        if let record { return try remember(stored: record, id: id, hash: id.hashValue) }
        guard let cache = cache(E.self) else { return }
        cache.storeAbsence(of: id, hash: id.hashValue)
        try keepWithinLimit(cache)
    }

    /// Remembers `record` as the stored state of `id`, whose `hashValue` is `hash`.
    func remember<E: StoreEntity>(stored record: E, id: E.ID, hash: Int) throws {
        guard let cache = cache(E.self) else { return }
        cache.store(record, id: id, hash: hash)
        try keepWithinLimit(cache)
    }

    /// Makes `record`, already stored, the new state of `id` (whose `hashValue` is
    /// `hash`): its row is rewritten at the next ``writeBack()`` (at once without a cache).
    func update<E: StoreEntity>(_ record: E, id: E.ID, hash: Int, in table: SQLiteTable<E>) throws {
        guard let cache = cache(E.self) else { return try table.updateRow(record, session: self) }
        if !cache.hasDirty { pendingWriteBacks.append(cache) }
        cache.store(record, id: id, hash: hash, dirty: true)
        try keepWithinLimit(cache)
    }

    /// Past the limit, writes back the dirty records of `cache` and empties it.
    private func keepWithinLimit<E: StoreEntity>(_ cache: SQLiteRecordCache<E>) throws {
        guard cache.count > cacheLimit else { return }
        if cache.hasDirty {
            try keepingFailure { try cache.writeBack(session: self) }
            pendingWriteBacks.removeAll { $0 === cache }
        }
        cache.removeAll()
    }

    /// Writes the rows of every dirty record. An error is kept as ``writeBackFailure``.
    func writeBack() throws {
        guard !pendingWriteBacks.isEmpty else { return }
        var written = 0
        defer { pendingWriteBacks.removeFirst(written) }
        try keepingFailure {
            for cache in pendingWriteBacks {
                try cache.writeBack(session: self)
                written += 1
            }
        }
    }

    /// Runs `body`, keeping an error it throws as ``writeBackFailure`` (unless one is kept
    /// already) before rethrowing it: the unit of work is then half-applied.
    private func keepingFailure(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            writeBackFailure = writeBackFailure ?? error
            throw error
        }
    }

    /// Empties the cache, dropping the dirty records unwritten (after a rollback that
    /// undid them, or once they are written back).
    func forget() {
        caches.removeAll()
        pendingWriteBacks.removeAll(keepingCapacity: true)
    }

    /// Readies a session kept after its commit for the next unit of work: the cached
    /// records stay (they are what the file holds), while which tables started empty is
    /// asked again, since that is "at the start of this unit of work".
    func startNextUnitOfWork() {
        newIdentities.removeAll()
    }

    /// Applies `body` to the cached record `id`, if it is cached.
    func modifyCached<E: StoreEntity>(_ type: E.Type, id: E.ID, _ body: (inout E) -> Void) {
        guard let cache = cache(type) else { return }
        if let entry = cache.recentEntry(id) { return cache.modify(entry: entry, body) }
        cache.modify(id, hash: id.hashValue, body)
    }

    // MARK: Records

    /// The stored record `id`, or nil.
    func record<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> E? {
        if let cache = cache(type), let entry = cache.recentEntry(id) { return cache.isPresent(entry) ? cache.record(at: entry) : nil }
        return try record(type, id: id, hash: id.hashValue)
    }

    /// The stored record `id`, whose `hashValue` is `hash`, or nil.
    func record<E: StoreEntity>(_ type: E.Type, id: E.ID, hash: Int) throws -> E? {
        let cache = cache(type)
        if let cache, let entry = cache.entry(id, hash: hash) { return cache.isPresent(entry) ? cache.record(at: entry) : nil }
        if try isCertainlyAbsent(type, hash: hash) { return nil }
        return try loadRecord(type, id: id)
    }

    /// Reads the record `id` from its table and caches it (a function apart from
    /// ``record(_:id:hash:)``, so that the cache hits do not pay this path's metadata
    /// lookup for an optional record).
    private func loadRecord<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> E? {
        let record = try catalog.requireTable(type).load(id, session: self)
        try remember(record, id: id)
        return record
    }

    /// Whether the record `id` is stored.
    func contains<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> Bool {
        if let cache = cache(type), let entry = cache.recentEntry(id) { return cache.isPresent(entry) }
        let hash = id.hashValue
        if let cache = cache(type), let entry = cache.entry(id, hash: hash) { return cache.isPresent(entry) }
        if try isCertainlyAbsent(type, hash: hash) { return false }
        return try catalog.requireTable(type).contains(id, session: self)
    }

    /// Whether the identity with hash value `hash` is certainly not stored, because the
    /// table was empty when this unit of work first looked and it inserted no such
    /// identity since (see ``SQLiteNewIdentities``). Only the writer's session knows.
    private func isCertainlyAbsent<E: StoreEntity>(_ type: E.Type, hash: Int) throws -> Bool {
        guard cacheLimit > 0 else { return false }
        return try identitiesInserted(type).isCertainlyAbsent(hash)
    }

    /// The identities of `type` this unit of work inserted, made (with one query: is the
    /// table empty?) the first time it looks into the table.
    private func identitiesInserted<E: StoreEntity>(_ type: E.Type) throws -> SQLiteNewIdentities {
        let key = ObjectIdentifier(type)
        if let known = newIdentities.value(for: key) { return known }
        let made = SQLiteNewIdentities(startedEmpty: try catalog.requireTable(type).isEmpty(session: self))
        newIdentities.add(made, for: key)
        return made
    }

    /// Whether ``prefetch(_:ids:)`` of `type` could find a record: not when the table was
    /// empty when this unit of work first looked (every identity it did not insert is
    /// absent, every one it inserted cached or known), nor without a record cache.
    func prefetchCanFind<E: StoreEntity>(_ type: E.Type) throws -> Bool {
        guard cacheLimit > 0, cache(type) != nil else { return false }
        return try !identitiesInserted(type).startedEmpty
    }

    /// Notes that this unit of work inserted a record of `type` whose identity's
    /// `hashValue` is `hash` (see ``isCertainlyAbsent(_:hash:)``).
    func noteInserted<E: StoreEntity>(_ type: E.Type, hash: Int) {
        newIdentities.value(for: ObjectIdentifier(type))?.insert(hash)
    }

    /// Reads the records of `ids` that are not cached yet, a batch per query, and caches
    /// them (and the absence of the others).
    func prefetch<E: StoreEntity>(_ type: E.Type, ids: [E.ID]) throws {
        guard let cache = cache(type) else { return }
        var missing: [E.ID] = []
        var seen: Set<E.ID> = []
        for id in ids where cache.entry(id, hash: id.hashValue) == nil && seen.insert(id).inserted {
            if try isCertainlyAbsent(type, hash: id.hashValue) { continue }
            missing.append(id)
        }
        guard !missing.isEmpty else { return }
        var absent = seen
        try catalog.requireTable(type).loadBatch(missing, session: self) { record in
            absent.remove(record.id)
            try remember(record, id: record.id)
        }
        for id in absent { try remember(E?.none, id: id) }
    }
}
