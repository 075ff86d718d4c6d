import Foundation

/// `mapwright init [--module NAME] [--schemas DIR] [--output DIR]`: starts a package
/// off. Writes a starter schema (`Schemas/<NAME>.json`), generates its code into the
/// output directory, and prints the target declarations to paste into `Package.swift`.
/// Never overwrites a schema file; writes nothing when the result would not validate.
public enum InitCommand {
    /// `--module NAME`.
    static let module = OptionSpec(name: "module", valueName: "NAME", help: "Name of the generated module (and of the schema file).",
                                   defaultValue: defaultModule)
    /// The module name when `--module` is not given.
    static let defaultModule = "Todos"

    /// The command.
    public static let spec = CommandSpec(
        name: "init",
        abstract: "Start a package: write a starter schema, generate its code, print the Package.swift targets.",
        options: [module, CommonOptions.schemas, CommonOptions.output],
        discussion: """
        Run it before declaring the generated targets in Package.swift: SwiftPM refuses a
        manifest that names a target folder that does not exist yet, and 'init' creates them.
        An existing schema file is never overwritten.
        """,
        run: { options, output in
            run(module: options["module"] ?? defaultModule, schemas: options["schemas"] ?? CommonOptions.defaultSchemas,
                outputDirectory: options["output"] ?? CommonOptions.defaultOutput, output: &output)
        }
    )

    /// Writes the starter schema for `module` into `schemas`, generates into `outputDirectory`.
    static func run(module: String, schemas: String, outputDirectory: String, output: inout CommandOutput) -> Int32 {
        let manager = FileManager.default
        let schemaPath = (schemas.hasSuffix("/") ? schemas : schemas + "/") + module + ".json"
        if manager.fileExists(atPath: schemaPath) {
            output.printError("error: \(schemaPath) already exists; 'init' never overwrites a schema (pick another --module, or edit that file and run 'mapwright generate')")
            return ExitStatus.failure
        }
        let text = StarterSchema.text(module: module)
        // Validate with the schemas already there, so that a bad or clashing name writes nothing.
        let existing = SchemaDirectory.read(schemas).sources
        let check = SchemaFrontEnd.load(existing + [SchemaSource(path: schemaPath, text: text)])
        guard check.schema != nil else {
            output.standardError += DiagnosticFormatter.text(for: check.diagnostics)
            output.printError("error: the starter schema for module '\(module)' does not validate here; nothing was written")
            return ExitStatus.schemaErrors
        }
        do {
            try manager.createDirectory(atPath: schemas, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: schemaPath), options: .withoutOverwriting)
        } catch {
            output.printError("error: cannot write \(schemaPath): \(error.localizedDescription)")
            return ExitStatus.failure
        }
        output.print("Created \(schemaPath)")
        let job = GenerationJob(ParsedOptions(values: ["schemas": schemas, "output": outputDirectory]))
        let status = GenerateCommand.run(job, output: &output)
        guard status == ExitStatus.success else { return status }
        output.print("")
        output.print(nextSteps(module: module, schemaPath: schemaPath, outputDirectory: outputDirectory))
        return ExitStatus.success
    }

    /// What to paste into `Package.swift`, and what to do next.
    static func nextSteps(module: String, schemaPath: String, outputDirectory: String) -> String {
        let declarations = TargetDeclarations(module: module, outputDirectory: outputDirectory)
        return """
        Add the generated targets to Package.swift ("Mapwright" in `package:` is the last
        component of the Mapwright dependency's URL or path):

        \(declarations.snippet)

        Next steps:
          1. swift build && swift test        # the generated tests run with yours
          2. Edit \(schemaPath) to describe your JSON, then: mapwright lint
          3. Try a mapping on a real payload without compiling anything:
               mapwright try --mapping Todo payload.json
             for example with: \(StarterSchema.samplePayload)
          4. Draft a schema from sample payloads: mapwright infer --module \(module) sample.json
          5. After every schema change: mapwright generate (CI: mapwright check)
        """
    }
}
