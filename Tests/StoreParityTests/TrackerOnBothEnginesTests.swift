import Foundation
import Mapwright
import MapwrightSQLite
import Testing
import MapwrightExampleTracker

/// The issue-tracker example on both engines: required links (nested and by reference),
/// comments nested in each other, to-many order following the latest JSON, and arrays
/// parsed with their identities announced ahead (`parseArray`'s prefetch on SQLite).
@Suite struct TrackerOnBothEnginesTests {
    private static let issue = #"""
    {"id": 7, "title": "Crash", "state": "open", "author": {"login": "ada"},
     "comments": [{"id": 1, "body": "top", "replies": [{"id": 2, "body": "a"}, {"id": 3, "body": "b"}]}]}
    """#

    @Test(arguments: [Engine.memory, .sqlite])
    func requiredLinksRecursionAndOrderMatch(engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleTrackerModule.entities)
        defer { withExtendedLifetime(test) {} }
        let store = test.store
        try store.perform { context in _ = try IssueParser().parse(JSONValue(parsing: Self.issue), in: context) }
        let attachments = try JSONValue(parsing: #"[{"id": 70, "name": "a.log", "issue_id": 7}, {"id": 71, "name": "b.log", "issue_id": 7}]"#)
        try store.perform { context in _ = try AttachmentParser().parseArray(attachments, in: context) }
        let reordered = try JSONValue(parsing: #"{"id": 1, "body": "top", "replies": [{"id": 3, "body": "b"}, {"id": 2, "body": "a"}]}"#)
        try store.perform { context in _ = try CommentParser().parse(reordered, in: context) }

        let issue = try #require(try store.fetch(MapwrightExampleTracker.Issue.self, id: .init(7)), "\(engine): issue stored")
        #expect(issue.author == .init("ada"), "\(engine): required nested author")
        #expect(issue.attachments == [.init(70), .init(71)], "\(engine): attachments linked through their required reference: \(issue.attachments)")
        let attachment = try #require(try store.fetch(MapwrightExampleTracker.Attachment.self, id: .init(71)))
        #expect(attachment.issue == issue.id, "\(engine): Attachment.issue read back (required link)")
        let top = try #require(try store.fetch(MapwrightExampleTracker.Comment.self, id: .init(1)))
        #expect(top.replies == [.init(3), .init(2)], "\(engine): replies follow the latest JSON: \(top.replies)")
        #expect(try store.fetch(MapwrightExampleTracker.Comment.self, id: .init(2))?.parent == top.id, "\(engine): inverse of a nested reply")
    }

    @Test func aRequiredReferenceToAMissingTargetFailsOnSQLiteToo() throws {
        let test = try Engine.sqlite.makeStore(MapwrightExampleTrackerModule.entities)
        defer { withExtendedLifetime(test) {} }
        let json = try JSONValue(parsing: #"{"id": 70, "name": "a.log", "issue_id": 7}"#)
        #expect(throws: StoreError.self, "Issue 7 is not stored") {
            try test.store.perform { context in _ = try AttachmentParser().parse(json, in: context) }
        }
        #expect(try test.store.count(MapwrightExampleTracker.Attachment.self) == 0, "nothing is stored")
    }
}
