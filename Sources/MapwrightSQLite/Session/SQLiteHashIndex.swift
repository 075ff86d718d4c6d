/// A map from identities' hash values to entry numbers for ``SQLiteRecordCache``: open
/// addressing with linear probing over two parallel arrays, its size a power of two, kept
/// at most half full.
///
/// The keys are `hashValue`s already (seeded, well mixed), so they are used as they are:
/// a `[Int: Int]` hashes each again through `Hasher`, which was about a third of the
/// cost of caching a record. Only ever grows (entries are never removed one by one).
struct SQLiteHashIndex {
    /// Keys by slot; meaningful where `values` is not -1.
    private var keys: [Int]
    /// Entry numbers by slot; -1 marks an empty slot.
    private var values: [Int]
    /// Keys held.
    private(set) var count = 0

    /// An empty index with room for 32 keys before it grows.
    init() {
        keys = Array(repeating: 0, count: 64)
        values = Array(repeating: -1, count: 64)
    }

    /// The entry number stored for `key`, or -1.
    func value(for key: Int) -> Int {
        let mask = values.count - 1
        var slot = key & mask
        while true {
            let value = values[slot]
            if value < 0 || keys[slot] == key { return value }
            slot = (slot + 1) & mask
        }
    }

    /// Stores `value` (not negative) for `key`, replacing the one it had.
    mutating func set(_ value: Int, for key: Int) {
        if (count + 1) * 2 > values.count { grow() }
        let mask = values.count - 1
        var slot = key & mask
        while values[slot] >= 0 && keys[slot] != key { slot = (slot + 1) & mask }
        if values[slot] < 0 { count += 1 }
        keys[slot] = key
        values[slot] = value
    }

    /// Forgets every key, keeping the capacity.
    mutating func removeAll() {
        guard count > 0 else { return }
        for slot in values.indices { values[slot] = -1 }
        count = 0
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = Array(repeating: 0, count: oldValues.count * 2)
        values = Array(repeating: -1, count: oldValues.count * 2)
        count = 0
        for slot in oldValues.indices where oldValues[slot] >= 0 { set(oldValues[slot], for: oldKeys[slot]) }
    }
}
