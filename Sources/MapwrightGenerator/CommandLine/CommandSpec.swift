/// One `mapwright` subcommand: its name, help, options, and what it does. Adding a
/// command is adding one of these (in its own file) to `MapwrightTool.commands`.
public struct CommandSpec: Sendable {
    /// The subcommand's name (`lint`).
    public let name: String
    /// One line saying what it does.
    public let abstract: String
    /// The options it takes (all of the form `--name VALUE`); `--help` is implicit.
    public let options: [OptionSpec]
    /// Runs the command with parsed options, printing into the output; returns the exit status.
    public let run: @Sendable (ParsedOptions, inout CommandOutput) -> Int32

    /// A command from its parts.
    public init(name: String, abstract: String, options: [OptionSpec], run: @escaping @Sendable (ParsedOptions, inout CommandOutput) -> Int32) {
        self.name = name
        self.abstract = abstract
        self.options = options
        self.run = run
    }

    /// `mapwright lint [--schemas DIR]`.
    public var usage: String {
        (["mapwright", name] + options.map { "[--\($0.name) \($0.valueName)]" }).joined(separator: " ")
    }

    /// The text `mapwright <name> --help` prints.
    public var help: String {
        var lines = ["OVERVIEW: \(abstract)", "", "USAGE: \(usage)", "", "OPTIONS:"]
        let rows = options.map { option in
            ("--\(option.name) \(option.valueName)", option.help + (option.defaultValue.map { " (default: \($0))" } ?? ""))
        } + [("-h, --help", "Show help for this command.")]
        let width = rows.map(\.0.count).max() ?? 0
        lines += rows.map { "  " + $0.0.padded(to: width + 2) + $0.1 }
        return lines.joined(separator: "\n")
    }
}

/// An option taking a value: `--schemas DIR` or `--schemas=DIR`.
public struct OptionSpec: Sendable, Hashable {
    /// The name without dashes (`schemas`).
    public let name: String
    /// The value's placeholder in help (`DIR`).
    public let valueName: String
    /// What it means.
    public let help: String
    /// The value when the option is not given; `nil` when it has none.
    public let defaultValue: String?

    /// An option from its parts.
    public init(name: String, valueName: String, help: String, defaultValue: String?) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.defaultValue = defaultValue
    }
}

/// The option values of one invocation, defaults filled in.
public struct ParsedOptions: Sendable, Hashable {
    /// Values by option name (without dashes).
    public var values: [String: String]

    /// Parsed options from their values.
    public init(values: [String: String]) {
        self.values = values
    }

    /// The value of option `name`, if given or defaulted.
    public subscript(name: String) -> String? { values[name] }
}

private extension String {
    /// The string followed by spaces up to `length` characters.
    func padded(to length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
