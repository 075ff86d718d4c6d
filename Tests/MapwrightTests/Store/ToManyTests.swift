import Foundation
import Testing
@testable import Mapwright

@Suite struct ToManyTests {
    /// Lengths around every boundary of the trie: the tail alone, one block, a root of
    /// blocks, a root full at two levels (32 × 32 = 1,024) and at three (32,768).
    static let lengths = [0, 1, 31, 32, 33, 63, 64, 65, 1_023, 1_024, 1_025, 1_056, 1_057, 32_768, 32_800, 32_801, 40_000]

    private static func list(_ count: Int) -> ToMany<Int> {
        var list = ToMany<Int>()
        for value in 0..<count { list.append(value) }
        return list
    }

    @Test(arguments: lengths)
    func readsBackEveryElementByPosition(count: Int) {
        let list = Self.list(count)
        #expect(list.count == count, "count of a list of \(count)")
        let wrong = (0..<count).filter { list[$0] != $0 }
        #expect(wrong.isEmpty, "positions of a list of \(count) reading a wrong element: \(wrong.prefix(5))")
    }

    @Test(arguments: lengths)
    func iteratesEveryElementInOrder(count: Int) {
        let read = Array(Self.list(count))
        #expect(read == Array(0..<count), "a list of \(count) iterated: first wrong at \(String(describing: zip(read, 0..<count).first { $0 != $1 }))")
    }

    @Test(arguments: lengths)
    func aCopyIsUnchangedByAppendsAndWritesToTheOther(count: Int) {
        var list = Self.list(count)
        let copy = list
        list.append(-1)
        if count > 0 { list[count / 2] = -2 }
        #expect(Array(copy) == Array(0..<count), "the copy of a list of \(count) changed when the original was written")
        #expect(list.last == -1 && (count == 0 || list[count / 2] == -2), "the original of \(count) lost its writes")
    }

    @Test(arguments: lengths)
    func appendingToACopySharesEveryFullBlockButTheLast(count: Int) {
        let list = Self.list(count)
        var copy = list
        for value in 0..<40 { copy.append(-value) }
        // Every block of the original but the one holding its last elements is the same
        // object in the copy: appending copied at most one path, not the list.
        let shared = stride(from: 0, to: list.rootCount, by: 32).filter { position in
            list.blockNode(holding: position) === copy.blockNode(holding: position)
        }
        #expect(shared.count == list.rootCount / 32, "blocks of a list of \(count) copied by an append to its copy: \(list.rootCount / 32 - shared.count)")
    }

    @Test func removingAndInsertingKeepTheOtherElementsInOrder() {
        var list = Self.list(100)
        list.remove(at: 40)
        list.insert(-1, at: 0)
        list.removeLast()
        #expect(Array(list) == [-1] + Array(0..<40) + Array(41..<99), "after remove(at: 40), insert at 0 and removeLast")
    }

    @Test func sortsInPlace() {
        var list = ToMany((0..<100).reversed())
        list.sort()
        #expect(list == Array(0..<100), "a sorted list of 100: \(list.prefix(5))")
    }

    @Test(arguments: [0, 5, 1_025])
    func encodesAsAJSONArrayAndDecodesBack(count: Int) throws {
        let list = Self.list(count)
        let data = try JSONEncoder().encode(list)
        #expect(try JSONDecoder().decode([Int].self, from: data) == Array(0..<count), "a list of \(count) encoded as a JSON array")
        #expect(try JSONDecoder().decode(ToMany<Int>.self, from: data) == list, "a list of \(count) decoded back")
    }

    @Test func equalListsHashAlikeHoweverTheyWereBuilt() {
        let appended = Self.list(1_100)
        var rebuilt = ToMany(Array(0..<1_101))
        rebuilt.removeLast()
        #expect(appended == rebuilt, "the same 1,100 elements built two ways")
        #expect(appended.hashValue == rebuilt.hashValue, "the hashes of equal lists")
        #expect(appended != Self.list(1_099), "lists of 1,100 and 1,099 elements")
    }

    @Test func comparesWithAnArrayAndPrintsLikeOne() {
        let list: ToMany<String> = ["a", "b"]
        #expect(list == ["a", "b"] && ["a", "b"] == list && list != ["b", "a"], "a list compared with arrays")
        #expect(list.description == #"["a", "b"]"#, "a list's description: \(list.description)")
    }
}

extension ToMany {
    /// The trie node holding the block of `position` (below `rootCount`), for tests of sharing.
    func blockNode(holding position: Int) -> ToManyNode<Element>? {
        storage?.leaf(holding: position)
    }
}
