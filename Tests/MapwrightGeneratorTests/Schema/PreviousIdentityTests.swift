import Foundation
import Testing
@testable import MapwrightGenerator

/// `previousIdentity`: accepted only on the field of a single identity attribute, kept
/// in the IR as the key path of the former identity.
@Suite("Schema previousIdentity")
struct PreviousIdentityTests {
    /// An entity `Post` with identity `postID` (or `identity`) whose field `field` is `option`,
    /// and with `valueType` a value type `Tag` whose `label` field names a former identity.
    private func schema(identity: String = #""postID""#, field: String, option: String, valueType: Bool = false) -> String {
        var fields = ["postID": #""id""#, "region": #""region""#, "title": #""title""#]
        fields[field] = option
        let written = ["postID", "region", "title"].map { "\"\($0)\": \(fields[$0] ?? "")" }.joined(separator: ", ")
        let tag = valueType ? #", "Tag": { "fields": { "label": { "key": "label", "previousIdentity": "old_label" } } }"# : ""
        return """
        {
          "entities": {
            "Post": { "identity": \(identity), "attributes": { "postID": "String", "region": "String", "title": "String" } },
            "Tag": { "attributes": { "label": "String" } }
          },
          "mappings": {
            "Post": { "fields": { \(written) } }\(tag)
          }
        }
        """
    }

    @Test func theIdentityFieldKeepsTheKeyOfTheFormerIdentity() throws {
        let text = schema(field: "postID", option: #"{ "key": "id", "previousIdentity": "old.id" }"#)
        let schema = try #require(SchemaFixture.schema(text), "valid schema: \(SchemaFixture.lines(text))")
        let field = try #require(schema.modules.first?.entity(named: "Post")?.defaultMapping?.fields.first { $0.name == "postID" })
        #expect(field.previousIdentityKey?.description == "old.id", "the former identity's key path: \(String(describing: field.previousIdentityKey))")
    }

    @Test func onAnotherFieldItIsAnErrorNamingTheIdentity() {
        let text = schema(field: "title", option: #"{ "key": "title", "previousIdentity": "old_title" }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"old_title\"", in: text)): error: 'previousIdentity' applies only to the field of the identity attribute; 'title' is not the identity of entity 'Post', put it on 'postID'"], "misplaced: \(SchemaFixture.lines(text))")
    }

    @Test func aCompositeIdentityIsRefused() {
        let text = schema(identity: #"["postID", "region"]"#, field: "postID", option: #"{ "key": "id", "previousIdentity": "old_id" }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"old_id\"", in: text)): error: 'previousIdentity' needs a single identity attribute; entity 'Post' has a composite identity (postID, region)"], "composite: \(SchemaFixture.lines(text))")
    }

    @Test func aValueTypeIsRefused() {
        let text = schema(field: "postID", option: #""id""#, valueType: true)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"old_label\"", in: text)): error: 'previousIdentity' needs an identity; entity 'Tag' has none (it is a value type)"], "value type: \(lines)")
    }

    @Test func aValueThatIsNotAKeyPathStringIsAnError() {
        let text = schema(field: "postID", option: #"{ "key": "id", "previousIdentity": 3 }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines.count == 1 && lines.first?.contains("previousIdentity") == true && lines.first?.contains("key path string") == true, "not a string: \(lines)")
    }
}
