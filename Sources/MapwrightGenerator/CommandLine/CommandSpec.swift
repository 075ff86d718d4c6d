/// One `mapwright` subcommand: its name, help, options, and what it does. Adding a
/// command is adding one of these (in its own file) to `MapwrightTool.commands`.
public struct CommandSpec: Sendable {
    /// The subcommand's name (`lint`).
    public let name: String
    /// One line saying what it does.
    public let abstract: String
    /// The options it takes (`--name VALUE`, or a flag `--name`); `--help` is implicit.
    public let options: [OptionSpec]
    /// The arguments it takes after its options (files), if any.
    public let arguments: ArgumentSpec?
    /// More text for `--help`, after the options (examples, next steps); may be empty.
    public let discussion: String
    /// Runs the command with parsed options, printing into the output; returns the exit status.
    public let run: @Sendable (ParsedOptions, inout CommandOutput) -> Int32
    /// The commands grouped under this one (`fixtures add`, named with this one's name
    /// first), when it is a group: `mapwright <name> <subcommand> …` runs one of them.
    public let subcommands: [CommandSpec]

    /// A command from its parts.
    public init(name: String, abstract: String, options: [OptionSpec], arguments: ArgumentSpec? = nil, discussion: String = "",
                run: @escaping @Sendable (ParsedOptions, inout CommandOutput) -> Int32) {
        self.name = name
        self.abstract = abstract
        self.options = options
        self.arguments = arguments
        self.discussion = discussion
        self.run = run
        self.subcommands = []
    }

    /// A group of commands: `mapwright <name> <subcommand> …`. Each subcommand's name is
    /// this one's followed by its own (`fixtures add`).
    public init(name: String, abstract: String, subcommands: [CommandSpec], discussion: String = "") {
        self.name = name
        self.abstract = abstract
        self.options = []
        self.arguments = nil
        self.discussion = discussion
        self.subcommands = subcommands
        self.run = { _, output in
            output.printError("error: missing subcommand for '\(name)'")
            return ExitStatus.usage
        }
    }

    /// The subcommand's own name (`add` for `fixtures add`).
    public var shortName: String {
        name.split(separator: " ").last.map(String.init) ?? name
    }

    /// `mapwright lint [--schemas DIR]`, `mapwright try --mapping NAME [--schemas DIR] <payload.json>`.
    public var usage: String {
        if !subcommands.isEmpty { return "mapwright \(name) <subcommand>" }
        let options = options.map { $0.isRequired ? $0.written : "[\($0.written)]" }
        return (["mapwright", name] + options + (arguments.map { [$0.usage] } ?? [])).joined(separator: " ")
    }

    /// The text `mapwright <name> --help` prints: every option with its default.
    public var help: String {
        var lines = ["OVERVIEW: \(abstract)", "", "USAGE: \(usage)", ""]
        if !subcommands.isEmpty {
            let width = subcommands.map(\.shortName.count).max() ?? 0
            lines.append("SUBCOMMANDS:")
            lines += subcommands.map { "  " + $0.shortName.padded(to: width + 2) + $0.abstract }
            lines += ["", "OPTIONS:", "  -h, --help  Show help. 'mapwright \(name) <subcommand> --help' shows a subcommand's options."]
            if !discussion.isEmpty { lines += ["", discussion] }
            return lines.joined(separator: "\n")
        }
        if let arguments {
            lines += ["ARGUMENTS:", "  " + arguments.usage.padded(to: optionColumnWidth + 2) + arguments.help, ""]
        }
        lines.append("OPTIONS:")
        lines += optionRows.map { "  " + $0.0.padded(to: optionColumnWidth + 2) + $0.1 }
        if !discussion.isEmpty { lines += ["", discussion] }
        return lines.joined(separator: "\n")
    }

    private var optionRows: [(String, String)] {
        options.map { option in (option.written, option.help + " (\(option.defaultText))") }
            + [("-h, --help", "Show help for this command.")]
    }

    private var optionColumnWidth: Int {
        (optionRows.map(\.0.count) + [arguments?.usage.count ?? 0]).max() ?? 0
    }
}

/// The arguments a command takes after its options: one or more files.
public struct ArgumentSpec: Sendable, Hashable {
    /// The placeholder in usage and help (`payload.json`).
    public let valueName: String
    /// What the arguments are.
    public let help: String
    /// Whether more than one may be given.
    public let isRepeatable: Bool

    /// An argument list from its parts.
    public init(valueName: String, help: String, isRepeatable: Bool) {
        self.valueName = valueName
        self.help = help
        self.isRepeatable = isRepeatable
    }

    /// `<payload.json>` or `<sample.json> ...`.
    public var usage: String { "<\(valueName)>" + (isRepeatable ? " ..." : "") }
}

/// An option taking a value (`--schemas DIR` or `--schemas=DIR`), or a flag taking none
/// (`--strict`: its value is `true` when given, absent when not).
public struct OptionSpec: Sendable, Hashable {
    /// The name without dashes (`schemas`).
    public let name: String
    /// The value's placeholder in help (`DIR`).
    public let valueName: String
    /// What it means.
    public let help: String
    /// The value when the option is not given; `nil` when it has none.
    public let defaultValue: String?
    /// What help says when there is no default value (`the built-in templates`).
    public let defaultDescription: String?
    /// Whether the command cannot run without it.
    public let isRequired: Bool
    /// Whether it is a flag, given without a value.
    public let isFlag: Bool

    /// An option from its parts.
    public init(name: String, valueName: String, help: String, defaultValue: String?, defaultDescription: String? = nil,
                isRequired: Bool = false) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.defaultValue = defaultValue
        self.defaultDescription = defaultDescription
        self.isRequired = isRequired
        self.isFlag = false
    }

    /// A flag: `--name` alone, with no value.
    public init(flag name: String, help: String) {
        self.name = name
        self.valueName = ""
        self.help = help
        self.defaultValue = nil
        self.defaultDescription = nil
        self.isRequired = false
        self.isFlag = true
    }

    /// How the option is written in usage and help: `--schemas DIR`, or `--strict` for a flag.
    public var written: String {
        isFlag ? "--\(name)" : "--\(name) \(valueName)"
    }

    /// How help states the default: `default: Schemas`, `default: the built-in templates`,
    /// `required`, `default: off` for a flag.
    public var defaultText: String {
        if isFlag { return "default: off" }
        if let defaultValue { return "default: \(defaultValue)" }
        if isRequired { return "required" }
        return "default: \(defaultDescription ?? "none")"
    }
}

/// The option values of one invocation, defaults filled in.
public struct ParsedOptions: Sendable, Hashable {
    /// Values by option name (without dashes).
    public var values: [String: String]
    /// The arguments after the options (files), in order.
    public var arguments: [String]

    /// Parsed options from their values and arguments.
    public init(values: [String: String], arguments: [String] = []) {
        self.values = values
        self.arguments = arguments
    }

    /// The value of option `name`, if given or defaulted.
    public subscript(name: String) -> String? { values[name] }

    /// Whether flag `name` was given.
    public func isSet(_ name: String) -> Bool { values[name] == "true" }
}

extension String {
    /// The string followed by spaces up to `length` characters.
    func padded(to length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
