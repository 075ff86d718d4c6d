/// The `mapwright` command line: dispatches to a subcommand, handles `--help` and
/// `--version`, and turns a bad command line into a usage error (exit 64).
///
/// `main` only passes the arguments and writes the collected output, so every
/// behaviour here is testable by calling `run`.
public enum MapwrightTool {
    /// The subcommands, in the order help lists them.
    public static let commands: [CommandSpec] = [
        InitCommand.spec, GenerateCommand.spec, CheckCommand.spec, LintCommand.spec, TryCommand.spec, InferCommand.spec, ImportCoreDataCommand.spec,
        MigrationsCommand.spec, FixturesCommand.spec,
    ]

    /// The text `mapwright --help` prints.
    public static var help: String {
        let width = commands.map(\.name.count).max() ?? 0
        let rows = commands.map { "  " + $0.name + String(repeating: " ", count: width - $0.name.count + 2) + $0.abstract }
        return ([
            "OVERVIEW: Generate Swift models, builders, parsers and tests from schema files.",
            "",
            "USAGE: mapwright <command> [options]",
            "",
            "COMMANDS:",
        ] + rows + [
            "",
            "OPTIONS:",
            "  --version   Show the version.",
            "  -h, --help  Show help. 'mapwright <command> --help' shows a command's options.",
            "",
            "EXIT STATUS:",
        ] + ExitStatus.helpLines).joined(separator: "\n")
    }

    /// Runs the command line `arguments` (without the program name); returns the exit status.
    public static func run(_ arguments: [String], output: inout CommandOutput) -> Int32 {
        guard let first = arguments.first else {
            output.printError(help)
            return ExitStatus.usage
        }
        switch first {
        case "-h", "--help":
            output.print(help)
            return ExitStatus.success
        case "--version":
            output.print("mapwright \(GeneratorVersion.current)")
            return ExitStatus.success
        case "help":
            guard arguments.count > 1 else {
                output.print(help)
                return ExitStatus.success
            }
            return run(Array(arguments.dropFirst()) + ["--help"], output: &output)
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let hint = Suggestion.didYouMean(first, among: commands.map(\.name))
            let what = first.hasPrefix("-") ? "option" : "command"
            return usageError("unknown \(what) '\(first)'\(hint)", usage: help, output: &output)
        }
        return run(command, Array(arguments.dropFirst()), output: &output)
    }

    /// Runs `command` (or, for a group, the subcommand its first argument names) with `arguments`.
    private static func run(_ command: CommandSpec, _ arguments: [String], output: inout CommandOutput) -> Int32 {
        if !command.subcommands.isEmpty {
            let names = command.subcommands.map(\.shortName)
            guard let first = arguments.first else {
                return usageError("missing subcommand for '\(command.name)' (\(names.joined(separator: ", ")))", usage: command.help, output: &output)
            }
            if first == "-h" || first == "--help" {
                output.print(command.help)
                return ExitStatus.success
            }
            guard let subcommand = command.subcommands.first(where: { $0.shortName == first }) else {
                let hint = Suggestion.didYouMean(first, among: names)
                return usageError("unknown subcommand '\(first)' for '\(command.name)'\(hint) (\(names.joined(separator: ", ")))",
                                  usage: command.help, output: &output)
            }
            return run(subcommand, Array(arguments.dropFirst()), output: &output)
        }
        do {
            switch try ArgumentParser.parse(arguments, for: command) {
            case .help:
                output.print(command.help)
                return ExitStatus.success
            case .run(let options):
                return command.run(options, &output)
            }
        } catch {
            return usageError(error.message, usage: "USAGE: \(command.usage)\nSee 'mapwright \(command.name) --help'.", output: &output)
        }
    }

    private static func usageError(_ message: String, usage: String, output: inout CommandOutput) -> Int32 {
        output.printError("error: \(message)")
        output.printError(usage)
        return ExitStatus.usage
    }
}
