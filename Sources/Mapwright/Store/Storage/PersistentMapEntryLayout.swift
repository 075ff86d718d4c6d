/// Where a ``PersistentMapNode`` keeps its entries and where each field of a
/// ``PersistentMapEntry`` lies, worked out from the key and value types alone.
///
/// The node's deinitializer runs unspecialized. Asking for the metadata of
/// `PersistentMapEntry<Key, Value>` there is a lookup of some 300 instructions per node
/// freed, while the key and value types come with the node's own metadata. So the entry's
/// layout is computed from theirs, by the rule Swift lays out a struct with: each stored
/// property in declaration order, at the next offset its alignment allows. A node checks
/// this against `MemoryLayout` of the entry when it is made (in debug builds), and
/// `PersistentMapEntryLayoutTests` checks it for keys of several layouts.
@usableFromInline
struct PersistentMapEntryLayout {
    /// Bytes for a node's slot positions, one per hash slot.
    @usableFromInline static let positionsSize = 32

    /// The offset of `key` in an entry (after the 8-byte hash).
    @usableFromInline let keyOffset: Int
    /// The offset of `value` in an entry.
    @usableFromInline let valueOffset: Int
    /// The distance between entries.
    @usableFromInline let stride: Int
    /// An entry's alignment.
    @usableFromInline let alignment: Int

    @inlinable
    init<Key, Value>(_: Key.Type, _: Value.Type) {
        let keyAlignment = MemoryLayout<Key>.alignment, valueAlignment = MemoryLayout<Value>.alignment
        keyOffset = Self.roundUp(MemoryLayout<UInt64>.size, to: keyAlignment)
        valueOffset = Self.roundUp(keyOffset &+ MemoryLayout<Key>.size, to: valueAlignment)
        alignment = max(MemoryLayout<UInt64>.alignment, keyAlignment, valueAlignment)
        stride = Self.roundUp(valueOffset &+ MemoryLayout<Value>.size, to: alignment)
    }

    @inlinable @inline(__always)
    static func roundUp(_ offset: Int, to alignment: Int) -> Int {
        (offset &+ alignment &- 1) & ~(alignment &- 1)
    }

    /// Where the entries start, in bytes from the start of a node's tail (which is 8-byte
    /// aligned), for a node with room for `childCapacity` children: after the children and
    /// the slot positions, aligned for an entry. (Everything before the entries is a
    /// multiple of 8 bytes; an alignment above 8 is assumed of the tail too, as Swift
    /// objects are 16-byte aligned and their headers a multiple of 16.)
    @inlinable @inline(__always)
    func entriesOffset(childCapacity: Int) -> Int {
        Self.roundUp(childCapacity &* MemoryLayout<UnsafeRawPointer>.stride &+ Self.positionsSize, to: alignment)
    }

    /// Deinitializes `count` entries starting at `entries`, field by field: what the
    /// entry's own value witness would do, without asking for the entry's metadata.
    @inlinable
    func deinitialize<Key, Value>(count: Int, at entries: UnsafeMutableRawPointer, key: Key.Type, value: Value.Type) {
        let keyIsTrivial = _isPOD(Key.self), valueIsTrivial = _isPOD(Value.self)
        guard !(keyIsTrivial && valueIsTrivial) else { return }
        for i in 0..<count {
            let entry = entries + i &* stride
            if !keyIsTrivial { (entry + keyOffset).assumingMemoryBound(to: Key.self).deinitialize(count: 1) }
            if !valueIsTrivial { (entry + valueOffset).assumingMemoryBound(to: Value.self).deinitialize(count: 1) }
        }
    }
}
