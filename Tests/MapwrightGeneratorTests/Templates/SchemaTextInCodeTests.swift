import Testing
@testable import MapwrightGenerator

/// Text a schema writes freely (docs, keys, raw values, server types, roots, failure
/// messages) lands in generated comments and string literals: a line break must not
/// end a comment, and quotes or `\(` must not end or interpolate a literal.
@Suite("Schema text in generated code")
struct SchemaTextInCodeTests {
    /// Every free text holds a line break followed by `SPILL`, a quote and `\(x)`.
    private static let schema = #"""
    {
      "module": "Texts",
      "enums": { "Mood": { "cases": ["calm", "odd"], "values": { "odd": "odd \"raw\" \\(x)\nSPILL-raw" } } },
      "entities": {
        "Note": {
          "identity": "noteID", "serverType": "note \"type\" \\(x)\nSPILL-server",
          "attributes": { "noteID": "String", "mood": "Mood?", "body": { "type": "String?", "doc": "First line.\n\nSPILL-doc after a blank line." },
                          "link": { "type": "URL", "default": "mailto:someone@example.com" } }
        },
        "Envelope": { "attributes": { "code": "Int" } }
      },
      "mappings": {
        "Note": { "root": "data\nSPILL-root", "fields": { "noteID": "id", "mood": "mood", "body": "quote\"d \\\\(x)\nSPILL-key", "link": { "key": "link", "null": "default" } } },
        "Envelope": { "fields": { "code": "code" }, "result": { "expect": { "code": 200 }, "failure": "Bad \"data\" \\(x)\nSPILL-failure" } }
      }
    }
    """#

    private func files() throws -> [(path: String, text: String)] {
        let schema = try #require(SchemaFixture.schema(Self.schema), "the schema must load: \(SchemaFixture.lines(Self.schema))")
        return try CodeGenerator().generate(schema).files.map { ($0.path, $0.contents) }
    }

    @Test func lineBreaksInSchemaTextStayInsideCommentsAndLiterals() throws {
        for (path, text) in try files() {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.drop(while: { $0 == " " }).hasPrefix("SPILL") {
                Issue.record("\(path):\(number + 1) starts with schema text that a line break pushed out of a comment or literal: \(line)")
            }
        }
    }

    @Test func quotesInSchemaTextAreEscapedInLiterals() throws {
        for (path, text) in try files() {
            for (number, line) in text.split(separator: "\n").enumerated() where !line.drop(while: { $0 == " " }).hasPrefix("//") {
                let unescaped = line.contains("quote\"d") || line.contains("Bad \"data")
                #expect(!unescaped, "\(path):\(number + 1) holds a schema quote unescaped, which ends the string literal around it: \(line)")
            }
        }
    }

    @Test func interpolationInSchemaTextIsEscapedInLiterals() throws {
        for (path, text) in try files() {
            for (number, line) in text.split(separator: "\n").enumerated() where !line.drop(while: { $0 == " " }).hasPrefix("//") {
                let unescaped = line.replacingOccurrences(of: "\\\\(x)", with: "").contains("\\(x)")
                #expect(!unescaped, "\(path):\(number + 1) interpolates schema text '\\(x)' in a literal: \(line)")
            }
        }
    }

    @Test func expectedValuesInTestTablesAreSwiftLiterals() throws {
        let tests = try #require(try files().first { $0.path == "TextsTests/NoteParserTests.swift" }?.text, "NoteParserTests.swift must be generated")
        #expect(tests.contains(##"Field("link", at: "link", json: #"null"#, \.link, is: Foundation.URL(string: "mailto:someone@example.com"))"##),
                "an expected value is Swift in its case's row, the schema's text a string literal in it:\n\(tests)")
    }

    @Test func multilineDocBecomesOneDocLinePerLine() throws {
        let model = try #require(try files().first { $0.path == "Texts/Note.swift" }?.text, "Note.swift must be generated")
        #expect(model.contains("    /// First line.\n    ///\n    /// SPILL-doc after a blank line.\n    public var body: Swift.String?"),
                "the doc of 'body' must be three /// lines, the blank one without trailing space:\n\(model)")
    }
}
