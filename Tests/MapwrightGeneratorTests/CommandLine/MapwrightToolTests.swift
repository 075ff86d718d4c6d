import Testing
@testable import MapwrightGenerator

/// The `mapwright` command line: dispatch, help, version and usage errors.
@Suite("mapwright command line")
struct MapwrightToolTests {
    private func run(_ arguments: [String]) -> (status: Int32, output: CommandOutput) {
        var output = CommandOutput()
        let status = MapwrightTool.run(arguments, output: &output)
        return (status, output)
    }

    @Test func versionPrintsTheGeneratorVersion() {
        let (status, output) = run(["--version"])
        #expect(status == 0 && output.standardOutput == "mapwright \(GeneratorVersion.current)\n", "version output: \(output.standardOutput)")
    }

    @Test func helpListsEveryCommand() {
        let (status, output) = run(["--help"])
        #expect(status == 0, "--help should exit 0")
        for command in ["generate", "check", "lint"] {
            #expect(output.standardOutput.contains("  \(command)  "), "help should list \(command): \(output.standardOutput)")
        }
    }

    @Test func commandHelpShowsItsOptionsAndDefaults() {
        let (status, output) = run(["generate", "--help"])
        #expect(status == 0, "generate --help should exit 0")
        #expect(output.standardOutput.contains("USAGE: mapwright generate [--schemas DIR] [--output DIR] [--templates DIR]"), "usage line: \(output.standardOutput)")
        #expect(output.standardOutput.contains("(default: Generated)"), "output default shown: \(output.standardOutput)")
    }

    @Test func helpCommandShowsACommandsHelp() {
        #expect(run(["help", "lint"]).output.standardOutput == run(["lint", "--help"]).output.standardOutput, "'help lint' should equal 'lint --help'")
    }

    @Test func noArgumentsIsAUsageError() {
        let (status, output) = run([])
        #expect(status == 64 && output.standardError.contains("USAGE: mapwright <command>"), "no arguments: \(status) \(output.standardError)")
    }

    @Test func unknownCommandSuggestsTheClosestAndExits64() {
        let (status, output) = run(["lnt"])
        #expect(status == 64, "unknown command should exit 64, got \(status)")
        #expect(output.standardError.hasPrefix("error: unknown command 'lnt'; did you mean 'lint'?\n"), "stderr: \(output.standardError)")
    }

    @Test func unknownOptionSuggestsTheClosestAndExits64() {
        let (status, output) = run(["lint", "--schema", "x"])
        #expect(status == 64, "unknown option should exit 64, got \(status)")
        #expect(output.standardError == "error: unknown option '--schema' for 'lint'; did you mean '--schemas'?\nUSAGE: mapwright lint [--schemas DIR]\nSee 'mapwright lint --help'.\n", "stderr: \(output.standardError)")
    }

    @Test func optionWithoutAValueIsAUsageError() {
        let (status, output) = run(["lint", "--schemas"])
        #expect(status == 64 && output.standardError.hasPrefix("error: option '--schemas' needs a value (DIR)\n"), "missing value: \(status) \(output.standardError)")
    }

    @Test func strayArgumentIsAUsageError() {
        let (status, output) = run(["lint", "Schemas"])
        #expect(status == 64 && output.standardError.hasPrefix("error: unexpected argument 'Schemas'\n"), "stray argument: \(status) \(output.standardError)")
    }

    @Test func equalsFormOfAnOptionIsAccepted() throws {
        let command = try #require(MapwrightTool.commands.first { $0.name == "generate" })
        let outcome = try ArgumentParser.parse(["--schemas=S", "--output", "O"], for: command)
        #expect(outcome == .run(ParsedOptions(values: ["schemas": "S", "output": "O"])), "parsed options: \(outcome)")
    }
}
