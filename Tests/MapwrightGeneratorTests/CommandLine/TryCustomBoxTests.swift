import Foundation
import Mapwright
import Testing
@testable import MapwrightGenerator

/// `mapwright try` on a field read by a custom box (Widgets' `TextWidget.color`): it cannot
/// run the user's code, says so for that field, and reads the rest of the record.
@Suite("try and custom boxes")
struct TryCustomBoxTests {
    private func run(_ arguments: [String]) -> (status: Int32, output: CommandOutput) {
        var output = CommandOutput()
        let fixture = TryCommandTests.root.appendingPathComponent("Tests/GeneratedCodeTests/Fixtures/widgets-valid.json").path
        let status = MapwrightTool.run(["try", "--schemas", TryCommandTests.schemas] + arguments + [fixture], output: &output)
        return (status, output)
    }

    @Test func theFieldIsReportedAsNotInterpretedAndTheRestIsRead() {
        let (status, output) = run(["--mapping", "WidgetDiff"])
        #expect(status == 0, "a field try cannot read is no error: exit \(status): \(output.standardError)")
        let text = output.standardOutput
        #expect(text.contains("\n  TextWidget.color: custom box MapwrightExampleWidgetBoxes.HexColor runs your code; try cannot"),
                "the field and why must be named:\n\(text)")
        #expect(text.contains("    title: \"My test title\""), "the record's other fields must still be read:\n\(text)")
        #expect(text.contains("    color: nil"), "the color stays unset:\n\(text)")
    }

    @Test func jsonNamesTheFieldWithItsEntityAndReason() throws {
        let (_, output) = run(["--mapping", "WidgetDiff", "--format", "json"])
        let json = try JSONReader().read(output.standardOutput)
        let field = try #require(json[JSONKeyPath(stringLiteral: "notInterpreted.0")], "no notInterpreted field: \(output.standardOutput)")
        #expect(field["entity"]?.string == "TextWidget" && field["field"]?.string == "color"
                && field["reason"]?.string == "custom box MapwrightExampleWidgetBoxes.HexColor runs your code; try cannot", "notInterpreted: \(field)")
    }

    @Test func aMappingWithoutCustomBoxesReportsNothingNotInterpreted() {
        let (_, output) = run(["--mapping", "ImageWidget"])
        #expect(!output.standardOutput.contains("Not interpreted"), "ImageWidget reads every field:\n\(output.standardOutput)")
    }
}
