import Testing
@testable import MapwrightGenerator

/// The two shapes of a generated parser's core. A parser that writes the record last
/// builds it in `record(...)` and has a `save(...)` that writes it through
/// `StoreContext.save` (the record moves into the store, nothing is copied back), which
/// `importArray` and parent parsers reach through `parseIdentityIfAllowed`. One that
/// changes the record after writing it (a previous identity, references linked after the
/// write) renders its core twice: `parse(...)` upserts and hands the record back, and
/// `save(...)` writes it through `StoreContext.save` or `saveNew` and returns whether it did.
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

    @Test func aParserThatWritesLastSavesWithoutTakingTheRecordBack() throws {
        let text = try SchemaFixture.generated("Notes/NoteParser.swift", from: Self.schema)
        #expect(text.contains("private func record(_ members: Mapwright.JSONMembers"), "no record(...) building step:\n\(text)")
        #expect(text.contains("try context.save(self.record(members, in: context, id: id, found: found, existing: existing), replacing: existing, since: mark)"),
                "save(...) does not write through StoreContext.save:\n\(text)")
        #expect(text.contains("return try context.upsert(self.record(members, in: context, id: id, found: found, existing: existing), replacing: existing, since: mark)"),
                "parse(...) does not upsert the record it built:\n\(text)")
    }

    @Test func importArrayAndParentsAskOnlyForIdentities() throws {
        let text = try SchemaFixture.generated("Notes/NoteParser.swift", from: Self.schema)
        #expect(text.contains("try self.parseIdentityIfAllowed(element, in: context) != nil"), "importArray takes records back:\n\(text)")
        #expect(text.contains("try self.ownerParser.parseIdentityIfAllowed(child, in: context)"), "the nested owner is parsed for its record:\n\(text)")
    }

    @Test func aParserThatChangesTheRecordAfterWritingItSavesWithoutTakingTheRecordBack() throws {
        let text = try SchemaFixture.generated("Notes/TagParser.swift", from: Self.schema)
        #expect(text.contains("private func save("), "no save(...):\n\(text)")
        #expect(!text.contains("switch try self.parse("), "save(...) asks parse(...), which copies the record back for it to drop:\n\(text)")
        #expect(text.contains("try context.saveNew(consume record, since: mark)") && text.contains("try context.save(consume record, replacing: existing, since: mark)"),
                "save(...) does not move the record into StoreContext.save and saveNew:\n\(text)")
        #expect(text.contains("return try context.upsert(record, replacing: existing, since: mark)"), "parse(...) does not hand the upserted record back:\n\(text)")
    }

    @Test func standInsGetTheIdentityFromTheRecordTheyReturn() throws {
        let text = try SchemaFixture.generated("Notes/OwnerParsing.swift", from: Self.schema)
        #expect(text.contains("func parseIdentityIfAllowed(_ json: Mapwright.JSONValue, in context: Mapwright.StoreContext) throws -> Notes.Owner.ID?\n"),
                "the protocol does not declare parseIdentityIfAllowed:\n\(text)")
        #expect(text.contains("try self.parseIfAllowed(json, in: context)?.id"), "no default for stand-ins:\n\(text)")
    }
}
