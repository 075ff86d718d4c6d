import Testing
@testable import MapwrightGenerator

/// Generated tests' sample documents nest related samples only so deep, but never cut a
/// required to-one: a sample without it could not be built.
@Suite("Sample document depth")
struct SampleDepthTests {
    /// Value types nesting each other: a lesson lists comments, each comment requires its lesson.
    private static let schema = """
    {
      "module": "School",
      "entities": {
        "Lesson": { "attributes": { "title": "String" }, "relationships": { "comments": { "to": "Comment", "many": true } } },
        "Comment": { "attributes": { "body": "String" }, "relationships": { "lesson": { "to": "Lesson", "optional": false } } }
      },
      "mappings": {
        "Lesson": { "fields": { "title": "title", "comments": "comments" } },
        "Comment": { "fields": { "body": "body", "lesson": "lesson" } }
      }
    }
    """

    @Test(arguments: ["Lesson", "Comment"])
    func everyNestedSampleHoldsItsRequiredRelationship(entityName: String) throws {
        let module = try #require(SchemaFixture.schema(Self.schema)?.modules.first, "the schema must load: \(SchemaFixture.lines(Self.schema))")
        let entity = try #require(module.entity(named: entityName))
        let mapping = try #require(entity.defaultMapping)
        let text = MappingSamples(mapping: mapping, entity: entity, module: module).document.text
        let comments = text.components(separatedBy: "\"body\"").count - 1
        let lessons = text.components(separatedBy: "\"lesson\"").count - 1
        #expect(comments > 0 && comments == lessons, "each sample comment must hold its required lesson (\(comments) comments, \(lessons) lessons): \(text)")
    }
}
