import Mapwright

/// The records of one entity that a unit of work has read or written, and the
/// identities it knows to be absent. A record written but not yet in its row is
/// *dirty*: ``writeBack(session:)`` writes the dirty rows (see ``SQLiteSession``).
///
/// The engine never knows the entity types, so its code runs unspecialized: a
/// `[E.ID: E?]` there cost about 900 instructions a lookup and 1,600 an insert (hashing
/// and comparing through witness tables, and a metadata lookup for `E??` on each call).
/// Here the index is of concrete types (``SQLiteHashIndex``: the identity's hash value
/// to an entry number) and runs specialized; only the identity's `hashValue` and `==`
/// go through the entity's (specialized) conformance. Entries whose hash values collide
/// are chained. (Nothing here may be a type nested in this class: such a type is generic
/// too, and arrays of it are unspecialized again; identities and records are kept in
/// ``SQLiteValues``, which changes them without an array's metadata lookups.) Used by
/// one thread at a time, never re-entrantly: exempt from dynamic exclusivity checks.
final class SQLiteRecordCache<E: StoreEntity> {
    /// The first entry of each hash value.
    @exclusivity(unchecked) private var first = SQLiteHashIndex()
    /// Entries and their identities, by entry number.
    @exclusivity(unchecked) private var entries: [SQLiteCacheEntry] = []
    private let identities = SQLiteValues<E.ID>()
    /// Records, by `Entry.record`; a slot a deleted record left is not reused.
    private let records = SQLiteValues<E>()
    /// The entries made dirty since the last write-back, in the order they first were
    /// (an entry made clean again keeps its place here, and is skipped).
    @exclusivity(unchecked) private var dirty: [Int] = []

    /// The entry last found or added, tried first by ``recentEntry(_:)``.
    @exclusivity(unchecked) private var recent = -1

    /// Whether some record waits to be written back.
    var hasDirty: Bool { !dirty.isEmpty }

    /// The number of identities known (present or absent).
    var count: Int { entries.count }

    /// The entry number of `id` (whose `hashValue` is `hash`), or nil when it is not cached.
    func entry(_ id: E.ID, hash: Int) -> Int? {
        var index = first.value(for: hash)
        while index >= 0 {
            if identities[index] == id {
                recent = index
                return index
            }
            index = entries[index].next
        }
        return nil
    }

    /// The entry of `id` when it is the one last found or added, without hashing `id`:
    /// a unit of work looks one record up several times in a row (a post's author is
    /// fetched, checked as the post's target, then given the post), and comparing one
    /// identity costs far less than hashing it.
    func recentEntry(_ id: E.ID) -> Int? {
        recent >= 0 && identities[recent] == id ? recent : nil
    }

    /// Whether the entry holds a record (rather than a known absence).
    func isPresent(_ entry: Int) -> Bool {
        entries[entry].record >= 0
    }

    /// The record of a present entry.
    func record(at entry: Int) -> E {
        records[entries[entry].record]
    }

    /// Remembers `record` as the state of `id` (whose `hashValue` is `hash`): as its row
    /// holds it, or with `dirty`, as its row must hold it once written back. True when
    /// `id` was not cached.
    @discardableResult
    func store(_ record: E, id: E.ID, hash: Int, dirty isDirty: Bool = false) -> Bool {
        if let entry = entry(id, hash: hash) {
            let slot = entries[entry].record
            if slot >= 0 {
                records[slot] = record
            } else {
                entries[entry].record = records.count
                records.append(record)
            }
            mark(entry, dirty: isDirty)
            return false
        }
        add(id, hash: hash, record: records.count)
        records.append(record)
        if isDirty { mark(entries.count - 1, dirty: true) }
        return true
    }

    /// Writes every dirty record with `write` (in the order they first became dirty),
    /// and marks them clean. When `write` throws, the records not written yet stay dirty.
    func writeBack(_ write: (E) throws -> Void) throws {
        var index = 0
        defer { dirty.removeFirst(index) }
        while index < dirty.count {
            let entry = dirty[index]
            if entries[entry].isDirty, entries[entry].record >= 0 {
                try write(records[entries[entry].record])
                entries[entry].isDirty = false
            }
            index += 1
        }
    }

    private func mark(_ entry: Int, dirty isDirty: Bool) {
        guard entries[entry].isDirty != isDirty else { return }
        entries[entry].isDirty = isDirty
        if isDirty { dirty.append(entry) }
    }

    /// Remembers that `id` (whose `hashValue` is `hash`) is not stored; true when `id`
    /// was not cached.
    @discardableResult
    func storeAbsence(of id: E.ID, hash: Int) -> Bool {
        if let entry = entry(id, hash: hash) {
            entries[entry].record = -1
            mark(entry, dirty: false)
            return false
        }
        add(id, hash: hash, record: -1)
        return true
    }

    /// Applies `body` to the cached record `id` (whose `hashValue` is `hash`), if it is
    /// cached and present.
    func modify(_ id: E.ID, hash: Int, _ body: (inout E) -> Void) {
        guard let entry = entry(id, hash: hash) else { return }
        modify(entry: entry, body)
    }

    /// Applies `body` to the record of `entry`, if it is present.
    func modify(entry: Int, _ body: (inout E) -> Void) {
        let slot = entries[entry].record
        if slot >= 0 { records.modify(at: slot, body) }
    }

    /// Forgets every identity, keeping the storage's capacity for the next ones; only
    /// once nothing is dirty.
    func removeAll() {
        first.removeAll()
        entries.removeAll(keepingCapacity: true)
        identities.removeAll()
        records.removeAll()
        dirty.removeAll(keepingCapacity: true)
        recent = -1
    }

    private func add(_ id: E.ID, hash: Int, record: Int) {
        entries.append(SQLiteCacheEntry(record: record, next: first.value(for: hash), isDirty: false))
        identities.append(id)
        first.set(entries.count - 1, for: hash)
        recent = entries.count - 1
    }
}

/// Where an identity's state lives in a ``SQLiteRecordCache``.
struct SQLiteCacheEntry {
    /// The index in the cache's records, or -1 when the record is known to be absent.
    var record: Int
    /// The next entry with the same hash value, or -1.
    var next: Int
    /// Whether the record differs from its row and waits to be written back.
    var isDirty: Bool
}
