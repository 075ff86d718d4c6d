import Testing
@testable import MapwrightGenerator

/// An entity that lacks its identity breaks every declaration that needs one (inverses,
/// references, `next`, …): that is one mistake, reported once, at the entity, with each
/// declaration as a note.
@Suite("Schema errors: a missing identity is one error")
struct MissingIdentityTests {
    /// A tracker where `User` has no identity but is the target of two inverses and a
    /// reference.
    private static let tracker = """
    {
      "entities": {
        "Issue": {
          "identity": "issueID",
          "attributes": { "issueID": "Int" },
          "relationships": {
            "author": { "to": "User", "inverse": "authored" },
            "assignee": { "to": "User" }
          }
        },
        "User": {
          "attributes": { "userID": "String", "name": "String" },
          "relationships": { "authored": { "to": "Issue", "many": true, "inverse": "author" } }
        }
      },
      "mappings": {
        "Issue": { "fields": { "issueID": "id", "author": "author", "assignee": { "key": "assignee_id", "reference": true } } },
        "User": { "fields": { "userID": "id", "name": "name" } }
      }
    }
    """

    @Test func aMissingIdentityIsOneErrorAtTheEntityNamingTheCause() {
        let text = Self.tracker
        let lines = SchemaFixture.lines(text)
        let errors = lines.filter { $0.contains(": error: ") }
        #expect(errors == [
            "\(SchemaFixture.at("\"User\": {", in: text)): error: entity 'User' has no identity, which 3 declarations need (listed below); declare its identity (\"identity\": \"userID\"?), or change them",
        ], "one error, not one per declaration: \(lines)")
        #expect(lines.count(where: { $0.contains(": note: ") }) == 3, "each declaration that needs it is a note: \(lines)")
    }

    @Test func oneDeclarationNeedingAnIdentityKeepsItsOwnError() {
        let text = Self.tracker.replacingOccurrences(of: #", "inverse": "authored""#, with: "")
            .replacingOccurrences(of: #", "inverse": "author""#, with: "")
        let lines = SchemaFixture.lines(text)
        #expect(lines == [
            "\(SchemaFixture.at("true", in: text, after: "\"reference\": ")): error: relationship 'assignee' cannot be a reference: entity 'User' has no identity (it is a value type)",
        ], "the reference's own message: \(lines)")
    }
}
