import Testing
@testable import MapwrightGenerator

/// The field options `export` and `exportNull`: read into the IR, and their mistakes.
@Suite("Schema export options")
struct ExportOptionTests {
    private func post(_ field: String) -> String {
        """
        {
          "entities": { "Post": { "identity": "postID", "attributes": { "postID": "String", "title": "String?" } } },
          "mappings": { "Post": { "fields": { "postID": "id", "title": \(field) } } }
        }
        """
    }

    /// How the loaded `title` field is exported, or nil when the schema does not load.
    private func export(of field: String) -> FieldExport? {
        SchemaFixture.schema(post(field))?.modules.first?.entities.first?.mappings.first?.fields.first { $0.name == "title" }?.export
    }

    @Test(arguments: [(#""title""#, FieldExport.null), (#"{ "key": "title", "exportNull": "omit" }"#, .omit),
                      (#"{ "key": "title", "exportNull": "null" }"#, .null), (#"{ "key": "title", "export": false }"#, .none),
                      (#"{ "key": "title", "export": true }"#, .null)])
    func optionsAreRead(field: String, expected: FieldExport) {
        #expect(export(of: field) == expected, "\(field) must export as \(expected)")
    }

    @Test func exportNullOnAFieldNotExportedIsAnError() {
        let text = post(#"{ "key": "title", "export": false, "exportNull": "omit" }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"omit\"", in: text)): error: 'exportNull' has no effect on a field with \"export\": false"],
                "exportNull without export: \(lines)")
    }

    @Test func anUnknownExportNullValueIsAnError() {
        let lines = SchemaFixture.lines(post(#"{ "key": "title", "exportNull": "skip" }"#))
        #expect(lines.count == 1 && lines[0].contains("'exportNull'") && lines[0].contains("'omit'"), "exportNull must be null or omit: \(lines)")
    }
}
