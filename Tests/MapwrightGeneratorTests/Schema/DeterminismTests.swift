import Testing
@testable import MapwrightGenerator

/// The same files give the same IR and the same diagnostics whatever order they
/// are given in.
@Suite("Schema determinism")
struct DeterminismTests {
    private let files: [(path: String, text: String)] = [
        ("Schemas/Zoo.json", """
        { "module": "Shop", "entities": { "Order": { "identity": "orderID", "attributes": { "orderID": "String" },
          "relationships": { "items": { "to": "Item", "many": true, "inverse": "order" } } } },
          "mappings": { "Order": { "fields": { "orderID": "id", "items": "items" } } } }
        """),
        ("Schemas/Alpha.json", """
        { "module": "Shop", "entities": { "Item": { "identity": "sku", "attributes": { "sku": "String", "price": "Decimal?" },
          "relationships": { "order": { "to": "Order", "inverse": "items" } } } },
          "mappings": { "Item": { "fields": { "sku": "sku", "price": "price" } } } }
        """),
        ("Schemas/Middle.json", """
        { "module": "Catalog", "enums": { "Size": { "cases": ["small", "large"] } },
          "entities": { "Product": { "attributes": { "size": "Size?" } } } }
        """),
    ]

    private let brokenFiles: [(path: String, text: String)] = [
        ("b.json", "{ \"module\": \"M\", \"entities\": { \"Tag\": { \"attributes\": { \"name\": \"Strin\" } } } }"),
        ("a.json", "{ \"module\": \"M\", \"entities\": { \"Tag\": { \"attributes\": { \"name\": \"String?\" } } } }"),
        ("c.json", "{ \"module\": \"M\", \"entities\": { \"Tag\": { \"attributes\": { \"title\": \"String?\" } } } }"),
    ]

    @Test func irIsTheSameInAnyFileOrder() throws {
        let forward = try #require(SchemaFixture.load(files).schema, "fixture should be valid: \(SchemaFixture.load(files).diagnostics)")
        let backward = SchemaFixture.load(files.reversed()).schema
        let rotated = SchemaFixture.load(Array(files[1...]) + [files[0]]).schema
        #expect(forward == backward, "IR differs when files are given in reverse order")
        #expect(forward == rotated, "IR differs when files are given rotated")
    }

    @Test func irCollectionsHaveTheirDefinedOrder() throws {
        let schema = try #require(SchemaFixture.load(files).schema)
        #expect(schema.modules.map(\.name) == ["Catalog", "Shop"], "modules should be sorted by name")
        #expect(schema.module(named: "Shop")?.files == ["Schemas/Alpha.json", "Schemas/Zoo.json"], "module files should be in file-name order")
        #expect(schema.module(named: "Shop")?.entities.map(\.name) == ["Item", "Order"], "entities should be sorted by name")
        #expect(schema.module(named: "Shop")?.entity(named: "Item")?.attributes.map(\.name) == ["sku", "price"], "attributes should keep declaration order")
    }

    @Test func diagnosticsAreTheSameInAnyFileOrder() {
        let forward = SchemaFixture.load(brokenFiles).diagnostics
        let backward = SchemaFixture.load(brokenFiles.reversed()).diagnostics
        #expect(forward == backward, "diagnostics differ with file order:\n\(forward)\nvs\n\(backward)")
        let lines = DiagnosticFormatter.lines(for: forward)
        let expected = [
            "b.json:1:32: error: duplicate name 'Tag' in module 'M'",
            "a.json:1:32: note: first declared here as an entity",
            "c.json:1:32: error: duplicate name 'Tag' in module 'M'",
            "a.json:1:32: note: first declared here as an entity",
        ]
        #expect(lines == expected, "the first file by name wins; the others are duplicates: \(lines)")
    }
}
