import Testing
@testable import MapwrightGenerator

/// A reference read from the record's own identity key links the record to itself. When
/// its one-to-one inverse is filled by the same mapping with another record, both ends
/// cannot hold, so no generated test expects the self-link to stay (random schema seed
/// 685). Without that inverse in the mapping, the self-link is still tested.
@Suite struct ContestedSelfLinkTests {
    private static func schema(mapsInverse: Bool) -> String {
        let inverseField = mapsInverse ? #", "previous": "previous""# : ""
        return """
        {
          "module": "Chains",
          "entities": {
            "Node": {
              "identity": "code",
              "attributes": { "code": "Int" },
              "relationships": { "next": { "to": "Node", "inverse": "previous" }, "previous": { "to": "Node", "inverse": "next" } }
            }
          },
          "mappings": { "Node": { "fields": { "code": "id", "next": { "key": "id", "reference": true }\(inverseField) } } }
        }
        """
    }

    private func tests(mapsInverse: Bool) throws -> String {
        let text = Self.schema(mapsInverse: mapsInverse)
        let schema = try #require(SchemaFixture.schema(text), "the schema must load: \(SchemaFixture.lines(text))")
        return try #require(try CodeGenerator().generate(schema).contents(at: "ChainsTests/NodeParserTests.swift"), "the parser tests must be generated")
    }

    @Test func aSelfLinkWhoseInverseTheMappingFillsIsNotExpectedToStay() throws {
        let text = try tests(mapsInverse: true)
        #expect(!text.contains("func referenceNextWhenTargetCameFirst"), "'previous' links another node: 'next' cannot stay on the record itself\n\(text)")
    }

    @Test func aSelfLinkAloneIsStillTested() throws {
        let text = try tests(mapsInverse: false)
        #expect(text.contains("func referenceNextWhenTargetCameFirst"), "nothing contests 'next': its test stays\n\(text)")
    }
}
