import Foundation
import Testing
import Mapwright
import MapwrightExampleTracker

/// Export on the issue-tracker example: nested relationships fetched from the store,
/// trees of comments written whole, the back edge of a cycle left out, references as
/// identities, and the export parsing back to the same records in another store.
@Suite struct TrackerExportTests {
    let store: Mapwright.Store

    init() throws { store = try MapwrightExampleTrackerModule.makeStore() }

    private static let targets = #"{"users": [{"login": "ada", "name": "Ada"}, {"login": "bob"}], "tags": [{"name": "crash"}, {"name": "ui"}]}"#

    private static let issue = #"""
    {"id": 7, "title": "Crash on launch", "state": "CLOSED", "default": true, "protocol": "https", "private": true,
     "is": 3, "fetch": "f", "read": true, "upsert": 4, "reference": "r", "read_identity": "ri", "updated_at": "2016-04-11 10:00:00",
     "author": {"login": "ada"}, "assignee_login": "bob", "tags": ["crash", "ui"],
     "result": {"passed": false, "summary": "fails on iOS 15", "in": 2},
     "comments": [{"id": 1, "body": "same here", "case": "c1", "replies": [
        {"id": 2, "body": "and me", "replies": [{"id": 3, "body": "fixed?", "replies": []}]}]}]}
    """#

    /// Imports the users, tags and the issue into `store`; returns the issue.
    private static func importIssue(_ text: String, into store: Mapwright.Store) throws -> MapwrightExampleTracker.Issue {
        let targets = try JSONValue(parsing: Self.targets)
        let json = try JSONValue(parsing: text)
        return try store.perform { context in
            _ = try UserParser().parseArray(targets["users"] ?? [], in: context)
            _ = try TagParser().parseArray(targets["tags"] ?? [], in: context)
            return try IssueParser().parse(json, in: context)
        }
    }

    /// The issue's export, fetched from `store`.
    private static func export(_ issue: MapwrightExampleTracker.Issue, from store: Mapwright.Store) throws -> JSONOutput {
        try store.perform { context in try IssueMapping.export(issue, in: context) }
    }

    @Test func nestedRelationshipsAreFetchedAndWrittenThroughTheirMappings() throws {
        let issue = try Self.importIssue(Self.issue, into: store)
        let json = try Self.export(issue, from: store)
        #expect(json["author"] == .object([JSONOutputMember("login", .string("ada")), JSONOutputMember("name", .string("Ada"))]),
                "the author is nested through UserMapping: \(json.text())")
        #expect(json["comments.0.replies.0.replies.0.body"] == .string("fixed?"), "the comment tree is written whole: \(json.text())")
    }

    @Test func theBackEdgeOfACycleIsLeftOut() throws {
        let issue = try Self.importIssue(Self.issue, into: store)
        let json = try Self.export(issue, from: store)
        #expect(json["comments.0.body"] == .string("same here"), "the comment is there: \(json.text())")
        #expect(json["comments.0.issue"] == nil, "the comment's issue, being exported, is left out: \(json.text())")
    }

    @Test func referencesAreWrittenAsIdentitiesAndEnumsAsRawValues() throws {
        let issue = try Self.importIssue(Self.issue, into: store)
        let json = try Self.export(issue, from: store)
        #expect(json["assignee_login"] == .string("bob"), "a to-one reference is the identity: \(json.text())")
        #expect(json["tags"] == .array([.string("crash"), .string("ui")]), "a to-many reference is an array of identities: \(json.text())")
        #expect(json["state"] == .string("CLOSED"), "an enum by its raw value: \(json.text())")
        #expect(json["updated_at"] == .string("2016-04-11T10:00:00Z"), "the date box writes ISO 8601: \(json.text())")
    }

    @Test func withoutAContextNestedRelationshipsAreLeftOut() throws {
        let issue = try Self.importIssue(Self.issue, into: store)
        let json = IssueMapping.export(issue)
        #expect(json["author"] == nil && json["comments"] == nil, "nested links need a context: \(json.text())")
        #expect(json["result.summary"] == .string("fails on iOS 15"), "an embedded value needs none: \(json.text())")
    }

    @Test func theExportParsesBackToTheSameRecordsInAnotherStore() throws {
        let issue = try Self.importIssue(Self.issue, into: store)
        let json = try Self.export(issue, from: store)
        let other = try MapwrightExampleTrackerModule.makeStore()
        let again = try Self.importIssue(json.text(), into: other)
        #expect(again == issue, "the issue parsed from its export: \(json.text())")
        let comments = try other.perform { context in try context.fetch(MapwrightExampleTracker.Comment.self, id: MapwrightExampleTracker.Comment.ID(3)) }
        let original = try store.perform { context in try context.fetch(MapwrightExampleTracker.Comment.self, id: MapwrightExampleTracker.Comment.ID(3)) }
        #expect(comments == original, "the deepest reply came back with its links")
        #expect(try Self.export(again, from: other) == json, "exporting again gives the same JSON")
    }

    @Test func theSameRecordGivesTheSameText() throws {
        let issue = try Self.importIssue(Self.issue, into: store)
        let first = try Self.export(issue, from: store).text()
        let second = try Self.export(issue, from: store).text()
        #expect(first == second, "export is deterministic")
        #expect(first.hasPrefix(#"{"id":7,"title":"Crash on launch","state":"CLOSED""#), "keys in mapping order: \(first)")
    }
}
