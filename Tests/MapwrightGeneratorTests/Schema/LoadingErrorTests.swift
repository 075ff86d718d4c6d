import Testing
@testable import MapwrightGenerator

/// Mistakes found while reading a single file: JSON syntax, keys, kinds, key paths
/// and type strings, each reported at the offending token.
@Suite("Schema loading errors")
struct LoadingErrorTests {
    @Test func jsonSyntaxErrorIsReportedAtItsPosition() {
        let text = "{\n  \"entities\": {\n    \"Post\": { \"attributes\": { \"a\": \"String\" }, }\n  }\n}\n"
        let lines = SchemaFixture.lines(text)
        let expected = "\(SchemaFixture.at("}\n  }", in: text)): error: invalid JSON: unexpected '}', expected a string key"
        #expect(lines == [expected], "JSON syntax error not reported at the stray brace: \(lines)")
    }

    @Test func unknownTopLevelKeySuggestsTheClosest() {
        let text = """
        { "module": "Blog", "entites": {} }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"entites\"", in: text)): error: unknown key 'entites' in a schema file; did you mean 'entities'?"], "unknown top-level key: \(lines)")
    }

    @Test func unknownKeyInARelationshipSuggestsTheClosest() {
        let text = """
        {
          "entities": {
            "Node": {
              "identity": "nodeID",
              "attributes": { "nodeID": "String" },
              "relationships": { "children": { "to": "Node", "manny": true } }
            }
          },
          "mappings": { "Node": { "fields": { "nodeID": "id" } } }
        }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"manny\"", in: text)): error: unknown key 'manny' in relationship 'children'; did you mean 'many'?"], "unknown relationship key: \(lines)")
    }

    @Test func unknownKeyWithNothingCloseHasNoSuggestion() {
        let text = """
        { "entities": { "Tag": { "attributes": { "name": "String" }, "colour": "red" } } }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"colour\"", in: text)): error: unknown key 'colour' in entity 'Tag'"], "unknown key without suggestion: \(lines)")
    }

    @Test func repeatedKeyIsAnErrorWithANoteAtTheFirst() {
        let text = """
        {
          "entities": {
            "Tag": { "attributes": { "name": "String" } },
            "Tag": { "attributes": { "title": "String" } }
          }
        }
        """
        let lines = SchemaFixture.lines(text)
        let expected = [
            "\(SchemaFixture.at("\"Tag\"", in: text, after: "String\" } },")): error: duplicate key 'Tag' in 'entities' of a schema file",
            "\(SchemaFixture.at("\"Tag\"", in: text)): note: first used here",
        ]
        #expect(lines == expected, "repeated key: \(lines)")
    }

    @Test func wrongKindIsReportedAtTheValue() {
        let text = """
        {
          "entities": {
            "Node": {
              "identity": "nodeID",
              "attributes": { "nodeID": "String" },
              "relationships": { "children": { "to": "Node", "many": "yes" } }
            }
          },
          "mappings": { "Node": { "fields": { "nodeID": "id" } } }
        }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"yes\"", in: text)): error: 'many' of relationship 'children' must be a boolean, found a string"], "wrong kind: \(lines)")
    }

    @Test func missingRequiredKeyIsReportedAtTheDeclarationsName() {
        let text = """
        { "entities": { "Tag": { "attributes": { "name": "String" }, "relationships": { "parent": { "many": false } } } } }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"parent\"", in: text)): error: relationship 'parent' is missing 'to'"], "missing 'to': \(lines)")
    }

    @Test func emptyKeyPathSegmentIsReportedAtItsColumnInsideTheString() {
        let text = """
        {
          "entities": { "Tag": { "attributes": { "name": "String" } } },
          "mappings": { "Tag": { "fields": { "name": "label..text" } } }
        }
        """
        let lines = SchemaFixture.lines(text)
        // The empty segment starts after "label." — character 7 of the path, byte 8 of the token.
        #expect(lines == ["\(SchemaFixture.at("\"label..text\"", in: text, offset: 7)): error: bad key path 'label..text': empty segment"], "bad key path: \(lines)")
    }

    @Test func keyPathColumnFollowsJSONEscapesBackToTheSource() {
        let text = """
        {
          "entities": { "Tag": { "attributes": { "name": "String" } } },
          "mappings": { "Tag": { "fields": { "name": "caf\\u00e9..x" } } }
        }
        """
        let lines = SchemaFixture.lines(text)
        // Decoded "café..x": the empty segment is character 6; in the source "\\u00e9" takes 6 bytes.
        #expect(lines == ["\(SchemaFixture.at("\"caf", in: text, offset: 11)): error: bad key path 'café..x': empty segment"], "escaped key path column: \(lines)")
    }

    @Test func malformedTypeStringPointsInsideTheString() {
        let text = """
        { "entities": { "Tag": { "attributes": { "names": "[String?]" } } } }
        """
        let lines = SchemaFixture.lines(text)
        let expected = "\(SchemaFixture.at("\"[String?]\"", in: text, offset: 8)): error: array elements cannot be optional in type '[String?]'; write '[T]?' for an optional array"
        #expect(lines == [expected], "optional array element: \(lines)")
    }

    @Test func schemaFileThatIsNotAnObjectIsAnError() {
        let lines = SchemaFixture.lines("[1, 2]")
        #expect(lines == ["Test.json:1:1: error: a schema file must be an object, found an array"], "non-object file: \(lines)")
    }

    @Test func badChoiceValueSuggestsTheClosest() {
        let text = """
        {
          "entities": { "Tag": { "attributes": { "name": "String" } } },
          "mappings": { "Tag": { "fields": { "name": { "key": "name", "coerce": "stritc" } } } }
        }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"stritc\"", in: text)): error: 'coerce' of field 'name' must be one of 'lenient', 'strict', found 'stritc'; did you mean 'strict'?"], "bad coerce: \(lines)")
    }
}
