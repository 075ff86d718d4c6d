import Testing
@testable import MapwrightGenerator

/// `mapwright --help` and each command's `--help`, checked against the command specs
/// themselves, so that a new command or option cannot be left out of the help.
@Suite("help lists every command and option")
struct HelpTests {
    private func help(_ arguments: [String]) -> (status: Int32, text: String) {
        var output = CommandOutput()
        let status = MapwrightTool.run(arguments, output: &output)
        return (status, output.standardOutput)
    }

    @Test("mapwright --help lists every command with its one-line summary", arguments: MapwrightTool.commands.map(\.name))
    func toolHelpListsCommand(_ name: String) throws {
        let command = try #require(MapwrightTool.commands.first { $0.name == name })
        let (status, text) = help(["--help"])
        #expect(status == 0, "--help exits \(status)")
        let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("  \(name) ") },
                               "--help has no row for '\(name)':\n\(text)")
        #expect(row.hasSuffix(command.abstract), "the row of '\(name)' should end with its summary: \(row)")
        #expect(!command.abstract.contains("\n"), "the summary of '\(name)' should be one line")
    }

    @Test("Each command's --help lists every option with its default", arguments: MapwrightTool.commands.map(\.name))
    func commandHelpListsOptions(_ name: String) throws {
        let command = try #require(MapwrightTool.commands.first { $0.name == name })
        let (status, text) = help([name, "--help"])
        #expect(status == 0, "\(name) --help exits \(status)")
        #expect(text.contains("USAGE: \(command.usage)"), "\(name) --help lacks its usage line:\n\(text)")
        for option in command.options {
            let row = text.split(separator: "\n").first { $0.hasPrefix("  \(option.written) ") }
            #expect(row != nil, "\(name) --help has no row for --\(option.name):\n\(text)")
            #expect(row?.hasSuffix("(\(option.defaultText))") == true, "the row of --\(option.name) should end with (\(option.defaultText)): \(row ?? "")")
            #expect(command.usage.contains(option.written), "usage of \(name) lacks --\(option.name)")
        }
        if let arguments = command.arguments {
            #expect(text.contains("  \(arguments.usage) "), "\(name) --help does not describe \(arguments.usage):\n\(text)")
        }
    }

    @Test func optionWithoutADefaultSaysWhatHappens() {
        #expect(CommonOptions.templates.defaultText == "default: the built-in templates", "templates: \(CommonOptions.templates.defaultText)")
        let required = OptionSpec(name: "mapping", valueName: "NAME", help: "Mapping.", defaultValue: nil, isRequired: true)
        #expect(required.defaultText == "required", "a required option's help should say so: \(required.defaultText)")
    }
}

/// Arguments after the options, and required options.
@Suite("file arguments and required options")
struct ArgumentParserFileTests {
    private static let command = CommandSpec(
        name: "demo", abstract: "Demo.",
        options: [
            OptionSpec(name: "mapping", valueName: "NAME", help: "Mapping.", defaultValue: nil, isRequired: true),
            OptionSpec(name: "format", valueName: "FORMAT", help: "Format.", defaultValue: "text"),
        ],
        arguments: ArgumentSpec(valueName: "payload.json", help: "Payload.", isRepeatable: false),
        run: { _, _ in 0 })

    private static let repeatable = CommandSpec(
        name: "many", abstract: "Many.", options: [],
        arguments: ArgumentSpec(valueName: "sample.json", help: "Samples.", isRepeatable: true),
        run: { _, _ in 0 })

    @Test func fileArgumentIsCollectedAndDefaultsFilledIn() throws {
        let outcome = try ArgumentParser.parse(["--mapping", "Post", "post.json"], for: Self.command)
        #expect(outcome == .run(ParsedOptions(values: ["mapping": "Post", "format": "text"], arguments: ["post.json"])), "parsed: \(outcome)")
    }

    @Test func fileArgumentMayComeFirst() throws {
        let outcome = try ArgumentParser.parse(["post.json", "--mapping=Post"], for: Self.command)
        #expect(outcome == .run(ParsedOptions(values: ["mapping": "Post", "format": "text"], arguments: ["post.json"])), "parsed: \(outcome)")
    }

    @Test func missingRequiredOptionIsAUsageError() {
        #expect(throws: ArgumentParser.UsageError(message: "missing option '--mapping NAME'")) {
            try ArgumentParser.parse(["post.json"], for: Self.command)
        }
    }

    @Test func missingFileArgumentIsAUsageError() {
        #expect(throws: ArgumentParser.UsageError(message: "missing argument <payload.json>")) {
            try ArgumentParser.parse(["--mapping", "Post"], for: Self.command)
        }
    }

    @Test func secondFileForASingleFileCommandIsAUsageError() {
        #expect(throws: ArgumentParser.UsageError(message: "unexpected argument 'b.json': 'demo' takes one <payload.json>")) {
            try ArgumentParser.parse(["--mapping", "Post", "a.json", "b.json"], for: Self.command)
        }
    }

    @Test func repeatableArgumentsKeepTheirOrder() throws {
        let outcome = try ArgumentParser.parse(["b.json", "a.json", "--", "--odd.json"], for: Self.repeatable)
        #expect(outcome == .run(ParsedOptions(values: [:], arguments: ["b.json", "a.json", "--odd.json"])), "parsed: \(outcome)")
    }

    @Test func usageShowsRequiredOptionsUnbracketedAndTheFiles() {
        #expect(Self.command.usage == "mapwright demo --mapping NAME [--format FORMAT] <payload.json>", "usage: \(Self.command.usage)")
        #expect(Self.repeatable.usage == "mapwright many <sample.json> ...", "usage: \(Self.repeatable.usage)")
    }
}
