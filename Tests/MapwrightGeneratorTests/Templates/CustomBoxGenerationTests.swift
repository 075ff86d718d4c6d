import Testing
@testable import MapwrightGenerator

/// What the generator writes for a field read by a custom box: the import of the box's
/// module, the call, and generated tests built on the box's own samples.
@Suite("Custom boxes in generated code")
struct CustomBoxGenerationTests {
    private static let schema = #"""
    {
      "module": "Paint",
      "entities": {
        "Swatch": { "identity": "swatchID", "attributes": { "swatchID": "String", "color": "Int", "palette": "[Int]?", "name": "String?" } },
        "Plain": { "identity": "plainID", "attributes": { "plainID": "String" } }
      },
      "mappings": {
        "Swatch": { "fields": { "swatchID": "id", "color": { "key": "color", "box": "custom:ColorKit.HexColor" },
                                "palette": { "key": "palette", "box": "custom:ColorKit.HexColor" }, "name": "name" } },
        "Plain": { "fields": { "plainID": "id" } }
      }
    }
    """#

    @Test func theMappingImportsTheBoxsModuleAndCallsIt() throws {
        let text = try SchemaFixture.generated("Paint/SwatchMapping.swift", from: Self.schema)
        #expect(text.contains("\nimport ColorKit\n"), "the mapping must import ColorKit:\n\(text)")
        #expect(SchemaFixture.tokens(text).contains(SchemaFixture.tokens(
                    "Mapwright.JSONField<Swift.Int>(keys: [\"color\"], box: .custom(ColorKit.HexColor.self), mode: .lenient, null: .reject)")),
                "the color field must call the custom box:\n\(text)")
        #expect(text.contains("box: .array(of: .custom(ColorKit.HexColor.self))"), "an array attribute boxes each element:\n\(text)")
    }

    @Test func filesThatDoNotUseTheBoxDoNotImportIt() throws {
        #expect(!(try SchemaFixture.generated("Paint/PlainMapping.swift", from: Self.schema)).contains("import ColorKit"), "PlainMapping uses no custom box")
        #expect(!(try SchemaFixture.generated("PaintTests/PlainParserTests.swift", from: Self.schema)).contains("import ColorKit"), "PlainParserTests uses no custom box")
        #expect(!(try SchemaFixture.generated("Paint/Swatch.swift", from: Self.schema)).contains("import ColorKit"), "the model keeps the attribute's own type")
    }

    @Test func theGeneratedTestsSpliceTheBoxsValidSampleIntoTheirDocuments() throws {
        let text = try SchemaFixture.generated("PaintTests/SwatchParserTests.swift", from: Self.schema)
        #expect(text.contains("\nimport ColorKit\n"), "the tests must import ColorKit")
        // The concatenation is a part to a line (it is too long for one).
        let sample = text.components(separatedBy: "static let sample = ").dropFirst().first?.components(separatedBy: "\n    static").first ?? ""
        let joined = sample.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
        #expect(joined.hasPrefix(##"(#"{"id": "swatchID-1", "color": "# + ColorKit.HexColor.validSample.json + #", "palette": ["# + ColorKit.HexColor.validSample.json + #"], "name": "name-4"}"#)"##),
                "the sample must hold the box's valid sample at color and palette:\n\(text)")
    }

    @Test func theInsertTestExpectsTheSamplesValue() throws {
        let text = try SchemaFixture.generated("PaintTests/SwatchParserTests.swift", from: Self.schema)
        #expect(text.contains(#"Field("color", at: "color", \.color, is: ColorKit.HexColor.validSample.value)"#), "color's insert case:\n\(text)")
        #expect(text.contains(#"Field("palette", at: "palette", \.palette, is: [ColorKit.HexColor.validSample.value])"#),
                "palette's insert case:\n\(text)")
    }

    @Test func theRejectedSampleIsTestedWhenTheBoxGivesOne() throws {
        let text = try SchemaFixture.generated("PaintTests/SwatchParserTests.swift", from: Self.schema)
        #expect(text.contains(".enabled(\n            if: ColorKit.HexColor.rejectedSample != nil"), "the rejected-sample test runs only when there is one:\n\(text)")
        #expect(text.contains(#"try Harness().parse(Self.sample, replacing: "color", with: rejected)"#), "color gets the rejected sample:\n\(text)")
        #expect(text.contains(#"try Harness().parse(Self.sample, replacing: "palette", with: "[" + rejected + "]")"#), "palette gets it as an element:\n\(text)")
    }

    @Test func anEnumReadByACustomBoxGetsNoUnknownRawValueTest() throws {
        let text = #"""
        {
          "module": "Moods",
          "enums": { "Mood": { "cases": ["calm", "odd"], "unknown": "odd" } },
          "entities": { "Note": { "identity": "noteID", "attributes": { "noteID": "String", "mood": "Mood?", "plain": "Mood?" } } },
          "mappings": { "Note": { "fields": { "noteID": "id", "mood": { "key": "mood", "box": "custom:MoodKit.MoodBox" }, "plain": "plain" } } }
        }
        """#
        let schema = try #require(SchemaFixture.schema(text), "the schema must load: \(SchemaFixture.lines(text))")
        let tests = try #require(try CodeGenerator().generate(schema).files.first { $0.path == "MoodsTests/NoteParserTests.swift" }?.contents)
        // The rows of the unknown raw value checks.
        let unknown = tests.split(separator: "\n").filter { $0.contains("Check(.unknownFallsBack,") }.joined(separator: "\n")
        #expect(!unknown.contains(#"Field("mood""#), "what a custom box makes of an unknown raw value is its own business:\n\(tests)")
        #expect(unknown.contains(#"Field("plain", at: "plain", json: "#), "the enum read by the enum box keeps its case:\n\(tests)")
    }

    @Test func aRecordEmbeddingAValueReadByACustomBoxImportsItsModuleInItsTests() throws {
        let text = #"""
        {
          "module": "Rooms",
          "entities": {
            "Room": { "identity": "roomID", "attributes": { "roomID": "String" }, "relationships": { "wall": { "to": "Wall", "optional": false } } },
            "Wall": { "attributes": { "color": "Int" } }
          },
          "mappings": { "Room": { "fields": { "roomID": "id", "wall": "wall" } },
                        "Wall": { "fields": { "color": { "key": "color", "box": "custom:ColorKit.HexColor" } } } }
        }
        """#
        let schema = try #require(SchemaFixture.schema(text), "the schema must load: \(SchemaFixture.lines(text))")
        let files = try CodeGenerator().generate(schema).files
        let tests = try #require(files.first { $0.path == "RoomsTests/RoomParserTests.swift" }?.contents)
        #expect(tests.contains("\nimport ColorKit\n"), "Room's sample embeds a Wall read by ColorKit.HexColor:\n\(tests)")
        #expect(tests.contains(##""wall": {"color": "# + ColorKit.HexColor.validSample.json + #"}"##), "the embedded sample is spliced:\n\(tests)")
        let mapping = try #require(files.first(where: { $0.path == "Rooms/RoomMapping.swift" })?.contents)
        #expect(!mapping.contains("import ColorKit"), "RoomMapping calls no custom box itself")
    }

    @Test func noWrongKindOrUpdateValueIsGuessedForACustomBox() throws {
        let text = try SchemaFixture.generated("PaintTests/SwatchParserTests.swift", from: Self.schema)
        #expect(!text.contains(#"Field("color", at: "color", json: #"{"unexpected""#), "what a custom box rejects is its own business")
        #expect(!text.contains("\"color must be updated\""), "a custom field's changed sample is its valid sample again")
        #expect(text.contains(#"Field("color", at: "color"))"#) && text.contains(##"Field("color", at: "color", json: #"null"#))"##),
                "missing and null are tested as for other fields")
    }
}
