import Mapwright

/// The records of one entity that a unit of work has read or written, and the
/// identities it knows to be absent.
///
/// The engine never knows the entity types, so its code runs unspecialized: a
/// `[E.ID: E?]` there cost about 900 instructions a lookup and 1,600 an insert (hashing
/// and comparing through witness tables, and a metadata lookup for `E??` on each call).
/// Here the dictionary is of concrete types — the identity's hash value to an entry
/// number — and runs specialized; only the identity's `hashValue` and `==` go through
/// the entity's (specialized) conformance. Entries whose hash values collide are chained.
/// (Nothing here may be a type nested in this class: such a type is generic too, and
/// arrays of it are unspecialized again.) Used by one thread at a time, never
/// re-entrantly: exempt from dynamic exclusivity checks.
final class SQLiteRecordCache<E: StoreEntity> {
    /// The first entry of each hash value.
    @exclusivity(unchecked) private var first: [Int: Int] = [:]
    /// Entries and their identities, by entry number.
    @exclusivity(unchecked) private var entries: [SQLiteCacheEntry] = []
    @exclusivity(unchecked) private var identities: [E.ID] = []
    /// Records, by `Entry.record`; a slot a deleted record left is not reused.
    @exclusivity(unchecked) private var records: [E] = []

    /// The number of identities known (present or absent).
    var count: Int { entries.count }

    /// The entry number of `id` (whose `hashValue` is `hash`), or nil when it is not cached.
    func entry(_ id: E.ID, hash: Int) -> Int? {
        var index = first[hash] ?? -1
        while index >= 0 {
            if identities[index] == id { return index }
            index = entries[index].next
        }
        return nil
    }

    /// Whether the entry holds a record (rather than a known absence).
    func isPresent(_ entry: Int) -> Bool {
        entries[entry].record >= 0
    }

    /// The record of a present entry.
    func record(at entry: Int) -> E {
        records[entries[entry].record]
    }

    /// Remembers `record` as the stored state of `id` (whose `hashValue` is `hash`); true
    /// when `id` was not cached.
    @discardableResult
    func store(_ record: E, id: E.ID, hash: Int) -> Bool {
        if let entry = entry(id, hash: hash) {
            let slot = entries[entry].record
            if slot >= 0 {
                records[slot] = record
            } else {
                entries[entry].record = records.count
                records.append(record)
            }
            return false
        }
        add(id, hash: hash, record: records.count)
        records.append(record)
        return true
    }

    /// Remembers that `id` (whose `hashValue` is `hash`) is not stored; true when `id`
    /// was not cached.
    @discardableResult
    func storeAbsence(of id: E.ID, hash: Int) -> Bool {
        if let entry = entry(id, hash: hash) {
            entries[entry].record = -1
            return false
        }
        add(id, hash: hash, record: -1)
        return true
    }

    /// Applies `body` to the cached record `id` (whose `hashValue` is `hash`), if it is
    /// cached and present.
    func modify(_ id: E.ID, hash: Int, _ body: (inout E) -> Void) {
        guard let entry = entry(id, hash: hash) else { return }
        let slot = entries[entry].record
        if slot >= 0 { body(&records[slot]) }
    }

    private func add(_ id: E.ID, hash: Int, record: Int) {
        entries.append(SQLiteCacheEntry(record: record, next: first[hash] ?? -1))
        identities.append(id)
        first[hash] = entries.count - 1
    }
}

/// Where an identity's state lives in a ``SQLiteRecordCache``.
struct SQLiteCacheEntry {
    /// The index in the cache's records, or -1 when the record is known to be absent.
    var record: Int
    /// The next entry with the same hash value, or -1.
    var next: Int
}
