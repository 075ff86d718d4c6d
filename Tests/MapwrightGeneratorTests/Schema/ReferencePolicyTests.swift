import Testing
import Mapwright
@testable import MapwrightGenerator

/// A reference field's `unresolved` option (`error`, `ignore`, `create`): in the IR, in
/// the generated parser, and each misuse reported at its token.
@Suite("Schema reference policies")
struct ReferencePolicyTests {
    /// An issue tracker: tags known by name only, users with a required name, `Issue`'s
    /// fields written as `fields`.
    private func tracker(issueFields: String) -> String {
        """
        {
          "entities": {
            "Issue": {
              "identity": "issueID",
              "attributes": { "issueID": "Int" },
              "relationships": {
                "tags": { "to": "Tag", "many": true },
                "assignee": { "to": "User" },
                "owner": { "to": "User", "optional": false }
              }
            },
            "Tag": { "identity": "name", "attributes": { "name": "String", "color": "String?", "rank": { "type": "Int", "default": 0 } } },
            "User": { "identity": "login", "attributes": { "login": "String", "name": "String" } }
          },
          "mappings": {
            "Issue": { "fields": { "issueID": "id", \(issueFields) } },
            "Tag": { "fields": { "name": "name", "color": "color" } },
            "User": { "fields": { "login": "login", "name": "name" } }
          }
        }
        """
    }

    private let owner = #""owner": { "key": "owner", "reference": true }"#

    private func policy(of field: String, in text: String) -> RelationshipField.UnresolvedPolicy? {
        guard let mapping = SchemaFixture.schema(text)?.modules.first?.entity(named: "Issue")?.defaultMapping,
              case .relationship(let relationship)? = mapping.fields.first(where: { $0.name == field })?.kind else { return nil }
        return relationship.unresolved
    }

    @Test func policiesAreInTheIR() {
        let text = tracker(issueFields: #""tags": { "key": "tags", "reference": true, "unresolved": "create" }, "assignee": { "key": "assignee", "reference": true, "unresolved": "ignore" }, "# + owner)
        #expect(SchemaFixture.lines(text).isEmpty, "valid schema: \(SchemaFixture.lines(text))")
        #expect(policy(of: "tags", in: text) == .create, "tags: \(String(describing: policy(of: "tags", in: text)))")
        #expect(policy(of: "assignee", in: text) == .ignore, "assignee: \(String(describing: policy(of: "assignee", in: text)))")
        #expect(policy(of: "owner", in: text) == .error, "owner defaults to error: \(String(describing: policy(of: "owner", in: text)))")
    }

    @Test func createOnATargetWithARequiredAttributeIsAnErrorWithANote() {
        let text = tracker(issueFields: #""assignee": { "key": "assignee", "reference": true, "unresolved": "create" }, "# + owner)
        let lines = SchemaFixture.lines(text)
        #expect(lines == [
            "\(SchemaFixture.at("\"create\"", in: text)): error: 'unresolved': 'create' needs every member of 'User' but its identity to be optional or have a default, so that a record can hold only the identity; 'name' is required",
            "\(SchemaFixture.at("\"name\": \"String\"", in: text, after: "\"User\": {")): note: 'User.name' declared here",
        ], "create on User: \(lines)")
    }

    @Test func ignoreOnARequiredReferenceIsAnError() {
        let text = tracker(issueFields: #""owner": { "key": "owner", "reference": true, "unresolved": "ignore" }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"ignore\"", in: text)): error: 'unresolved': 'ignore' cannot apply to required relationship 'owner': a record without its 'User' cannot be stored; use 'error' or 'create'"], "ignore on owner: \(lines)")
    }

    @Test func unresolvedOnANestedRelationshipIsAnError() {
        let text = tracker(issueFields: #""tags": { "key": "tags", "unresolved": "create" }, "# + owner)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"create\"", in: text)): error: 'unresolved' applies only to references; relationship 'tags' is parsed nested (add 'reference': true if the JSON holds the target's identity)"], "nested: \(lines)")
    }

    @Test func unresolvedOnAnAttributeIsAnError() {
        let text = tracker(issueFields: owner).replacingOccurrences(of: #""issueID": "id""#, with: #""issueID": { "key": "id", "unresolved": "ignore" }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"ignore\"", in: text)): error: 'unresolved' applies only to relationships; 'issueID' is an attribute"], "attribute: \(lines)")
    }

    @Test func unknownPolicySuggestsTheClosest() {
        let text = tracker(issueFields: #""tags": { "key": "tags", "reference": true, "unresolved": "creat" }, "# + owner)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"creat\"", in: text)): error: 'unresolved' of field 'tags' must be one of 'error', 'ignore', 'create', found 'creat'; did you mean 'create'?"], "unknown: \(lines)")
    }
}
