import Foundation
import Mapwright
import Testing
@testable import MapwrightGenerator

/// `try` on payloads of many records sharing one related record, and `infer` on an
/// object of many keys: what the store and the validator keep for them is checked here;
/// how their time grows is measured by `mapwright-bench cli` (no timing in unit tests).
@Suite("try and infer on large inputs")
struct TryLargePayloadTests {
    /// `count` Blog posts, each with the same nested author.
    private static func posts(_ count: Int) -> String {
        "[" + (0..<count).map { index in
            #"{"id":"p\#(index)","created_at":"2016-04-11T10:00:00Z","content":"c","is_shared":true,"views_count":1,"author":{"id":"a1","name":"A"}}"#
        }.joined(separator: ",") + "]"
    }

    private func runPosts(_ count: Int) throws -> TryReport {
        let schema = try #require(SchemaFrontEnd.load(directory: TryCommandTests.schemas).schema, "the bundled schemas load")
        return try TryRunner(schema: schema).run("Post", data: Data(Self.posts(count).utf8))
    }

    @Test func everyRecordIsListedOnceInTheOrderFirstWritten() throws {
        let report = try runPosts(300)
        // The nested author is parsed, hence written, before the first post that holds it.
        let expected = ["Author(\"a1\")"] + (0..<300).map { "Post(\"p\($0)\")" }
        #expect(report.recordKeys.map(\.text) == expected,
                "each record once, in the order first written; got \(report.recordKeys.count): \(report.recordKeys.prefix(3).map(\.text))")
    }

    @Test func theSharedAuthorHoldsEveryPostOnceInLinkOrder() throws {
        let report = try runPosts(300)
        let author = try #require(zip(report.recordKeys, report.records).first { $0.0.entity == "Author" }?.1, "the author is stored")
        let posts = TryStoreEdge.members(author["posts"]).map(\.text)
        #expect(posts == (0..<300).map { "(\"p\($0)\")" }, "Author.posts should list the 300 posts once each, in order; got \(posts.count): \(posts.prefix(3))")
        #expect(report.links.count == 300 && !report.hasErrors, "one link per post and no error: \(report.links.count) links")
    }

    @Test func aMappingOfThousandsOfAttributesMapsEachToItsKeyInDeclarationOrder() throws {
        let names = (0..<3_000).map { "field\($0)" }
        let attributes = names.map { #""\#($0)": "Int""# }.joined(separator: ", ")
        let fields = names.reversed().map { #""\#($0)": "\#($0)_key""# }.joined(separator: ", ")
        let text = #"{ "module": "Wide", "entities": { "Row": { "attributes": { \#(attributes) } } }, "mappings": { "Row": { "fields": { \#(fields) } } } }"#
        let result = SchemaFrontEnd.load([SchemaSource(path: "Wide.json", text: text)])
        #expect(result.diagnostics.isEmpty, "the wide schema validates: \(result.diagnostics.prefix(3).map(\.description))")
        let mapping = try #require(result.schema?.modules.first?.entities.first?.mappings.first, "the mapping of Row")
        #expect(mapping.fields.map(\.name) == names, "fields in declaration order, each once")
        #expect(mapping.fields.last?.keys.first?.description == "field2999_key", "each field reads its own key: \(String(describing: mapping.fields.last))")
    }

    @Test func aSkippedElementAmongManyIsUndoneAndTheOthersKept() throws {
        // Comment 150 has no body, so it is skipped ("invalidElements": "skip"): the reply
        // stored while it was parsed must be undone with it, the 300 others kept.
        var comments = (0..<300).map { #"{"id": \#($0 + 1000), "body": "b"}"# }
        comments.insert(#"{"id": 99, "replies": [{"id": 98, "body": "reply"}]}"#, at: 150)
        let payload = #"{"id": 7, "title": "t", "state": "OPEN", "author": {"login": "ada", "name": "Ada"}, "comments": [\#(comments.joined(separator: ","))]}"#
        let schema = try #require(SchemaFrontEnd.load(directory: TryCommandTests.schemas).schema, "the bundled schemas load")
        let report = try TryRunner(schema: schema).run("Issue", data: Data(payload.utf8))
        let stored = Set(report.recordKeys.filter { $0.entity == "Comment" }.map(\.identity.text))
        #expect(stored.count == 300 && !stored.contains("(99)") && !stored.contains("(98)"),
                "the 300 valid comments stored, the skipped one and its reply undone: \(stored.count), 98: \(stored.contains("(98)"))")
        let issue = try #require(zip(report.recordKeys, report.records).first { $0.0.entity == "Issue" }?.1, "the issue is stored")
        #expect(TryStoreEdge.members(issue["comments"]).count == 300, "Issue.comments lists the 300 kept: \(TryStoreEdge.members(issue["comments"]).count)")
    }
}
