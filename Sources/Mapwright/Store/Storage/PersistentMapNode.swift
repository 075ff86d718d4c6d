/// One node of a ``PersistentMap`` trie (CHAMP layout: a bitmap of inline entries and a
/// bitmap of child nodes, each indexing a dense array).
///
/// Nodes are shared between map values. A node is mutated in place only while exactly
/// one map value refers to it (checked with `isKnownUniquelyReferenced`), which is the
/// usual copy-on-write argument for why it is safe to send between tasks: no other task
/// can hold a reference to a node that is being mutated.
///
/// Everything here is `@inlinable` so that callers in other modules get code specialized
/// for their key and value types (unspecialized generic code spends most of its time
/// looking up type metadata). Dynamic exclusivity checks are off for the stored
/// properties: a node is only ever accessed by its one owner, never re-entrantly.
@usableFromInline
final class PersistentMapNode<Key: Hashable, Value>: @unchecked Sendable {
    /// One key-value pair, with its key's hash kept so that splits never rehash.
    @usableFromInline
    struct Entry {
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

    /// Bits of hash slots that hold an inline entry.
    @usableFromInline @exclusivity(unchecked) var dataMap: UInt32
    /// Bits of hash slots that hold a child node.
    @usableFromInline @exclusivity(unchecked) var nodeMap: UInt32
    /// Inline entries, in slot order. Past the last level (`shift >= 64`) the node is a
    /// collision node: every entry has the same hash and the bitmaps are unused.
    @usableFromInline @exclusivity(unchecked) var entries: [Entry]
    /// Child nodes, in slot order.
    @usableFromInline @exclusivity(unchecked) var children: [PersistentMapNode]

    @inlinable
    init(dataMap: UInt32 = 0, nodeMap: UInt32 = 0, entries: [Entry] = [], children: [PersistentMapNode] = []) {
        self.dataMap = dataMap
        self.nodeMap = nodeMap
        self.entries = entries
        self.children = children
    }

    /// A shallow copy: arrays are shared until either node writes to them.
    @inlinable
    func copy() -> PersistentMapNode {
        PersistentMapNode(dataMap: dataMap, nodeMap: nodeMap, entries: entries, children: children)
    }

    @inlinable
    static func slot(_ hash: UInt64, _ shift: UInt64) -> UInt32 {
        1 << UInt32(truncatingIfNeeded: (hash >> shift) & 31)
    }

    @inlinable
    static func index(_ map: UInt32, _ bit: UInt32) -> Int {
        (map & (bit &- 1)).nonzeroBitCount
    }

    // MARK: Reading

    @inlinable
    func find(_ key: Key, hash: UInt64) -> Value? {
        var node = self
        var shift: UInt64 = 0
        while shift < 64 {
            let bit = Self.slot(hash, shift)
            if node.dataMap & bit != 0 {
                let i = Self.index(node.dataMap, bit)
                return node.entries[i].hash == hash && node.entries[i].key == key ? node.entries[i].value : nil
            }
            guard node.nodeMap & bit != 0 else { return nil }
            node = node.children[Self.index(node.nodeMap, bit)]
            shift += 5
        }
        return node.entries.first { $0.key == key }?.value
    }

    /// Whether `key` is present, without copying its value (a copy would keep the value's
    /// buffers shared and make the next in-place change copy them).
    @inlinable
    func containsKey(_ key: Key, hash: UInt64) -> Bool {
        var node = self
        var shift: UInt64 = 0
        while shift < 64 {
            let bit = Self.slot(hash, shift)
            if node.dataMap & bit != 0 {
                let i = Self.index(node.dataMap, bit)
                return node.entries[i].hash == hash && node.entries[i].key == key
            }
            guard node.nodeMap & bit != 0 else { return false }
            node = node.children[Self.index(node.nodeMap, bit)]
            shift += 5
        }
        return node.entries.contains { $0.key == key }
    }

    @inlinable
    func read<R>(_ key: Key, hash: UInt64, _ body: (Value) -> R) -> R? {
        var node = self
        var shift: UInt64 = 0
        while shift < 64 {
            let bit = Self.slot(hash, shift)
            if node.dataMap & bit != 0 {
                let i = Self.index(node.dataMap, bit)
                guard node.entries[i].hash == hash && node.entries[i].key == key else { return nil }
                return body(node.entries[i].value)
            }
            guard node.nodeMap & bit != 0 else { return nil }
            node = node.children[Self.index(node.nodeMap, bit)]
            shift += 5
        }
        guard let i = node.entries.firstIndex(where: { $0.key == key }) else { return nil }
        return body(node.entries[i].value)
    }

