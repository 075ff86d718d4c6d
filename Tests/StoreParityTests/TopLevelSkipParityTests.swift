import Foundation
import Mapwright
import MapwrightSQLite
import Testing
import MapwrightExampleTracker

/// `invalidElements: .skip` on a top-level array (`parseArray`, `sync`) through the
/// generated tracker parsers on both engines: an element that cannot be read is left
/// out with what it stored of its own, reported in the result, and its siblings are kept.
@Suite struct TopLevelSkipParityTests {
    /// Issue 2 fails (no title) after storing its comment 50; the third element has no
    /// identity; the fourth is not an object.
    private static let issues = #"""
    [{"id": 1, "title": "kept", "state": "open", "author": {"login": "ada"}, "comments": [{"id": 10, "body": "kept"}]},
     {"id": 2, "state": "open", "author": {"login": "ada"}, "comments": [{"id": 50, "body": "stored, then undone"}]},
     {"title": "no identity", "state": "open", "author": {"login": "ada"}},
     "not an issue",
     {"id": 4, "title": "kept last", "state": "closed", "author": {"login": "bob"}}]
    """#

    @Test(arguments: Engine.allCases)
    func unreadableElementsAreLeftOutAndReported(_ engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleTrackerModule.entities)
        defer { withExtendedLifetime(test) {} }
        let result = try test.store.perform { context in
            try IssueParser().parseArray(JSONValue(parsing: Self.issues), in: context, invalidElements: .skip)
        }
        #expect(result.records.map(\.id) == [.init(1), .init(4)], "\(engine): issues 1 and 4 kept, in order: \(result.records.map(\.id))")
        let skipped = result.skipped.map { "\($0.keyPath)" }
        #expect(skipped == ["1.title", "2.id", "3"], "\(engine): one warning per problem of a skipped element, at its key path: \(skipped)")
        #expect(result.skipped.allSatisfy { $0.severity == .warning && $0.message.hasSuffix("element skipped") },
                "\(engine): skipped elements are warnings that say so: \(result.skipped)")
        #expect(result.skippedElements.count == 3, "\(engine): the three elements left out are handed back")
        #expect(try test.store.count(MapwrightExampleTracker.Issue.self) == 2, "\(engine): only issues 1 and 4 stored")
        #expect(try test.store.fetch(MapwrightExampleTracker.Comment.self, id: .init(50)) == nil, "\(engine): the skipped issue's comment is undone")
        #expect(try test.store.fetch(MapwrightExampleTracker.Comment.self, id: .init(10))?.issue == .init(1), "\(engine): a kept issue's comment and its inverse")
    }

    @Test(arguments: Engine.allCases)
    func theDefaultPolicyFailsTheWholeArray(_ engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleTrackerModule.entities)
        defer { withExtendedLifetime(test) {} }
        let error = #expect(throws: ParseError.self, "\(engine): an unreadable element fails the array") {
            try test.store.perform { context in
                try IssueParser().parseArray(JSONValue(parsing: Self.issues), in: context, invalidElements: .error)
            }
        }
        let errors = (error?.errors ?? []).map { "\($0.keyPath)" }
        #expect(errors == ["1.title", "2.id", "3"], "\(engine): every element's errors, as parseArray(_:in:) throws them: \(errors)")
        #expect(try test.store.count(MapwrightExampleTracker.Issue.self) == 0, "\(engine): nothing of the array stored")
    }

    @Test(arguments: Engine.allCases)
    func aFullSyncKeepsTheStoredRecordOfASkippedElement(_ engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleTrackerModule.entities)
        defer { withExtendedLifetime(test) {} }
        let earlier = #"""
        [{"id": 2, "title": "stored before", "state": "open", "author": {"login": "ada"}},
         {"id": 9, "title": "gone from the API", "state": "open", "author": {"login": "ada"}}]
        """#
        try test.store.perform { context in _ = try IssueParser().parseArray(JSONValue(parsing: earlier), in: context) }
        // Issue 2 is listed, but its title is null now: an update of a required field fails.
        let now = #"""
        [{"id": 1, "title": "new", "state": "open", "author": {"login": "ada"}},
         {"id": 2, "title": null, "state": "open", "author": {"login": "ada"}}]
        """#
        let result = try test.store.perform { context in
            try IssueParser().sync(JSONValue(parsing: now), in: context, invalidElements: .skip)
        }
        #expect(result.records.map(\.id) == [.init(1)], "\(engine): the readable issue: \(result.records.map(\.id))")
        #expect(result.skipped.map { "\($0.keyPath)" } == ["1.title"], "\(engine): issue 2 skipped for its title: \(result.skipped)")
        #expect(try test.store.fetch(MapwrightExampleTracker.Issue.self, id: .init(2))?.title == "stored before",
                "\(engine): issue 2, listed but unreadable, keeps its stored record")
        #expect(try test.store.fetch(MapwrightExampleTracker.Issue.self, id: .init(9)) == nil, "\(engine): issue 9, no longer listed, is deleted")
    }
}
