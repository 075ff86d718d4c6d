/// Resolves an attribute's type syntax against the built-in types and the enums of
/// its module.
struct TypeResolver {
    /// Names of the module's enums.
    let enumNames: Set<String>
    /// Names of the module's entities (to say "use a relationship" rather than "unknown").
    let entityNames: Set<String>
    /// Whether some `enums` section was unreadable, so an unknown name may be an enum.
    var enumsMayBeUnread = false

    /// Type names of other languages and schema formats, lower case, with the schema type
    /// meant by them.
    static let otherNames: [String: String] = [
        "integer": "Int", "long": "Int64", "short": "Int16", "number": "Double", "real": "Double",
        "boolean": "Bool", "text": "String", "char": "String", "datetime": "Date", "timestamp": "Date",
        "binary": "Data", "blob": "Data", "uri": "URL", "guid": "UUID", "object": "JSON", "any": "JSON",
    ]

    /// The type written as `syntax` for attribute `attribute`, or `nil` after recording
    /// why it is not one (at the type's name inside the string).
    func resolve(_ syntax: TypeSyntax, attribute: String, diagnostics: inout DiagnosticCollector) -> AttributeType? {
        let name = syntax.name.value
        let element: ValueType
        if let builtIn = ValueType(schemaName: name) {
            element = builtIn
        } else if enumNames.contains(name) {
            element = .enumeration(name)
        } else if entityNames.contains(name) {
            diagnostics.error("attribute '\(attribute)' has entity type '\(name)'; link entities with a relationship", at: syntax.name.location)
            return nil
        } else if enumsMayBeUnread {
            return nil
        } else {
            let candidates = ValueType.builtIns.map(\.schemaName) + enumNames.sorted()
            var hint = Suggestion.didYouMean(name, among: candidates)
            if hint.isEmpty, let swiftName = Self.otherNames[name.lowercased()] {
                hint = "; did you mean '\(swiftName)'?"
            } else if hint.isEmpty {
                hint = "; the types are " + candidates.joined(separator: ", ") + ", each optional with '?' and an array in '[ ]'"
            }
            diagnostics.error("unknown type '\(name)' for attribute '\(attribute)'\(hint)", at: syntax.name.location)
            return nil
        }
        return AttributeType(element, isArray: syntax.isArray, isOptional: syntax.isOptional)
    }
}
