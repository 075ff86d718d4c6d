/// Writing a ``PersistentMapNode``: only on a node the caller owns uniquely (see there).
extension PersistentMapNode {
    /// Makes child `index` of `node` uniquely owned by it.
    @inlinable
    static func makeChildUnique(_ index: Int, of node: PersistentMapNode) {
        let child = node.children + index
        if !isKnownUniquelyReferenced(&child.pointee) { child.pointee = child.pointee.copy() }
    }

    /// The room a node that is full grows to, for `count` entries or children.
    @inlinable
    static func grownCapacity(_ count: Int) -> Int {
        count < 4 ? 4 : count * 2
    }

    /// Adds `entry` after the entries of `node`, replacing `node` with a larger copy when it
    /// is full; returns its position. (Below the last level the caller records the
    /// position for the entry's slot.)
    @inlinable
    static func appendEntry(_ entry: consuming Entry, in node: inout PersistentMapNode, shift: UInt64) -> Int {
        let count = node.fields.pointee.count
        if count == node.fields.pointee.capacity {
            let capacity = grownCapacity(count)
            node = node.moved(capacity: shift < 64 ? min(capacity, 32) : capacity, childCapacity: node.fields.pointee.childCapacity)
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
        node.positions[number] = UInt8(truncatingIfNeeded: position)
    }

    /// Adds `child` to `node` as the child of the slot whose bit is `bit` (which holds
    /// nothing), replacing `node` with a larger copy when it has no room for it.
    @inlinable
    static func addChild(_ child: consuming PersistentMapNode, bit: UInt32, in node: inout PersistentMapNode) {
        let count = node.childCount
        if count == node.fields.pointee.childCapacity {
            node = node.moved(capacity: node.fields.pointee.capacity, childCapacity: min(grownCapacity(count), 32))
        }
        let nodeMap = node.fields.pointee.nodeMap
        let j = index(nodeMap, bit)
        let children = node.children
        (children + j + 1).moveInitialize(from: children + j, count: count - j)
        (children + j).initialize(to: consume child)
        node.fields.pointee.nodeMap = nodeMap | bit
    }

    /// Removes child `j` of `node`, the child of the slot whose bit is `bit`.
    @inlinable
    static func removeChild(_ j: Int, bit: UInt32, from node: PersistentMapNode) {
        let count = node.childCount
        let children = node.children
        (children + j).deinitialize(count: 1)
        (children + j).moveInitialize(from: children + j + 1, count: count - j - 1)
        node.fields.pointee.nodeMap &= ~bit
    }

    /// A node with room for `capacity` entries and `childCapacity` children that takes
    /// over this one's entries and children, leaving this one empty.
    @inlinable
    func moved(capacity: Int, childCapacity: Int) -> PersistentMapNode {
        let count = fields.pointee.count, nodeMap = fields.pointee.nodeMap
        let larger = Self.make(capacity: capacity, childCapacity: childCapacity, dataMap: fields.pointee.dataMap, nodeMap: nodeMap)
        larger.children.moveInitialize(from: children, count: nodeMap.nonzeroBitCount)
        larger.positions.update(from: positions, count: Self.positionsSize)
        larger.entries.moveInitialize(from: entries, count: count)
        larger.fields.pointee.count = count
        fields.pointee.count = 0
        fields.pointee.nodeMap = 0
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
                positions[Self.slotNumber(entries[i].hash, shift)] = UInt8(truncatingIfNeeded: i)
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
            addChild(merging(consume moved, consume entry, shift: shift + 5), bit: bit, in: &node)
            return nil
        }
        let nodeMap = node.fields.pointee.nodeMap
        if nodeMap & bit != 0 {
            let j = index(nodeMap, bit)
            makeChildUnique(j, of: node)
            return insert(consume entry, into: &(node.children + j).pointee, shift: shift + 5)
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
            let node = make(capacity: 0, childCapacity: 1, nodeMap: bitA)
            node.children.initialize(to: merging(consume a, consume b, shift: shift + 5))
            return node
        }
        let node = make(capacity: 2, dataMap: bitA | bitB)
        node.positions[slotNumber(b.hash, shift)] = 1
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
        guard let removed = remove(key, hash: hash, from: &(node.children + j).pointee, shift: shift + 5) else { return nil }
        let child = node.children[j]
        if child.fields.pointee.nodeMap == 0 && child.fields.pointee.count <= 1 {
            // Keep the trie canonical: a child left with one entry moves up into this node.
            let last = child.fields.pointee.count == 1 ? child.removeEntry(at: 0, shift: shift + 5) : nil
            removeChild(j, bit: bit, from: node)
            if let last { addEntry(last, slot: number, in: &node, shift: shift) }
        }
        return removed
    }
}
