/// Parses a subcommand's arguments against its options: `--name VALUE`,
/// `--name=VALUE`, flags `--name` and `-h`/`--help`, then the command's file arguments, if it takes
/// any (`--` ends the options). Anything else is a usage error.
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
        var positional: [String] = []
        var optionsEnded = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                guard command.arguments != nil else { throw UsageError(message: "unexpected argument '\(argument)'") }
                positional.append(argument)
                continue
            }
            if argument == "-h" || argument == "--help" { return .help }
            if argument == "--" {
                optionsEnded = true
                continue
            }
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
            if option.isFlag {
                guard value == nil else { throw UsageError(message: "option '--\(name)' takes no value") }
                guard values[name] == nil else { throw UsageError(message: "option '--\(name)' is given more than once") }
                values[name] = "true"
                continue
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
            guard !option.isRequired else { throw UsageError(message: "missing option '--\(option.name) \(option.valueName)'") }
            values[option.name] = option.defaultValue
        }
        if let spec = command.arguments {
            guard !positional.isEmpty else { throw UsageError(message: "missing argument <\(spec.valueName)>") }
            guard spec.isRepeatable || positional.count == 1 else {
                throw UsageError(message: "unexpected argument '\(positional[1])': '\(command.name)' takes one <\(spec.valueName)>")
            }
        }
        return .run(ParsedOptions(values: values, arguments: positional))
    }
}
