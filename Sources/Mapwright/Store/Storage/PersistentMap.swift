/// An immutable-by-value hash map with structural sharing (a CHAMP hash trie).
///
/// Copying a map is O(1) and the copies share every node; a write copies only the path
/// from the root to the entry it changes (about log32(n) small nodes), and writes in
/// place where nothing else shares the path. This is what lets a store hand every
/// context a snapshot of all tables in O(1), and commit onto the current state without
/// copying whole tables while older snapshots are still being read.
///
/// The trie maps each key to an index in `values`, a ``PersistentSlab`` that keeps the
/// values in the order they were added (see there for why).
@usableFromInline
struct PersistentMap<Key: Hashable, Value> {
    /// The trie: each key with the index of its value.
    @usableFromInline var root: PersistentMapNode<Key, Int>
    /// The values.
    @usableFromInline var values: PersistentSlab<Value>

    /// Number of entries.
    @usableFromInline private(set) var count: Int

    @inlinable
    init() {
        root = PersistentMapNode.make(capacity: 0)
        values = PersistentSlab()
        count = 0
    }

    /// The hash `key` is stored under: ``StoreIdentityHashing/storeHash`` when the key
    /// has one (generated identities), else its `hashValue`.
    @inlinable
    static func hash(_ key: Key) -> UInt64 {
        // A cast of the type, not of the key: specialized for a generated identity it
        // folds to a direct call, where a cast of the key boxed it in an existential.
        if let identity = Key.self as? any StoreIdentityHashing.Type {
            return withUnsafePointer(to: key) { identity.storeHash(at: UnsafeRawPointer($0)) }
        }
        return UInt64(bitPattern: Int64(key.hashValue))
    }

    @inlinable
    mutating func makeRootUnique() {
        if !isKnownUniquelyReferenced(&root) { root = root.copy() }
    }

    /// The value stored for `key`.
    @inlinable
    subscript(key: Key) -> Value? {
        self[key, hash: Self.hash(key)]
    }

    /// The value stored for `key`, whose ``hash(_:)`` is `hash`. (Each method that takes a
    /// hash lets a caller that looks one key up several times hash it once.)
    @inlinable
    subscript(key: Key, hash hash: UInt64) -> Value? {
        pointer(to: key, hash: hash)?.pointee
    }

    /// `body`'s result for the value of `key`, read in place; nil when there is none.
    @inlinable
    func read<R>(_ key: Key, hash: UInt64, _ body: (Value) -> R) -> R? {
        guard let value = pointer(to: key, hash: hash) else { return nil }
        return PersistentSlab.borrow(&value.pointee, body)
    }

    /// Where the value of `key`, whose hash is `hash`, is; nil when there is none. Valid
    /// until the map is next written or dropped: for a reader that must not retain the
    /// map's storage around what it runs.
    @inlinable
    func pointer(to key: Key, hash: UInt64) -> UnsafeMutablePointer<Value>? {
        guard let index = root.find(key, hash: hash) else { return nil }
        return values.pointer(to: index)
    }

    /// ``pointer(to:hash:)`` for a map kept in a class's stored property, read in place:
    /// a non-mutating call would copy the map (retaining its storage) for as long as the
    /// walk, which calls the key's `==`, runs. Changes nothing. (Its two lines are written
    /// out rather than calling ``pointer(to:hash:)``, which copies the map again: +0.13%
    /// instructions on an import.)
    @inlinable
    mutating func pointerInPlace(to key: Key, hash: UInt64) -> UnsafeMutablePointer<Value>? {
        guard let index = indexInPlace(of: key, hash: hash) else { return nil }
        return values.pointer(to: index)
    }

    /// The index of the value of `key`, whose hash is `hash`, in `values`; nil when there
    /// is none. Read in place, like ``pointerInPlace(to:hash:)``; changes nothing.
    @inlinable
    mutating func indexInPlace(of key: Key, hash: UInt64) -> Int? {
        root.find(key, hash: hash)
    }

    /// Whether `key` has a value.
    @inlinable
    func contains(_ key: Key) -> Bool {
        root.containsKey(key, hash: Self.hash(key))
    }

    /// Whether `key`, whose hash is `hash`, has a value.
    @inlinable
    func contains(_ key: Key, hash: UInt64) -> Bool {
        root.containsKey(key, hash: hash)
    }

    /// Stores `value` for `key`; returns true when the key was new.
    @inlinable
    @discardableResult
    mutating func updateValue(_ value: Value, forKey key: Key) -> Bool {
        updateValue(value, forKey: key, hash: Self.hash(key))
    }

    /// Stores `value` for `key`, whose hash is `hash`; returns true when the key was new.
    @inlinable
    @discardableResult
    mutating func updateValue(_ value: consuming Value, forKey key: Key, hash: UInt64) -> Bool {
        makeRootUnique()
        let index = values.nextIndex()
        if let existing = PersistentMapNode.insert(.init(hash: hash, key: key, value: index), into: &root, shift: 0) {
            values.replace(existing, with: value)
            return false
        }
        values.add(value, at: index)
        count += 1
        return true
    }

    /// Removes `key`; returns the value it had.
    @inlinable
    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? {
        removeValue(forKey: key, hash: Self.hash(key))
    }

    /// Removes `key`, whose hash is `hash`; returns the value it had.
    @inlinable
    @discardableResult
    mutating func removeValue(forKey key: Key, hash: UInt64) -> Value? {
        guard root.containsKey(key, hash: hash) else { return nil }
        makeRootUnique()
        guard let index = PersistentMapNode.remove(key, hash: hash, from: &root, shift: 0) else { return nil }
        count -= 1
        return values.take(index)
    }

    /// Changes the value for `key` in place; returns false when `key` has no value.
    @inlinable
    @discardableResult
    mutating func modifyValue(forKey key: Key, _ body: (inout Value) -> Void) -> Bool {
        modifyValue(forKey: key, hash: Self.hash(key), body)
    }

    /// Changes the value for `key`, whose hash is `hash`, in place; returns false when
    /// `key` has no value.
    @inlinable
    @discardableResult
    mutating func modifyValue(forKey key: Key, hash: UInt64, _ body: (inout Value) -> Void) -> Bool {
        // The trie is only read: the key keeps its index.
        guard let index = root.find(key, hash: hash) else { return false }
        values.modify(index, body)
        return true
    }

    /// Whether both maps are the same version: no write has been made to either since
    /// one was copied from the other.
    @inlinable
    func isIdentical(to other: PersistentMap) -> Bool {
        root === other.root && values.isIdentical(to: other.values)
    }

    /// Visits every entry, in no particular order.
    @inlinable
    func forEach(_ body: (Key, Value) throws -> Void) rethrows {
        try root.forEach { key, index in try body(key, values[index]) }
    }

    /// Visits every entry with its key's ``hash(_:)``, stored with it, in no particular order.
    @inlinable
    func forEachHashed(_ body: (UInt64, Key, Value) throws -> Void) rethrows {
        try root.forEachHashed { hash, key, index in try body(hash, key, values[index]) }
    }
}

// A map is Sendable when its contents are: nodes are only mutated while uniquely owned.
extension PersistentMap: @unchecked Sendable where Key: Sendable, Value: Sendable {}
