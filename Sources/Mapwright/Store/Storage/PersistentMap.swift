/// An immutable-by-value hash map with structural sharing (a CHAMP hash trie).
///
/// Copying a map is O(1) and the copies share every node; a write copies only the path
/// from the root to the entry it changes (about log32(n) small nodes), and writes in
/// place where nothing else shares the path. This is what lets a store hand every
/// context a snapshot of all tables in O(1), and commit onto the current state without
/// copying whole tables while older snapshots are still being read.
struct PersistentMap<Key: Hashable, Value> {
    private var root = PersistentMapNode<Key, Value>()

    /// Number of entries.
    private(set) var count = 0

    init() {}

    private static func hash(_ key: Key) -> UInt64 {
        UInt64(bitPattern: Int64(key.hashValue))
    }

    private mutating func makeRootUnique() {
        if !isKnownUniquelyReferenced(&root) { root = root.copy() }
    }

    /// The value stored for `key`.
    subscript(key: Key) -> Value? {
        root.find(key, hash: Self.hash(key))
    }

    /// Whether `key` has a value.
    func contains(_ key: Key) -> Bool {
        self[key] != nil
    }

    /// Stores `value` for `key`; returns true when the key was new.
    @discardableResult
    mutating func updateValue(_ value: Value, forKey key: Key) -> Bool {
        makeRootUnique()
        let inserted = root.insert(.init(hash: Self.hash(key), key: key, value: value), shift: 0)
        if inserted { count += 1 }
        return inserted
    }

    /// Removes `key`; returns the value it had.
    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? {
        guard contains(key) else { return nil }
        makeRootUnique()
        let removed = root.remove(key, hash: Self.hash(key), shift: 0)
        if removed != nil { count -= 1 }
        return removed
    }

    /// Changes the value for `key` in place; returns false when `key` has no value.
    @discardableResult
    mutating func modifyValue(forKey key: Key, _ body: (inout Value) -> Void) -> Bool {
        guard contains(key) else { return false }
        makeRootUnique()
        return root.modify(key, hash: Self.hash(key), shift: 0, body)
    }

    /// Visits every entry, in no particular order.
    func forEach(_ body: (Key, Value) throws -> Void) rethrows {
        try root.forEach(body)
    }
}

// A map is Sendable when its contents are: nodes are only mutated while uniquely owned.
extension PersistentMap: @unchecked Sendable where Key: Sendable, Value: Sendable {}
