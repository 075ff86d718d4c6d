import Foundation

/// `mapwright import-coredata [--module NAME] [--keys STYLE] [--output FILE] <model>`:
/// writes a schema file from a Core Data model (`.xcdatamodeld`, `.xcdatamodel` or
/// its `contents` file), reports on standard error everything it does not carry over
/// (each at its line in the model), and prints a stub for each box of your own the
/// schema names for a value transformer.
///
/// Exit status: 0 written; 1 the output file exists (never overwritten); 2 the model is
/// not a Core Data model or is inconsistent (positioned error), or the schema does not
/// validate beside the schemas already there; 3 the model cannot be read; 64 bad command line.
public enum ImportCoreDataCommand {
    /// The command.
    public static let spec = CommandSpec(
        name: "import-coredata",
        abstract: "Write a schema from a Core Data model (.xcdatamodeld, .xcdatamodel or contents).",
        options: [
            OptionSpec(name: "module", valueName: "NAME", help: "Module of the schema (and of the schema file's name).", defaultValue: nil,
                       defaultDescription: "the model's file name"),
            OptionSpec(name: "keys", valueName: "STYLE", help: "JSON keys of members userInfo gives none: as-named, or snake_case (Sync's matching).",
                       defaultValue: "as-named"),
            OptionSpec(name: "output", valueName: "FILE", help: "The schema file to write (never overwritten).", defaultValue: nil,
                       defaultDescription: "Schemas/<module>.json"),
        ],
        arguments: ArgumentSpec(valueName: "model", help: "An .xcdatamodeld (its current version), an .xcdatamodel, or a model's contents file.", isRepeatable: false),
        discussion: """
        JSON keys, identities and boxes come from userInfo in the conventions of Sync
        (sync.remoteKey, sync.isPrimaryKey, ...), Groot (JSONKeyPath, identityAttribute(s),
        JSONTransformerName) and MagicalRecord (mappedKeyName, relatedByAttribute,
        dateFormat); without them an attribute named id, remoteID or <entity>ID is the
        identity. Everything the schema cannot hold is listed on standard error as
        'not carried over' with its line in the model. Value transformers become boxes of
        your own: a stub of each is printed to fill in. Then: mapwright generate.
        """,
        run: { options, output in
            guard let style = options["keys"], ["as-named", "snake_case"].contains(style) else {
                output.printError("error: --keys takes as-named or snake_case, not '\(options["keys"] ?? "")'")
                return ExitStatus.usage
            }
            return run(model: options.arguments.first ?? "", module: options["module"], snakeCaseKeys: style == "snake_case",
                       outputFile: options["output"], output: &output)
        }
    )

    /// Imports `model` and writes the schema to `outputFile` (default `Schemas/<module>.json`).
    static func run(model: String, module: String?, snakeCaseKeys: Bool, outputFile: String?, output: inout CommandOutput) -> Int32 {
        let schemaPath = { (module: String) in outputFile ?? "\(CommonOptions.defaultSchemas)/\(module).json" }
        // Lint beside the schemas already in the output's folder, so a taken module name shows.
        let planned = outputFile ?? "\(CommonOptions.defaultSchemas)/\(module ?? "_").json"
        let folder = URL(fileURLWithPath: planned).deletingLastPathComponent().path
        let neighbours = FileManager.default.fileExists(atPath: folder) ? SchemaDirectory.read(folder).sources.filter { source in
            URL(fileURLWithPath: source.path).standardizedFileURL != URL(fileURLWithPath: planned).standardizedFileURL
        } : []
        let outcome: CoreDataImporter.Outcome
        do {
            outcome = try CoreDataImporter.importModel(at: model, module: module, snakeCaseKeys: snakeCaseKeys, neighbours: neighbours, schemaPath: schemaPath)
        } catch {
            output.printError(error.diagnostic.description)
            return error.exitStatus
        }
        let path = schemaPath(outcome.module)
        if FileManager.default.fileExists(atPath: path) {
            output.printError("error: \(path) already exists; import-coredata never overwrites a schema (pass --output FILE or --module NAME, or move that file away)")
            return ExitStatus.failure
        }
        output.standardError += DiagnosticFormatter.text(for: outcome.result.notCarriedOver)
        guard outcome.isValid else {
            output.standardError += DiagnosticFormatter.text(for: outcome.lint)
            output.printError("error: the schema imported from \(outcome.contentsPath) does not validate here; nothing was written")
            return ExitStatus.schemaErrors
        }
        do {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(outcome.result.schemaText.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
        } catch {
            output.printError("error: cannot write \(path) (an existing file is never overwritten): \(error.localizedDescription)")
            return ExitStatus.ioFailure
        }
        let entities = DiagnosticFormatter.counted(outcome.result.entityCount, "entity", plural: "entities")
        let dropped = DiagnosticFormatter.counted(outcome.result.notCarriedOver.count, "note")
        output.print("Wrote \(path): module \(outcome.module), \(entities) from \(outcome.contentsPath) (\(dropped) on standard error)")
        for box in outcome.result.boxes {
            output.print("")
            output.print("// Box \(box.schemaName), for \(box.uses.joined(separator: ", ")): put it in a module '\(box.module)' the generated targets depend on.")
            output.standardOutput += box.swiftSource
        }
        output.print("")
        output.print("Next: mapwright generate, then add the generated targets to Package.swift (see 'mapwright init --help').")
        return ExitStatus.success
    }
}