    @inlinable
    func forEach(_ body: (Key, Value) throws -> Void) rethrows {
        for entry in entries { try body(entry.key, entry.value) }
        for child in children { try child.forEach(body) }
    }

    // MARK: Writing (only on a node the caller owns uniquely)

    /// Makes child `index` uniquely owned by this node and returns it.
    @inlinable
    func uniqueChild(at index: Int) -> PersistentMapNode {
        if !isKnownUniquelyReferenced(&children[index]) {
            children[index] = children[index].copy()
        }
        return children[index]
    }

    /// Inserts or replaces; returns true when the key was not present before.
    @inlinable
    func insert(_ entry: consuming Entry, shift: UInt64) -> Bool {
        if shift >= 64 {
            if let i = entries.firstIndex(where: { $0.key == entry.key }) {
                entries[i].value = entry.value
                return false
            }
            entries.append(entry)
            return true
        }
        let bit = Self.slot(entry.hash, shift)
        if dataMap & bit != 0 {
            let i = Self.index(dataMap, bit)
            if entries[i].hash == entry.hash && entries[i].key == entry.key {
                entries[i].value = entry.value
                return false
            }
            let existing = entries.remove(at: i)
            dataMap &= ~bit
            nodeMap |= bit
            children.insert(Self.merging(existing, entry, shift: shift + 5), at: Self.index(nodeMap, bit))
            return true
        }
        if nodeMap & bit != 0 {
            return uniqueChild(at: Self.index(nodeMap, bit)).insert(entry, shift: shift + 5)
        }
        dataMap |= bit
        entries.insert(entry, at: Self.index(dataMap, bit))
        return true
    }

    @inlinable
    static func merging(_ a: Entry, _ b: Entry, shift: UInt64) -> PersistentMapNode {
        if shift >= 64 { return PersistentMapNode(entries: [a, b]) }
        let bitA = slot(a.hash, shift)
        let bitB = slot(b.hash, shift)
        if bitA == bitB {
            return PersistentMapNode(nodeMap: bitA, children: [merging(a, b, shift: shift + 5)])
        }
        return PersistentMapNode(dataMap: bitA | bitB, entries: bitA < bitB ? [a, b] : [b, a])
    }

    /// Removes the key; returns the removed value, or nil when it was absent.
    @inlinable
    func remove(_ key: Key, hash: UInt64, shift: UInt64) -> Value? {
        if shift >= 64 {
            guard let i = entries.firstIndex(where: { $0.key == key }) else { return nil }
            return entries.remove(at: i).value
        }
        let bit = Self.slot(hash, shift)
        if dataMap & bit != 0 {
            let i = Self.index(dataMap, bit)
            guard entries[i].hash == hash && entries[i].key == key else { return nil }
            dataMap &= ~bit
            return entries.remove(at: i).value
        }
        guard nodeMap & bit != 0 else { return nil }
        let j = Self.index(nodeMap, bit)
        let child = uniqueChild(at: j)
        guard let removed = child.remove(key, hash: hash, shift: shift + 5) else { return nil }
        if child.nodeMap == 0 && child.entries.count <= 1 {
            // Keep the trie canonical: a child left with one entry moves up into this node.
            children.remove(at: j)
            nodeMap &= ~bit
            if let last = child.entries.first {
                dataMap |= bit
                entries.insert(last, at: Self.index(dataMap, bit))
            }
        }
        return removed
    }

    /// Runs `body` on the stored value in place; returns false when the key is absent.
    @inlinable
    func modify(_ key: Key, hash: UInt64, shift: UInt64, _ body: (inout Value) -> Void) -> Bool {
        if shift >= 64 {
            guard let i = entries.firstIndex(where: { $0.key == key }) else { return false }
            body(&entries[i].value)
            return true
        }
        let bit = Self.slot(hash, shift)
        if dataMap & bit != 0 {
            let i = Self.index(dataMap, bit)
            guard entries[i].hash == hash && entries[i].key == key else { return false }
            body(&entries[i].value)
            return true
        }
        guard nodeMap & bit != 0 else { return false }
        return uniqueChild(at: Self.index(nodeMap, bit)).modify(key, hash: hash, shift: shift + 5, body)
    }
}
