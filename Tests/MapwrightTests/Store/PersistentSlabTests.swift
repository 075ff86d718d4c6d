import Testing
@testable import Mapwright

@Suite struct PersistentSlabTests {
    /// More than one page (4,096 indices), so that page and chunk boundaries are crossed.
    private static let size = 9_000

    private func filled() -> PersistentSlab<Int> {
        var slab = PersistentSlab<Int>()
        for value in 0..<Self.size {
            let index = slab.nextIndex()
            #expect(index == value, "value \(value) would go to index \(index)")
            slab.add(value, at: index)
        }
        return slab
    }

    @Test func readsBackEveryValueAcrossPages() {
        let slab = filled()
        let wrong = (0..<Self.size).filter { slab[$0] != $0 }
        #expect(wrong.isEmpty, "indices reading back a wrong value: \(wrong.prefix(5))")
    }

    @Test func aCopyIsUnchangedByWritesToTheOriginal() {
        var slab = filled()
        let copy = slab
        slab.uniquePointer(to: 4_100).pointee = -1
        slab.uniquePointer(to: 63).pointee = -2
        _ = slab.take(64)
        slab.add(-3, at: slab.nextIndex())
        #expect(copy[4_100] == 4_100 && copy[63] == 63 && copy[64] == 64, "a write to the original showed in the copy")
        #expect(slab[4_100] == -1 && slab[63] == -2, "a write to the original was lost")
        #expect(!slab.isIdentical(to: copy), "a written slab still reports itself identical to its copy")
    }

    @Test func anAddedValueFillsTheLowestHoleFirst() {
        var slab = filled()
        #expect(slab.take(5_000) == 5_000, "take returned the wrong value")
        #expect(slab.take(10) == 10, "take returned the wrong value")
        #expect(slab.take(4_095) == 4_095, "take returned the wrong value")
        for expected in [10, 4_095, 5_000, Self.size] {
            let index = slab.nextIndex()
            #expect(index == expected, "the next index is \(index), not \(expected)")
            slab.add(-expected, at: index)
            #expect(slab[index] == -expected, "the value added at \(index) reads back wrong")
        }
    }

    @Test func freesItsValuesInTheOrderTheyWereAdded() {
        let log = LiveCount()
        do {
            var slab = PersistentSlab<Tracked>()
            for value in 0..<5_000 { slab.add(Tracked(value, log), at: slab.nextIndex()) }
            _ = slab.take(100)
        }
        #expect(log.freed.count == 5_000, "\(log.freed.count) of 5,000 values were freed")
        let taken = log.freed.firstIndex(of: 100) ?? -1
        let rest = log.freed.filter { $0 != 100 }
        #expect(taken == 0, "the taken value was freed at \(taken), not when it was taken")
        #expect(rest == (0..<5_000).filter { $0 != 100 }, "values were not freed in the order they were added")
    }
}
