import Foundation
import Mapwright
import MapwrightSQLite
import Testing
import MapwrightExampleTracker

/// `"invalidElements": "skip"` on identified to-many relationships (the tracker's
/// `Issue.comments` and `Comment.replies`), through the generated parsers on both
/// engines: a failed element is left out together with what it stored of its own
/// children, its siblings are kept, and inverses and change sets agree.
@Suite struct SkippedElementParityTests {
    /// Comment 30 fails (no body) after storing reply 31; reply 22 fails inside kept comment
    /// 20; reply 32 fails inside skipped comment 30; the third element is not an object.
    private static let issue = #"""
    {"id": 8, "title": "Sync drops comments", "state": "open", "author": {"login": "ada"},
     "comments": [
       {"id": 20, "body": "kept", "replies": [{"id": 21, "body": "kept reply"}, {"id": 22, "replies": []}, {"id": 23, "body": "kept after"}]},
       {"id": 30, "replies": [{"id": 31, "body": "stored, then undone"}, {"id": 32}]},
       "not a comment",
       {"id": 40, "body": "kept last"}]}
    """#

    private func commentIDs(_ ids: Int64...) -> [MapwrightExampleTracker.Comment.ID] { ids.map { MapwrightExampleTracker.Comment.ID($0) } }

    @Test(arguments: Engine.allCases)
    func aFailedElementIsLeftOutWithWhatItStored(_ engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleTrackerModule.entities)
        defer { withExtendedLifetime(test) {} }
        let (_, changes) = try test.store.performReportingChanges { context in
            _ = try IssueParser().parse(JSONValue(parsing: Self.issue), in: context)
        }
        let issue = try #require(try test.store.fetch(MapwrightExampleTracker.Issue.self, id: .init(8)), "\(engine): the issue is stored")
        #expect(issue.comments == commentIDs(20, 40), "\(engine): comments 30 and the non-object left out, siblings kept in order: \(issue.comments)")
        let kept = try #require(try test.store.fetch(MapwrightExampleTracker.Comment.self, id: .init(20)))
        #expect(kept.replies == commentIDs(21, 23), "\(engine): reply 22 skipped inside a kept comment: \(kept.replies)")
        for gone in commentIDs(22, 30, 31, 32) {
            #expect(try test.store.fetch(MapwrightExampleTracker.Comment.self, id: gone) == nil, "\(engine): comment \(gone) must not be stored")
        }
        #expect(try test.store.count(MapwrightExampleTracker.Comment.self) == 4, "\(engine): comments 20, 21, 23 and 40 only")
        #expect(try test.store.fetch(MapwrightExampleTracker.Comment.self, id: .init(21))?.parent == kept.id, "\(engine): a kept reply's inverse")
        #expect(try test.store.fetch(MapwrightExampleTracker.Comment.self, id: .init(40))?.issue == issue.id, "\(engine): a kept comment's inverse")
        #expect(changes.inserted(MapwrightExampleTracker.Comment.self) == Set(commentIDs(20, 21, 23, 40)), "\(engine): the change set leaves the undone comments out: \(changes)")
        #expect(changes.updated(MapwrightExampleTracker.Comment.self).isEmpty && changes.deleted(MapwrightExampleTracker.Comment.self).isEmpty, "\(engine): no other comment changes: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func skippedElementsAreWarningsAtTheirKeyPaths(_ engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleTrackerModule.entities)
        defer { withExtendedLifetime(test) {} }
        // Without a title the issue fails, so its issues (warnings included) are thrown.
        let json = try JSONValue(parsing: Self.issue).removing("title")
        let error = #expect(throws: ParseError.self, "\(engine): the issue without a title fails") {
            try test.store.perform { context in _ = try IssueParser().parse(json, in: context) }
        }
        let warnings = (error?.issues ?? []).filter { $0.severity == .warning }.map(\.keyPath.description)
        #expect(warnings == ["comments.1.body", "comments.2"], "\(engine): one warning per skipped element's problem, at its key path: \(warnings)")
        #expect(try test.store.count(MapwrightExampleTracker.Comment.self) == 0, "\(engine): nothing stored")
    }

    @Test(arguments: Engine.allCases)
    func aFailedElementsUpdateOfAStoredRecordIsUndone(_ engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleTrackerModule.entities)
        defer { withExtendedLifetime(test) {} }
        // Comment 50 (no body) first moves the stored comment 20 under itself, then fails.
        let json = #"""
        {"id": 8, "title": "t", "state": "open", "author": {"login": "ada"},
         "comments": [{"id": 20, "body": "first"}, {"id": 50, "replies": [{"id": 20, "body": "moved"}]}]}
        """#
        try test.store.perform { context in _ = try IssueParser().parse(JSONValue(parsing: json), in: context) }
        let stored = try #require(try test.store.fetch(MapwrightExampleTracker.Comment.self, id: .init(20)))
        #expect(stored.body == "first" && stored.parent == nil && stored.issue == .init(8), "\(engine): comment 20 as the first element left it: \(stored)")
        #expect(try test.store.fetch(MapwrightExampleTracker.Comment.self, id: .init(50)) == nil, "\(engine): the failed comment is not stored")
        #expect(try test.store.fetch(MapwrightExampleTracker.Issue.self, id: .init(8))?.comments == ToMany(commentIDs(20)), "\(engine): the issue keeps the readable comment")
    }
}
