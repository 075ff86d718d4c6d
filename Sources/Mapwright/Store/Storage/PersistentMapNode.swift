/// One entry of a ``PersistentMap``'s trie: a key's hash, kept so that splits never
/// rehash, and where the key and its value are in the map's ``PersistentSlab``. The key
/// itself is not here: an entry is 16 bytes whatever the key, and trivial to copy and free.
@usableFromInline
struct PersistentMapEntry {
    @usableFromInline var hash: UInt64
    /// The key's index in the map's slab.
    @usableFromInline var index: Int

    @inlinable
    init(hash: UInt64, index: Int) {
        self.hash = hash
        self.index = index
    }
}

/// What a ``PersistentMapNode`` keeps before its tail (children, slot positions, entries).
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
/// A slot holds up to ``bucketLimit`` entries (a bucket) before they move down into a
/// child node: in a large trie the last level's slots hold one or two entries each, and a
/// node for every two keys that share a slot made most nodes tiny, each one more
/// allocation to make and free and one more cache miss on the way to its entries.
///
/// A node is one allocation: after its header come its children (strong references, in
/// slot order, right after the header so that a walk through an inner node reads the
/// child next to the maps it has just read), then for each hash slot the position of its
/// bucket's first entry (32 bytes), then the entries, then for each entry the position of
/// the next one in its bucket (one byte each). The entries are kept in the order they were
/// added: an insert appends, and a removal moves the last entry into the hole, so that
/// neither moves the entries of a full leaf as a slot-ordered sequence would. A node is
/// made with room for a few entries (and children) more than it holds; one that is full is
/// replaced by a larger copy, which is why the writing functions take the node `inout`.
///
/// The trie knows hashes and slab indices only: the keys are in the map's slab, and a
/// lookup compares one through the `matching` function it is given when the hashes
/// agree. So the node is not generic: its code and its deinitializer are the same for
/// every map.
///
/// Nodes are shared between map values. A node is mutated in place only while exactly
/// one map value refers to it (checked with `isKnownUniquelyReferenced`), which is the
/// usual copy-on-write argument for why a map is safe to send between tasks (the map, not
/// the node, declares it: `ManagedBuffer` is not `Sendable`): no other task can hold a
/// reference to a node that is being mutated.
@usableFromInline
final class PersistentMapNode: ManagedBuffer<PersistentMapNodeHeader, PersistentMapEntry> {
    @usableFromInline typealias Entry = PersistentMapEntry
    @usableFromInline typealias Header = PersistentMapNodeHeader

    deinit {
        // The entries are trivial; only the children are released. A node emptied by
        // ``moved(capacity:childCapacity:)`` has none.
        let childCount = childCount
        guard childCount != 0 else { return }
        // A large trie being freed is not in the cache, and its nodes lie far apart. Each
        // release waits for its node's line, so the children's first words are read before
        // any is released: those reads do not depend on each other and are fetched at once.
        // (Raw reads, not references: a reference would be retained, one wait at a time.)
        let references = UnsafeRawPointer(children)
        var touched: UInt = 0
        for index in 0..<childCount {
            let child = references.load(fromByteOffset: index &* MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeRawPointer.self)
            touched &+= child.load(as: UInt.self)
        }
        // Kept in the dying header, so that the reads are not optimized away.
        fields.pointee.dataMap = UInt32(truncatingIfNeeded: touched)
        children.deinitialize(count: childCount)
    }

    /// Bytes for the slot positions, one per hash slot.
    @inlinable
    static var positionsSize: Int { 32 }

    /// How many entries a slot holds before they move into a child node. Positions are
    /// bytes, so a node (at most 32 slots of this many) must stay below ``noLink``.
    @inlinable
    static var bucketLimit: Int { 4 }

    /// The link of a bucket's last entry.
    @inlinable
    static var noLink: UInt8 { 0xFF }

    /// Where the links start after the entries' start, in bytes, in a node with room for
    /// `capacity` entries.
    @inlinable @inline(__always)
    static func linksOffset(capacity: Int) -> Int {
        capacity &* MemoryLayout<Entry>.stride
    }

    /// Where the slot positions start in the tail, in bytes, for a node with room for
    /// `childCapacity` children: after the children.
    @inlinable @inline(__always)
    static func positionsOffset(childCapacity: Int) -> Int {
        childCapacity &* MemoryLayout<PersistentMapNode>.stride
    }

    /// Where the entries start in the tail, in bytes: after the slot positions (the
    /// children and the positions are a multiple of 8 bytes, an entry's alignment).
    @inlinable @inline(__always)
    static func entriesOffset(childCapacity: Int) -> Int {
        positionsOffset(childCapacity: childCapacity) &+ positionsSize
    }

