import Testing
@testable import Mapwright

/// The trie's buckets: a slot holds up to `PersistentMapNode.bucketLimit` entries before
/// they move into a child node. Hashes chosen bit by bit put entries in one slot, split a
/// bucket, take entries out of a bucket's start, middle and end, and crowd a few paths
/// with random inserts and removals checked against a dictionary.
@Suite struct PersistentMapNodeBucketTests {
    private typealias Node = PersistentMapNode

    /// A trie of `entries`, inserted in order.
    private func trie(_ entries: [(hash: UInt64, index: Int)]) -> Node {
        var root = Node.make(capacity: 0)
        for entry in entries { Node.insertNew(PersistentMapEntry(hash: entry.hash, index: entry.index), into: &root, shift: 0) }
        return root
    }

    /// The slab index the trie finds for `hash` and `index`.
    private func find(_ root: Node, _ hash: UInt64, _ index: Int) -> Int? {
        root.find(hash) { $0 == index }
    }

    /// `count` entries in the root's slot `slot` (the same lowest five bits), indices from 0.
    private func sameSlot(_ count: Int, slot: UInt64) -> [(hash: UInt64, index: Int)] {
        (0..<count).map { (hash: UInt64($0 + 1) << 5 | slot, index: $0) }
    }

    @Test func aSlotHoldsEntriesUpToTheLimitWithoutAChild() {
        let entries = sameSlot(Node.bucketLimit, slot: 3)
        let root = trie(entries)
        #expect(root.fields.pointee.nodeMap == 0, "a bucket at the limit moved into a child node")
        #expect(root.bucketCount(ofSlot: 3) == Node.bucketLimit, "slot 3 does not hold all \(Node.bucketLimit) entries")
        for entry in entries {
            #expect(find(root, entry.hash, entry.index) == entry.index, "entry \(entry.index) is not found in its bucket")
        }
    }

    @Test func oneEntryOverTheLimitMovesTheBucketIntoAChild() {
        let entries = sameSlot(Node.bucketLimit + 1, slot: 3)
        let root = trie(entries)
        #expect(root.fields.pointee.dataMap & Node.bit(ofSlot: 3) == 0, "the full bucket stayed in the root")
        #expect(root.fields.pointee.nodeMap == Node.bit(ofSlot: 3), "the bucket's entries are not in a child of slot 3")
        #expect(root.fields.pointee.count == 0, "entries were left behind in the root")
        for entry in entries {
            #expect(find(root, entry.hash, entry.index) == entry.index, "entry \(entry.index) is lost after the split")
        }
    }

    @Test func entriesOfOneHashSplitDownToACollisionNode() {
        let hash: UInt64 = 0xDEAD_BEEF_0123_4567
        let entries = (0..<(Node.bucketLimit + 2)).map { (hash: hash, index: $0) }
        let root = trie(entries)
        for entry in entries {
            #expect(find(root, hash, entry.index) == entry.index, "entry \(entry.index) of the shared hash is lost")
        }
        #expect(find(root, hash, 99) == nil, "an index never inserted was found")
    }

    @Test func removingAnyEntryOfABucketKeepsTheOthers() {
        for removed in 0..<Node.bucketLimit {
            // The bucket in slot 7, then entries of other slots: the last entry, which moves
            // into the hole, belongs to another slot.
            let others: [(hash: UInt64, index: Int)] = (0..<6).map { number in
                let slot = UInt64(10 + number)
                return (hash: UInt64(number + 1) << 5 | slot, index: 100 + number)
            }
            let entries = sameSlot(Node.bucketLimit, slot: 7) + others
            var root = trie(entries)
            let target = entries[removed]
            #expect(Node.remove(hash: target.hash, slabIndex: target.index, from: &root, shift: 0), "entry \(removed) was not removed")
            #expect(find(root, target.hash, target.index) == nil, "entry \(removed) is still found after its removal")
            for entry in entries where entry.index != target.index {
                #expect(find(root, entry.hash, entry.index) == entry.index, "entry \(entry.index) is lost after removing bucket entry \(removed)")
            }
        }
    }

    @Test func removingABucketsEveryEntryEmptiesItsSlot() {
        let entries = sameSlot(3, slot: 9)
        var root = trie(entries)
        for entry in entries.reversed() { _ = Node.remove(hash: entry.hash, slabIndex: entry.index, from: &root, shift: 0) }
        #expect(root.fields.pointee.dataMap == 0, "slot 9 still says it holds entries")
        #expect(root.fields.pointee.count == 0, "entries are left in the root")
    }

    @Test func crowdedPathsMatchADictionaryThroughInsertsAndRemovals() {
        // Few distinct values in the lowest fifteen bits: buckets fill, split and empty again
        // on the first three levels; the rest of each hash is random.
        var random = SplitMix(state: 0x9E37_79B9_7F4A_7C15)
        func next() -> UInt64 { random.next() }
        var root = Node.make(capacity: 0)
        var model: [Int: UInt64] = [:]
        for step in 0..<6_000 {
            let index = Int(next() % 400)
            if let hash = model[index] {
                #expect(Node.remove(hash: hash, slabIndex: index, from: &root, shift: 0), "step \(step): \(index) was not removed")
                model[index] = nil
            } else {
                let high = next() << 15, third = (next() % 6) << 10, second = (next() % 3) << 5, first = next() % 2
                let hash = high | third | second | first
                Node.insertNew(PersistentMapEntry(hash: hash, index: index), into: &root, shift: 0)
                model[index] = hash
            }
            guard step % 200 == 0 else { continue }
            for (index, hash) in model {
                #expect(find(root, hash, index) == index, "step \(step): \(index) is not found")
            }
        }
        for (index, hash) in model {
            #expect(find(root, hash, index) == index, "at the end: \(index) is not found")
            #expect(find(root, hash, index + 1_000) == nil, "at the end: an index never inserted was found")
        }
    }
}
