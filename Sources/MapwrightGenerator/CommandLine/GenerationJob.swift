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

    /// The rendered files, or the exit status to stop with.
    func render(output: inout CommandOutput) -> Result<GeneratedFileSet, ExitCode> {
        let result = SchemaFrontEnd.load(directory: schemas)
        output.standardError += DiagnosticFormatter.text(for: result.diagnostics)
        guard let schema = result.schema else {
            output.printError("\(DiagnosticFormatter.counted(result.sourceCount, "schema")): \(DiagnosticFormatter.summary(of: result.diagnostics))")
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
            return .success(try CodeGenerator(templates: templateSet).generate(schema))
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
