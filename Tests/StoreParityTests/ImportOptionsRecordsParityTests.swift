import MapwrightExampleBlog
import Foundation
import Mapwright
import Testing

/// Import options on the records an import is given (`ImportOptions.records`), on both
/// engines: a full sync of Blog posts that may only insert, only update, only delete, or
/// a combination; each checked in the store and in the commit's change set.
@Suite struct ImportOptionsRecordsParityTests {
    private typealias PostID = MapwrightExampleBlog.Post.ID

    /// A response of posts: identity, author, content.
    private func posts(_ items: [(id: String, author: String, content: String)]) throws -> JSONValue {
        let elements = items.map { item in
            #"{"id":"\#(item.id)","created_at":"2016-04-11T10:00:00Z","content":"\#(item.content)","is_shared":false,"views_count":1,"author":{"id":"\#(item.author)","name":"\#(item.author)"}}"#
        }
        return try JSONReader().read(Array(("[" + elements.joined(separator: ",") + "]").utf8))
    }

    /// A store holding p1 and p2 by ada, content "old".
    private func storeWithTwoPosts(_ engine: Engine) throws -> TestStore {
        let test = try engine.makeStore(MapwrightExampleBlogModule.entities)
        try test.store.perform { context in
            _ = try PostParser().sync(try posts([("p1", "ada", "old"), ("p2", "ada", "old")]), in: context)
        }
        return test
    }

    /// The server's list now: p1 changed, p2 gone, p3 new by bob.
    private func changedResponse() throws -> JSONValue {
        try posts([("p1", "ada", "new"), ("p3", "bob", "new")])
    }

