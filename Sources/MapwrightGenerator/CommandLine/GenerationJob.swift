import Foundation

/// What `generate` and `check` share: load and validate the schemas, pick the
/// templates, render every file. Diagnostics and errors are written to `output`.
struct GenerationJob {
    let schemas: String
    let outputDirectory: String
    let templates: String?

    init(_ options: ParsedOptions) {
        schemas = options["schemas"] ?? CommonOptions.defaultSchemas
        outputDirectory = options["output"] ?? CommonOptions.defaultOutput
        templates = options["templates"]
    }

    /// What a run renders: the files, the schema they come from and its payload fixtures.
    struct Rendered {
        let files: GeneratedFileSet
        let schema: Schema
        let fixtures: PayloadFixtureScan
    }

    /// The rendered files, or the exit status to stop with.
    func render(output: inout CommandOutput) -> Result<GeneratedFileSet, ExitCode> {
        renderWithFixtures(output: &output).map(\.files)
    }

    /// The rendered files with the schema and its payload fixtures, or the exit status
    /// to stop with. Problems with the fixtures are diagnostics like the schemas' own.
    func renderWithFixtures(output: inout CommandOutput) -> Result<Rendered, ExitCode> {
        let result = SchemaFrontEnd.load(directory: schemas)
        let fixtures = result.schema.map { PayloadFixtureFolder.scan(schemas: schemas, schema: $0) } ?? PayloadFixtureScan()
        let diagnostics = (result.diagnostics + fixtures.diagnostics)
        output.standardError += DiagnosticFormatter.text(for: diagnostics)
        guard let schema = result.schema, !fixtures.hasErrors else {
            output.printError("\(DiagnosticFormatter.counted(result.sourceCount, "schema")): \(DiagnosticFormatter.summary(of: diagnostics))")
            return .failure(ExitCode(result.inputFailed ? ExitStatus.ioFailure : ExitStatus.schemaErrors))
        }
        let templateSet: TemplateSet
        do {
            if let templates {
                templateSet = try TemplateSet(overridesIn: URL(fileURLWithPath: templates))
            } else {
                templateSet = TemplateSet()
            }
        } catch {
            output.printError("error: \(error)")
            switch error {
            case .unreadableDirectory, .unreadableTemplate:
                output.printError("hint: check the permissions of the templates, or pass another --templates DIR")
                return .failure(ExitCode(ExitStatus.ioFailure))
            case .unknownTemplate:
                return .failure(ExitCode(ExitStatus.failure))
            }
        }
        do {
            let files = try CodeGenerator(templates: templateSet).generate(schema, fixtures: fixtures.fixtures, outputDirectory: outputDirectory)
            return .success(Rendered(files: files, schema: schema, fixtures: fixtures))
        } catch {
            output.printError("error: \(error)")
            return .failure(ExitCode(ExitStatus.failure))
        }
    }

    /// The output directory as a URL.
    var outputURL: URL { URL(fileURLWithPath: outputDirectory) }
}

/// An exit status carried through a `Result`.
struct ExitCode: Error {
    let status: Int32
    init(_ status: Int32) { self.status = status }
}
