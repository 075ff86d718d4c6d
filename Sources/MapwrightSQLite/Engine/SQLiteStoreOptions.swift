/// How a SQLite store opens its database (see `Store(sqliteAt:entities:options:)`).
public struct SQLiteStoreOptions: Sendable {
    /// When SQLite waits for the disk (`PRAGMA synchronous`). The database is always in
    /// write-ahead-log mode (`PRAGMA journal_mode=WAL`).
    public enum Synchronous: String, Sendable {
        /// `NORMAL`: the log is flushed to disk at checkpoints, not at every commit. A
        /// crash or power loss never corrupts the database, but may undo the last commits
        /// made before it (an application crash alone loses nothing). The usual choice
        /// with WAL, and the fastest.
        case normal = "NORMAL"
        /// `FULL`: every commit waits until the log is on disk, so a commit that returned
        /// survives a power loss too; each commit costs a flush.
        case full = "FULL"
    }

    /// Durability of commits; `.normal` by default.
    public var synchronous: Synchronous
    /// How long, in seconds, a unit of work waits for the writer (held by another unit
    /// of work, in this process or another) before it throws `StoreError.busy(path:seconds:)`.
    public var busyTimeout: Double
    /// How many reader connections are kept open for committed reads (`store.fetch`,
    /// `store.count`); more are opened while that many are busy.
    public var readerCount: Int
    /// How many records of each entity a unit of work keeps at hand (read or written)
    /// before it lets that entity's go (so that many posts do not push out their few
    /// authors); the database is the truth, so this bounds memory, not correctness. The
    /// cache is kept from one committed unit of work to the next while no other connection
    /// writes the file, so records that every import links to are not read again.
    public var recordCacheLimit: Int
    /// How many bytes of database pages the writer connection keeps in memory (`PRAGMA
    /// cache_size`); 32 MiB by default, against SQLite's own 2 MiB, which a large import
    /// outgrows at once and then reads its pages again from the file for every lookup.
    /// Reader connections keep SQLite's default.
    public var writerCacheBytes: Int = 32 << 20
    /// Whether a unit of work hands its inserts, updates and links to a second thread,
    /// ``writeBatchSize`` at a time, and goes on parsing while SQLite writes them (true by
    /// default). A large import then takes about the longer of the two instead of their
    /// sum, on a device with a core to spare. Nothing else changes: reads and commit
    /// wait for the writes before them, and a database error a write meets is thrown
    /// by the next read or by commit (which rolls back) rather than by the write itself.
    /// A unit of work of fewer writes runs them itself, at commit or at its next read.
    public var writesInBackground = true
    /// How many writes a unit of work collects before it hands them to the second
    /// thread (256 by default; at least 1). Larger batches cost fewer hand-overs; at
    /// most 8 batches wait at once, so this also bounds the memory they take.
    public var writeBatchSize = 256
    /// The entities the schema marks `"removed": true` (generated as the module's
    /// `removedEntities`): opening a file written by an older schema drops their tables.
    /// Any other entity the file holds and the schema lacks stops the migration.
    public var removedEntities: Set<String> = []
    /// Whether opening first runs SQLite's `PRAGMA quick_check` over the whole file and
    /// refuses a damaged one with `StoreError.database`
    /// (code 11, `SQLITE_CORRUPT`) quoting what the check reported (false by default).
    /// The check reads every page, so it costs about a read of the file: worth it where
    /// a file may have been damaged (copied while written, restored from a backup),
    /// not on every launch of a large store. (Every open checks the tables' columns,
    /// primary keys and `NOT NULL`s against the stored schema, whatever this says.)
    public var checksIntegrityOnOpen = false
    /// Called with the SQL of each statement the store's connections run, as it starts
    /// (nil by default): to see what a read or an import costs, or to count statements
    /// in a test. Parameters show as written (`?1`), never their values; it is called on
    /// the thread running the statement, the writer's and the readers' alike, so keep it
    /// quick and thread-safe.
    ///
    /// ```swift
    /// var options = SQLiteStoreOptions()
    /// options.trace = { sql in print("SQL:", sql) }
    /// let store = try BlogModule.openStore(at: databaseURL, options: options)
    /// ```
    public var trace: (@Sendable (String) -> Void)?

    /// Options with the given values (defaults: NORMAL, 5 s, 4 readers, 20,000 records).
    public init(synchronous: Synchronous = .normal, busyTimeout: Double = 5, readerCount: Int = 4, recordCacheLimit: Int = 20_000) {
        self.synchronous = synchronous
        self.busyTimeout = busyTimeout
        self.readerCount = readerCount
        self.recordCacheLimit = recordCacheLimit
    }
}