    /// p3 alone, as an object.
    private func newPost() throws -> JSONValue {
        try JSONValue(parsing: #"{"id":"p3","created_at":"2016-04-11T10:00:00Z","content":"new","is_shared":false,"views_count":1,"author":{"id":"bob","name":"bob"}}"#)
    }

    private func content(_ store: Store, _ id: String) throws -> String? {
        try store.fetch(MapwrightExampleBlog.Post.self, id: PostID(id))?.content
    }

    private func sync(_ test: TestStore, _ options: ImportOptions) throws -> (result: [MapwrightExampleBlog.Post], changes: StoreChanges) {
        try test.store.performReportingChanges { context in
            try PostParser().sync(try changedResponse(), in: context, options: options)
        }
    }

    @Test(arguments: Engine.allCases)
    func insertOnlyCreatesNewRecordsAndTouchesNoOther(_ engine: Engine) throws {
        let test = try storeWithTwoPosts(engine)
        defer { withExtendedLifetime(test) {} }
        let (result, changes) = try sync(test, ImportOptions(records: .insert))
        #expect(result.map(\.postID) == ["p1", "p3"], "the sync returns p1 as stored and the inserted p3: \(result.map(\.postID))")
        #expect(try content(test.store, "p1") == "old", "p1 exists, so with update off it must keep its content")
        #expect(try content(test.store, "p2") == "old", "with delete off p2 must stay although the response no longer lists it")
        #expect(try content(test.store, "p3") == "new", "p3 is new and insert is on: it must be created")
        #expect(changes.inserted(MapwrightExampleBlog.Post.self) == [PostID("p3")], "the change set lists only p3's insert: \(changes)")
        #expect(changes.updated(MapwrightExampleBlog.Post.self).isEmpty && changes.deleted(MapwrightExampleBlog.Post.self).isEmpty, "no post updated or deleted: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func updateOnlyChangesExistingRecordsAndTouchesNoOther(_ engine: Engine) throws {
        let test = try storeWithTwoPosts(engine)
        defer { withExtendedLifetime(test) {} }
        let (result, changes) = try sync(test, ImportOptions(records: .update))
        #expect(result.map(\.postID) == ["p1"], "p3, not inserted, must not be among the records returned: \(result.map(\.postID))")
        #expect(try content(test.store, "p1") == "new", "p1 exists and update is on: it must take the new content")
        #expect(try content(test.store, "p2") == "old", "with delete off p2 must stay")
        #expect(try content(test.store, "p3") == nil, "with insert off p3 must not be created")
        #expect(try test.store.fetch(MapwrightExampleBlog.Author.self, id: MapwrightExampleBlog.Author.ID("bob")) == nil, "p3's nested author must not be created either")
        #expect(changes.updated(MapwrightExampleBlog.Post.self) == [PostID("p1")], "the change set lists only p1's update: \(changes)")
        #expect(changes.inserted(MapwrightExampleBlog.Post.self).isEmpty && changes.inserted(MapwrightExampleBlog.Author.self).isEmpty, "nothing inserted: \(changes)")
        #expect(changes.deleted(MapwrightExampleBlog.Post.self).isEmpty, "nothing deleted: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func deleteOnlyRemovesWhatTheResponseNoLongerListsAndChangesNothingElse(_ engine: Engine) throws {
        let test = try storeWithTwoPosts(engine)
        defer { withExtendedLifetime(test) {} }
        let (result, changes) = try sync(test, ImportOptions(records: .delete))
        #expect(result.map(\.postID) == ["p1"], "the sync returns p1 as stored, not the skipped p3: \(result.map(\.postID))")
        #expect(try content(test.store, "p1") == "old", "with update off p1 must keep its content")
        #expect(try content(test.store, "p2") == nil, "p2, no longer listed, must be deleted")
        #expect(try content(test.store, "p3") == nil, "with insert off p3 must not be created")
        #expect(changes.deleted(MapwrightExampleBlog.Post.self) == [PostID("p2")], "the change set lists p2's delete: \(changes)")
        #expect(changes.inserted(MapwrightExampleBlog.Post.self).isEmpty && changes.updated(MapwrightExampleBlog.Post.self).isEmpty, "no post inserted or updated: \(changes)")
        #expect(changes.updated(MapwrightExampleBlog.Author.self) == [MapwrightExampleBlog.Author.ID("ada")], "ada's posts lose p2, nothing else: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func insertAndUpdateWithoutDeleteKeepsWhatTheResponseNoLongerLists(_ engine: Engine) throws {
        let test = try storeWithTwoPosts(engine)
        defer { withExtendedLifetime(test) {} }
        let (result, changes) = try sync(test, ImportOptions(records: [.insert, .update]))
        #expect(result.map(\.postID) == ["p1", "p3"], "both listed posts are returned: \(result.map(\.postID))")
        #expect(try content(test.store, "p1") == "new" && content(test.store, "p3") == "new", "p1 updated and p3 inserted")
        #expect(try content(test.store, "p2") == "old", "with delete off p2 must stay")
        #expect(changes.deleted(MapwrightExampleBlog.Post.self).isEmpty, "the change set must list no delete: \(changes)")
        #expect(changes.inserted(MapwrightExampleBlog.Post.self) == [PostID("p3")] && changes.updated(MapwrightExampleBlog.Post.self) == [PostID("p1")], "changes: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func noOperationAtAllChangesNothing(_ engine: Engine) throws {
        let test = try storeWithTwoPosts(engine)
        defer { withExtendedLifetime(test) {} }
        let (_, changes) = try sync(test, ImportOptions(records: [], relationships: []))
        #expect(changes.isEmpty, "an import that may do nothing must change nothing: \(changes)")
        #expect(try content(test.store, "p1") == "old" && content(test.store, "p2") == "old", "both posts as they were")
    }

    @Test(arguments: Engine.allCases)
    func parseWithInsertOffReturnsNilForANewRecord(_ engine: Engine) throws {
        let test = try storeWithTwoPosts(engine)
        defer { withExtendedLifetime(test) {} }
        let json = try newPost()
        let parsed = try test.store.perform { context in
            try PostParser().parse(json, in: context, options: ImportOptions(records: .update))
        }
        #expect(parsed == nil, "parse must say it did not insert p3")
        #expect(try content(test.store, "p3") == nil, "p3 must not be stored")
    }

    @Test(arguments: Engine.allCases)
    func parseWithoutOptionsInsideAnImportThatForbidsInsertingThrows(_ engine: Engine) throws {
        let test = try storeWithTwoPosts(engine)
        defer { withExtendedLifetime(test) {} }
        let json = try newPost()
        let error = #expect(throws: ImportSkipped.self, "parse(_:in:) must not pretend it returned a stored record") {
            try test.store.perform { context in
                try context.importing(with: ImportOptions(records: .update)) { try PostParser().parse(json, in: context) }
            }
        }
        #expect(error == ImportSkipped(entity: "Post", id: "p3"), "the error names the record: \(String(describing: error))")
    }

    @Test(arguments: Engine.allCases)
    func parseArrayUnderOptionsLeavesSkippedRecordsOut(_ engine: Engine) throws {
        let test = try storeWithTwoPosts(engine)
        defer { withExtendedLifetime(test) {} }
        let parsed = try test.store.perform { context in
            try PostParser().parseArray(try changedResponse(), in: context, options: ImportOptions(records: .insert))
        }
        #expect(parsed.map(\.content) == ["old", "new"], "p1 as stored (update off), then the inserted p3: \(parsed.map(\.content))")
        #expect(try content(test.store, "p2") == "old", "parseArray never deletes")
    }
}
