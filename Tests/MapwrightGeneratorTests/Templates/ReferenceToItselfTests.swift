import Testing
@testable import MapwrightGenerator

/// A reference read from the record's own identity key names the record itself: the
/// generated tests must not store a fixture of that target, which would overwrite the
/// record under test.
@Suite("Generated tests of a reference to the record itself")
struct ReferenceToItselfTests {
    private static let schema = """
    {
      "module": "Tree",
      "entities": {
        "Node": {
          "identity": "nodeID",
          "attributes": { "nodeID": "Int", "title": "String?" },
          "relationships": { "me": { "to": "Node" }, "parent": { "to": "Node" } }
        }
      },
      "mappings": {
        "Node": { "fields": { "nodeID": "id", "title": "title", "me": { "key": "id", "reference": true }, "parent": { "key": "parent_id", "reference": true } } }
      }
    }
    """

    private func parserTests() throws -> String {
        let schema = try #require(SchemaFixture.schema(Self.schema), "the schema must load: \(SchemaFixture.lines(Self.schema))")
        let files = try CodeGenerator().generate(schema)
        return try #require(files.contents(at: "TreeTests/NodeParserTests.swift"), "NodeParserTests.swift must be generated")
    }

    @Test func noTestStoresAFixtureOverTheRecordUnderTest() throws {
        let text = try parserTests()
        #expect(!text.contains("func referenceMeWhenTargetComesLater"), "'me' names the record itself, which never comes later:\n\(text)")
        let twice = text.components(separatedBy: "func noDuplicateWhenParsedTwice").last?.components(separatedBy: "@Testing.Test").first ?? ""
        #expect(!twice.contains("fixture(nodeID: 1001)"), "the record's own identity must not be stored as a fixture over it before the commit:\n\(twice)")
        #expect(twice.contains("fixture(nodeID: 1004)"), "the parent, another node, is stored before the commit:\n\(twice)")
        #expect(text.contains("func referenceMeWhenTargetCameFirst"), "'me' still resolves against a record that is already there:\n\(text)")
    }

    @Test func aReferenceToAnotherRecordOfTheSameEntityKeepsItsTests() throws {
        let text = try parserTests()
        #expect(text.contains("func referenceParentWhenTargetComesLater"), "'parent' names another node, which may come later:\n\(text)")
    }
    /// `me` names the record itself and has the inverse `mine`, which is also mapped.
    private static let inverseSchema = """
    {
      "module": "Tree",
      "entities": {
        "Node": {
          "identity": "nodeID",
          "attributes": { "nodeID": "Int" },
          "relationships": { "me": { "to": "Node", "inverse": "mine" }, "mine": { "to": "Node", "many": true, "inverse": "me" } }
        }
      },
      "mappings": {
        "Node": { "fields": { "nodeID": "id", "me": { "key": "id", "reference": true }, "mine": { "key": "mine_ids", "reference": true } } }
      }
    }
    """

    @Test func theInverseOfAReferenceToItselfGetsNoExactValueTests() throws {
        let schema = try #require(SchemaFixture.schema(Self.inverseSchema), "the schema must load: \(SchemaFixture.lines(Self.inverseSchema))")
        let text = try #require(try CodeGenerator().generate(schema).contents(at: "TreeTests/NodeParserTests.swift"))
        // 'mine' always holds the record itself too (the inverse of 'me'), beside its own targets.
        for function in ["referenceMineWhenTargetComesLater", "referenceMineWhenTargetCameFirst"] {
            #expect(!text.contains("func \(function)"), "'mine' holds the record itself as well, so \(function) cannot expect its exact value:\n\(text)")
        }
        #expect(!text.contains(##"Field("mine", at: "mine_ids", json: #"null"#"##),
                "'mine' holds the record itself as well, so null on update cannot expect it cleared:\n\(text)")
        let twice = text.components(separatedBy: "func noDuplicateWhenParsedTwice").last?.components(separatedBy: "@Testing.Test").first ?? ""
        #expect(twice.contains("upsert(Tree.Node.fixture(nodeID: "), "the targets of 'mine' are still stored before the commit:\n\(twice)")
    }
}
