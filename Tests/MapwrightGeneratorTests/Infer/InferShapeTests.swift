import Foundation
import Mapwright
import Testing
@testable import MapwrightGenerator

/// The rules of `infer` that look across keys: one entity for one shape, a nested
/// object of its holder's kind, guessed identities, enum suggestions, the review list.
@Suite("infer: shapes, identities and the review list")
struct InferShapeTests {
    private static let account = #"{"id": 1, "login": "ada", "url": "https://x.y/ada"}"#

    @Test func objectsWithTheSameKeysUnderSeveralKeysAreOneEntity() throws {
        let a = Self.account
        let draft = try InferHarness([#"{"id": 7, "user": \#(a), "assignee": \#(a), "assignees": [\#(a)], "closed_by": null}"#,
                                      #"{"id": 8, "user": \#(a), "assignee": null, "assignees": [], "closed_by": \#(a)}"#], entity: "Issue")
        let issue = try #require(draft.entity("Issue"), "\(draft.text)")
        #expect(["user", "assignee", "assignees", "closedBy"].map { issue.relationship(named: $0)?.target } == Array(repeating: "User", count: 4),
                "every account is a User: \(draft.text)")
        #expect(draft.entity("Assignee") == nil && draft.entity("ClosedBy") == nil, "no entity per key: \(draft.text)")
        #expect(draft.review.contains { $0.kind == .merged && $0.entity == "User" && $0.message.contains("Assignee") }, "\(draft.review)")
    }

    @Test func theSameShapeInSeveralSamplesUnderDifferentKeysIsOneEntity() throws {
        let draft = try InferHarness([#"{"id": 1, "author": {"id": 2, "name": "a"}}"#, #"{"id": 3, "editor": {"id": 4, "name": "b"}}"#], entity: "Post")
        #expect(draft.entity("Post")?.relationship(named: "editor")?.target == "Author", "\(draft.text)")
        #expect(draft.entity("Editor") == nil, "\(draft.text)")
    }

    @Test func aMergeOfManyKeysListsFiveNamesAndCountsTheRest() throws {
        let members = (0..<8).map { #""k\#($0)": {"a": \#($0), "b": "x"}"# }.joined(separator: ", ")
        let draft = try InferHarness([#"{"id": 1, \#(members)}"#], entity: "Map")
        #expect(draft.review.map(\.description) == ["merged: K0: also the objects drafted as K1, K2, K3, K4, K5 and 2 more: they have the same keys"],
                "\(draft.review)")
    }

    @Test func objectsWithDifferentKeysStayApart() throws {
        let draft = try InferHarness([#"{"id": 1, "author": {"id": 2, "name": "a"}, "license": {"key": "mit", "name": "MIT"}}"#], entity: "Repo")
        #expect(draft.entity("Author") != nil && draft.entity("License") != nil, "\(draft.text)")
    }

    @Test func aNestedObjectOfItsHoldersKindIsARelationshipToThatEntity() throws {
        let draft = try InferHarness([#"[{"id": "1", "text": "a", "reblog": null}, {"id": "2", "text": "b", "reblog": {"id": "1", "text": "a", "reblog": null}}]"#],
                                     entity: "Status")
        #expect(draft.entity("Status")?.relationship(named: "reblog")?.target == "Status", "a status inside a status: \(draft.text)")
        #expect(draft.entity("Reblog") == nil, "\(draft.text)")
    }

    @Test func aValueTypeOfItsHoldersKindIsLeftOutAndListed() throws {
        let draft = try InferHarness([#"{"text": "a", "quote": {"text": "b", "quote": null}}"#], entity: "Note")
        #expect(draft.entity("Note")?.relationship(named: "quote") == nil, "a value type cannot contain itself: \(draft.text)")
        #expect(draft.review.contains { $0.kind == .open && $0.message.hasPrefix("'quote' left out: it holds a Note") }, "\(draft.review)")
    }

    @Test func aNameAndURLWithNoIDAreAGuessedIdentity() throws {
        let draft = try InferHarness([#"{"id": 1, "tags": [{"name": "swift", "url": "https://x.y/tags/swift"}]}"#], entity: "Status")
        #expect(draft.entity("Tag")?.identity.attributes.map(\.name) == ["name"], "\(draft.text)")
        #expect(draft.review.map(\.description).contains("guessed: Tag: identity 'name' guessed (no id key): check that no two objects share a value"),
                "said as a guess: \(draft.review)")
    }

    @Test func anIDKeyIsFoundNotGuessed() throws {
        let draft = try InferHarness([#"{"id": 1, "name": "a", "url": "https://x.y/a"}"#], entity: "Thing")
        #expect(draft.entity("Thing")?.identity.attributes.map(\.name) == ["thingID"], "\(draft.text)")
        #expect(!draft.review.contains { $0.kind == .guessed }, "\(draft.review)")
    }

    @Test func aNameAloneIdentifiesNothing() throws {
        let draft = try InferHarness([#"{"id": 1, "formats": [{"name": "Vinyl", "qty": "1"}]}"#], entity: "Release")
        #expect(draft.entity("Format")?.isValueType == true, "a name with no address is not a resource's name: \(draft.text)")
    }

    @Test func aStringWithFewRepeatedValuesIsOfferedAsAnEnum() throws {
        let values = ["public", "unlisted", "private", "direct", "public", "public", "private", "unlisted"]
        let samples = values.enumerated().map { #"{"id": \#($0.offset), "visibility": "\#($0.element)"}"# }
        let draft = try InferHarness(samples, entity: "Status")
        #expect(draft.type("visibility") == "String", "the draft keeps a String: \(draft.text)")
        let suggestion = try #require(draft.review.first { $0.kind == .suggested }, "\(draft.review)")
        #expect(suggestion.message.contains(#""Visibility": { "cases": ["direct", "private", "public", "unlisted"] }"#), "\(suggestion)")
    }

    @Test(arguments: [["a", "b", "c"], ["a", "b", "c", "d", "e", "f", "g", "a", "b", "c", "d", "e", "f", "g"]])
    func stringsSeenOnceEachOrTooManyAreNoEnum(_ values: [String]) throws {
        let samples = values.enumerated().map { #"{"id": \#($0.offset), "title": "\#($0.element)"}"# }
        let draft = try InferHarness(samples, entity: "Post")
        #expect(!draft.review.contains { $0.kind == .suggested }, "\(values.count) values: \(draft.review)")
    }

    @Test func theCommandPrintsTheReviewListOnStandardError() throws {
        try withTemporaryDirectory { root in
            let disk = OnDisk(root: root)
            try disk.write(#"[{"id": 1, "note": null}]"#, to: "items.json")
            var output = CommandOutput()
            #expect(MapwrightTool.run(["infer", disk.url("items.json").path], output: &output) == 0, "\(output.standardError)")
            #expect(output.standardError.contains("review the draft (1 item):\n  open: Item: 'note' left out"), "\(output.standardError)")
            #expect(!output.standardOutput.contains("review"), "the schema alone goes to standard output: \(output.standardOutput)")
        }
    }
}
