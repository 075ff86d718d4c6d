import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-parsers [options]`:
/// runs `mapwright generate` on the package's `Schemas/` into `Generated/` (any of
/// `generate`'s options may be passed and override those defaults).
@main
struct GenerateParsersPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "mapwright")
        let root = context.package.directoryURL
        var options = arguments
        if !options.contains(where: { $0.hasPrefix("--schemas") }) {
            options += ["--schemas", root.appending(path: "Schemas").path()]
        }
        if !options.contains(where: { $0.hasPrefix("--output") }) {
            options += ["--output", root.appending(path: "Generated").path()]
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["generate"] + options
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("mapwright generate failed with status \(process.terminationStatus)")
            throw GenerateParsersError(status: process.terminationStatus)
        }
    }
}

/// `mapwright generate` did not succeed.
struct GenerateParsersError: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "mapwright generate exited with status \(status)" }
}
