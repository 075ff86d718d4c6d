import Testing
@testable import MapwrightGenerator

/// The constant that reads a former identity (`previousIdentity` on the identity field) is
/// named so that no field's constant can take its name: a field `previousName` beside an
/// identity `name` used to declare `previousNameField` twice, and the module did not compile.
@Suite struct PreviousIdentityConstantTests {
    private static let schema = """
    {
      "module": "Tags",
      "entities": {
        "Tag": { "identity": "name", "attributes": { "name": "String", "previousName": "String?" } }
      },
      "mappings": {
        "Tag": { "fields": { "name": { "key": "name", "previousIdentity": "old_name" }, "previousName": "prev" } }
      }
    }
    """

    @Test func everyStaticConstantOfTheMappingIsDeclaredOnce() throws {
        let schema = try #require(SchemaFixture.schema(Self.schema), "the schema must load: \(SchemaFixture.lines(Self.schema))")
        let text = try #require(try CodeGenerator().generate(schema).contents(at: "Tags/TagMapping.swift"), "the mapping must be generated")
        let names = text.split(separator: "\n").compactMap { line -> Substring? in
            guard let start = line.range(of: "public static let ")?.upperBound else { return nil }
            return line[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        let repeated = Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "constants declared twice: \(repeated)\n\(text)")
        #expect(names.contains("previousIdentity") && names.contains("previousNameField"), "both constants are there: \(names)")
    }
}
