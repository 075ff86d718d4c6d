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
/// arrays of it are unspecialized again.)
final class SQLiteRecordCache<E: StoreEntity> {
    /// The first entry of each hash value.
    private var first: [Int: Int] = [:]
    /// Entries and their identities, by entry number.
    private var entries: [SQLiteCacheEntry] = []
    private var identities: [E.ID] = []
    /// Records, by `Entry.record`; a slot a deleted record left is not reused.
    private var records: [E] = []

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

    /// Remembers `record` as the stored state of `id`; true when `id` was not cached.
    @discardableResult
    func store(_ record: E, id: E.ID) -> Bool {
        if let entry = entry(id, hash: id.hashValue) {
            let slot = entries[entry].record
            if slot >= 0 {
                records[slot] = record
            } else {
                entries[entry].record = records.count
                records.append(record)
            }
            return false
        }
        add(id, record: records.count)
        records.append(record)
        return true
    }

    /// Remembers that `id` is not stored; true when `id` was not cached.
    @discardableResult
    func storeAbsence(of id: E.ID) -> Bool {
        if let entry = entry(id, hash: id.hashValue) {
            entries[entry].record = -1
            return false
        }
        add(id, record: -1)
        return true
    }

    /// Applies `body` to the cached record `id`, if it is cached and present.
    func modify(_ id: E.ID, _ body: (inout E) -> Void) {
        guard let entry = entry(id, hash: id.hashValue) else { return }
        let slot = entries[entry].record
        if slot >= 0 { body(&records[slot]) }
    }

    private func add(_ id: E.ID, record: Int) {
        let hash = id.hashValue
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
