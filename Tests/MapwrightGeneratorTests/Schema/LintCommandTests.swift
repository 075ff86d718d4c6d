import Foundation
import Testing
@testable import MapwrightGenerator

/// `mapwright lint`: diagnostics on standard error, exit 2 with errors, a summary
/// and exit 0 without.
@Suite("mapwright lint")
struct LintCommandTests {
    private func lint(_ arguments: [String]) -> (status: Int32, output: CommandOutput) {
        var output = CommandOutput()
        let status = MapwrightTool.run(["lint"] + arguments, output: &output)
        return (status, output)
    }

    @Test func bundledSchemasLintCleanWithASummary() {
        let schemas = SchemaFixture.packageRoot.appendingPathComponent("Schemas").path
        let (status, output) = lint(["--schemas", schemas])
        #expect(status == 0, "bundled schemas should lint clean, stderr: \(output.standardError)")
        #expect(output.standardOutput == "7 schemas, 7 modules, 19 entities, 2 payload fixtures: no problems\n", "summary: \(output.standardOutput)")
        #expect(output.standardError.isEmpty, "no diagnostics expected: \(output.standardError)")
    }

    @Test func schemaErrorsExitWithTwoAndPrintEveryDiagnostic() throws {
        let directory = try SchemaFixture.directory([
            "Blog.json": "{ \"entities\": { \"Tag\": { \"attributes\": { \"name\": \"Strng\" } } } }\n",
            "Shop.json": "{ \"entities\": { \"Item\": { \"identity\": \"sku\", \"attributes\": { \"name\": \"String\" } } } }\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (status, output) = lint(["--schemas", directory])
        #expect(status == 2, "schema errors should exit 2, got \(status)")
        #expect(output.standardOutput.isEmpty, "nothing on stdout when there are errors: \(output.standardOutput)")
        let expected = """
        \(directory)/Blog.json:1:51: error: unknown type 'Strng' for attribute 'name'; did you mean 'String'?
        \(directory)/Shop.json:1:39: error: identity of entity 'Item' names unknown attribute 'sku'
        2 schemas: 2 errors

        """
        #expect(output.standardError == expected, "stderr:\n\(output.standardError)")
    }

    @Test func warningsAloneDoNotFailLint() throws {
        let directory = try SchemaFixture.directory([:])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (status, output) = lint(["--schemas", directory])
        #expect(status == 0, "a warning alone should exit 0, got \(status)")
        #expect(output.standardError == "\(directory): warning: no schema files (*.json) in this directory\n", "stderr: \(output.standardError)")
        #expect(output.standardOutput == "0 schemas, 0 modules, 0 entities: 1 warning\n", "summary: \(output.standardOutput)")
    }

    @Test func missingSchemaDirectoryIsAnError() {
        let (status, output) = lint(["--schemas", "/nonexistent/mapwright-schemas"])
        #expect(status == 3, "missing directory is an I/O failure (exit 3), got \(status)")
        let expected = "/nonexistent/mapwright-schemas: error: schema directory not found; create /nonexistent/mapwright-schemas/ with a schema file, or pass --schemas DIR\n0 schemas: 1 error\n"
        #expect(output.standardError == expected, "stderr: \(output.standardError)")
    }
}
