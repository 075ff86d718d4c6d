import Foundation
import Mapwright
import Testing
@testable import MapwrightGenerator

/// `mapwright try` on an enum that keeps unknown raw values (Tracker's `State`): the
/// unknown case shows the raw value it holds. (That it agrees with the generated code
/// is `TryAgreementTests`, on `tracker-issue-new-state.json`.)
@Suite("try keeps unknown enum raw values")
struct TryKeptEnumTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func run(_ arguments: [String]) -> (status: Int32, output: CommandOutput) {
        var output = CommandOutput()
        let fixture = Self.root.appendingPathComponent("Tests/GeneratedCodeTests/Fixtures/tracker-issue-new-state.json").path
        let status = MapwrightTool.run(["try", "--schemas", Self.root.appendingPathComponent("Schemas").path, "--mapping", "MapwrightExampleTracker.Issue"] + arguments + [fixture], output: &output)
        return (status, output)
    }

    /// Tracker's `State` box, as `try` reads it.
    private func stateBox() throws -> Mapwright.Box<TryValue> {
        let schema = try #require(SchemaFrontEnd.load(directory: Self.root.appendingPathComponent("Schemas").path).schema, "the bundled schemas must load")
        let tracker = try #require(schema.module(named: "MapwrightExampleTracker"), "Tracker must be bundled")
        return DynamicBox.elementBox(.enumeration("State"), element: .enumeration("State"), module: tracker)
    }

    @Test func textOutputShowsTheKeptRawValue() {
        let (status, output) = run([])
        #expect(status == 0, "exit \(status): \(output.standardError)")
        #expect(output.standardOutput.contains("    state: .unknown(\"triaged\")"), "the unknown case must show the kept raw value:\n\(output.standardOutput)")
    }

    @Test func jsonOutputShowsTheCaseAndItsRawValue() throws {
        let (status, output) = run(["--format", "json"])
        #expect(status == 0, "exit \(status): \(output.standardError)")
        let json = try JSONReader().read(output.standardOutput)
        let records = try #require(json["records"], "the JSON has records: \(output.standardOutput)")
        let issue = try #require((0..<(records.count ?? 0)).lazy.compactMap { records[$0] }.first { $0["entity"]?.string == "Issue" }, "an Issue record: \(output.standardOutput)")
        let state = issue[JSONKeyPath(stringLiteral: "fields.state")]
        #expect(state?.kind == .object && state?["unknown"]?.string == "triaged", "the JSON form must be {\"unknown\": \"triaged\"}: \(String(describing: state))")
    }

    @Test(arguments: [("open", TryValue.enumCase("open")), ("CLOSED", .enumCase("closed")),
                      ("unknown", .keptEnumCase("unknown", rawValue: "unknown")), ("closed", .keptEnumCase("unknown", rawValue: "closed"))])
    func rawValuesBecomeCasesOrAreKept(raw: String, expected: TryValue) throws {
        let value = try stateBox()(JSONValue(raw), mode: .lenient)
        #expect(try value.get() == expected, "raw value \(raw) must read as \(expected.text)")
    }
}
