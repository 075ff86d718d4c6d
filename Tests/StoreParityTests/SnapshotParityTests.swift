import MapwrightExampleBlog
import Foundation
import Mapwright
import Testing

/// A snapshot and a snapshot file of the committed state, on every engine: the same
/// records and links, unchanged by later commits, and a file that opens as an
/// in-memory store holding them.
@Suite struct SnapshotParityTests {
    typealias Post = MapwrightExampleBlog.Post
    typealias Author = MapwrightExampleBlog.Author

    /// Each post's identity with its author's name.
    static func postsWithAuthors(_ posts: [Post], _ authors: [Author]) -> [String: String] {
        let names = Dictionary(uniqueKeysWithValues: authors.map { ($0.id, $0.name) })
        return Dictionary(uniqueKeysWithValues: posts.map { ($0.postID, $0.author.flatMap { names[$0] } ?? "-") })
    }

    @Test(arguments: Engine.allCases)
    func aSnapshotHoldsTheCommittedRecordsAndLinks(engine: Engine) throws {
        let test = try QueryParityTests.makeStore(engine)
        let snapshot = try test.store.snapshot()
        #expect(try snapshot.fetch(StoreQuery(Post.self)) == test.store.fetch(StoreQuery(Post.self)), "\(engine): the snapshot's posts are the store's")
        let authors = try snapshot.fetch(StoreQuery(Author.self))
        #expect(authors.map(\.posts.count) == [3, 2, 0], "\(engine): each author's posts list comes with it: \(authors.map(\.posts))")
        #expect(Self.postsWithAuthors(try snapshot.fetch(StoreQuery(Post.self)), authors)["p3"] == "Bob", "\(engine): p3's author link")
    }

    @Test(arguments: Engine.allCases)
    func aLaterCommitDoesNotChangeASnapshot(engine: Engine) throws {
        let test = try QueryParityTests.makeStore(engine)
        let snapshot = try test.store.snapshot()
        try test.store.perform { context in _ = try context.delete(Post.self, id: Post.ID("p1")) }
        #expect(try snapshot.count(Post.self) == 6, "\(engine): the snapshot keeps the post deleted after it was taken")
        #expect(try test.store.count(Post.self) == 5, "\(engine): the store no longer has it")
    }

    @Test(arguments: Engine.allCases)
    func aSnapshotFileOpensAsAnInMemoryStoreWithTheSameRecords(engine: Engine) throws {
        let test = try QueryParityTests.makeStore(engine)
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("blog.snapshot")
        try test.store.save(to: url)
        let loaded = try Store.load(from: url, entities: MapwrightExampleBlogModule.entities)
        #expect(try loaded.fetch(StoreQuery(Post.self)) == test.store.fetch(StoreQuery(Post.self)), "\(engine): the file's posts are the store's")
        #expect(try loaded.fetch(StoreQuery(Author.self)) == test.store.fetch(StoreQuery(Author.self)), "\(engine): the file's authors, with their lists")
    }
}
