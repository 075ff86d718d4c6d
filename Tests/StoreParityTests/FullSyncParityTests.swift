import MapwrightExampleBlog
import Foundation
import Mapwright
import Testing

/// `sync(_:in:scope:)` of the generated parsers: the response is the whole collection (or
/// the whole of a scope), so stored records it no longer lists are deleted, on both engines.
@Suite struct FullSyncParityTests {
    typealias P = MapwrightExampleBlog.Post.Columns

    private func posts(_ items: [(id: String, author: String)]) throws -> JSONValue {
        let elements = items.map { item in
            #"{"id":"\#(item.id)","created_at":"2016-04-11T10:00:00Z","content":"c","is_shared":false,"views_count":1,"author":{"id":"\#(item.author)","name":"\#(item.author)"}}"#
        }
        return try JSONReader().read(Array(("[" + elements.joined(separator: ",") + "]").utf8))
    }

    private func storedPostIDs(_ store: Store) throws -> [String] {
        try store.fetch(MapwrightExampleBlog.Post.self).map(\.postID).sorted()
    }

    @Test(arguments: Engine.allCases)
    func aSyncDeletesTheRecordsTheResponseNoLongerLists(_ engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleBlogModule.entities)
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in _ = try PostParser().sync(try posts([("p1", "ada"), ("p2", "ada"), ("p3", "bob")]), in: context) }
        let (parsed, changes) = try test.store.performReportingChanges { context in
            try PostParser().sync(try posts([("p1", "ada"), ("p3", "bob")]), in: context)
        }
        #expect(parsed.map(\.postID) == ["p1", "p3"], "the sync returns what it parsed")
        #expect(try storedPostIDs(test.store) == ["p1", "p3"], "p2, no longer listed, must be deleted")
        #expect(changes.deleted(MapwrightExampleBlog.Post.self) == [MapwrightExampleBlog.Post.ID("p2")], "the change set lists the sync's delete: \(changes)")
        #expect(try test.store.fetch(MapwrightExampleBlog.Author.self, id: MapwrightExampleBlog.Author.ID("ada"))?.posts == [MapwrightExampleBlog.Post.ID("p1")], "ada's list must lose the deleted post")
    }

    @Test(arguments: Engine.allCases)
    func aScopedSyncDeletesOnlyWithinItsScope(_ engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleBlogModule.entities)
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in _ = try PostParser().sync(try posts([("p1", "ada"), ("p2", "ada"), ("p3", "bob")]), in: context) }
        // The server's list of Ada's posts, now without p2; Bob's p3 is out of scope.
        let adas = StoreQuery(MapwrightExampleBlog.Post.self).filter(P.author == MapwrightExampleBlog.Author.ID("ada"))
        try test.store.perform { context in _ = try PostParser().sync(try posts([("p1", "ada")]), in: context, scope: adas) }
        #expect(try storedPostIDs(test.store) == ["p1", "p3"], "a scoped sync must delete p2 and keep Bob's p3")
    }

    @Test(arguments: Engine.allCases)
    func anEmptyResponseEmptiesTheScope(_ engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleBlogModule.entities)
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in _ = try PostParser().sync(try posts([("p1", "ada"), ("p2", "bob")]), in: context) }
        try test.store.perform { context in _ = try PostParser().sync(try JSONReader().read(Array("[]".utf8)), in: context) }
        #expect(try storedPostIDs(test.store).isEmpty, "an empty collection must delete every post")
    }
}
