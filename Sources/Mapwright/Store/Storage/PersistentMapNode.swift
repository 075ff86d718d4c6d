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

/// What a ``PersistentMapNode`` keeps before its tail (children, slot positions, entries).
/// The same for every key and value type, so that the unspecialized deinitializer reads
/// it without asking for any type's metadata.
@usableFromInline
struct PersistentMapNodeHeader {
    /// Bits of hash slots that hold an inline entry.
    @usableFromInline var dataMap: UInt32
    /// Bits of hash slots that hold a child node (as many children as bits set).
    @usableFromInline var nodeMap: UInt32
    /// How many entries are initialized (the first `count` of the entries).
    @usableFromInline var count: Int
    /// How many entries the node has room for.
    @usableFromInline var capacity: Int
    /// How many children the node has room for.
    @usableFromInline var childCapacity: Int

    @inlinable
    init(dataMap: UInt32, nodeMap: UInt32, capacity: Int, childCapacity: Int) {
        self.dataMap = dataMap
        self.nodeMap = nodeMap
        self.count = 0
        self.capacity = capacity
        self.childCapacity = childCapacity
    }
}

/// One node of a ``PersistentMap`` trie (CHAMP layout: a bitmap of inline entries and a
/// bitmap of child nodes, the children a dense sequence in slot order).
///
/// A node is one allocation: after its header come its children (strong references, in
/// slot order, right after the header so that a walk through an inner node reads the
/// child next to the maps it has just read), then for each hash slot the position of its
/// entry (32 bytes), then the entries. The entries are kept in the order they were
/// added, each slot's entry found through its position: an insert appends, and a removal
/// moves the last entry into the hole, so that neither moves the entries of a full leaf
/// as a slot-ordered sequence would. A node is made with room for a few entries (and
/// children) more than it holds; one that is full is replaced by a larger copy, which is
/// why the writing functions take the node `inout`. (A ``PersistentMap``'s values are
/// not here: its trie's value is each key's index in the map's ``PersistentSlab``.)
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
final class PersistentMapNode<Key: Hashable, Value>: ManagedBuffer<PersistentMapNodeHeader, PersistentMapEntry<Key, Value>> {
    @usableFromInline typealias Entry = PersistentMapEntry<Key, Value>
    @usableFromInline typealias Header = PersistentMapNodeHeader

    deinit {
        // The deinitializer runs unspecialized: asking for the entry type's metadata would
        // cost a lookup of some 300 instructions per node. The header is the same for every
        // key, and the entries' layout is worked out from the key and value types (read off
        // this class's own metadata) by ``PersistentMapEntryLayout``. A node emptied by
        // ``moved(capacity:childCapacity:)`` (the node a growing one leaves behind, the
        // usual node freed while a table fills) has nothing to release.
        let fields = withUnsafeMutablePointerToHeader { $0 }
        let count = fields.pointee.count, childCount = fields.pointee.nodeMap.nonzeroBitCount
        guard count != 0 || childCount != 0 else { return }
        let tail = UnsafeMutableRawPointer(fields) + MemoryLayout<Header>.stride
        for i in 0..<childCount {
            tail.load(fromByteOffset: i &* MemoryLayout<Unmanaged<PersistentMapNode>>.stride, as: Unmanaged<PersistentMapNode>.self).release()
        }
        let layout = PersistentMapEntryLayout(Key.self, Value.self)
        layout.deinitialize(count: count, at: tail + layout.entriesOffset(childCapacity: fields.pointee.childCapacity),
                            key: Key.self, value: Value.self)
    }

    /// Bytes for the slot positions, one per hash slot.
    @inlinable
    static var positionsSize: Int { PersistentMapEntryLayout.positionsSize }

