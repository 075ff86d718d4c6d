import Testing
@testable import Mapwright

/// A key whose hash the test controls, to force collisions and deep tries.
private struct Key: Hashable, Sendable {
    var value: Int
    var bucket: Int
    static func == (a: Key, b: Key) -> Bool { a.value == b.value }
    func hash(into hasher: inout Hasher) { hasher.combine(bucket) }
}

/// A small deterministic random number generator (SplitMix64).
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct PersistentMapTests {
    private func exercise(buckets: Int, operations: Int, seed: UInt64) {
        var random = SplitMix(state: seed)
        var map = PersistentMap<Key, Int>()
        var model: [Int: Int] = [:]
        var saved: [(PersistentMap<Key, Int>, [Int: Int])] = []
        for step in 0..<operations {
            let value = Int(random.next() % 2_000)
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
            if step % 500 == 0 { saved.append((map, model)) }
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

    @Test func matchesADictionaryWhenHashesCollide() {
        exercise(buckets: 5, operations: 3_000, seed: 2)
    }
}
