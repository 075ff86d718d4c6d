/// Builds a ``PersistentMap`` from keys and values handed over one after another (a
/// snapshot's table), faster than inserting them one by one.
///
/// Inserted one by one in the order they come, keys land on paths of the trie all over
/// it: in a large table each insert misses the cache at every level. Here the items go
/// to the slab in the order they come, and the trie is built at the end from the entries
/// sorted by their path (the hash's bits from the lowest up, the order the trie reads
/// them in), so consecutive inserts walk the same nodes. Sorting also brings any key
/// handed over twice next to itself, which is how duplicates are found.
@usableFromInline
struct PersistentMapBuilder<Key: Hashable, Value> {
    @usableFromInline typealias Map = PersistentMap<Key, Value>

    /// The keys and values so far, in the order they came.
    @usableFromInline var items = PersistentSlab<PersistentMapItem<Key, Value>>()
    /// Each item's hash and slab index, in the same order until ``build()`` sorts them.
    @usableFromInline var entries: [PersistentMapEntry] = []

    /// A builder with room for `capacity` items.
    @inlinable
    init(capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    /// Adds `value` for `key`; a key added twice is found by ``build()``.
    @inlinable
    mutating func append(_ value: consuming Value, forKey key: Key) {
        let index = items.nextIndex()
        entries.append(PersistentMapEntry(hash: Map.hash(key), index: index))
        items.add(PersistentMapItem(key: key, value: value), at: index)
    }

    /// The map of everything added; or, when a key was added twice, the position (in the
    /// order of adding) of its second item.
    @inlinable
    consuming func build() -> (map: Map, repeated: Int?) {
        // Sorted by their path order, worked out once each: the hashes are turned into it
        // in place, and back as each entry goes into the trie (the order is its own inverse).
        for position in entries.indices { entries[position].hash = Self.pathOrder(entries[position].hash) }
        entries.sort { $0.hash < $1.hash }
        var map = Map(root: PersistentMapNode.make(capacity: 0), items: items, count: entries.count)
        var runStart = 0
        for position in entries.indices {
            if position > 0 && entries[position - 1].hash != entries[position].hash { runStart = position }
            let entry = PersistentMapEntry(hash: Self.pathOrder(entries[position].hash), index: entries[position].index)
            // Equal hashes are next to each other: a repeated key is among them.
            for earlier in runStart..<position where map.items.pointer(to: entries[earlier].index).pointee.key
                == map.items.pointer(to: entry.index).pointee.key {
                return (map, max(entry.index, entries[earlier].index))
            }
            PersistentMapNode.insertNew(entry, into: &map.root, shift: 0)
        }
        return (map, nil)
    }

    /// `hash` with its bits reversed: sorted by this, hashes that share their lowest bits
    /// (the trie's path from the root) are next to each other. Reversing twice gives the
    /// hash back.
    @inlinable @inline(__always)
    static func pathOrder(_ hash: UInt64) -> UInt64 {
        var bits = hash
        bits = ((bits >> 1) & 0x5555_5555_5555_5555) | ((bits & 0x5555_5555_5555_5555) << 1)
        bits = ((bits >> 2) & 0x3333_3333_3333_3333) | ((bits & 0x3333_3333_3333_3333) << 2)
        bits = ((bits >> 4) & 0x0F0F_0F0F_0F0F_0F0F) | ((bits & 0x0F0F_0F0F_0F0F_0F0F) << 4)
        return bits.byteSwapped
    }
}
