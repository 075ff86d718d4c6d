/// `mapwright lint [--schemas DIR]`: validates the schemas (and the payload fixtures
/// beside them, see ``PayloadFixtureFolder``) and generates nothing.
///
/// Diagnostics go to standard error as `path:line:column: error: message` lines,
/// sorted. With errors the exit status is 2 (3 when the schemas could not be read);
/// otherwise 0, with a one-line summary
/// on standard output (`5 schemas, 5 modules, 9 entities: no problems`).
public enum LintCommand {
    /// The command.
    public static let spec = CommandSpec(
        name: "lint",
        abstract: "Validate the schemas without generating anything.",
        options: [CommonOptions.schemas],
        run: { options, output in run(schemas: options["schemas"] ?? CommonOptions.defaultSchemas, output: &output) }
    )

    /// Lints the schemas in `directory`.
    public static func run(schemas directory: String, output: inout CommandOutput) -> Int32 {
        let result = SchemaFrontEnd.load(directory: directory)
        let fixtures = result.schema.map { PayloadFixtureFolder.scan(schemas: directory, schema: $0) } ?? PayloadFixtureScan()
        let diagnostics = result.diagnostics + fixtures.diagnostics
        output.standardError += DiagnosticFormatter.text(for: diagnostics)
        let schemas = DiagnosticFormatter.counted(result.sourceCount, "schema")
        guard let schema = result.schema, !fixtures.hasErrors else {
            output.printError("\(schemas): \(DiagnosticFormatter.summary(of: diagnostics))")
            return result.inputFailed ? ExitStatus.ioFailure : ExitStatus.schemaErrors
        }
        let modules = DiagnosticFormatter.counted(schema.modules.count, "module")
        let entities = DiagnosticFormatter.counted(schema.entityCount, "entity", plural: "entities")
        let payloads = fixtures.fixtures.isEmpty ? "" : ", " + DiagnosticFormatter.counted(fixtures.fixtures.count, "payload fixture")
        output.print("\(schemas), \(modules), \(entities)\(payloads): \(DiagnosticFormatter.summary(of: diagnostics))")
        return ExitStatus.success
    }
}

/// Options several commands share.
public enum CommonOptions {
    /// The default schema directory.
    public static let defaultSchemas = "Schemas"
    /// The default output directory.
    public static let defaultOutput = "Generated"

    /// `--schemas DIR`.
    public static let schemas = OptionSpec(name: "schemas", valueName: "DIR", help: "Directory of schema files (*.json).", defaultValue: defaultSchemas)
    /// `--output DIR`.
    public static let output = OptionSpec(name: "output", valueName: "DIR", help: "Directory of generated code.", defaultValue: defaultOutput)
    /// `--templates DIR`.
    public static let templates = OptionSpec(name: "templates", valueName: "DIR", help: "Directory of templates overriding the built-in ones by file name.", defaultValue: nil,
                                                defaultDescription: "the built-in templates")
}
