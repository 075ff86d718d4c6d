import Testing
@testable import Mapwright

/// An identity of two attributes hashed by the store's own hasher.
private struct Pair: StoreIdentityHashing {
    var name: String
    var number: Int
    func storeHash(into hasher: inout StoreIdentityHasher) {
        hasher.combine(name)
        hasher.combine(number)
    }
}

private func hash(_ text: String) -> UInt64 {
    var hasher = StoreIdentityHasher()
    hasher.combine(text)
    return hasher.finalize()
}

@Suite struct StoreIdentityHasherTests {
    @Test func onlyThreeCharactersAreCanonicallyASCII() {
        // Every text of one or two ASCII characters; a Set compares by canonical
        // equivalence, as identities' `==` does.
        var ascii = Set<String>()
        for first in 0..<128 {
            let head = String(UnicodeScalar(UInt8(first)))
            ascii.insert(head)
            for second in 0..<128 { ascii.insert(head + String(UnicodeScalar(UInt8(second)))) }
        }
        var equalToASCII: [UInt32] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = UnicodeScalar(value) else { continue }
            if ascii.contains(String(scalar)) { equalToASCII.append(value) }
        }
        #expect(equalToASCII == [0x037E, 0x1FEF, 0x212A],
                "the scalars whose canonical form is ASCII changed; update StoreIdentityHasher.combineSlowly")
    }

    @Test func canonicallyEqualTextHashesAlike() {
        let pairs = [("K", "\u{212A}"), ("id;7", "id\u{037E}7"), ("`x", "\u{1FEF}x"),
                     ("caf\u{E9}", "cafe\u{301}"), ("Kelvin-\u{E9}", "\u{212A}elvin-e\u{301}")]
        for (left, right) in pairs {
            #expect(left == right, "the test's pair \(left.debugDescription) is not equal")
            #expect(hash(left) == hash(right), "\(left.debugDescription) and \(right.debugDescription) are equal but hash apart")
        }
    }

    @Test func lengthAndEveryBytePositionChangeTheHash() {
        var seen: [UInt64: String] = [:]
        var texts = ["", "\0", "\0\0", "a", "ab", "abc", "abcd", "abcde", "abcdefg", "abcdefgh", "abcdefghi"]
        for length in 1...40 {
            let base = String(repeating: "x", count: length)
            texts.append(base)
            for position in 0..<length {
                var bytes = Array(base.utf8)
                bytes[position] = UInt8(ascii: "y")
                texts.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        for text in Set(texts) {
            let value = hash(text)
            #expect(seen[value] == nil, "\(text.debugDescription) hashes as \(seen[value]?.debugDescription ?? "")")
            seen[value] = text
        }
    }

    @Test func manyIdentitiesHashApartInEveryLowBit() {
        var hashes = Set<UInt64>()
        var lowFive = [Int](repeating: 0, count: 32)
        for number in 0..<20_000 {
            let value = hash("post-\(number)")
            hashes.insert(value)
            lowFive[Int(value & 31)] += 1
        }
        #expect(hashes.count == 20_000, "\(20_000 - hashes.count) collisions among 20,000 identities")
        // The trie takes five bits a level from the low end: each slot should get about 625.
        #expect(lowFive.allSatisfy { (450...800).contains($0) }, "the lowest five bits are skewed: \(lowFive)")
    }

    @Test func compositeIdentitiesDependOnOrderAndEveryPart() {
        let values = [Pair(name: "a", number: 1), Pair(name: "a", number: 2), Pair(name: "b", number: 1), Pair(name: "", number: 0)]
        #expect(Set(values.map(\.storeHash)).count == values.count, "composite identities share a hash")
        #expect(Pair(name: "a", number: 1).storeHash == Pair(name: "a", number: 1).storeHash, "equal composites hash apart")
    }

    @Test func tablesHashGeneratedIdentitiesWithTheStoreHasher() {
        let key = Pair(name: "post-1", number: 3)
        #expect(PersistentMap<Pair, Int>.hash(key) == key.storeHash, "a StoreIdentityHashing key is hashed by hashValue")
        var map = PersistentMap<Pair, Int>()
        map.updateValue(1, forKey: key)
        #expect(map[key] == 1, "a key stored by its store hash is not found again")
    }
}
