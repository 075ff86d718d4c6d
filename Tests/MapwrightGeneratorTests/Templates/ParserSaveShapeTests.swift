import Testing
@testable import MapwrightGenerator

/// The two shapes of a generated parser. One that writes the record last is a
/// `Mapwright.RecordBuildingParser` and says only how it builds the record (`record(...)`):
/// the runtime finds, writes or moves it into the store. One that changes the record after
/// writing it (a previous identity, references linked after the write) is a
/// `Mapwright.RecordParser` with one `save(...)`, which writes the record through
/// `StoreContext.save` or `saveNew` and returns whether it did; `parse` reads it back.
@Suite struct ParserSaveShapeTests {
    private static let schema = """
    {
      "module": "Notes",
      "entities": {
        "Note": { "identity": "noteID", "attributes": { "noteID": "String", "text": "String" },
                  "relationships": { "owner": { "to": "Owner", "inverse": "notes" } } },
        "Owner": { "identity": "ownerID", "attributes": { "ownerID": "String", "name": "String" },
                   "relationships": { "notes": { "to": "Note", "many": true, "inverse": "owner" } } },
        "Tag": { "identity": "name", "attributes": { "name": "String" } }
      },
      "mappings": {
        "Note": { "fields": { "noteID": "id", "text": "text", "owner": "owner" } },
        "Owner": { "fields": { "ownerID": "id", "name": "name" } },
        "Tag": { "fields": { "name": { "key": "name", "previousIdentity": "old_name" } } }
      }
    }
    """

    @Test func aParserThatWritesLastOnlyBuildsTheRecord() throws {
        let text = try SchemaFixture.generated("Notes/NoteParser.swift", from: Self.schema)
        #expect(text.contains("Notes.NoteParsing, Mapwright.RecordBuildingParser {"), "not a RecordBuildingParser:\n\(text)")
        #expect(text.contains("public func record(_ members: Mapwright.JSONMembers"), "no record(...) building step:\n\(text)")
        #expect(!text.contains("func save(") && !text.contains("func upsert("), "the runtime's write is written again:\n\(text)")
    }

    @Test func parentsAskOnlyForIdentities() throws {
        let text = try SchemaFixture.generated("Notes/NoteParser.swift", from: Self.schema)
        #expect(text.contains("try self.ownerParser.parseIdentityIfAllowed(child, in: context)"), "the nested owner is parsed for its record:\n\(text)")
    }

    @Test func aParserThatChangesTheRecordAfterWritingItSavesOnce() throws {
        let text = try SchemaFixture.generated("Notes/TagParser.swift", from: Self.schema)
        #expect(text.contains("Notes.TagParsing, Mapwright.RecordParser {"), "not a RecordParser:\n\(text)")
        #expect(text.components(separatedBy: "func save(").count == 2, "not exactly one save(...):\n\(text)")
        #expect(!text.contains("func upsert(") && !text.contains("func record("), "the core is written twice:\n\(text)")
        #expect(text.contains("try context.saveNew(consume record, since: mark)") && text.contains("try context.save(consume record, replacing: existing, since: mark)"),
                "save(...) does not move the record into StoreContext.save and saveNew:\n\(text)")
    }

    @Test func theParsingProtocolIsARecordParsingThatStubsImplement() throws {
        let text = try SchemaFixture.generated("Notes/OwnerParsing.swift", from: Self.schema)
        #expect(text.contains("public protocol OwnerParsing: Mapwright.RecordParsing\n    where Record == Notes.Owner {}"),
                "the protocol does not refine RecordParsing:\n\(text)")
        #expect(text.contains("extension Mapwright.StubRecordParser: OwnerParsing\n    where Record == Notes.Owner {}"),
                "the runtime's stub is not an OwnerParsing:\n\(text)")
    }
}
