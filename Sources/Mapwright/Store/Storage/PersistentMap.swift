/// A key and its value, as a ``PersistentMap`` keeps them in its slab.
@usableFromInline
struct PersistentMapItem<Key, Value> {
    @usableFromInline var key: Key
    @usableFromInline var value: Value

    @inlinable
    init(key: Key, value: Value) {
        self.key = key
        self.value = value
    }
}

/// An immutable-by-value hash map with structural sharing (a CHAMP hash trie).
///
/// Copying a map is O(1) and the copies share every node; a write copies only the path
/// from the root to the entry it changes (about log32(n) small nodes), and writes in
/// place where nothing else shares the path. This is what lets a store hand every
/// context a snapshot of all tables in O(1), and commit onto the current state without
/// copying whole tables while older snapshots are still being read.
///
/// The keys and values are kept in `items`, a ``PersistentSlab`` that holds them in the
/// order they were added (see there for why); the trie maps each key's hash to its index
/// there, and a lookup compares the key in the slab only where the hashes agree. So the
/// trie's nodes hold 16 bytes per key whatever the key, and a lookup that finds nothing
/// (a new record) reads no key at all.
@usableFromInline
struct PersistentMap<Key: Hashable, Value> {
    @usableFromInline typealias Item = PersistentMapItem<Key, Value>
    @usableFromInline typealias Node = PersistentMapNode

    /// The trie: each key's hash with the index of its item.
    @usableFromInline var root: PersistentMapNode
    /// The keys and values.
    @usableFromInline var items: PersistentSlab<Item>

    /// Number of entries.
    @usableFromInline private(set) var count: Int

    @inlinable
    init() {
        root = PersistentMapNode.make(capacity: 0)
        items = PersistentSlab()
        count = 0
    }

    /// A map of `root` and `items`, which hold `count` entries (see ``PersistentMapBuilder``).
    @inlinable
    init(root: PersistentMapNode, items: PersistentSlab<Item>, count: Int) {
        self.root = root
        self.items = items
        self.count = count
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

    /// The value of the item `item` points at, in place.
    @inlinable @inline(__always)
    static func value(in item: UnsafeMutablePointer<Item>) -> UnsafeMutablePointer<Value> {
        // A stored property of a struct laid out inline: the key path always has an offset.
        item.pointer(to: \.value).unsafelyUnwrapped
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
        return InPlace.borrow(&value.pointee, body)
    }

    /// The slab index of `key`, whose hash is `hash`; nil when the map does not hold it.
    @inlinable
    func index(of key: Key, hash: UInt64) -> Int? {
        root.find(hash) { items.pointer(to: $0).pointee.key == key }
    }

    /// Where the value of `key`, whose hash is `hash`, is; nil when there is none. Valid
    /// until the map is next written or dropped: for a reader that must not retain the
    /// map's storage around what it runs.
    @inlinable
    func pointer(to key: Key, hash: UInt64) -> UnsafeMutablePointer<Value>? {
        guard let index = index(of: key, hash: hash) else { return nil }
        return Self.value(in: items.pointer(to: index))
    }

    /// ``pointer(to:hash:)`` for a map kept in a class's stored property, read in place:
    /// a non-mutating call would copy the map (retaining its storage) for as long as the
    /// walk, which calls the key's `==`, runs. Changes nothing. (Its lines are written
    /// out rather than calling ``pointer(to:hash:)``, which copies the map again.)
    @inlinable
    mutating func pointerInPlace(to key: Key, hash: UInt64) -> UnsafeMutablePointer<Value>? {
        guard let index = indexInPlace(of: key, hash: hash) else { return nil }
        return Self.value(in: items.pointer(to: index))
    }

    /// The index of `key`, whose hash is `hash`, in the slab; nil when there is none. Read
    /// in place, like ``pointerInPlace(to:hash:)``; changes nothing.
    @inlinable
    mutating func indexInPlace(of key: Key, hash: UInt64) -> Int? {
        root.find(hash) { items.pointer(to: $0).pointee.key == key }
    }

    /// Whether `key` has a value.
    @inlinable
    func contains(_ key: Key) -> Bool {
        index(of: key, hash: Self.hash(key)) != nil
    }

    /// Whether `key`, whose hash is `hash`, has a value.
    @inlinable
    func contains(_ key: Key, hash: UInt64) -> Bool {
        index(of: key, hash: hash) != nil
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
        if let index = indexInPlace(of: key, hash: hash) {
            Self.value(in: items.uniquePointer(to: index)).pointee = value
            return false
        }
        insertNew(value, forKey: key, hash: hash)
        return true
    }

    /// Stores `value` for `key`, whose hash is `hash` and which the map does not hold (the
    /// caller has just looked it up): one walk of the trie, comparing no key.
    @inlinable
    mutating func insertNew(_ value: consuming Value, forKey key: Key, hash: UInt64) {
        assert(indexInPlace(of: key, hash: hash) == nil, "insertNew for a key the map holds")
        makeRootUnique()
        let index = items.nextIndex()
        Node.insertNew(PersistentMapEntry(hash: hash, index: index), into: &root, shift: 0)
        items.add(Item(key: key, value: value), at: index)
        count += 1
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
        guard let index = indexInPlace(of: key, hash: hash) else { return nil }
        makeRootUnique()
        _ = Node.remove(hash: hash, slabIndex: index, from: &root, shift: 0)
        count -= 1
        return items.take(index).value
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
        guard let index = indexInPlace(of: key, hash: hash) else { return false }
        body(&Self.value(in: items.uniquePointer(to: index)).pointee)
        return true
    }

    /// Whether both maps are the same version: no write has been made to either since
    /// one was copied from the other.
    @inlinable
    func isIdentical(to other: PersistentMap) -> Bool {
        root === other.root && items.isIdentical(to: other.items)
    }

    /// Visits every entry, in the order the keys were first added (a key removed and added
    /// again may take an earlier place).
    @inlinable
    func forEach(_ body: (Key, Value) throws -> Void) rethrows {
        try items.forEach { item in try body(item.key, item.value) }
    }

    /// Visits every entry with its key's ``hash(_:)``, in the order of ``forEach(_:)``.
    /// The hash is worked out again: taken from the trie, which lists the keys in another
    /// order than the slab, each item would be a cache miss in a large map.
    @inlinable
    func forEachHashed(_ body: (UInt64, Key, Value) throws -> Void) rethrows {
        try items.forEach { item in try body(Self.hash(item.key), item.key, item.value) }
    }
}

// A map is Sendable when its contents are: nodes are only mutated while uniquely owned.
extension PersistentMap: @unchecked Sendable where Key: Sendable, Value: Sendable {}
