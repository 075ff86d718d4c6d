import Testing
@testable import MapwrightGenerator

/// `"box": "custom:Module.Type"`: the names lint takes and refuses, where and why.
@Suite("Custom box names")
struct CustomBoxSchemaTests {
    /// A Post with an Int `color` mapped through `box`, and an Author the post references.
    private func schema(colorBox box: String, authorBox: String? = nil, idBox: String? = nil) -> String {
        let author = authorBox.map { #"{ "key": "author", "reference": true, "box": "\#($0)" }"# } ?? #"{ "key": "author", "reference": true }"#
        let id = idBox.map { #"{ "key": "id", "box": "\#($0)" }"# } ?? #""id""#
        return """
        {
          "entities": {
            "Author": { "identity": "authorID", "attributes": { "authorID": "String" } },
            "Post": {
              "identity": "postID",
              "attributes": { "postID": "String", "color": "Int?" },
              "relationships": { "author": { "to": "Author" } }
            }
          },
          "mappings": { "Post": { "fields": { "postID": \(id), "color": { "key": "color", "box": "\(box)" }, "author": \(author) } } }
        }
        """
    }

    private func colorField(_ schema: Schema?) -> AttributeField? {
        let field = schema?.modules.first?.entity(named: "Post")?.mappings.first?.fields.first { $0.name == "color" }
        if case .attribute(let attribute)? = field?.kind { return attribute }
        return nil
    }

    @Test func aModuleQualifiedNameIsACustomBox() throws {
        let text = schema(colorBox: "custom:ColorKit.HexColor")
        #expect(SchemaFixture.lines(text).isEmpty, "a qualified custom box must lint clean: \(SchemaFixture.lines(text))")
        #expect(colorField(SchemaFixture.schema(text))?.box == .custom("ColorKit.HexColor"), "the field's box must be the custom box")
    }

    @Test func aNestedTypeNameIsAccepted() {
        let text = schema(colorBox: "custom:ColorKit.Boxes.HexColor")
        #expect(colorField(SchemaFixture.schema(text))?.box == .custom("ColorKit.Boxes.HexColor"), "Module.Outer.Inner must be accepted")
    }

    @Test func anUnqualifiedNameIsReportedAtTheBoxWithTheQualifiedForm() {
        let text = schema(colorBox: "custom:HexColor")
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"custom:HexColor\"", in: text)): error: custom box 'HexColor' must name its module: "
                          + "write 'custom:YourModule.HexColor' (generated code names every type it did not generate by module, and imports that module)"],
                "unqualified custom box: \(lines)")
    }

    @Test func aNameThatIsNoIdentifierIsReportedWithARepair() {
        let text = schema(colorBox: "custom:ColorKit.Hex-Color")
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"custom:ColorKit.Hex-Color\"", in: text)): error: custom box 'ColorKit.Hex-Color' has 'Hex-Color', "
                          + "which is not a Swift identifier (write 'custom:Module.Type' with letters, digits and '_'); did you mean 'HexColor'?"],
                "bad identifier: \(lines)")
    }

    @Test func anEmptyPartIsReported() {
        let text = schema(colorBox: "custom:ColorKit..HexColor")
        let lines = SchemaFixture.lines(text)
        #expect(lines.count == 1 && lines[0].contains("an empty name between dots"), "empty part: \(lines)")
        #expect(lines.first?.hasPrefix(SchemaFixture.at("\"custom:ColorKit..HexColor\"", in: text)) == true, "at the box: \(lines)")
    }

    @Test func aKeywordIsNoTypeName() {
        let lines = SchemaFixture.lines(schema(colorBox: "custom:ColorKit.class"))
        #expect(lines.count == 1 && lines[0].contains("'class', which is not a Swift identifier"), "keyword: \(lines)")
    }

    @Test func aNameMissingAfterThePrefixIsReported() {
        let text = schema(colorBox: "custom:")
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"custom:\"", in: text)): error: box 'custom:' needs the module-qualified name of your box type "
                          + "after 'custom:' (e.g. 'custom:ColorKit.HexColor')"], "empty custom box: \(lines)")
    }

    @Test func aReferenceCannotUseACustomBox() {
        let text = schema(colorBox: "custom:ColorKit.HexColor", authorBox: "custom:ColorKit.AuthorID")
        let lines = SchemaFixture.lines(text)
        #expect(lines.count == 1 && lines[0].hasPrefix(SchemaFixture.at("\"custom:ColorKit.AuthorID\"", in: text))
                && lines[0].contains("a custom box cannot fill the identity 'Author.authorID' referenced by 'author'"), "reference: \(lines)")
    }

    @Test func anIdentityCannotUseACustomBox() {
        let text = schema(colorBox: "custom:ColorKit.HexColor", idBox: "custom:ColorKit.PostID")
        let lines = SchemaFixture.lines(text)
        #expect(lines.count == 1 && lines[0].hasPrefix(SchemaFixture.at("\"custom:ColorKit.PostID\"", in: text))
                && lines[0].contains("a custom box cannot fill attribute 'postID': it is the identity"), "identity: \(lines)")
    }

    @Test func aResultCannotExpectAValueReadByACustomBox() {
        let text = #"""
        {
          "entities": { "Envelope": { "attributes": { "code": "Int" } } },
          "mappings": { "Envelope": { "fields": { "code": { "key": "code", "box": "custom:Codes.StatusCode" } },
                                      "result": { "expect": { "code": 200 }, "failure": "bad" } } }
        }
        """#
        let lines = SchemaFixture.lines(text)
        #expect(lines.count == 1 && lines[0].hasPrefix(SchemaFixture.at("\"code\"", in: text, after: "\"expect\""))
                && lines[0].contains("'expect' cannot check 'code': it is read by custom box Codes.StatusCode"), "expect: \(lines)")
    }

    @Test func unknownBoxesSuggestTheCustomForm() {
        let lines = SchemaFixture.lines(schema(colorBox: "custom"))
        #expect(lines.count == 1 && lines[0].contains("unknown box 'custom'"), "a bare 'custom': \(lines)")
    }
}
