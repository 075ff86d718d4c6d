import Mapwright

/// Writes schema files in the layout of the bundled schemas, for the commands that
/// draft one (`infer`, `import-coredata`): an object per line down to the members of
/// an entity or mapping, each member's own value (a type, a relationship, a field) on
/// one line, so the same draft always gives the same bytes.
enum SchemaTextWriter {
    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        JSONValue(text).description
    }

    /// An object written over several lines: one member a line, indented two spaces
    /// past `indent`, the closing brace at `indent`; `{}` when there are no members.
    /// Each member's value is JSON text already written.
    static func object(_ members: [(String, String)], indent: String) -> String {
        guard !members.isEmpty else { return "{}" }
        return "{\n" + members.map { "\(indent)  \(quoted($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n\(indent)}"
    }

    /// An object on one line: `{ "to": "Post", "many": true }`.
    static func inlineObject(_ members: [(String, String)]) -> String {
        guard !members.isEmpty else { return "{}" }
        return "{ " + members.map { "\(quoted($0.0)): \($0.1)" }.joined(separator: ", ") + " }"
    }

    /// An array on one line: `["a", "b"]`; elements are JSON text already written.
    static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ", ") + "]"
    }

    /// A whole schema file: the top-level members, then a newline.
    static func file(_ members: [(String, String)]) -> String {
        object(members, indent: "") + "\n"
    }
}
