/// Warming a map ahead of a batch of lookups (see `RecordTable+Warming.swift`).
extension PersistentMap {
    /// Brings into the cache the nodes on the paths to the keys whose hashes are `hashes`,
    /// walking the paths side by side one level at a time: the loads of one level are
    /// independent of each other, so the processor has them all in flight at once instead
    /// of waiting for each node of one path in turn. For a batch of lookups in a map much
    /// larger than the cache, which then find their nodes there. Changes nothing; returns
    /// a value made of what it read, for the caller to keep (so the reads are not dropped).
    @inlinable
    func warm(_ hashes: ArraySlice<UInt64>) -> UInt64 {
        let count = hashes.count, first = hashes.startIndex
        // Per path: the node reached, and the child's place in that node's children (set by
        // a level's first pass for its second), -2 once the path has ended (-1 before).
        var nodes = [Unmanaged<Node>](repeating: Unmanaged.passUnretained(root), count: count)
        var childIndex = [Int](repeating: -1, count: count)
        var seen: UInt64 = 0
        var shift: UInt64 = 0
        var live = count
        while live > 0 && shift < 64 {
            // First pass: each path's node header (one independent load per path).
            for index in 0..<count where childIndex[index] != -2 {
                let number = Node.slotNumber(hashes[first + index], shift)
                let bit = Node.bit(ofSlot: number)
                childIndex[index] = nodes[index]._withUnsafeGuaranteedRef { node -> Int in
                    let fields = node.fields
                    let dataMap = fields.pointee.dataMap
                    if dataMap & bit != 0 {
                        // The entry itself, in the slot's bucket: its first bytes are the stored hash.
                        let hash = hashes[first + index]
                        let entries = node.entries
                        if let position = Node.position(from: node.positions[number], links: node.links, where: { entries[$0].hash == hash }) {
                            seen &+= entries[position].hash
                        }
                        return -2
                    }
                    let nodeMap = fields.pointee.nodeMap
                    return nodeMap & bit != 0 ? Node.index(nodeMap, bit) : -2
                }
            }
            // Second pass: each live path's child pointer, after its node's header.
            live = 0
            for index in 0..<count where childIndex[index] >= 0 {
                let child = nodes[index]._withUnsafeGuaranteedRef { node in Unmanaged.passUnretained(node.children[childIndex[index]]) }
                nodes[index] = child
                live += 1
            }
            shift += 5
        }
        return seen
    }
}
