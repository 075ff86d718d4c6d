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
    static func appendEntry(_ entry: Entry, in node: inout PersistentMapNode, shift: UInt64) -> Int {
        let count = node.fields.pointee.count
        if count == node.fields.pointee.capacity {
            let capacity = grownCapacity(count)
            node = node.moved(capacity: shift < 64 ? min(capacity, 32) : capacity, childCapacity: node.fields.pointee.childCapacity)
        }
        (node.entries + count).initialize(to: entry)
        node.fields.pointee.count = count + 1
        return count
    }

    /// Adds `entry` to `node`, a node above the last level, as the entry of slot `number`
    /// (which holds nothing): appended, its position recorded for the slot.
    @inlinable @inline(__always)
    static func addEntry(_ entry: Entry, slot number: Int, in node: inout PersistentMapNode, shift: UInt64) {
        let position = appendEntry(entry, in: &node, shift: shift)
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
        let larger = withEntries(capacity: capacity, childCapacity: childCapacity)
        larger.children.moveInitialize(from: children, count: childCount)
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
        let removed = entries[i]
        if i != last {
            entries[i] = entries[last]
            if shift < 64 {
                positions[Self.slotNumber(entries[i].hash, shift)] = UInt8(truncatingIfNeeded: i)
            }
        }
        fields.pointee.count = last
        return removed
    }

    /// Inserts `entry` into `node`, whose key the trie does not hold (the caller looked it
    /// up): no key is compared, an equal hash included (the two go to a collision node).
    @inlinable
    static func insertNew(_ entry: Entry, into node: inout PersistentMapNode, shift: UInt64) {
        if shift >= 64 {
            _ = appendEntry(entry, in: &node, shift: shift)
            return
        }
        let number = slotNumber(entry.hash, shift)
        let bit = Self.bit(ofSlot: number)
        let dataMap = node.fields.pointee.dataMap
        if dataMap & bit != 0 {
            let moved = node.removeEntry(at: node.position(ofSlot: number), shift: shift)
            node.fields.pointee.dataMap = dataMap & ~bit
            addChild(merging(moved, entry, shift: shift + 5), bit: bit, in: &node)
            return
        }
        let nodeMap = node.fields.pointee.nodeMap
        if nodeMap & bit != 0 {
            let j = index(nodeMap, bit)
            makeChildUnique(j, of: node)
            insertNew(entry, into: &(node.children + j).pointee, shift: shift + 5)
            return
        }
        addEntry(entry, slot: number, in: &node, shift: shift)
    }

    /// A node holding `a` and `b`, whose hashes first differ at `shift` or below (or not
    /// at all: then a collision node, past the last level).
    @inlinable
    static func merging(_ a: Entry, _ b: Entry, shift: UInt64) -> PersistentMapNode {
        if shift >= 64 {
            let node = make(capacity: 2)
            node.entries.initialize(to: a)
            (node.entries + 1).initialize(to: b)
            node.fields.pointee.count = 2
            return node
        }
        let bitA = bit(ofSlot: slotNumber(a.hash, shift))
        let bitB = bit(ofSlot: slotNumber(b.hash, shift))
        if bitA == bitB {
            let node = make(capacity: 0, childCapacity: 1, nodeMap: bitA)
            node.children.initialize(to: merging(a, b, shift: shift + 5))
            return node
        }
        let node = make(capacity: 2, dataMap: bitA | bitB)
        node.positions[slotNumber(b.hash, shift)] = 1
        node.entries.initialize(to: a)
        (node.entries + 1).initialize(to: b)
        node.fields.pointee.count = 2
        return node
    }

    /// Removes the entry for slab index `slabIndex`, whose key's hash is `hash`, from
    /// `node`; returns whether the trie held it.
    @inlinable
    static func remove(hash: UInt64, slabIndex: Int, from node: inout PersistentMapNode, shift: UInt64) -> Bool {
        if shift >= 64 {
            let entries = node.entries
            guard let i = (0..<node.fields.pointee.count).first(where: { entries[$0].index == slabIndex }) else { return false }
            _ = node.removeEntry(at: i, shift: shift)
            return true
        }
        let number = slotNumber(hash, shift)
        let bit = Self.bit(ofSlot: number)
        let dataMap = node.fields.pointee.dataMap
        if dataMap & bit != 0 {
            let i = node.position(ofSlot: number)
            guard node.entries[i].index == slabIndex else { return false }
            node.fields.pointee.dataMap = dataMap & ~bit
            _ = node.removeEntry(at: i, shift: shift)
            return true
        }
        let nodeMap = node.fields.pointee.nodeMap
        guard nodeMap & bit != 0 else { return false }
        let j = index(nodeMap, bit)
        makeChildUnique(j, of: node)
        guard remove(hash: hash, slabIndex: slabIndex, from: &(node.children + j).pointee, shift: shift + 5) else { return false }
        let child = node.children[j]
        if child.fields.pointee.nodeMap == 0 && child.fields.pointee.count <= 1 {
            // Keep the trie canonical: a child left with one entry moves up into this node.
            let last = child.fields.pointee.count == 1 ? child.removeEntry(at: 0, shift: shift + 5) : nil
            removeChild(j, bit: bit, from: node)
            if let last { addEntry(last, slot: number, in: &node, shift: shift) }
        }
        return true
    }
}
