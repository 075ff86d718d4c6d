import Testing
@testable import MapwrightGenerator

/// Fields whose names differ only in the case of their first letter (`Optional` and
/// `optional`, random schema seed 571) get generated tests of distinct names: a test's
/// name ends in the field's name with its first letter raised, which alone would clash.
@Suite struct TestNamesDifferingInCaseTests {
    private static let schema = """
    {
      "module": "Cases",
      "entities": {
        "Bundle": { "identity": "code", "attributes": { "code": "String", "Optional": "Int?", "optional": "Int?" } }
      },
      "mappings": { "Bundle": { "fields": { "code": "code", "Optional": "Optional", "optional": "tab" } } }
    }
    """

    @Test func everyGeneratedTestFunctionNameIsDeclaredOnce() throws {
        let schema = try #require(SchemaFixture.schema(Self.schema), "the schema must load: \(SchemaFixture.lines(Self.schema))")
        let text = try #require(try CodeGenerator().generate(schema).contents(at: "CasesTests/BundleParserTests.swift"), "the parser tests must be generated")
        // The function declared after each `@Testing.Test` (helpers such as `parse` are overloads).
        let lines = text.split(separator: "\n")
        let names = lines.indices.dropLast().compactMap { index -> Substring? in
            guard lines[index].contains("@Testing.Test"), let start = lines[index + 1].range(of: "func ")?.upperBound,
                  let end = lines[index + 1][start...].firstIndex(of: "(") else { return nil }
            return lines[index + 1][start..<end]
        }
        let repeated = Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(text.contains("Mapwright.ParserCheck.missingIdentityRejected(keyPath: "), "the identity has its missing-identity case:\n\(text)")
        // What is checked field by field is a case per field, named by field and key.
        #expect(text.contains(#"Field("Optional", at: "Optional", json: "#) && text.contains(#"Field("optional", at: "tab", json: "#),
                "each of 'Optional' and 'optional' has its own wrong-type case:\n\(text)")
        #expect(repeated.isEmpty, "test functions declared twice: \(repeated)")
    }

    @Test func stemsOfNamesDifferingInCaseAreDistinct() {
        let stems = SwiftSource.upperFirstStems(["optional", "Optional", "title", "Optional2"])
        #expect(stems["Optional"] == "Optional", "a name already upper-first keeps itself: \(stems)")
        #expect(stems["Optional2"] == "Optional2", "so does one that looks like a suffixed stem: \(stems)")
        #expect(stems["title"] == "Title", "a name without a clash is raised as before: \(stems)")
        #expect(Set(stems.values).count == 4, "every stem is distinct: \(stems)")
    }
}
