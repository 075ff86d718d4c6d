import Foundation
import Mapwright
import MapwrightSQLite
import Testing
import MapwrightExampleTracker

/// Reference policies (`"unresolved"`) of the Tracker example on both engines: `Issue.tags`
/// creates the tags it names (`"create"`: a tag known only by its name), `Issue.assignee`
/// is dropped by the commit when the user never arrives (`"ignore"`).
@Suite struct ReferencePolicyParityTests {
    private static let issue = #"""
    {"id": 7, "title": "Crash", "state": "open", "author": {"login": "ada"},
     "assignee_login": "nobody", "tags": ["crash", "ui"]}
    """#

    @Test(arguments: [Engine.memory, .sqlite])
    func tagsKnownOnlyByNameAreCreated(engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleTrackerModule.entities)
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in _ = try IssueParser().parse(JSONValue(parsing: Self.issue), in: context) }
        let issue = try #require(try test.store.fetch(MapwrightExampleTracker.Issue.self, id: .init(7)), "\(engine): the issue was not committed")
        #expect(issue.tags == [.init("crash"), .init("ui")], "\(engine): tags not linked in JSON order: \(issue.tags)")
        let tag = try #require(try test.store.fetch(MapwrightExampleTracker.Tag.self, id: .init("crash")), "\(engine): tag 'crash' was not created")
        #expect(tag.color == nil && tag.issues == [issue.id], "\(engine): a created tag holds only its name and the inverse link: \(tag)")
    }

    @Test(arguments: [Engine.memory, .sqlite])
    func aCreatedTagIsFilledInWhenItArrives(engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleTrackerModule.entities)
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in _ = try IssueParser().parse(JSONValue(parsing: Self.issue), in: context) }
        try test.store.perform { context in _ = try TagParser().parse(JSONValue(parsing: #"{"name": "crash", "color": "red"}"#), in: context) }
        let tag = try #require(try test.store.fetch(MapwrightExampleTracker.Tag.self, id: .init("crash")))
        #expect(tag.color == "red", "\(engine): the tag's own document did not fill in the created tag: \(tag)")
        #expect(tag.issues == [.init(7)], "\(engine): the created tag lost its link when filled in: \(tag.issues)")
        #expect(try test.store.count(MapwrightExampleTracker.Tag.self) == 2, "\(engine): a tag was created twice or lost")
    }

    @Test(arguments: [Engine.memory, .sqlite])
    func anIgnoredAssigneeIsDroppedByTheCommit(engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleTrackerModule.entities)
        defer { withExtendedLifetime(test) {} }
        let context = test.store.makeContext()
        _ = try IssueParser().parse(JSONValue(parsing: Self.issue), in: context)
        #expect(context.unresolvedReferences.map(\.targetID) == ["nobody"], "\(engine): the assignee did not wait for its user")
        try context.commit()
        #expect(context.ignoredReferences.map(\.description) == ["Issue 7.assignee → User nobody"], "\(engine): the dropped reference is not listed: \(context.ignoredReferences)")
        #expect(try test.store.fetch(MapwrightExampleTracker.Issue.self, id: .init(7))?.assignee == nil, "\(engine): the assignee was linked to a user that does not exist")
        #expect(try test.store.fetch(MapwrightExampleTracker.User.self, id: .init("nobody")) == nil, "\(engine): 'ignore' must not create the user")
    }

    @Test(arguments: [Engine.memory, .sqlite])
    func anIgnoredAssigneeStillLinksWhenItsUserArrives(engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleTrackerModule.entities)
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            _ = try IssueParser().parse(JSONValue(parsing: Self.issue), in: context)
            _ = try UserParser().parse(JSONValue(parsing: #"{"login": "nobody"}"#), in: context)
        }
        #expect(try test.store.fetch(MapwrightExampleTracker.Issue.self, id: .init(7))?.assignee == .init("nobody"), "\(engine): the assignee did not link to the user that arrived later")
    }
}
