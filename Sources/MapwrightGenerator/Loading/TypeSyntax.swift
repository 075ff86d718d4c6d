/// An attribute type as written: `String`, `String?`, `[Int]`, `[Status]?`. The
/// name is resolved later (it may be an enum declared in another file).
struct TypeSyntax: Sendable, Hashable {
    /// The element type's name, located at its first character inside the string.
    let name: Located<String>
    /// Written as `[T]`.
    let isArray: Bool
    /// Written with a trailing `?`.
    let isOptional: Bool
    /// Where the type string starts.
    let location: SchemaLocation

    /// Parses the type string `value`, or records what is malformed (at the
    /// offending character) and returns `nil`.
    static func parse(_ value: SyntaxValue, diagnostics: inout DiagnosticCollector) -> TypeSyntax? {
        let text = value.json.string ?? ""
        var characters = Array(text)
        guard !characters.isEmpty else {
            diagnostics.error("type is empty", at: value.location)
            return nil
        }
        var isOptional = false
        if characters.last == "?" {
            characters.removeLast()
            isOptional = true
            if characters.last == "?" {
                diagnostics.error("type '\(text)' has more than one '?'", at: value.location(ofCharacter: characters.count))
                return nil
            }
        }
        var start = 0
        var isArray = false
        if characters.first == "[" {
            guard characters.count > 1, characters.last == "]" else {
                diagnostics.error("type '\(text)' is missing ']'", at: value.location(ofCharacter: characters.count + 1))
                return nil
            }
            isArray = true
            start = 1
            characters.removeLast()
            if characters.count > 1, characters[1] == "[" {
                diagnostics.error("nested arrays are not supported in type '\(text)'", at: value.location(ofCharacter: 2))
                return nil
            }
            if characters.last == "?" {
                diagnostics.error("array elements cannot be optional in type '\(text)'; write '[T]?' for an optional array", at: value.location(ofCharacter: characters.count))
                return nil
            }
        }
        let name = String(characters[start...])
        guard !name.isEmpty else {
            diagnostics.error("type '\(text)' names no element type", at: value.location(ofCharacter: start + 1))
            return nil
        }
        return TypeSyntax(name: Located(name, at: value.location(ofCharacter: start + 1)), isArray: isArray, isOptional: isOptional, location: value.location)
    }
}
