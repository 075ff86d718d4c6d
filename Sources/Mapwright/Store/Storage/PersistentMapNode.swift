/// One key-value pair of a ``PersistentMap``, with its key's hash kept so that splits
/// never rehash.
@usableFromInline
struct PersistentMapEntry<Key: Hashable, Value> {
    @usableFromInline var hash: UInt64
    @usableFromInline var key: Key
    @usableFromInline var value: Value

    @inlinable
    init(hash: UInt64, key: Key, value: Value) {
        self.hash = hash
        self.key = key
        self.value = value
    }
}

/// What a ``PersistentMapNode`` keeps before its entries.
@usableFromInline
struct PersistentMapNodeHeader<Key: Hashable, Value> {
    // Declared in the order a lookup reads them: the maps and the children first, in the
    // header's first 32 bytes as before the positions were added (an inner node's walk
    // reads nothing else), the positions after them.
    /// Bits of hash slots that hold an inline entry.
    @usableFromInline var dataMap: UInt32
    /// Bits of hash slots that hold a child node.
    @usableFromInline var nodeMap: UInt32
    /// How many entries are initialized (the first `count` of the tail).
    @usableFromInline var count: Int
    /// How many entries the node has room for.
    @usableFromInline var capacity: Int
    /// Child nodes, in slot order.
    @usableFromInline var children: [PersistentMapNode<Key, Value>]
    /// For each hash slot that holds an inline entry, where the entry is among the
    /// node's entries (they are kept in the order they were added, not in slot order).
    @usableFromInline var positions: SIMD32<UInt8>

    @inlinable
    init(dataMap: UInt32, positions: SIMD32<UInt8>, nodeMap: UInt32, capacity: Int, children: [PersistentMapNode<Key, Value>]) {
        self.dataMap = dataMap
        self.positions = positions
        self.nodeMap = nodeMap
        self.count = 0
        self.capacity = capacity
        self.children = children
    }
}

