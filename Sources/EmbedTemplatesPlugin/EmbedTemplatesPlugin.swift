import Foundation
import PackagePlugin

/// Embeds the package's `Templates/*.mustache` into the generator target at build time,
/// so the defaults in the binary always equal the files in `Templates/`.
@main
struct EmbedTemplatesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: templates.path())) ?? []
        let inputs = names.filter { $0.hasSuffix(".mustache") }.sorted().map { templates.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) templates",
                executable: try context.tool(named: "TemplateEmbedder").url,
                arguments: [templates.path(), output.path()],
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}
