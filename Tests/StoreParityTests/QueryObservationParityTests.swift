import MapwrightExampleBlog
import Foundation
import Mapwright
import Testing

/// `Store.observe(_ query:)` and `observeCount(_:)`: a typed query's results now and after
/// each commit that touches an entity it reads, the same on both engines.
@Suite struct QueryObservationParityTests {
    typealias Post = MapwrightExampleBlog.Post
    typealias Author = MapwrightExampleBlog.Author
    typealias P = MapwrightExampleBlog.Post.Columns
    typealias A = MapwrightExampleBlog.Author.Columns

    private static func post(_ id: String, views: Int, author: String? = nil) -> Post {
        Post(postID: id, createdDate: Date(timeIntervalSince1970: 0), content: id, localUserHasShared: false,
             viewCount: views, author: author.map { Author.ID($0) })
    }

    @Test(arguments: Engine.allCases)
    func aQueryObservationYieldsItsResultsThenTheResultsAfterACommit(_ engine: Engine) async throws {
        let test = try QueryParityTests.makeStore(engine)
        defer { withExtendedLifetime(test) {} }
        let popular = StoreQuery(Post.self).filter(P.viewCount >= 50).sorted(by: .descending(P.viewCount), .ascending(P.postID))
        var values = test.store.observe(popular).makeAsyncIterator()
        #expect(try await values.next()?.map(\.postID) == ["p5", "p2", "p3"], "first value: the committed posts with 50 views or more")
        try await test.store.perform { try $0.insert(Self.post("p7", views: 70)) }
        #expect(try await values.next()?.map(\.postID) == ["p5", "p7", "p2", "p3"], "after the commit the new popular post is missing")
    }

    @Test(arguments: Engine.allCases)
    func aQueryFollowingARelationshipWakesOnItsTargetsEntity(_ engine: Engine) async throws {
        let test = try QueryParityTests.makeStore(engine)
        defer { withExtendedLifetime(test) {} }
        let byAda = StoreQuery(Post.self).filter(P.author.any(A.name == "Ada"))
        #expect(byAda.observedEntityNames == [Post.entityName, Author.entityName], "the query reads posts and authors")
        var counts = test.store.observeCount(byAda).makeAsyncIterator()
        #expect(try await counts.next() == 3, "Ada has three posts at first")
        try await test.store.perform { context in
            guard var bob = try context.fetch(Author.self, id: Author.ID("bob")) else { return }
            bob.name = "Ada"
            try context.update(bob)
        }
        #expect(try await counts.next() == 5, "renaming Bob to Ada (an Author commit) must wake the post count")
    }
}
