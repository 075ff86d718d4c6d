import Foundation
import Testing
import Mapwright
import MapwrightExampleTracker
import MapwrightExampleTrackerTestSupport

/// The issue-tracker example: entities named like standard and testing types (`Issue`,
/// `Tag`, `Comment`, `Result`), keyword and generated-member attribute names, two
/// references to one entity, comments nested to any depth. Each test names the schema
/// shape that once failed to compile or to import.
@Suite struct TrackerExampleTests {
    let store: Mapwright.Store

    init() throws { store = try MapwrightExampleTrackerModule.makeStore() }

    /// Parses `text` with the real issue parser in one unit of work.
    private func importIssue(_ text: String) throws -> MapwrightExampleTracker.Issue {
        let json = try JSONValue(parsing: text)
        return try store.perform { context in try IssueParser().parse(json, in: context) }
    }

    private static let users = #"[{"login": "ada", "name": "Ada"}, {"login": "bob"}]"#
    private static let tags = #"[{"name": "crash", "color": "red"}, {"name": "ui"}]"#

    /// Stores the users and tags that issues refer to.
    private func importTargets() throws {
        let users = try JSONValue(parsing: Self.users)
        let tags = try JSONValue(parsing: Self.tags)
        try store.perform { context in
            _ = try UserParser().parseArray(users, in: context)
            _ = try TagParser().parseArray(tags, in: context)
        }
    }

