import Foundation
import Mapwright
import Testing
import MapwrightExampleTracker

/// Import options on relationships (`ImportOptions.relationships`): the nested children
/// (`author`, `comments`) and references (`tags`, created when missing; `assignee_login`)
/// of a Tracker issue, on both engines, each checked in the store and the change set.
@Suite struct ImportOptionsRelationshipsParityTests {
    private typealias CommentID = MapwrightExampleTracker.Comment.ID

    /// Issue 7 by Ada, assigned to Bob, tagged "bug", with comments 1 and 2.
    private static let stored = #"""
    {"id": 7, "title": "Crash", "state": "open", "author": {"login": "ada", "name": "Ada"},
     "comments": [{"id": 1, "body": "one"}, {"id": 2, "body": "two"}], "tags": ["bug"], "assignee_login": "bob"}
    """#

    /// The server's issue 7 now: Ada renamed, comment 1 edited, 2 gone, 3 new, tag "ui"
    /// added, no assignee.
    private static let changed = #"""
    {"id": 7, "title": "Crash!", "state": "open", "author": {"login": "ada", "name": "Ada L"},
     "comments": [{"id": 1, "body": "one!"}, {"id": 3, "body": "three"}], "tags": ["bug", "ui"], "assignee_login": null}
    """#

    private func storeWithIssue(_ engine: Engine) throws -> TestStore {
        let test = try engine.makeStore(MapwrightExampleTrackerModule.entities)
        try test.store.perform { context in
            _ = try UserParser().parse(try JSONValue(parsing: #"{"login": "bob"}"#), in: context)
            _ = try IssueParser().parse(try JSONValue(parsing: Self.stored), in: context)
        }
        return test
    }

    private func apply(_ json: String, to test: TestStore, _ options: ImportOptions) throws -> (result: MapwrightExampleTracker.Issue?, changes: StoreChanges) {
        try test.store.performReportingChanges { context in
            try IssueParser().parse(try JSONValue(parsing: json), in: context, options: options)
        }
    }

    private func body(_ store: Store, _ id: Int64) throws -> String? {
        try store.fetch(MapwrightExampleTracker.Comment.self, id: CommentID(id))?.body
    }

    @Test(arguments: Engine.allCases)
    func relationshipInsertOffCreatesNoChildAndLinksOnlyExistingOnes(_ engine: Engine) throws {
        let test = try storeWithIssue(engine)
        defer { withExtendedLifetime(test) {} }
        let (issue, changes) = try apply(Self.changed, to: test, ImportOptions(relationships: [.update, .delete]))
        let parsed = try #require(issue, "the issue exists, so it is parsed")
        #expect(parsed.title == "Crash!", "the record itself is updated")
        #expect(parsed.comments == [CommentID(1)], "comment 3 is new: not created, not linked; comment 2 unlinked: \(parsed.comments)")
        #expect(try body(test.store, 1) == "one!", "comment 1 exists and update is on: it must change")
        #expect(try body(test.store, 3) == nil, "comment 3 must not be created")
        #expect(try body(test.store, 2) == nil, "comment 2 is dropped from the array and delete is on: cascaded")
        #expect(parsed.tags == [MapwrightExampleTracker.Tag.ID("bug")], "tag ui is not stored: neither created nor linked: \(parsed.tags)")
        #expect(try test.store.fetch(MapwrightExampleTracker.Tag.self, id: .init("ui")) == nil, "tag ui must not be created")
        #expect(parsed.assignee == nil, "null unlinks the assignee when delete is on")
        #expect(changes.inserted(MapwrightExampleTracker.Comment.self).isEmpty && changes.inserted(MapwrightExampleTracker.Tag.self).isEmpty, "nothing inserted: \(changes)")
        #expect(changes.deleted(MapwrightExampleTracker.Comment.self) == [CommentID(2)], "the cascade is in the change set: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func relationshipUpdateOffLinksExistingChildrenWithoutChangingThem(_ engine: Engine) throws {
        let test = try storeWithIssue(engine)
        defer { withExtendedLifetime(test) {} }
        let (issue, changes) = try apply(Self.changed, to: test, ImportOptions(relationships: [.insert, .delete]))
        let parsed = try #require(issue, "the issue exists, so it is parsed")
        #expect(parsed.comments == [CommentID(1), CommentID(3)], "comment 1 linked, 3 created and linked: \(parsed.comments)")
        #expect(try body(test.store, 1) == "one", "comment 1 exists and update is off: it must keep its body")
        #expect(try body(test.store, 3) == "three", "comment 3 is new and insert is on: created")
        #expect(try test.store.fetch(MapwrightExampleTracker.User.self, id: .init("ada"))?.name == "Ada", "the nested author exists: not renamed")
        #expect(parsed.tags == [MapwrightExampleTracker.Tag.ID("bug"), MapwrightExampleTracker.Tag.ID("ui")], "tag ui created and linked: \(parsed.tags)")
        #expect(!changes.updated(MapwrightExampleTracker.Comment.self).contains(CommentID(1)), "comment 1 did not change: \(changes)")
        #expect(!changes.updated(MapwrightExampleTracker.User.self).contains(.init("ada")), "ada did not change: \(changes)")
        #expect(changes.inserted(MapwrightExampleTracker.Comment.self) == [CommentID(3)], "the change set lists comment 3's insert: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func relationshipDeleteOffKeepsEveryExistingLink(_ engine: Engine) throws {
        let test = try storeWithIssue(engine)
        defer { withExtendedLifetime(test) {} }
        let (issue, changes) = try apply(Self.changed, to: test, ImportOptions(relationships: [.insert, .update]))
        let parsed = try #require(issue, "the issue exists, so it is parsed")
        #expect(parsed.comments == [CommentID(1), CommentID(2), CommentID(3)], "comment 2 stays linked, 3 is appended: \(parsed.comments)")
        #expect(try body(test.store, 2) == "two", "comment 2 must not be cascaded")
        #expect(try body(test.store, 1) == "one!", "comment 1 is updated")
        #expect(parsed.assignee == MapwrightExampleTracker.User.ID("bob"), "null must not unlink the assignee when delete is off")
        #expect(changes.deleted(MapwrightExampleTracker.Comment.self).isEmpty, "the change set lists no delete: \(changes)")
        let (again, _) = try apply(#"{"id": 7, "title": "Crash!", "state": "open", "tags": [], "comments": null}"#, to: test,
                                   ImportOptions(relationships: [.insert, .update]))
        #expect(again?.tags == [MapwrightExampleTracker.Tag.ID("bug"), MapwrightExampleTracker.Tag.ID("ui")], "an empty tag list must unlink nothing: \(String(describing: again?.tags))")
        #expect(again?.comments.count == 3, "null comments must unlink nothing: \(String(describing: again?.comments))")
    }

    @Test(arguments: Engine.allCases)
    func recordsUpdateOnlyWithRelationshipsInsertOnly(_ engine: Engine) throws {
        let test = try storeWithIssue(engine)
        defer { withExtendedLifetime(test) {} }
        let options = ImportOptions(records: .update, relationships: .insert)
        let newIssue = #"{"id": 8, "title": "Other", "state": "open", "author": {"login": "cy"}, "comments": [{"id": 9, "body": "nine"}]}"#
        let (skipped, _) = try apply(newIssue, to: test, options)
        #expect(skipped == nil, "issue 8 is new and records may only be updated: skipped")
        #expect(try test.store.fetch(MapwrightExampleTracker.User.self, id: .init("cy")) == nil && body(test.store, 9) == nil,
                "a skipped record's nested children are not created")
        let (issue, changes) = try apply(Self.changed, to: test, options)
        let parsed = try #require(issue, "issue 7 exists, so it is updated")
        #expect(parsed.title == "Crash!", "the record is updated")
        #expect(parsed.comments == [CommentID(1), CommentID(2), CommentID(3)], "3 created, 2 kept (no delete): \(parsed.comments)")
        #expect(try body(test.store, 1) == "one", "comment 1 not updated (relationships may only insert)")
        #expect(try test.store.fetch(MapwrightExampleTracker.User.self, id: .init("ada"))?.name == "Ada", "ada not renamed")
        #expect(changes.inserted(MapwrightExampleTracker.Comment.self) == [CommentID(3)] && changes.deleted(MapwrightExampleTracker.Comment.self).isEmpty, "changes: \(changes)")
        #expect(changes.updated(MapwrightExampleTracker.Issue.self) == [MapwrightExampleTracker.Issue.ID(7)], "the issue's update is in the change set: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func aNewRecordWhoseRequiredChildMayNotBeCreatedIsAnIssueAtThatKey(_ engine: Engine) throws {
        let test = try storeWithIssue(engine)
        defer { withExtendedLifetime(test) {} }
        let newIssue = #"{"id": 8, "title": "Other", "state": "open", "author": {"login": "cy"}}"#
        let error = #expect(throws: ParseError.self, "issue 8 needs an author, and cy may not be created") {
            _ = try apply(newIssue, to: test, ImportOptions(relationships: [.update, .delete]))
        }
        #expect(error?.hasIssue(at: "author") == true, "the issue names the author: \(String(describing: error))")
        #expect(try test.store.fetch(MapwrightExampleTracker.Issue.self, id: .init(8)) == nil, "issue 8 must not be stored")
    }
}
