/// Checks the name of a box of the user's own (`custom:ColorKit.HexColor`): a
/// module-qualified Swift type name, because generated code names every type it did
/// not generate by module and imports that module.
enum CustomBoxName {
    /// The box named by `text` (the part after `custom:`), or nil after recording why
    /// the name cannot be used at `location`.
    static func resolve(_ text: String, at location: SchemaLocation, diagnostics: inout DiagnosticCollector) -> Box? {
        let example = "'custom:ColorKit.HexColor'"
        guard !text.isEmpty else {
            diagnostics.error("box 'custom:' needs the module-qualified name of your box type after 'custom:' (e.g. \(example))", at: location)
            return nil
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2 else {
            diagnostics.error("custom box '\(text)' must name its module: write 'custom:YourModule.\(text)' "
                              + "(generated code names every type it did not generate by module, and imports that module)", at: location)
            return nil
        }
        for part in parts where !SwiftIdentifier.isWellFormed(part) || SwiftIdentifier.isKeyword(part) {
            let fixed = repaired(part)
            let hint = fixed.map { "; did you mean '\($0)'?" } ?? ""
            let problem = part.isEmpty ? "an empty name between dots" : "'\(part)', which is not a Swift identifier"
            diagnostics.error("custom box '\(text)' has \(problem) (write 'custom:Module.Type' with letters, digits and '_')\(hint)",
                              at: location)
            return nil
        }
        return .custom(text)
    }

    /// `part` with what cannot be in an identifier removed (`Hex-Color` → `HexColor`),
    /// if that leaves an identifier.
    private static func repaired(_ part: String) -> String? {
        let kept = String(part.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        let name = kept.drop { $0.isNumber }
        return SwiftIdentifier.isWellFormed(String(name)) && !SwiftIdentifier.isKeyword(String(name)) && !name.isEmpty
            ? String(name) : nil
    }
}