    /// An empty node with room for `capacity` entries and `childCapacity` children; its
    /// tail is bound to the types it will hold, and its slot positions are zero.
    @inlinable
    static func make(capacity: Int, childCapacity: Int = 0, dataMap: UInt32 = 0, nodeMap: UInt32 = 0) -> PersistentMapNode {
        let layout = PersistentMapEntryLayout(Key.self, Value.self)
        assert(layout.stride == MemoryLayout<Entry>.stride && layout.keyOffset == MemoryLayout<Entry>.offset(of: \.key)
               && layout.valueOffset == MemoryLayout<Entry>.offset(of: \.value), "PersistentMapEntryLayout differs from Swift's")
        let entriesOffset = layout.entriesOffset(childCapacity: childCapacity)
        // The tail starts right after the header, at or before where `ManagedBuffer` puts
        // its elements: room for this many elements covers it.
        let bytes = entriesOffset &+ capacity &* layout.stride
        let buffer = create(minimumCapacity: (bytes &+ layout.stride &- 1) / layout.stride) { _ in
            Header(dataMap: dataMap, nodeMap: nodeMap, capacity: capacity, childCapacity: childCapacity)
        }
        let node = unsafeDowncast(buffer, to: PersistentMapNode.self)
        let tail = node.tail
        tail.bindMemory(to: PersistentMapNode.self, capacity: childCapacity)
        (tail + childCapacity &* MemoryLayout<PersistentMapNode>.stride).initializeMemory(as: UInt8.self, repeating: 0, count: positionsSize)
        assert(Int(bitPattern: tail + entriesOffset) % MemoryLayout<Entry>.alignment == 0, "entries misaligned")
        (tail + entriesOffset).bindMemory(to: Entry.self, capacity: capacity)
        return node
    }

    /// The node's header. Read and written through this pointer rather than `header`, whose
    /// every access is checked for exclusivity at run time; a node has one owner and is
    /// never accessed re-entrantly. Valid while the node is alive.
    @inlinable
    var fields: UnsafeMutablePointer<Header> {
        withUnsafeMutablePointerToHeader { $0 }
    }

    /// The start of the tail: right after the header (not where `ManagedBuffer` would put
    /// its elements, which asks for the entry type's alignment). Valid while the node is
    /// alive.
    @inlinable
    var tail: UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(fields) + MemoryLayout<Header>.stride
    }

    /// The first child (there are as many as `nodeMap` has bits set). Valid while the node
    /// is alive.
    @inlinable
    var children: UnsafeMutablePointer<PersistentMapNode> {
        tail.assumingMemoryBound(to: PersistentMapNode.self)
    }

    /// For each hash slot that holds an inline entry, where the entry is among the node's
    /// entries. Valid while the node is alive.
    @inlinable
    var positions: UnsafeMutablePointer<UInt8> {
        (tail + fields.pointee.childCapacity &* MemoryLayout<PersistentMapNode>.stride).assumingMemoryBound(to: UInt8.self)
    }

    /// The first entry. Valid while the node is alive, which a method of the node ensures.
    @inlinable
    var entries: UnsafeMutablePointer<Entry> {
        (tail + PersistentMapEntryLayout(Key.self, Value.self).entriesOffset(childCapacity: fields.pointee.childCapacity))
            .assumingMemoryBound(to: Entry.self)
    }

    /// How many children the node has.
    @inlinable
    var childCount: Int {
        fields.pointee.nodeMap.nonzeroBitCount
    }

    /// A copy with room for one more entry (a copy is made to be written): entries and
    /// positions are copied, and the children retained by the copy too.
    @inlinable
    func copy() -> PersistentMapNode {
        let count = fields.pointee.count, childCount = childCount
        let copy = Self.make(capacity: count + 1, childCapacity: fields.pointee.childCapacity,
                             dataMap: fields.pointee.dataMap, nodeMap: fields.pointee.nodeMap)
        copy.children.initialize(from: children, count: childCount)
        copy.positions.update(from: positions, count: Self.positionsSize)
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
        Int(positions[number])
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
                let i = Int(current.positions[number])
                let entry = current.entries + i
                return entry.pointee.hash == hash && entry.pointee.key == key ? i : nil
            }
            let nodeMap = fields.pointee.nodeMap
            guard nodeMap & bit != 0 else { return nil }
            current = current.children[Self.index(nodeMap, bit)]
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
        let children = children
        for i in 0..<childCount { try children[i].forEachHashed(body) }
    }

    @inlinable
    func forEach(_ body: (Key, Value) throws -> Void) rethrows {
        let entries = entries
        for i in 0..<fields.pointee.count { try body(entries[i].key, entries[i].value) }
        let children = children
        for i in 0..<childCount { try children[i].forEach(body) }
    }
}
