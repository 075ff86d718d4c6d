import Foundation

/// `mapwright init [--module NAME] [--schemas DIR] [--output DIR]`: starts a package
/// off. Writes a starter schema (`Schemas/<NAME>.json`), generates its code into the
/// output directory, and prints the target declarations to paste into `Package.swift`.
/// Never overwrites a schema file; writes nothing when the result would not validate or
/// anything it would write cannot be written (exit 3, naming what is in the way).
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
    ///
    /// Everything it will write is checked before anything is written (the schema
    /// directory and file, then every generated file, as `generate` checks them), so a
    /// refused `init` leaves nothing behind and can simply be run again.
    static func run(module: String, schemas: String, outputDirectory: String, output: inout CommandOutput) -> Int32 {
        let schemaPath = (schemas.hasSuffix("/") ? schemas : schemas + "/") + module + ".json"
        if let problem = StarterSchemaPlace.problem(schemas: schemas, schemaPath: schemaPath) {
            output.printError("error: \(problem.message)")
            return problem.status
        }
        let text = StarterSchema.text(module: module)
        // Validate with the schemas already there, so that a bad or clashing name writes nothing.
        var existing: [SchemaSource] = []
        if OutputFileSystem.item(at: schemas, following: true) == .directory {
            let read = SchemaDirectory.read(schemas)
            let unreadable = read.diagnostics.filter(\.isError)
            guard unreadable.isEmpty else {
                output.standardError += DiagnosticFormatter.text(for: unreadable)
                output.printError("error: the schemas in \(schemas) cannot all be read; nothing was written")
                return ExitStatus.ioFailure
            }
            existing = read.sources
        }
        let check = SchemaFrontEnd.load(existing + [SchemaSource(path: schemaPath, text: text)])
        output.standardError += DiagnosticFormatter.text(for: check.diagnostics)
        guard let schema = check.schema else {
            output.printError("error: the starter schema for module '\(module)' does not validate here; nothing was written")
            return ExitStatus.schemaErrors
        }
        let files: GeneratedFileSet
        do {
            files = try CodeGenerator().generate(schema)
        } catch {
            output.printError("error: \(error)")
            output.printError("nothing was written")
            return ExitStatus.failure
        }
        let writer = GeneratedFileWriter(directory: URL(fileURLWithPath: outputDirectory))
        do {
            try writer.checkWritable(files)
        } catch {
            output.printError("error: \(error)")
            if let hint = IOFailureHint.line(for: error) { output.printError(hint) }
            output.printError("nothing was written (not \(schemaPath) either)")
            return ExitStatus.ioFailure
        }
        do {
            try FileManager.default.createDirectory(atPath: schemas, withIntermediateDirectories: true)
        } catch {
            output.printError("error: cannot create the schema directory \(schemas): \(error.localizedDescription)")
            return ExitStatus.ioFailure
        }
        do {
            try OutputFileSystem.create(schemaPath, holding: Array(text.utf8))
        } catch {
            output.printError("error: cannot write \(schemaPath): \(error.reason)")
            return ExitStatus.ioFailure
        }
        output.print("Created \(schemaPath)")
        do {
            output.print(try writer.write(files).description)
        } catch {
            output.printError("error: \(error)")
            if let hint = IOFailureHint.line(for: error) { output.printError(hint) }
            return ExitStatus.ioFailure
        }
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
          2. Edit \(schemaPath) to describe your JSON, then: swift run mapwright lint
          3. Try a mapping on a real payload without compiling anything:
               swift run mapwright try --mapping Todo payload.json
             for example with: \(StarterSchema.samplePayload)
          4. Draft a schema from sample payloads: swift run mapwright infer --module \(module) sample.json
          5. After every schema change: swift run mapwright generate (CI: swift run mapwright check)
        """
    }
}
