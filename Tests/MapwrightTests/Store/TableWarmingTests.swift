import Foundation
@_spi(Generated) @testable import Mapwright
import Testing

/// Warming (`PersistentMap.warm`, `RecordTable.announce`): the paths to identities a parser
/// announces are walked ahead of their lookups. It must read the right paths, change
/// nothing, and keep pace with the announced lookups whatever else is looked up between.
@Suite struct TableWarmingTests {
    /// A key whose hash the test controls, to force collision nodes (past the last level).
    private struct Key: Hashable {
        var value: Int
        var bucket: Int
        static func == (a: Key, b: Key) -> Bool { a.value == b.value }
        func hash(into hasher: inout Hasher) { hasher.combine(bucket) }
    }

    @Test func warmingWalksEachPresentKeyToItsOwnEntry() {
        var map = PersistentMap<Int, Int>()
        for key in 0..<5_000 { map.updateValue(key * 2, forKey: key) }
        let keys = Array(stride(from: 0, to: 5_000, by: 7))
        let hashes = keys.map { PersistentMap<Int, Int>.hash($0) }
        // A path that ends at its key's entry reads the hash stored there, so the sum of
        // what warming read is the sum of the keys' hashes exactly when every path found
        // its own entry.
        let expected = hashes.reduce(UInt64(0), &+)
        #expect(map.warm(hashes[...]) == expected, "warming did not reach every present key's entry")
    }

    @Test func warmingLeavesTheMapUnchangedAcrossCollisionsAndAbsentKeys() {
        var map = PersistentMap<Key, Int>()
        // Ten keys per hash: collision nodes below the last level.
        for value in 0..<2_000 { map.updateValue(value, forKey: Key(value: value, bucket: value % 200)) }
        let probed = (0..<2_400).map { PersistentMap<Key, Int>.hash(Key(value: $0, bucket: $0 % 240)) }
        _ = map.warm(probed[...])
        _ = map.warm(probed[100..<100])
        #expect(map.count == 2_000, "warming changed the number of entries")
        for value in 0..<2_000 {
            #expect(map[Key(value: value, bucket: value % 200)] == value, "warming changed the value of \(value)")
        }
    }

    @Test func announcedLookupsWarmAPartWhenItsFirstIdentityIsLookedUp() {
        let table = RecordTable<Post>(base: PersistentMap(), writesThrough: true)
        for index in 0..<100 { table.write(Post.ID("p\(index)"), makePost("p\(index)", views: index), existed: false) }
        let part = RecordTable<Post>.warmingPart
        let announced = (0..<(2 * part + 6)).map { Post.ID("p\($0)") }
        let lastPartStart = (announced.count - 1) / part * part
        table.announce(announced)
        #expect(table.announcedNext == 0, "announcing warmed before any lookup")
        for (position, id) in announced.enumerated() {
            // Lookups the parser makes between the announced ones (its own writes).
            _ = table.value(Post.ID("p99"))
            _ = table.value(Post.ID("absent"))
            #expect(table.value(id)?.viewCount == position, "the lookup of \(id) returned the wrong record")
            if position < lastPartStart {
                let warmedThrough = (position / part + 1) * part
                #expect(table.nextToWarm != nil && table.announcedNext == warmedThrough,
                        "after the lookup of announced identity \(position), warming reached \(table.announcedNext), not \(warmedThrough)")
            } else {
                #expect(table.nextToWarm == nil, "warming still waits once the last part (from \(lastPartStart)) was warmed")
            }
        }
        #expect(table.nextToWarm == nil, "warming still waits after the last announced identity was looked up")
    }

    @Test func prefetchOnTheInMemoryEngineLeavesFetchesAsTheyWere() throws {
        let context = try makeStore().makeContext()
        for index in 0..<10 { try context.insert(makePost("p\(index)", views: index)) }
        try context.prefetch(Post.self, ids: [Post.ID("p3"), Post.ID("absent"), Post.ID("p1")])
        #expect(try context.fetch(Post.self, id: Post.ID("p1"))?.viewCount == 1, "a fetch after prefetch returned the wrong record")
        #expect(try context.fetch(Post.self, id: Post.ID("absent")) == nil, "a fetch after prefetch found a record that does not exist")
        #expect(try context.fetch(Post.self, id: Post.ID("p3"))?.viewCount == 3, "a fetch after prefetch returned the wrong record")
        #expect(try context.count(Post.self) == 10, "prefetch changed the number of records")
    }
}