    /// An empty node with room for `capacity` entries and `childCapacity` children; its
    /// tail is bound to the types it will hold, and its slot positions are zero.
    @inlinable
    static func make(capacity: Int, childCapacity: Int = 0, dataMap: UInt32 = 0, nodeMap: UInt32 = 0) -> PersistentMapNode {
        let stride = MemoryLayout<Entry>.stride
        let entriesOffset = entriesOffset(childCapacity: childCapacity)
        // The links, a byte per entry, take whole entries' room after the entries.
        let buffer = create(minimumCapacity: (entriesOffset &+ stride &- 1) / stride &+ capacity &+ (capacity &+ stride &- 1) / stride) { _ in
            Header(dataMap: dataMap, nodeMap: nodeMap, capacity: capacity, childCapacity: childCapacity)
        }
        let node = unsafeDowncast(buffer, to: PersistentMapNode.self)
        let tail = node.tail
        tail.bindMemory(to: PersistentMapNode.self, capacity: childCapacity)
        (tail + positionsOffset(childCapacity: childCapacity)).initializeMemory(as: UInt8.self, repeating: 0, count: positionsSize)
        (tail + entriesOffset).bindMemory(to: Entry.self, capacity: capacity)
        (tail + entriesOffset + linksOffset(capacity: capacity)).bindMemory(to: UInt8.self, capacity: capacity)
        return node
    }

    /// The node's header. Read and written through this pointer rather than `header`, whose
    /// every access is checked for exclusivity at run time; a node has one owner and is
    /// never accessed re-entrantly. Valid while the node is alive.
    @inlinable
    var fields: UnsafeMutablePointer<Header> {
        withUnsafeMutablePointerToHeader { $0 }
    }

    /// The start of the tail. Valid while the node is alive.
    @inlinable
    var tail: UnsafeMutableRawPointer {
        withUnsafeMutablePointerToElements { UnsafeMutableRawPointer($0) }
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
        (tail + Self.positionsOffset(childCapacity: fields.pointee.childCapacity)).assumingMemoryBound(to: UInt8.self)
    }

    /// The first entry. Valid while the node is alive, which a method of the node ensures.
    @inlinable
    var entries: UnsafeMutablePointer<Entry> {
        (tail + Self.entriesOffset(childCapacity: fields.pointee.childCapacity)).assumingMemoryBound(to: Entry.self)
    }

    /// For each entry, the position of the next entry of its slot's bucket (``noLink`` after
    /// the last). Unused in a collision node. Valid while the node is alive.
    @inlinable
    var links: UnsafeMutablePointer<UInt8> {
        (UnsafeMutableRawPointer(entries) + Self.linksOffset(capacity: fields.pointee.capacity)).assumingMemoryBound(to: UInt8.self)
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
        let copy = withEntries(capacity: fields.pointee.count + 1, childCapacity: fields.pointee.childCapacity)
        copy.children.initialize(from: children, count: childCount)
        return copy
    }

    /// A node with this one's maps, slot positions and entries, and room for `capacity`
    /// entries and `childCapacity` children; the caller puts the children in at once
    /// (``copy()`` retains them, ``moved(capacity:childCapacity:)`` moves them).
    @inlinable
    func withEntries(capacity: Int, childCapacity: Int) -> PersistentMapNode {
        let count = fields.pointee.count
        let node = Self.make(capacity: capacity, childCapacity: childCapacity, dataMap: fields.pointee.dataMap, nodeMap: fields.pointee.nodeMap)
        node.positions.update(from: positions, count: Self.positionsSize)
        node.entries.initialize(from: entries, count: count)
        node.links.update(from: links, count: count)
        node.fields.pointee.count = count
        return node
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

    /// Where the first entry of slot `number` is among the entries (the slot must hold one).
    @inlinable
    func position(ofSlot number: Int) -> Int {
        Int(positions[number])
    }

    /// The position of the first entry of a bucket, starting at position `first` and
    /// following `links`, for whose position `isWanted` is true; nil when there is none.
    /// (Static and given the node's pointers: a method called on a node, with a closure,
    /// would retain the node around the call.)
    @inlinable @inline(__always)
    static func position(from first: UInt8, links: UnsafeMutablePointer<UInt8>, where isWanted: (Int) -> Bool) -> Int? {
        var position = first
        repeat {
            if isWanted(Int(position)) { return Int(position) }
            position = links[Int(position)]
        } while position != noLink
        return nil
    }

    @inlinable
    static func index(_ map: UInt32, _ bit: UInt32) -> Int {
        (map & (bit &- 1)).nonzeroBitCount
    }

    // MARK: Reading

    /// The slab index of the key whose hash is `hash` and for whose index `matching` is
    /// true, walking down from this node; nil when there is none. `matching` runs only for
    /// entries of an equal hash. No node is retained on the way: every node below this one
    /// is kept alive by its parent for the whole walk.
    @inlinable @inline(__always)
    func find(_ hash: UInt64, matching: (Int) -> Bool) -> Int? {
        unowned(unsafe) var current = self
        var shift: UInt64 = 0
        while shift < 64 {
            let number = Self.slotNumber(hash, shift)
            let bit = Self.bit(ofSlot: number)
            let fields = current.fields
            if fields.pointee.dataMap & bit != 0 {
                let entries = current.entries
                let found = Self.position(from: current.positions[number], links: current.links) {
                    entries[$0].hash == hash && matching(entries[$0].index)
                }
                return found.map { entries[$0].index }
            }
            let nodeMap = fields.pointee.nodeMap
            guard nodeMap & bit != 0 else { return nil }
            current = current.children[Self.index(nodeMap, bit)]
            shift += 5
        }
        // A collision node: every entry has this hash.
        let entries = current.entries
        for i in 0..<current.fields.pointee.count where matching(entries[i].index) { return entries[i].index }
        return nil
    }
}
