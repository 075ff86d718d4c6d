import Foundation
import Testing
@testable import MapwrightGenerator

/// `mapwright init` in a scratch package directory.
@Suite("init")
struct InitCommandTests {
    private func run(_ arguments: [String], in root: URL) -> (status: Int32, output: CommandOutput) {
        var output = CommandOutput()
        let status = MapwrightTool.run(["init", "--schemas", root.appendingPathComponent("Schemas").path,
                                        "--output", root.appendingPathComponent("Generated").path] + arguments, output: &output)
        return (status, output)
    }

    @Test func writesTheStarterSchemaAndGeneratesItsThreeFolders() throws {
        try withTemporaryDirectory { root in
            let (status, output) = run([], in: root)
            #expect(status == 0, "init exits \(status): \(output.standardError)")
            let disk = OnDisk(root: root)
            #expect(disk.exists("Schemas/Todos.json"), "init should write Schemas/Todos.json")
            for folder in ["Generated/Todos/Todo.swift", "Generated/TodosTestSupport/StubTodoParser.swift", "Generated/TodosTests/TodoParserTests.swift"] {
                #expect(disk.exists(folder), "init should generate \(folder)")
            }
        }
    }

    @Test func printsTheTargetDeclarationsInThePackageProductForm() throws {
        try withTemporaryDirectory { root in
            let (_, output) = run(["--module", "Notes"], in: root)
            let generated = root.appendingPathComponent("Generated").path
            let expected = [
                #".target(name: "Notes", dependencies: [.product(name: "Mapwright", package: "Mapwright")], path: "\#(generated)/Notes"),"#,
                #".target(name: "NotesTestSupport", dependencies: [.product(name: "Mapwright", package: "Mapwright"), "Notes"], path: "\#(generated)/NotesTestSupport"),"#,
                #".testTarget(name: "NotesTests", dependencies: [.product(name: "Mapwright", package: "Mapwright"), "Notes", "NotesTestSupport"], path: "\#(generated)/NotesTests"),"#,
            ]
            for line in expected {
                #expect(output.standardOutput.contains(line), "init should print \(line)\n\(output.standardOutput)")
            }
            #expect(output.standardOutput.contains("mapwright try --mapping Todo"), "next steps should show 'try': \(output.standardOutput)")
        }
    }

    @Test func theTargetDeclarationsSayWhereTheModuleOfACustomBoxGoes() throws {
        try withTemporaryDirectory { root in
            let (_, output) = run(["--module", "Notes"], in: root)
            #expect(output.standardOutput.contains(#"("ColorKit") added to the dependencies of all three targets above."#),
                    "init should tell where a custom box's module goes:\n\(output.standardOutput)")
        }
    }

    @Test func refusesToOverwriteAnExistingSchema() throws {
        try withTemporaryDirectory { root in
            let disk = OnDisk(root: root)
            try disk.write("{}", to: "Schemas/Todos.json")
            let (status, output) = run([], in: root)
            #expect(status == 1, "init over an existing schema exits \(status)")
            #expect(output.standardError.contains("Todos.json already exists; 'init' never overwrites a schema"), "stderr: \(output.standardError)")
            #expect(try disk.text("Schemas/Todos.json") == "{}", "the existing schema must be left as it was")
            #expect(!disk.exists("Generated"), "nothing should be generated")
        }
    }

    @Test func aModuleNameTheSchemaRejectsWritesNothing() throws {
        try withTemporaryDirectory { root in
            let (status, output) = run(["--module", "class"], in: root)
            #expect(status == 2, "a rejected module name exits \(status)")
            #expect(output.standardError.contains("nothing was written"), "stderr: \(output.standardError)")
            #expect(!OnDisk(root: root).exists("Schemas/class.json"), "no schema should be written")
        }
    }

    @Test func theStarterSchemaLintsClean() {
        let result = SchemaFrontEnd.load([SchemaSource(path: "Schemas/Todos.json", text: StarterSchema.text(module: "Todos"))])
        #expect(result.diagnostics.isEmpty, "starter schema diagnostics: \(result.diagnostics)")
    }
}
