import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-parsers [COMMAND] [options]`:
/// runs `mapwright COMMAND` in the package's root directory, so that `Schemas/` and
/// `Generated/` (the tool's defaults) are the package's. COMMAND is `generate` (the
/// default), `check`, `lint` or `init`; the options are the command's own.
@main
struct GenerateParsersPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let command: String, options: [String]
        switch PluginInvocation.parse(arguments) {
        case .help:
            print(PluginInvocation.helpText)
            return
        case .failure(let message):
            throw PluginFailure(message: message + "\n\n" + PluginInvocation.helpText)
        case .run(let parsedCommand, let parsedOptions):
            (command, options) = (parsedCommand, parsedOptions)
        }
        let tool = try context.tool(named: "mapwright")
        let process = Process()
        process.executableURL = tool.url
        process.currentDirectoryURL = context.package.directoryURL
        process.arguments = [command] + options
        try process.run()
        process.waitUntilExit()
        // mapwright has printed its diagnostics; the failure is reported once, by SwiftPM.
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginFailure(message: "mapwright \(command) failed with status \(process.terminationStatus)")
        }
    }
}

/// What the plugin's arguments ask for.
enum PluginInvocation {
    /// Run `mapwright` with this command and options.
    case run(command: String, options: [String])
    /// Print the plugin's help.
    case help
    /// The arguments make no sense; the message says why.
    case failure(String)

    /// The commands the plugin runs; the first is the default.
    static let commands = ["generate", "check", "lint", "init"]

    /// Reads the plugin's arguments: an optional command, then that command's options.
    static func parse(_ arguments: [String]) -> PluginInvocation {
        guard let first = arguments.first else { return .run(command: "generate", options: []) }
        if first == "help" || first == "-h" || first == "--help" { return .help }
        if first.hasPrefix("-") { return .run(command: "generate", options: arguments) }
        guard commands.contains(first) else {
            return .failure("error: unknown command '\(first)' (expected one of \(commands.joined(separator: ", ")))")
        }
        return .run(command: first, options: Array(arguments.dropFirst()))
    }

    /// `swift package generate-parsers --help`.
    static let helpText = """
    OVERVIEW: Run mapwright on this package: Schemas/ in, Generated/ out.

    USAGE: swift package --allow-writing-to-package-directory generate-parsers [COMMAND] [options]

    COMMANDS:
      generate  Generate Swift code from the schemas, writing only files that changed (default).
      check     Check that the generated code is up to date; writes nothing.
      lint      Validate the schemas without generating anything.
      init      Write a starter schema, generate it, print the Package.swift targets to add.

    Options are the command's own: 'generate-parsers <command> --help' lists them.

    A new package: run 'generate-parsers init' BEFORE declaring the generated targets in
    Package.swift. SwiftPM refuses a manifest naming a target folder that does not exist,
    and then no plugin (this one included) can run; 'init' creates the folders and prints
    the declarations to paste. If they are declared already, comment them out, run
    'generate-parsers init' (or 'generate' for an existing schema), then put them back.
    """
}

/// The plugin failed; SwiftPM prints the message once.
struct PluginFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
