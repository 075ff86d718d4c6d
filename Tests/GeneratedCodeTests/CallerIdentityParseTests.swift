import Foundation
import Mapwright
import MapwrightExampleStandings
import MapwrightExampleBlog
import Testing

/// `parse(_:in:id:)`: the generated parsers applied to JSON that lacks its identity (a
/// partial update's response), with the identity given by the caller.
@Suite struct CallerIdentityParseTests {
    private func json(_ text: String) throws -> JSONValue { try JSONReader().read(Array(text.utf8)) }

    @Test func aGivenIdentityUpdatesTheRecordTheJSONDoesNotName() throws {
        let store = try MapwrightExampleBlogModule.makeStore()
        try store.perform { context in
            _ = try PostParser().parse(try json(#"{"id":"p1","created_at":"2016-04-11T10:00:00Z","content":"Hi","is_shared":false,"views_count":1}"#), in: context)
        }
        let post = try store.perform { context in try PostParser().parse(try json(#"{"views_count":99}"#), in: context, id: Post.ID("p1")) }
        #expect(post.viewCount == 99 && post.content == "Hi", "the update by identity lost or missed a field: \(post)")
        #expect(try store.count(Post.self) == 1, "an update by identity inserted a second post")
    }

    @Test func aGivenIdentityInsertsARecordWhenNoneIsStored() throws {
        let store = try MapwrightExampleBlogModule.makeStore()
        let post = try store.perform { context in
            try PostParser().parse(try json(#"{"created_at":"2016-04-11T10:00:00Z","content":"New","is_shared":true,"views_count":3}"#), in: context, id: Post.ID("p9"))
        }
        #expect(post.postID == "p9", "the inserted post does not carry the given identity: \(post)")
        #expect(try store.fetch(Post.self, id: Post.ID("p9"))?.content == "New", "the post was not stored under the given identity")
    }

    @Test func aGivenIdentityWinsOverOneInTheJSON() throws {
        let store = try MapwrightExampleBlogModule.makeStore()
        let post = try store.perform { context in
            try PostParser().parse(try json(#"{"id":"other","created_at":"2016-04-11T10:00:00Z","content":"X","is_shared":true,"views_count":3}"#), in: context, id: Post.ID("mine"))
        }
        let other = try store.fetch(Post.self, id: Post.ID("other"))
        #expect(post.postID == "mine" && other == nil, "the JSON's identity was used: \(post)")
    }

    @Test func aCompositeIdentityCanBeGiven() throws {
        let store = try MapwrightExampleStandingsModule.makeStore()
        let id = Standing.ID(tournamentID: 7, groupName: "A", teamID: 3)
        let standing = try store.perform { context in
            try StandingParser().parse(try json(#"{"team":{"name":"Lions"},"position":1,"points":9}"#), in: context, id: id)
        }
        #expect(standing.id == id && standing.teamName == "Lions" && standing.points == 9, "composite identity given: \(standing)")
    }
}
