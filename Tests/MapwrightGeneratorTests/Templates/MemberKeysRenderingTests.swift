import Testing
@testable import MapwrightGenerator

/// `apply` finds the fields read from a single key in one pass (`JSONMemberKeys`), at
/// most `JSONMemberKeys.capacity` of them; other fields look their keys up.
@Suite("One-pass member reads in generated mappings")
struct MemberKeysRenderingTests {
    /// An entity with `count` Int attributes `f0`, `f1`, … each read from its own key,
    /// plus one read from a nested path and one with a fallback key.
    private func schema(count: Int) -> String {
        let attributes = (0..<count).map { "\"f\($0)\": \"Int?\"" } + ["\"nested\": \"Int?\"", "\"either\": \"Int?\""]
        let fields = (0..<count).map { "\"f\($0)\": \"k\($0)\"" } + ["\"nested\": \"meta.n\"", "\"either\": { \"key\": [\"a\", \"b\"] }"]
        return """
        { "module": "Wide", "entities": { "Row": { "identity": "rowID", "attributes": { "rowID": "Int", \(attributes.joined(separator: ", ")) } } },
          "mappings": { "Row": { "fields": { "rowID": "id", \(fields.joined(separator: ", ")) } } } }
        """
    }

    private func mappingText(count: Int) throws -> String {
        let text = schema(count: count)
        let loaded = try #require(SchemaFixture.schema(text), "the schema must load: \(SchemaFixture.lines(text))")
        return try #require(try CodeGenerator().generate(loaded).contents(at: "Wide/RowMapping.swift"))
    }

    @Test func singleKeysAreFoundInOnePassAndPathsAreLookedUp() throws {
        let text = try mappingText(count: 3)
        #expect(text.contains(#"JSONMemberKeys(["id", "k0", "k1", "k2"])"#), "the single keys, in field order:\n\(text)")
        #expect(text.contains("members.assign(Self.f2Field, member: Member.f2, to: &builder.f2"), "f2 reads through the members:\n\(text)")
        #expect(text.contains("static let rowID = 0, f0 = 1, f1 = 2, f2 = 3"), "each field's position is named:\n\(text)")
        #expect(text.contains("json.assign(Self.nestedField, to: &builder.nested"), "a nested path is looked up:\n\(text)")
        #expect(text.contains("json.assign(Self.eitherField, to: &builder.either"), "fallback keys are looked up:\n\(text)")
    }

    @Test func fieldsPastTheCapacityAreLookedUp() throws {
        let text = try mappingText(count: 20)
        #expect(text.contains("members.assign(Self.f14Field, member: Member.f14,"), "the 16th single key is in the pass:\n\(text)")
        #expect(text.contains("f14 = 15\n"), "the 16th single key's position is the last named:\n\(text)")
        #expect(text.contains("json.assign(Self.f15Field, to: &builder.f15"), "the 17th single key is looked up:\n\(text)")
    }
}
