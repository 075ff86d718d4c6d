import Testing
@testable import MapwrightGenerator

/// Every mistake is reported, in file order, and none hides another.
@Suite("Schema errors, all of them")
struct MultipleErrorTests {
    @Test func fileWithFiveMistakesReportsAllFiveInOrder() {
        let text = """
        {
          "entities": {
            "Post": {
              "identity": "postID",
              "attributes": { "postID": "String", "title": "Strng", "views": { "type": "Int16", "default": 70000 } },
              "relationships": { "author": { "to": "Auther" } },
              "serverTyp": "post"
            }
          },
          "mappings": {
            "Post": { "fields": { "postID": "id..x", "title": "title", "views": "views" } }
          }
        }
        """
        let lines = SchemaFixture.lines(text)
        let expected = [
            "\(SchemaFixture.at("Strng", in: text)): error: unknown type 'Strng' for attribute 'title'; did you mean 'String'?",
            "\(SchemaFixture.at("70000", in: text)): error: default for attribute 'views' must be in Int16's range -32768...32767, found 70000",
            "\(SchemaFixture.at("\"Auther\"", in: text)): error: relationship 'author' targets unknown entity 'Auther'",
            "\(SchemaFixture.at("\"serverTyp\"", in: text)): error: unknown key 'serverTyp' in entity 'Post'; did you mean 'serverType'?",
            "\(SchemaFixture.at("\"id..x\"", in: text, offset: 4)): error: bad key path 'id..x': empty segment",
        ]
        #expect(lines == expected, "expected exactly the five mistakes in order, got:\n\(lines.joined(separator: "\n"))")
    }

    @Test func mistakesInSeveralFilesAreSortedByFileThenPosition() {
        let a = "{ \"entities\": { \"A\": { \"attributes\": { \"x\": \"Nope\" } } } }"
        let b = "{ \"entities\": { \"B\": { \"attributes\": { \"y\": 5 } } } }"
        let result = SchemaFixture.load([("b.json", b), ("a.json", a)])
        let lines = DiagnosticFormatter.lines(for: result.diagnostics)
        let expected = [
            "a.json:1:46: error: unknown type 'Nope' for attribute 'x'; the types are String, Int, Int64, Int32, Int16, UInt64, Double, Float, Decimal, Bool, Date, URL, UUID, Data, JSON, each optional with '?' and an array in '[ ]'",
            "b.json:1:45: error: attribute 'y' must be a type string or an object, found a number",
        ]
        #expect(lines == expected, "diagnostics of two files: \(lines)")
        #expect(result.schema == nil, "a schema with errors must not produce an IR")
    }
}
