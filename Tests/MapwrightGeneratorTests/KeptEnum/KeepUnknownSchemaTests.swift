import Foundation
import Testing
@testable import MapwrightGenerator

/// `"keepUnknown": true` on an enum: lint, the IR, and literals naming the unknown case.
@Suite("Enums that keep unknown raw values: schema")
struct KeepUnknownSchemaTests {
    /// An enum `Status` declared with `declaration` (the text after its cases), used by a value type.
    private func schema(_ declaration: String, attributeDefault: String? = nil) -> String {
        let attribute = attributeDefault.map { #"{ "type": "Status", "default": \#($0) }"# } ?? #""Status""#
        return """
        {
          "enums": { "Status": { "cases": ["open", "closed", "other"]\(declaration) } },
          "entities": { "Item": { "attributes": { "status": \(attribute) } } }
        }
        """
    }

    @Test func keepUnknownWithoutAnUnknownCaseIsAnErrorAtTheFlag() {
        let text = schema(#", "keepUnknown": true"#)
        let lines = SchemaFixture.lines(text)
        let expected = "\(SchemaFixture.at("true", in: text)): error: 'keepUnknown' of enum 'Status' needs an 'unknown' case to keep unknown raw values in; add one (for example \"unknown\": \"other\")"
        #expect(lines == [expected], "keepUnknown without unknown must be reported at the flag: \(lines)")
    }

    @Test func keepUnknownMustBeABoolean() {
        let text = schema(#", "unknown": "other", "keepUnknown": "yes""#)
        let lines = SchemaFixture.lines(text)
        let expected = "\(SchemaFixture.at("\"yes\"", in: text)): error: 'keepUnknown' of enum 'Status' must be a boolean, found a string"
        #expect(lines == [expected], "a non-boolean keepUnknown must be one error at its value: \(lines)")
    }

    @Test func keepUnknownWithAnUnknownCaseIsKeptInTheIR() throws {
        let loaded = try #require(SchemaFixture.schema(schema(#", "unknown": "other", "keepUnknown": true"#)), "the schema must load")
        let status = try #require(loaded.modules.first?.enumType(named: "Status"), "Status must be declared")
        #expect(status.keepsUnknown, "keepUnknown: true must reach the IR")
        #expect(status.keptUnknownCase?.name == "other", "the kept case is the unknown case, found \(String(describing: status.keptUnknownCase))")
    }

    @Test func keepUnknownFalseKeepsThePlainEnum() throws {
        let loaded = try #require(SchemaFixture.schema(schema(#", "unknown": "other", "keepUnknown": false"#)), "the schema must load")
        let status = try #require(loaded.modules.first?.enumType(named: "Status"), "Status must be declared")
        #expect(!status.keepsUnknown && status.keptUnknownCase == nil, "keepUnknown: false must be the plain enum")
    }

    @Test func defaultNamingTheKeptCaseHoldsItsOwnRawValue() throws {
        let text = schema(#", "values": { "other": "OTHER" }, "unknown": "other", "keepUnknown": true"#, attributeDefault: #""other""#)
        let loaded = try #require(SchemaFixture.schema(text), "the schema must load: \(SchemaFixture.lines(text))")
        let value = loaded.modules.first?.entity(named: "Item")?.attributes.first?.defaultValue
        #expect(value == .keptEnumCase("other", rawValue: "OTHER"), "a default naming the kept case must hold its raw value, found \(String(describing: value))")
    }

    @Test func defaultNamingAKnownCaseStaysACase() throws {
        let text = schema(#", "unknown": "other", "keepUnknown": true"#, attributeDefault: #""closed""#)
        let loaded = try #require(SchemaFixture.schema(text), "the schema must load: \(SchemaFixture.lines(text))")
        let value = loaded.modules.first?.entity(named: "Item")?.attributes.first?.defaultValue
        #expect(value == .enumCase("closed"), "a default naming a known case must stay that case, found \(String(describing: value))")
    }
}
