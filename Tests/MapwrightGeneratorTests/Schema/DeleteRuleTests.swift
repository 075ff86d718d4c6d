import Testing
import Mapwright
@testable import MapwrightGenerator

/// A relationship's `deleteRule`: in the IR and the generated store declaration, and
/// each misuse reported at its token.
@Suite("Schema delete rules")
struct DeleteRuleTests {
    private func schema(comments: String, address: String = #"{ "to": "Address" }"#) -> String {
        """
        {
          "entities": {
            "Post": {
              "identity": "postID",
              "attributes": { "postID": "String" },
              "relationships": { "comments": \(comments), "address": \(address) }
            },
            "Comment": { "identity": "commentID", "attributes": { "commentID": "Int" }, "relationships": { "post": { "to": "Post", "inverse": "comments" } } },
            "Address": { "attributes": { "street": "String" } }
          }
        }
        """
    }

    @Test func ruleIsInTheIRAndTheStoreDeclaration() throws {
        let text = schema(comments: #"{ "to": "Comment", "many": true, "inverse": "post", "deleteRule": "cascade" }"#)
        let module = try #require(SchemaFixture.schema(text)?.modules.first, "valid schema: \(SchemaFixture.lines(text))")
        let post = try #require(module.entity(named: "Post"))
        #expect(post.relationship(named: "comments")?.deleteRule == .cascade, "comments: \(String(describing: post.relationship(named: "comments")))")
        #expect(module.entity(named: "Comment")?.relationship(named: "post")?.deleteRule == .nullify, "post defaults to nullify")
        let declarations = EntityContext(entity: post, module: module).storeRelationships.compactMap { value -> String? in
            guard case .dictionary(let entries) = value, case .string(let declaration)? = entries["declaration"] else { return nil }
            return declaration
        }
        #expect(declarations.contains { $0 == #".toMany("comments", \.comments, inverse: \Test.Comment.post, deleteRule: .cascade)"# },
                "the store declaration must carry the rule: \(declarations)")
    }

    @Test func ruleOnAnEmbeddedValueIsAnError() {
        let text = schema(comments: #"{ "to": "Comment", "many": true, "inverse": "post" }"#, address: #"{ "to": "Address", "deleteRule": "cascade" }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"cascade\"", in: text)): error: 'deleteRule' applies only to relationships between entities with identities; 'Address' is a value type, embedded in the record and deleted with it"], "embedded: \(lines)")
    }

    @Test func unknownRuleSuggestsTheClosest() {
        let text = schema(comments: #"{ "to": "Comment", "many": true, "inverse": "post", "deleteRule": "cascde" }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"cascde\"", in: text)): error: 'deleteRule' of relationship 'comments' must be one of 'nullify', 'cascade', 'deny', found 'cascde'; did you mean 'cascade'?"], "unknown: \(lines)")
    }
}
