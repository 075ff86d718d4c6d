import Foundation
import Testing
@testable import MapwrightGenerator

/// `mapwright migrations`: the plan from the released record to the schemas, or every
/// refusal at its position, with an exit status CI can act on.
@Suite("mapwright migrations")
struct MigrationsCommandTests {
    private let released = """
    {
      "module": "Todo",
      "entities": {
        "Task": { "identity": "taskID", "attributes": { "taskID": "Int64", "due": "Date?", "note": "String?" } },
        "Archive": { "identity": "archiveID", "attributes": { "archiveID": "String" } }
      }
    }
    """

    /// Runs the command on `text` as `Todo.json`, after recording `released` (when given).
    private func run(_ text: String, recording released: String?, action: String = "plan") throws -> (status: Int32, output: CommandOutput) {
        let directory = try SchemaFixture.directory(["Todo.json": released ?? text])
        let records = directory + "/.released"
        var output = CommandOutput()
        if released != nil {
            let status = MigrationsCommand.run(schemas: directory, released: records, action: "record", output: &output)
            #expect(status == 0, "recording failed: \(output.standardError)")
            try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/Todo.json"))
            output = CommandOutput()
        }
        let status = MigrationsCommand.run(schemas: directory, released: records, action: action, output: &output)
        return (status, output)
    }

    @Test func anUnchangedSchemaHasNothingToMigrate() throws {
        let (status, output) = try run(released, recording: released)
        #expect(status == 0, "an unchanged schema exits \(status): \(output.standardError)")
        #expect(output.standardOutput == "Todo: nothing to migrate\n", "the output is \(output.standardOutput)")
    }

    @Test func declaredChangesPrintThePlan() throws {
        let text = """
        {
          "module": "Todo",
          "entities": {
            "Task": { "identity": "taskID", "attributes": {
              "taskID": "Int64", "dueDate": { "type": "Date?", "renamedFrom": "due" }, "note": { "removed": true },
              "priority": { "type": "String", "default": "normal" } } },
            "Archive": { "removed": true }
          }
        }
        """
        let (status, output) = try run(text, recording: released)
        #expect(status == 0, "a declared migration exits \(status): \(output.standardError)")
        #expect(output.standardOutput == """
            Todo:
              rename attribute Task.due to dueDate
              add attribute Task.priority (default 'normal')
              drop attribute Task.note and its values (marked removed)
              drop entity Archive and its records (marked removed)

            """, "the plan reads \(output.standardOutput)")
    }

    @Test func aBreakingChangeIsRefusedAtItsPositionAndExitsOne() throws {
        let text = """
        {
          "module": "Todo",
          "entities": {
            "Task": { "identity": "taskID", "attributes": { "taskID": "Int64", "due": "Date?", "owner": "String" } },
            "Archive": { "identity": "archiveID", "attributes": { "archiveID": "String" } }
          }
        }
        """
        let (status, output) = try run(text, recording: released)
        #expect(status == 1, "a refused migration exits \(status)")
        #expect(output.standardOutput == "Todo: the migration is refused (2 problems)\n", "the output is \(output.standardOutput)")
        let lines = output.standardError.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasSuffix(":4:88: error: Task.owner: is new and required (String), so records already stored have no value for it: give it a \"default\", make it optional (\"String?\"), or, if it is an attribute renamed, declare \"renamedFrom\" with its old name") },
                "the new required attribute is not reported at its name: \(lines)")
        #expect(lines.contains { $0.hasSuffix(":4:5: error: Task.note: is in the stored data but not in the schema, so its values would be lost: mark it \"removed\": true to drop them, or declare \"renamedFrom\": \"note\" on the attribute that replaces it") },
                "the dropped attribute is not reported at its entity: \(lines)")
    }

    @Test func aModuleWithoutARecordSaysHowToMakeOne() throws {
        let (status, output) = try run(released, recording: nil)
        #expect(status == 0, "a module without a record exits \(status)")
        #expect(output.standardOutput.contains("Todo: no released record") && output.standardOutput.contains("--action record"),
                "the output is \(output.standardOutput)")
    }

    @Test func anUnknownActionIsAUsageError() throws {
        let (status, _) = try run(released, recording: nil, action: "apply")
        #expect(status == 64, "an unknown action exits \(status)")
    }
}
