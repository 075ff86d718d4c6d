import Testing
@testable import Mapwright

/// A key whose hash the test controls, to force collisions and deep tries.
private struct Key: Hashable, Sendable {
    var value: Int
    var bucket: Int
    static func == (a: Key, b: Key) -> Bool { a.value == b.value }
    func hash(into hasher: inout Hasher) { hasher.combine(bucket) }
}

@Suite struct PersistentMapTests {
    private func exercise(buckets: Int, operations: Int, seed: UInt64, keys: UInt64 = 2_000, saveEvery: Int = 500) {
        var random = SplitMix(state: seed)
        var map = PersistentMap<Key, Int>()
        var model: [Int: Int] = [:]
        var saved: [(PersistentMap<Key, Int>, [Int: Int])] = []
        for step in 0..<operations {
            let value = Int(random.next() % keys)
            let key = Key(value: value, bucket: buckets == 0 ? value : value % buckets)
            switch random.next() % 4 {
            case 0, 1:
                map.updateValue(step, forKey: key)
                model[value] = step
            case 2:
                #expect(map.removeValue(forKey: key) == model.removeValue(forKey: value), "remove of \(value) returned the wrong value")
            default:
                let changed = map.modifyValue(forKey: key) { $0 += 1 }
                #expect(changed == (model[value] != nil), "modify of \(value) reported the wrong presence")
                model[value]? += 1
            }
            if step % saveEvery == 0 { saved.append((map, model)) }
        }
        #expect(map.count == model.count, "count \(map.count) differs from model \(model.count)")
        for (value, expected) in model {
            let key = Key(value: value, bucket: buckets == 0 ? value : value % buckets)
            #expect(map[key] == expected, "value for \(value) is wrong")
        }
        for (old, oldModel) in saved {
            var seen = 0
            old.forEach { key, value in
                seen += 1
                #expect(oldModel[key.value] == value, "an earlier copy changed when the map was written")
            }
            #expect(seen == oldModel.count, "an earlier copy lost or gained entries")
        }
    }

    @Test func matchesADictionaryWithSpreadHashes() {
        exercise(buckets: 0, operations: 6_000, seed: 1)
    }

    /// Enough keys for the values to span several pages of the slab (4,096 indices each),
    /// with removals leaving holes that later inserts fill.
    @Test func matchesADictionaryAcrossSlabPages() {
        exercise(buckets: 0, operations: 40_000, seed: 3, keys: 12_000, saveEvery: 5_000)
    }

    @Test func matchesADictionaryWhenHashesCollide() {
        exercise(buckets: 5, operations: 3_000, seed: 2)
    }

    @Test func releasesEveryValueItHeld() {
        let counter = LiveCount()
        do {
            var map = PersistentMap<Key, Tracked>()
            var saved: [PersistentMap<Key, Tracked>] = []
            for value in 0..<3_000 {
                map.updateValue(Tracked(value, counter), forKey: Key(value: value, bucket: value % 7 == 0 ? 3 : value))
                if value % 400 == 0 { saved.append(map) }
            }
            for value in stride(from: 0, to: 3_000, by: 2) {
                let removed = map.removeValue(forKey: Key(value: value, bucket: value % 7 == 0 ? 3 : value))
                #expect(removed?.value == value, "removing \(value) returned \(String(describing: removed?.value))")
            }
            for value in stride(from: 1, to: 3_000, by: 4) {
                map.updateValue(Tracked(-value, counter), forKey: Key(value: value, bucket: value % 7 == 0 ? 3 : value))
            }
            #expect(map.count == 1_500, "count after removing every even key is \(map.count)")
            #expect(map[Key(value: 5, bucket: 5)]?.value == -5, "a replaced value reads back wrong")
            #expect(map[Key(value: 7, bucket: 3)]?.value == 7, "a colliding key's value reads back wrong")
            #expect(saved.first?.count == 1, "the first saved copy changed")
        }
        #expect(counter.live == 0, "\(counter.live) values are still alive after every map was dropped")
    }

    /// The keys live in the slab beside their values: every key goes when the last map
    /// holding it does, through splits, growth, copies and removals.
    @Test func releasesEveryKeyItHeld() {
        let counter = LiveCount()
        do {
            var map = PersistentMap<TrackedKey, Int>()
            var saved: [PersistentMap<TrackedKey, Int>] = []
            for value in 0..<3_000 {
                map.updateValue(value, forKey: TrackedKey(value, bucket: value % 7 == 0 ? 3 : value, counter))
                if value % 400 == 0 { saved.append(map) }
            }
            for value in stride(from: 0, to: 3_000, by: 2) {
                #expect(map.removeValue(forKey: TrackedKey(value, bucket: value % 7 == 0 ? 3 : value, counter)) == value,
                        "removing key \(value) returned the wrong value")
            }
            #expect(map.count == 1_500, "count after removing every even key is \(map.count)")
            #expect(saved.first?.count == 1, "the first saved copy changed")
        }
        #expect(counter.live == 0, "\(counter.live) keys are still alive after every map was dropped")
    }
}

/// A key aligned to 16 bytes, smaller than its stride.
private struct WideKey: Hashable {
    var lanes: SIMD4<Int32>
    var tag: UInt8
}

@Suite struct PersistentMapItemLayoutTests {
    /// Stores and reads back `count` keys made by `key`, with values made by `value`: the
    /// map hands out a pointer to each value inside its slab item, whatever the key's layout.
    private func roundTrip<K: Hashable, V: Equatable>(_ count: Int, key: (Int) -> K, value: (Int) -> V) -> Bool {
        var map = PersistentMap<K, V>()
        for n in 0..<count { map.updateValue(value(n), forKey: key(n)) }
        return map.count == count && (0..<count).allSatisfy { map[key($0)] == value($0) }
    }

    @Test func readsBackValuesWhateverTheKeysLayout() {
        #expect(roundTrip(300, key: { UInt16($0) }, value: { $0 }),
                "two-byte keys with Int values read back wrong")
        #expect(roundTrip(200, key: { UInt8(truncatingIfNeeded: $0) }, value: { Double($0) }), "one-byte keys with Double values read back wrong")
        #expect(roundTrip(500, key: { WideKey(lanes: SIMD4(Int32($0), 1, 2, 3), tag: UInt8(truncatingIfNeeded: $0)) }, value: { $0 }),
                "16-byte aligned keys read back wrong")
        #expect(roundTrip(500, key: { "key \($0)" }, value: { "value \($0)" }), "String keys with String values read back wrong")
    }
}

/// A key that holds a ``Tracked`` object (so that freeing it releases something), with a
/// hash the test controls.
private struct TrackedKey: Hashable {
    let tracked: Tracked
    let bucket: Int
    init(_ value: Int, bucket: Int, _ counter: LiveCount) {
        tracked = Tracked(value, counter)
        self.bucket = bucket
    }
    static func == (a: TrackedKey, b: TrackedKey) -> Bool { a.tracked.value == b.tracked.value }
    func hash(into hasher: inout Hasher) { hasher.combine(bucket) }
}
