import Testing
@testable import Mapwright

/// A key aligned to 16 bytes, smaller than its alignment.
private struct WideKey: Hashable {
    var lanes: SIMD4<Int32>
    var tag: UInt8
}

/// A key of one byte.
private struct ByteKey: Hashable {
    var byte: UInt8
}

@Suite struct PersistentMapEntryLayoutTests {
    /// The layout worked out by hand against Swift's own for `PersistentMapEntry<Key, Value>`.
    private func expectSwiftsLayout<Key: Hashable, Value>(_ key: Key.Type, _ value: Value.Type) {
        typealias Entry = PersistentMapEntry<Key, Value>
        let layout = PersistentMapEntryLayout(Key.self, Value.self)
        let name = "PersistentMapEntry<\(Key.self), \(Value.self)>"
        #expect(layout.keyOffset == MemoryLayout<Entry>.offset(of: \.key), "key offset of \(name)")
        #expect(layout.valueOffset == MemoryLayout<Entry>.offset(of: \.value), "value offset of \(name)")
        #expect(layout.stride == MemoryLayout<Entry>.stride, "stride of \(name)")
        #expect(layout.alignment == MemoryLayout<Entry>.alignment, "alignment of \(name)")
    }

    @Test func matchesSwiftsLayoutForKeysOfEveryShape() {
        expectSwiftsLayout(Int.self, Int.self)
        expectSwiftsLayout(String.self, Int.self)
        expectSwiftsLayout(ByteKey.self, Int.self)
        expectSwiftsLayout(UInt8.self, UInt8.self)
        expectSwiftsLayout(WideKey.self, Int.self)
        expectSwiftsLayout(Int?.self, Int.self)
        expectSwiftsLayout(String.self, String.self)
    }

    /// A map whose entries need 16-byte alignment reads back what it stored (its nodes
    /// assert their entries' alignment when made, in debug builds).
    @Test func keepsKeysAlignedTo16Bytes() {
        var map = PersistentMap<WideKey, Int>()
        for value in 0..<2_000 {
            map.updateValue(value, forKey: WideKey(lanes: SIMD4(Int32(value), 1, 2, 3), tag: UInt8(truncatingIfNeeded: value)))
        }
        for value in stride(from: 0, to: 2_000, by: 97) {
            let key = WideKey(lanes: SIMD4(Int32(value), 1, 2, 3), tag: UInt8(truncatingIfNeeded: value))
            #expect(map[key] == value, "the value of wide key \(value) reads back wrong")
        }
        #expect(map.count == 2_000, "a map of 2,000 wide keys holds \(map.count)")
    }
}
