import Testing
@testable import MapwrightGenerator

/// A mapping that exports no field (here: one with no fields at all) still renders an
/// export that compiles without warnings: its JSON object is a `let`.
@Suite("Export of a mapping without fields")
struct EmptyExportTests {
    private static let schema = #"""
    {
      "module": "Bare",
      "entities": {
        "Badge": { "attributes": { "label": "String?", "rank": { "type": "Int", "default": 1 } } },
        "Card": { "identity": "cardID", "attributes": { "cardID": "String" } }
      },
      "mappings": {
        "Badge": { "fields": {} },
        "Card": { "fields": { "cardID": "id" } }
      }
    }
    """#

    @Test func aMappingWithoutFieldsExportsAConstantEmptyObject() throws {
        let text = try SchemaFixture.generated("Bare/BadgeMapping+Export.swift", from: Self.schema)
        #expect(text.contains("let json = Mapwright.JSONOutput.object([])"), "an export that adds nothing must bind a let (else 'never mutated'):\n\(text)")
        #expect(!text.contains("var json"), "a var that is never mutated is a warning:\n\(text)")
    }

    @Test func aMappingWithFieldsBuildsItsObjectInAVar() throws {
        let text = try SchemaFixture.generated("Bare/CardMapping+Export.swift", from: Self.schema)
        #expect(text.contains("var json = Mapwright.JSONOutput.object([])"), "fields are added to the object:\n\(text)")
    }
}
