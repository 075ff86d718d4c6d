/// The input half of the generator: schema files in, the validated `Schema` (the
/// IR) out — or every problem, each at its position.
///
/// ```swift
/// let result = SchemaFrontEnd.load(directory: "Schemas")
/// guard let schema = result.schema else {
///     print(DiagnosticFormatter.text(for: result.diagnostics))
///     return
/// }
/// ```
///
/// Stages: `Loading` reads each file into located syntax (JSON errors, unknown or
/// repeated keys, wrong kinds, malformed key paths and types); `Validation`
/// resolves names across the merged files of each module into the IR. Files are
/// always processed in file-name order, so the result does not depend on the order
/// they are given in.
public enum SchemaFrontEnd {
    /// Loads every `*.json` file directly inside `directory`.
    public static func load(directory: String) -> SchemaLoadResult {
        let (sources, problems) = SchemaDirectory.read(directory)
        var result = load(sources, extraDiagnostics: problems)
        result.inputFailed = problems.contains(where: \.isError)
        return result
    }

    /// Loads the given sources (in any order).
    public static func load(_ sources: [SchemaSource]) -> SchemaLoadResult {
        load(sources, extraDiagnostics: [])
    }

    private static func load(_ sources: [SchemaSource], extraDiagnostics: [Diagnostic]) -> SchemaLoadResult {
        var diagnostics = DiagnosticCollector()
        diagnostics.append(contentsOf: extraDiagnostics)
        let files = SchemaLoader.load(sources, diagnostics: &diagnostics)
        let schema = SchemaTranslator.translate(files, diagnostics: &diagnostics)
        return SchemaLoadResult(schema: diagnostics.hasErrors ? nil : schema, diagnostics: diagnostics.sorted, sourceCount: sources.count)
    }
}

/// What loading schemas gave: the schema when there is no error, and every
/// diagnostic (errors and warnings) in print order.
public struct SchemaLoadResult: Sendable, Hashable {
    /// The validated schema; `nil` when any error was found.
    public var schema: Schema?
    /// Every diagnostic, sorted by file, line, column and message.
    public var diagnostics: [Diagnostic]
    /// The number of schema files read.
    public var sourceCount: Int
    /// Whether the schema directory, or a file in it, could not be read (an I/O
    /// failure, reported among the diagnostics), as opposed to only schema mistakes.
    public var inputFailed = false

    /// A result from its parts.
    public init(schema: Schema?, diagnostics: [Diagnostic], sourceCount: Int) {
        self.schema = schema
        self.diagnostics = diagnostics
        self.sourceCount = sourceCount
    }

    /// The errors among the diagnostics.
    public var errors: [Diagnostic] { diagnostics.filter(\.isError) }
}