/// One node of a ``PersistentMap`` trie (CHAMP layout: a bitmap of inline entries and a
/// bitmap of child nodes, the children a dense sequence in slot order).
///
/// The entries live in the node's own allocation, after its header, so a node is one
/// allocation (two with children). They are kept in the order they were added, each
/// slot's entry found through the header's `positions`: an insert appends, and a removal
/// moves the last entry into the hole, so that neither moves the entries of a full leaf
/// as a slot-ordered sequence would. A node is made with room for a few entries more than
/// it holds; one that is full is replaced by a larger copy, which is why the writing
/// functions take the node `inout`. (A ``PersistentMap``'s values are not here: its trie's
/// value is each key's index in the map's ``PersistentSlab``.)
///
/// Nodes are shared between map values. A node is mutated in place only while exactly
/// one map value refers to it (checked with `isKnownUniquelyReferenced`), which is the
/// usual copy-on-write argument for why a map is safe to send between tasks (the map, not
/// the node, declares it: `ManagedBuffer` is not `Sendable`): no other task can hold a
/// reference to a node that is being mutated.
///
/// Everything but the deinitializer is `@inlinable`, so that callers in other modules get
/// code specialized for their key and value types (unspecialized generic code spends
/// most of its time looking up type metadata).
@usableFromInline
final class PersistentMapNode<Key: Hashable, Value>:
    ManagedBuffer<PersistentMapNodeHeader<Key, Value>, PersistentMapEntry<Key, Value>> {
    @usableFromInline typealias Entry = PersistentMapEntry<Key, Value>
    @usableFromInline typealias Header = PersistentMapNodeHeader<Key, Value>

    deinit {
        // The deinitializer runs unspecialized, and finding the entries asks for their
        // type's metadata (a lookup of some 300 instructions); the header is laid out the
        // same for every key. A node emptied by ``moved(capacity:)`` (the node a growing
        // one leaves behind, the usual node freed while a table fills) skips it.
        let count = withUnsafeMutablePointerToHeader { $0.pointee.count }
        guard count != 0 else { return }
        withUnsafeMutablePointerToElements { _ = $0.deinitialize(count: count) }
    }

    /// An empty node with room for `capacity` entries.
    @inlinable
    static func make(capacity: Int, dataMap: UInt32 = 0, positions: SIMD32<UInt8> = SIMD32(), nodeMap: UInt32 = 0,
                     children: [PersistentMapNode] = []) -> PersistentMapNode {
        let buffer = create(minimumCapacity: capacity) { _ in
            Header(dataMap: dataMap, positions: positions, nodeMap: nodeMap, capacity: capacity, children: children)
        }
        return unsafeDowncast(buffer, to: PersistentMapNode.self)
    }

    /// The node's header. Read and written through this pointer rather than `header`, whose
    /// every access is checked for exclusivity at run time; a node has one owner and is
    /// never accessed re-entrantly. Valid while the node is alive.
    @inlinable
    var fields: UnsafeMutablePointer<Header> {
        withUnsafeMutablePointerToHeader { $0 }
    }

    /// The first entry. Valid while the node is alive, which a method of the node ensures.
    @inlinable
    var entries: UnsafeMutablePointer<Entry> {
        withUnsafeMutablePointerToElements { $0 }
    }

    /// A copy with room for one more entry (a copy is made to be written): entries are
    /// copied, the children array is shared until either node writes to it.
    @inlinable
    func copy() -> PersistentMapNode {
        let count = fields.pointee.count
        let copy = Self.make(capacity: count + 1, dataMap: fields.pointee.dataMap, positions: fields.pointee.positions,
                             nodeMap: fields.pointee.nodeMap, children: fields.pointee.children)
        copy.entries.initialize(from: entries, count: count)
        copy.fields.pointee.count = count
        return copy
    }

    /// The number of the hash slot (0 to 31) that `hash` falls in at `shift`.
    @inlinable @inline(__always)
    static func slotNumber(_ hash: UInt64, _ shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash >> shift) & 31)
    }

    /// The bit of slot `number` in `dataMap` and `nodeMap`.
    @inlinable @inline(__always)
    static func bit(ofSlot number: Int) -> UInt32 {
        1 << UInt32(truncatingIfNeeded: number)
    }

    /// Where the entry of slot `number` is among the entries (the slot must hold one).
    @inlinable
    func position(ofSlot number: Int) -> Int {
        Int(fields.pointee.positions[number])
    }

    @inlinable
    static func index(_ map: UInt32, _ bit: UInt32) -> Int {
        (map & (bit &- 1)).nonzeroBitCount
    }

    // MARK: Reading

    /// The index of the entry for `key`, walking down from this node; nil when absent.
    /// `node` is set to the node that holds it, unretained: the node is alive while this
    /// one is and the map is not written.
    @inlinable
    func locate(_ key: Key, hash: UInt64, node: inout Unmanaged<PersistentMapNode>) -> Int? {
        // Walked without retaining each node on the way (a write to its cold cache line per
        // level): every node below this one is kept alive by its parent for the whole walk.
        unowned(unsafe) var current = self
        defer { node = Unmanaged.passUnretained(current) }
        var shift: UInt64 = 0
        while shift < 64 {
            let number = Self.slotNumber(hash, shift)
            let bit = Self.bit(ofSlot: number)
            let fields = current.fields
            let dataMap = fields.pointee.dataMap
            if dataMap & bit != 0 {
                let i = Int(fields.pointee.positions[number])
                let entry = current.entries + i
                return entry.pointee.hash == hash && entry.pointee.key == key ? i : nil
            }
            let nodeMap = fields.pointee.nodeMap
            guard nodeMap & bit != 0 else { return nil }
            current = fields.pointee.children[Self.index(nodeMap, bit)]
            shift += 5
        }
        return current.collisionIndex(of: key)
    }

    /// The index of `key` in a collision node (past the last level).
    @inlinable
    func collisionIndex(of key: Key) -> Int? {
        let entries = entries
        for i in 0..<fields.pointee.count where entries[i].key == key { return i }
        return nil
    }

    /// The value of `key`, or nil when absent. Neither this node nor the one holding the
    /// value is retained on the way.
    @inlinable
    func find(_ key: Key, hash: UInt64) -> Value? {
        var node = Unmanaged.passUnretained(self)
        guard let i = locate(key, hash: hash, node: &node) else { return nil }
        return node._withUnsafeGuaranteedRef { $0.entries[i].value }
    }

    /// Whether `key` is present, without copying its value (a copy would keep the value's
    /// buffers shared and make the next in-place change copy them).
    @inlinable
    func containsKey(_ key: Key, hash: UInt64) -> Bool {
        var node = Unmanaged.passUnretained(self)
        return locate(key, hash: hash, node: &node) != nil
    }

    /// Visits every entry with its key's stored hash (the one ``PersistentMap/hash(_:)``
    /// gives), so that a caller needing the hashes does not hash the keys again.
    @inlinable
    func forEachHashed(_ body: (UInt64, Key, Value) throws -> Void) rethrows {
        let entries = entries
        for i in 0..<fields.pointee.count { try body(entries[i].hash, entries[i].key, entries[i].value) }
        for child in fields.pointee.children { try child.forEachHashed(body) }
    }

    @inlinable
    func forEach(_ body: (Key, Value) throws -> Void) rethrows {
        let entries = entries
        for i in 0..<fields.pointee.count { try body(entries[i].key, entries[i].value) }
        for child in fields.pointee.children { try child.forEach(body) }
    }

    // MARK: Writing (only on a node the caller owns uniquely)

    /// Makes child `index` of `node` uniquely owned by it.
    @inlinable
    static func makeChildUnique(_ index: Int, of node: PersistentMapNode) {
        // Through the children array's buffer, made unique once: element by element, the
        // array's uniqueness would be checked for the test and again for the assignment.
        node.fields.pointee.children.withUnsafeMutableBufferPointer { children in
            let child = children.baseAddress.unsafelyUnwrapped + index
            if !isKnownUniquelyReferenced(&child.pointee) { child.pointee = child.pointee.copy() }
        }
    }

    /// Adds `entry` after the entries of `node`, replacing `node` with a larger copy when it
    /// is full; returns its position. (Below the last level the caller records the
    /// position for the entry's slot.)
    @inlinable
    static func appendEntry(_ entry: consuming Entry, in node: inout PersistentMapNode, shift: UInt64) -> Int {
        let count = node.fields.pointee.count
        if count == node.fields.pointee.capacity {
            let capacity = count < 4 ? 4 : count + count / 2
            node = node.moved(capacity: shift < 64 ? min(capacity, 32) : capacity)
        }
        (node.entries + count).initialize(to: consume entry)
        node.fields.pointee.count = count + 1
        return count
    }

    /// Adds `entry` to `node`, a node above the last level, as the entry of slot `number`
    /// (which holds nothing): appended, its position recorded for the slot.
    @inlinable @inline(__always)
    static func addEntry(_ entry: consuming Entry, slot number: Int, in node: inout PersistentMapNode, shift: UInt64) {
        let position = appendEntry(consume entry, in: &node, shift: shift)
        node.fields.pointee.dataMap |= bit(ofSlot: number)
        node.fields.pointee.positions[number] = UInt8(truncatingIfNeeded: position)
    }

    /// A node with room for `capacity` entries that takes over this one's entries and
    /// children, leaving this one empty.
    @inlinable
    func moved(capacity: Int) -> PersistentMapNode {
        let count = fields.pointee.count
        let larger = Self.make(capacity: capacity, dataMap: fields.pointee.dataMap, positions: fields.pointee.positions,
                               nodeMap: fields.pointee.nodeMap, children: fields.pointee.children)
        larger.entries.moveInitialize(from: entries, count: count)
        larger.fields.pointee.count = count
        fields.pointee.count = 0
        fields.pointee.children = []
        return larger
    }

    /// Takes the entry at position `i` out of this node, a node at `shift`: the last entry
    /// moves into its place (and, below the last level, its slot's position with it).
    @inlinable
    func removeEntry(at i: Int, shift: UInt64) -> Entry {
        let last = fields.pointee.count - 1
        let entries = entries
        let removed = (entries + i).move()
        if i != last {
            (entries + i).moveInitialize(from: entries + last, count: 1)
            if shift < 64 {
                fields.pointee.positions[Self.slotNumber(entries[i].hash, shift)] = UInt8(truncatingIfNeeded: i)
            }
        }
        fields.pointee.count = last
        return removed
    }

    /// Inserts `entry` into `node` when its key is absent and returns nil; otherwise leaves
    /// `node` as it is and returns the key's value.
    @inlinable
    static func insert(_ entry: consuming Entry, into node: inout PersistentMapNode, shift: UInt64) -> Value? {
        if shift >= 64 {
            if let i = node.collisionIndex(of: entry.key) { return node.entries[i].value }
            _ = appendEntry(consume entry, in: &node, shift: shift)
            return nil
        }
        let number = slotNumber(entry.hash, shift)
        let bit = Self.bit(ofSlot: number)
        let dataMap = node.fields.pointee.dataMap
        if dataMap & bit != 0 {
            let i = node.position(ofSlot: number)
            let existing = node.entries + i
            if existing.pointee.hash == entry.hash && existing.pointee.key == entry.key { return existing.pointee.value }
            let moved = node.removeEntry(at: i, shift: shift)
            node.fields.pointee.dataMap = dataMap & ~bit
            node.fields.pointee.nodeMap |= bit
            node.fields.pointee.children.insert(merging(consume moved, consume entry, shift: shift + 5), at: index(node.fields.pointee.nodeMap, bit))
            return nil
        }
        let nodeMap = node.fields.pointee.nodeMap
        if nodeMap & bit != 0 {
            let j = index(nodeMap, bit)
            makeChildUnique(j, of: node)
            return insert(consume entry, into: &node.fields.pointee.children[j], shift: shift + 5)
        }
        addEntry(consume entry, slot: number, in: &node, shift: shift)
        return nil
    }

    /// A node holding `a` and `b`, whose hashes first differ at `shift` or below.
    @inlinable
    static func merging(_ a: consuming Entry, _ b: consuming Entry, shift: UInt64) -> PersistentMapNode {
        if shift >= 64 {
            let node = make(capacity: 2)
            node.entries.initialize(to: consume a)
            (node.entries + 1).initialize(to: consume b)
            node.fields.pointee.count = 2
            return node
        }
        let bitA = bit(ofSlot: slotNumber(a.hash, shift))
        let bitB = bit(ofSlot: slotNumber(b.hash, shift))
        if bitA == bitB {
            return make(capacity: 0, nodeMap: bitA, children: [merging(consume a, consume b, shift: shift + 5)])
        }
        var positions = SIMD32<UInt8>()
        positions[slotNumber(b.hash, shift)] = 1
        let node = make(capacity: 2, dataMap: bitA | bitB, positions: positions)
        node.entries.initialize(to: consume a)
        (node.entries + 1).initialize(to: consume b)
        node.fields.pointee.count = 2
        return node
    }

    /// Removes the key from `node`; returns the removed value, or nil when it was absent.
    @inlinable
    static func remove(_ key: Key, hash: UInt64, from node: inout PersistentMapNode, shift: UInt64) -> Value? {
        if shift >= 64 {
            guard let i = node.collisionIndex(of: key) else { return nil }
            return node.removeEntry(at: i, shift: shift).value
        }
        let number = slotNumber(hash, shift)
        let bit = Self.bit(ofSlot: number)
        let dataMap = node.fields.pointee.dataMap
        if dataMap & bit != 0 {
            let i = node.position(ofSlot: number)
            let entry = node.entries + i
            guard entry.pointee.hash == hash && entry.pointee.key == key else { return nil }
            node.fields.pointee.dataMap = dataMap & ~bit
            return node.removeEntry(at: i, shift: shift).value
        }
        let nodeMap = node.fields.pointee.nodeMap
        guard nodeMap & bit != 0 else { return nil }
        let j = index(nodeMap, bit)
        makeChildUnique(j, of: node)
        guard let removed = remove(key, hash: hash, from: &node.fields.pointee.children[j], shift: shift + 5) else { return nil }
        let child = node.fields.pointee.children[j]
        if child.fields.pointee.nodeMap == 0 && child.fields.pointee.count <= 1 {
            // Keep the trie canonical: a child left with one entry moves up into this node.
            let last = child.fields.pointee.count == 1 ? child.removeEntry(at: 0, shift: shift + 5) : nil
            node.fields.pointee.children.remove(at: j)
            node.fields.pointee.nodeMap = nodeMap & ~bit
            if let last { addEntry(last, slot: number, in: &node, shift: shift) }
        }
        return removed
    }
}
