import Testing
@testable import MapwrightGenerator

/// An attribute's `example` that a mapping's box cannot write back (a time of day under
/// `date:yyyy-MM-dd`) does not leave its required field out of the generated sample
/// (random schema seed 646: every test of the mapping failed on the missing field); the
/// sample holds a made value the box can write instead.
@Suite struct UnwritableExampleTests {
    private static let schema = """
    {
      "module": "Diary",
      "entities": {
        "Entry": { "identity": "code", "attributes": { "code": "String", "day": { "type": "Date", "example": "2016-04-11T10:00:00.250+02:00" } } }
      },
      "mappings": { "Entry": { "fields": { "code": "code", "day": { "key": "day", "box": "date:yyyy-MM-dd" } } } }
    }
    """

    @Test func theSampleHoldsAMadeDateThePatternWrites() throws {
        let schema = try #require(SchemaFixture.schema(Self.schema), "the schema must load: \(SchemaFixture.lines(Self.schema))")
        let text = try #require(try CodeGenerator().generate(schema).contents(at: "DiaryTests/EntryParserTests.swift"), "the parser tests must be generated")
        let sample = try #require(text.split(separator: "\n").first { $0.contains("static let sample =") }, "a sample must be declared:\n\(text)")
        #expect(sample.contains(#""day": "2021-01-"#), "the required date must be in the sample, as yyyy-MM-dd: \(sample)")
    }
}
