import Testing
@testable import MapwrightGenerator

/// `renamedFrom` and `"removed": true`: loaded into the IR, checked, and emitted in the
/// generated store description.
@Suite("Schema evolution keys")
struct SchemaEvolutionTests {
    private let evolved = """
    {
      "module": "Todo",
      "entities": {
        "Task": {
          "identity": "taskID",
          "renamedFrom": "Chore",
          "attributes": {
            "taskID": "Int64",
            "dueDate": { "type": "Date?", "renamedFrom": "due" },
            "priority": { "type": "String", "default": "normal" },
            "note": { "removed": true }
          },
          "relationships": {
            "team": { "to": "Team", "renamedFrom": "project" },
            "owner": { "removed": true }
          }
        },
        "Team": { "identity": "teamID", "attributes": { "teamID": "String" } },
        "Archive": { "removed": true }
      },
      "mappings": { "Task": { "fields": { "taskID": "id", "dueDate": "due", "team": { "key": "team", "reference": true } } } }
    }
    """

    @Test func renamesAndRemovalsReachTheIR() throws {
        let schema = try #require(SchemaFixture.schema(evolved), "the evolved schema does not load: \(SchemaFixture.lines(evolved))")
        let module = try #require(schema.modules.first)
        let task = try #require(module.entity(named: "Task"))
        #expect(task.renamedFrom == "Chore", "the entity's renamedFrom is \(String(describing: task.renamedFrom))")
        #expect(task.attributes.map(\.name) == ["taskID", "dueDate", "priority"], "a removed attribute is in the model: \(task.attributes.map(\.name))")
        #expect(task.attributes.first { $0.name == "dueDate" }?.renamedFrom == "due", "the attribute's renamedFrom is lost")
        #expect(task.relationships.map(\.name) == ["team"], "a removed relationship is in the model: \(task.relationships.map(\.name))")
        #expect(task.relationships.first?.renamedFrom == "project", "the relationship's renamedFrom is lost")
        #expect(task.removedMembers == ["note", "owner"], "the removed members are \(task.removedMembers)")
        #expect(module.removedEntities == ["Archive"], "the removed entities are \(module.removedEntities)")
        #expect(module.entity(named: "Archive") == nil, "a removed entity is generated")
    }

    @Test func theStoreDescriptionCarriesThem() throws {
        let schema = try #require(SchemaFixture.schema(evolved))
        let files = try CodeGenerator().generate(schema).files
        let columns = try #require(files.first { $0.path.hasSuffix("Task+Columns.swift") }?.contents, "no Task+Columns.swift")
        #expect(columns.contains(#"Mapwright.StoreColumn("dueDate", Foundation.Date?.self, schemaType: "Date?", renamedFrom: "due"),"#), "dueDate's column:\n\(columns)")
        #expect(columns.contains(#"Mapwright.StoreColumn("priority", Swift.String.self, schemaType: "String", default: "normal"),"#), "priority's column:\n\(columns)")
        #expect(columns.contains(#".toOne("team", to: "Team", renamedFrom: "project"),"#), "team's relationship:\n\(columns)")
        #expect(columns.contains("""
                    ],
                    renamedFrom: "Chore",
                    removed: ["note", "owner"])
            """), "the table's renamedFrom and removed:\n\(columns)")
        let module = try #require(files.first { $0.path.hasSuffix("TodoModule.swift") }?.contents, "no TodoModule.swift")
        #expect(module.contains(#"public static let removedEntities: Swift.Set<Swift.String> = ["Archive"]"#), "the module's removed entities:\n\(module)")
    }

    @Test func aRenameOfANameStillInUseIsAnError() {
        let text = """
        { "entities": { "Task": { "identity": "taskID", "attributes": { "taskID": "Int", "title": "String?", "heading": { "type": "String?", "renamedFrom": "title" } } } } }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == [
            "\(SchemaFixture.at("\"title\" }", in: text)): error: renamedFrom 'title' of 'heading' names a member of entity 'Task' that the schema still declares; a renamed member's old name must be gone",
        ], "renaming from a live attribute: \(lines)")
    }

    @Test func aRenameOfARemovedMemberIsAnError() {
        let text = """
        { "entities": { "Task": { "identity": "taskID", "attributes": { "taskID": "Int", "note": { "removed": true }, "text": { "type": "String?", "renamedFrom": "note" } } } } }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == [
            "\(SchemaFixture.at("\"note\" }", in: text)): error: renamedFrom 'note' of 'text' names a member of entity 'Task' marked \"removed\": true; its stored values are either renamed or removed, not both",
        ], "renaming from a removed attribute: \(lines)")
    }

    @Test func twoRenamesOfOneNameAreAnError() {
        let text = """
        { "entities": { "Task": { "identity": "taskID", "attributes": { "taskID": "Int", "a": { "type": "String?", "renamedFrom": "old" }, "b": { "type": "String?", "renamedFrom": "old" } } } } }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == [
            "\(SchemaFixture.at("\"old\"", in: text, after: "\"b\"")): error: 'b' and 'a' of entity 'Task' are both renamedFrom 'old'",
        ], "two renames of one name: \(lines)")
    }

    @Test func anEntityRenamedFromAnEntityStillDeclaredIsAnError() {
        let text = """
        { "entities": { "Task": { "identity": "taskID", "attributes": { "taskID": "Int" } }, "Chore": { "identity": "choreID", "renamedFrom": "Task", "attributes": { "choreID": "Int" } } } }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == [
            "\(SchemaFixture.at("\"Task\"", in: text, after: "renamedFrom")): error: renamedFrom 'Task' of 'Chore' names an entity of the module that the schema still declares; a renamed entity's old name must be gone",
        ], "renaming from a live entity: \(lines)")
    }
}
