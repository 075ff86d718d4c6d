import Testing
@testable import Mapwright

/// Linking a record to one that already lists many, in a new unit of work, must not copy
/// the whole list: the committed version and the new one share every full block of it.
/// (With the list kept as an array, the first link in each unit of work copied it, so an
/// import got slower as a popular target's list grew.)
@Suite struct SharedInverseListTests {
    /// Enough posts for several levels of blocks (32 × 32 = 1,024 a level).
    private static let posts = 1_100

    @Test func aLinkInANewUnitOfWorkSharesTheTargetsCommittedList() throws {
        let store = try makeStore()
        try store.perform { context in
            try context.insert(makeAuthor("a1"))
            for index in 0..<Self.posts { try context.insert(makePost("p\(index)", author: "a1")) }
        }
        let before = try #require(try store.fetch(Author.self, id: Author.ID("a1")))
        try store.perform { context in try context.insert(makePost("new", author: "a1")) }
        let after = try #require(try store.fetch(Author.self, id: Author.ID("a1")))

        #expect(after.posts.count == Self.posts + 1 && after.posts.last == Post.ID("new"), "the author lists its new post last")
        #expect(before.posts.count == Self.posts, "the version read before the commit is unchanged")
        let fullBlocks = before.posts.rootCount / 32
        let copied = (0..<fullBlocks).filter { block in
            before.posts.blockNode(holding: block * 32) !== after.posts.blockNode(holding: block * 32)
        }
        #expect(fullBlocks > 30 && copied.isEmpty, "blocks of the author's list copied by one new link: \(copied.count) of \(fullBlocks)")
    }
}
