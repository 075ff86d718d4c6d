/// Parses a subcommand's arguments against its options: `--name VALUE`,
/// `--name=VALUE` and `-h`/`--help`. Anything else is a usage error.
enum ArgumentParser {
    /// What the arguments ask for.
    enum Outcome: Equatable {
        /// Run with these options.
        case run(ParsedOptions)
        /// Show the command's help.
        case help
    }

    /// A command line that does not fit the command.
    struct UsageError: Error, Equatable {
        /// What is wrong, in one line.
        let message: String
    }

    /// Parses `arguments` (after the subcommand's name) for `command`.
    static func parse(_ arguments: [String], for command: CommandSpec) throws(UsageError) -> Outcome {
        var values: [String: String] = [:]
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "-h" || argument == "--help" { return .help }
            guard argument.hasPrefix("--"), argument.count > 2 else {
                throw UsageError(message: "unexpected argument '\(argument)'")
            }
            let body = argument.dropFirst(2)
            let name: String
            var value: String?
            if let equals = body.firstIndex(of: "=") {
                name = String(body[..<equals])
                value = String(body[body.index(after: equals)...])
            } else {
                name = String(body)
            }
            guard let option = command.options.first(where: { $0.name == name }) else {
                let hint = Suggestion.didYouMean("--" + name, among: command.options.map { "--" + $0.name } + ["--help"])
                throw UsageError(message: "unknown option '--\(name)' for '\(command.name)'\(hint)")
            }
            if value == nil {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw UsageError(message: "option '--\(name)' needs a value (\(option.valueName))")
                }
                value = arguments[index]
                index += 1
            }
            guard values[name] == nil else {
                throw UsageError(message: "option '--\(name)' is given more than once")
            }
            guard let value, !value.isEmpty else {
                throw UsageError(message: "option '--\(name)' needs a value (\(option.valueName))")
            }
            values[name] = value
        }
        for option in command.options where values[option.name] == nil {
            values[option.name] = option.defaultValue
        }
        return .run(ParsedOptions(values: values))
    }
}