    private static let issue = #"""
    {"id": 7, "title": "Crash on launch", "state": "CLOSED", "default": true, "protocol": "https", "private": true,
     "is": 3, "fetch": "f", "read": true, "upsert": 4, "reference": "r", "read_identity": "ri", "updated_at": "2016-04-11 10:00:00",
     "author": {"login": "ada"}, "assignee_login": "bob", "tags": ["crash", "ui"],
     "result": {"passed": false, "summary": "fails on iOS 15", "in": 2},
     "comments": [{"id": 1, "body": "same here", "case": "c1", "replies": [
        {"id": 2, "body": "and me", "replies": [{"id": 3, "body": "fixed?", "replies": []}]}]}]}
    """#

    @Test func keywordAndGeneratedMemberNamesRoundTrip() throws {
        try importTargets()
        let issue = try importIssue(Self.issue)
        #expect(issue.default && issue.private && issue.protocol == "https" && issue.is == 3, "keyword attributes: \(issue)")
        #expect(issue.fetch == "f" && issue.read == true && issue.upsert == 4, "generated-member names: \(issue)")
        #expect(issue.reference == "r" && issue.readIdentity == "ri", "reference / readIdentity attributes: \(issue)")
        #expect(issue.state == .closed, "enum from raw value CLOSED: \(issue.state)")
    }

    @Test func theDateBoxReadsATimestampWithASpaceAndNoZone() throws {
        try importTargets()
        let issue = try importIssue(Self.issue)
        #expect(issue.updatedAt == Date(timeIntervalSince1970: 1_460_368_800), "updated_at as UTC: \(String(describing: issue.updatedAt))")
    }

    @Test func anUnmappedAttributeWithADefaultTakesIt() throws {
        try importTargets()
        let issue = try importIssue(Self.issue)
        #expect(issue.position == 0, "position is not mapped and defaults to 0: \(issue.position)")
    }

    @Test func twoReferencesToOneEntityLinkTheirOwnTargets() throws {
        try importTargets()
        let issue = try importIssue(Self.issue)
        #expect(issue.author == MapwrightExampleTracker.User.ID("ada") && issue.assignee == MapwrightExampleTracker.User.ID("bob"), "author and assignee: \(issue)")
        let ada = try #require(try store.fetch(MapwrightExampleTracker.User.self, id: .init("ada")))
        let bob = try #require(try store.fetch(MapwrightExampleTracker.User.self, id: .init("bob")))
        #expect(ada.authored == [issue.id] && ada.assigned.isEmpty, "ada's inverses: \(ada)")
        #expect(bob.assigned == [issue.id] && bob.authored.isEmpty, "bob's inverses: \(bob)")
    }

    @Test func optionalReferencesToTwoEntitiesResolveWhenTheTargetsComeLater() throws {
        let json = try JSONValue(parsing: Self.issue)
        let users = try JSONValue(parsing: Self.users)
        let tags = try JSONValue(parsing: Self.tags)
        try store.perform { context in
            _ = try IssueParser().parse(json, in: context)
            _ = try TagParser().parseArray(tags, in: context)
            _ = try UserParser().parseArray(users, in: context)
        }
        let issue = try #require(try store.fetch(MapwrightExampleTracker.Issue.self, id: .init(7)))
        #expect(issue.tags == [MapwrightExampleTracker.Tag.ID("crash"), MapwrightExampleTracker.Tag.ID("ui")], "tags in JSON order: \(issue.tags)")
        #expect(issue.assignee == MapwrightExampleTracker.User.ID("bob"), "assignee: \(String(describing: issue.assignee))")
    }

    @Test func aRequiredNestedAuthorIsParsedAndLinksItsInverse() throws {
        try importTargets()
        let issue = try importIssue(Self.issue)
        let author: MapwrightExampleTracker.User.ID = issue.author  // not optional: the schema says "optional": false
        #expect(author == .init("ada"), "author: \(author)")
        #expect(try store.fetch(MapwrightExampleTracker.User.self, id: author)?.authored == [issue.id], "User.authored is kept in step")
    }

    @Test func aRequiredRelationshipAbsentFromTheJSONIsAMissingRequiredField() throws {
        let json = try JSONValue(parsing: Self.issue).removing("author")
        let error = #expect(throws: ParseError.self) {
            try store.perform { context in _ = try IssueParser().parse(json, in: context) }
        }
        #expect(error?.hasIssue(at: "author") == true, "the issue names author: \(String(describing: error))")
        #expect(try store.count(MapwrightExampleTracker.Issue.self) == 0, "nothing is stored")
    }

    @Test func aRequiredReferenceIsSetFromTheJSONWhenItsTargetIsStored() throws {
        try importTargets()
        let issue = try importIssue(Self.issue)
        let json = try JSONValue(parsing: #"{"id": 70, "name": "log.txt", "issue_id": 7}"#)
        let attachment = try store.perform { context in try AttachmentParser().parse(json, in: context) }
        let target: MapwrightExampleTracker.Issue.ID = attachment.issue  // not optional: "optional": false
        #expect(target == issue.id, "issue: \(target)")
        #expect(try store.fetch(MapwrightExampleTracker.Issue.self, id: issue.id)?.attachments == [attachment.id], "Issue.attachments is kept in step")
    }

    @Test func aRequiredReferenceWhoseTargetIsMissingIsAnError() throws {
        let json = try JSONValue(parsing: #"{"id": 70, "name": "log.txt", "issue_id": 7}"#)
        #expect(throws: StoreError.self, "the issue must be stored before an attachment requiring it") {
            try store.perform { context in _ = try AttachmentParser().parse(json, in: context) }
        }
        #expect(try store.count(MapwrightExampleTracker.Attachment.self) == 0, "nothing is stored")
    }

    @Test func aRequiredReferenceAbsentFromTheJSONIsAMissingRequiredField() throws {
        let json = try JSONValue(parsing: #"{"id": 70, "name": "log.txt"}"#)
        let error = #expect(throws: ParseError.self) {
            try store.perform { context in _ = try AttachmentParser().parse(json, in: context) }
        }
        #expect(error?.hasIssue(at: "issue_id") == true, "the issue names issue_id: \(String(describing: error))")
    }

    @Test func commentsNestToAnyDepthThroughTheDefaultMapping() throws {
        try importTargets()
        _ = try importIssue(Self.issue)
        let first = try #require(try store.fetch(MapwrightExampleTracker.Comment.self, id: .init(1)))
        let second = try #require(try store.fetch(MapwrightExampleTracker.Comment.self, id: .init(2)))
        let third = try #require(try store.fetch(MapwrightExampleTracker.Comment.self, id: .init(3)))
        #expect(first.replies == [second.id] && second.parent == first.id, "level 1 -> 2: \(first), \(second)")
        #expect(second.replies == [third.id] && third.parent == second.id, "level 2 -> 3: \(second), \(third)")
        #expect(first.issue == MapwrightExampleTracker.Issue.ID(7) && third.issue == nil, "only the top comment belongs to the issue")
    }

    @Test func aDeepThreadParses() throws {
        var text = #"{"id": 200, "body": "leaf", "replies": []}"#
        for id in stride(from: 199, through: 1, by: -1) { text = #"{"id": \#(id), "body": "b", "replies": [\#(text)]}"# }
        let json = try JSONValue(parsing: text)
        try store.perform { context in _ = try CommentParser().parse(json, in: context) }
        #expect(try store.count(MapwrightExampleTracker.Comment.self) == 200, "every level of a 200-deep thread is stored (the JSON reader allows 512 levels of nesting; each reply is two)")
    }

    @Test func aStubStillStandsInForTheRecursiveChildParser() throws {
        let reply = MapwrightExampleTracker.Comment.fixture(commentID: 900, body: "stub")
        let stub = StubCommentParser(returning: reply)
        let json = try JSONValue(parsing: #"{"id": 1, "body": "top", "replies": [{"id": 2, "body": "real"}]}"#)
        let top = try store.perform { context in try CommentParser(repliesParser: stub).parse(json, in: context) }
        #expect(top.replies == [reply.id], "replies come from the injected stub: \(top.replies)")
        #expect(stub.calls.count == 1, "the stub is asked once, for the one reply")
    }

    @Test func nestedToManyKeepsTheOrderOfTheLatestJSON() throws {
        let first = try JSONValue(parsing: #"{"id": 1, "body": "top", "replies": [{"id": 2, "body": "a"}, {"id": 3, "body": "b"}]}"#)
        let second = try JSONValue(parsing: #"{"id": 1, "body": "top", "replies": [{"id": 3, "body": "b"}, {"id": 2, "body": "a"}]}"#)
        try store.perform { context in _ = try CommentParser().parse(first, in: context) }
        try store.perform { context in _ = try CommentParser().parse(second, in: context) }
        let top = try #require(try store.fetch(MapwrightExampleTracker.Comment.self, id: .init(1)))
        #expect(top.replies == [.init(3), .init(2)], "replace follows the JSON's order: \(top.replies)")
    }

    @Test func referencedToManyKeepsTheOrderOfTheLatestJSON() throws {
        try importTargets()
        _ = try importIssue(Self.issue)
        let reordered = Self.issue.replacingOccurrences(of: #""tags": ["crash", "ui"]"#, with: #""tags": ["ui", "crash"]"#)
        let issue = try importIssue(reordered)
        #expect(issue.tags == [MapwrightExampleTracker.Tag.ID("ui"), MapwrightExampleTracker.Tag.ID("crash")], "references follow the JSON's order: \(issue.tags)")
    }

    @Test func aValueTypeNamedResultIsEmbedded() throws {
        try importTargets()
        let issue = try importIssue(Self.issue)
        #expect(issue.result == MapwrightExampleTracker.Result(passed: false, summary: "fails on iOS 15", in: 2), "result: \(String(describing: issue.result))")
    }
}
