import Mapwright

/// Reads one schema file into its syntax: the JSON document, then the top-level
/// keys, handing each section to its reader. A JSON syntax error is a diagnostic at
/// its position, and the file contributes nothing further.
enum SchemaFileReader {
    /// The keys a schema file may have at its top level.
    static let topLevelKeys = ["module", "entities", "mappings", "enums", "feeds", "keys"]

    /// The syntax of `source`, or `nil` when it is not a JSON object (recorded).
    static func read(_ source: SchemaSource, diagnostics: inout DiagnosticCollector) -> SchemaFileSyntax? {
        let root: JSONValue
        do {
            root = try JSONReader().read(source.bytes)
        } catch {
            let at = SchemaLocation(file: source.path, line: error.location.line, column: error.location.column)
            diagnostics.error("invalid JSON: \(error.message)", at: at)
            return nil
        }
        let text = SchemaText(path: source.path, lines: JSONLineIndex(root.document))
        let value = SyntaxValue(json: root, text: text)
        guard let file = SyntaxObject(value, what: "a schema file", allowedKeys: topLevelKeys, diagnostics: &diagnostics) else {
            return nil
        }
        let explicitModule = file.string("module", diagnostics: &diagnostics)
        let module = explicitModule ?? Located(source.stem, at: text.wholeFile)
        let entities = (file.namedMembers("entities", diagnostics: &diagnostics) ?? []).map {
            EntitySyntaxReader.read($0, diagnostics: &diagnostics)
        }
        let fileKeys = file.choice("keys", among: MappingSyntaxReader.keyStyles, diagnostics: &diagnostics)
        let mappings = (file.namedMembers("mappings", diagnostics: &diagnostics) ?? []).map { member in
            var mapping = MappingSyntaxReader.read(member, diagnostics: &diagnostics)
            mapping.fileKeys = fileKeys
            return mapping
        }
        let enums = (file.namedMembers("enums", diagnostics: &diagnostics) ?? []).map {
            EnumSyntaxReader.read($0, diagnostics: &diagnostics)
        }
        let feeds = (file.namedMembers("feeds", diagnostics: &diagnostics) ?? []).compactMap {
            FeedSyntaxReader.read($0, diagnostics: &diagnostics)
        }
        let unreadable = Set(["entities", "mappings", "enums", "feeds"].filter { key in
            file.member(key).map { $0.value.kind != .object } ?? false
        })
        return SchemaFileSyntax(
            path: source.path, module: module, moduleIsExplicit: explicitModule != nil,
            entities: entities, mappings: mappings, enums: enums, feeds: feeds, unreadableSections: unreadable
        )
    }
}
