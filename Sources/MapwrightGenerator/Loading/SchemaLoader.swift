/// The loading stage: schema sources in, located syntax out. Sources are read in
/// merge order (by file name) whatever order they arrive in, so the result and its
/// diagnostics never depend on how a directory lists its files.
enum SchemaLoader {
    /// The syntax of every readable source, in merge order.
    static func load(_ sources: [SchemaSource], diagnostics: inout DiagnosticCollector) -> [SchemaFileSyntax] {
        sources.sorted(by: SchemaSource.mergeOrder).compactMap { SchemaFileReader.read($0, diagnostics: &diagnostics) }
    }
}
