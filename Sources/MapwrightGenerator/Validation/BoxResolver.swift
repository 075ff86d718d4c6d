/// Resolves a field's `box` against the type it must produce: the type's default
/// box when none is named, else the named box if it can produce that type.
enum BoxResolver {
    /// Every box name a schema may write (`date:PATTERN` stands for the pattern form).
    static let boxNames = Box.named.keys.sorted() + ["enum", "date:PATTERN", "custom:Module.Type"]

    /// The box for a value of `type`; `what` names the value in messages
    /// (`attribute 'title'`). `nil` after recording the problem at the box's name.
    /// `customRefusal` says why a custom box cannot be used here (a reference's
    /// identity), or is nil where one can.
    static func resolve(_ name: Located<String>?, for type: ValueType, what: String, customRefusal: String? = nil,
                        diagnostics: inout DiagnosticCollector) -> Box? {
        guard let name else { return type.defaultBox }
        let box: Box
        if name.value.hasPrefix(Box.customPrefix) {
            if let customRefusal {
                diagnostics.error("a custom box cannot fill \(what): \(customRefusal)", at: name.location)
                return nil
            }
            return CustomBoxName.resolve(String(name.value.dropFirst(Box.customPrefix.count)), at: name.location, diagnostics: &diagnostics)
        } else if name.value.hasPrefix(Box.datePatternPrefix) {
            let pattern = String(name.value.dropFirst(Box.datePatternPrefix.count))
            guard !pattern.isEmpty else {
                diagnostics.error("box 'date:' needs a date pattern after 'date:' (e.g. 'date:yyyy-MM-dd')", at: name.location)
                return nil
            }
            guard pattern.filter({ $0 == "'" }).count % 2 == 0 else {
                diagnostics.error("date pattern '\(pattern)' has an unterminated quote", at: name.location)
                return nil
            }
            box = .datePattern(pattern)
        } else if name.value == "enum" {
            guard case .enumeration(let enumName) = type else {
                diagnostics.error("box 'enum' cannot produce '\(type.schemaName)' for \(what); it produces enum values", at: name.location)
                return nil
            }
            box = .enumeration(enumName)
        } else if let named = Box.named[name.value] {
            box = named
        } else {
            let hint = Suggestion.didYouMean(name.value, among: boxNames)
            diagnostics.error("unknown box '\(name.value)'\(hint)", at: name.location)
            return nil
        }
        guard box.produces(type) else {
            diagnostics.error("box '\(name.value)' cannot produce '\(type.schemaName)' for \(what); use \(boxesProducing(type))", at: name.location)
            return nil
        }
        return box
    }

    /// `'string'`, `'iso8601', 'unixSeconds', 'unixMillis' or 'date:PATTERN'`.
    static func boxesProducing(_ type: ValueType) -> String {
        var names = Box.named.filter { $0.value.produces(type) }.map(\.key).sorted()
        if type == .date { names.append("date:PATTERN") }
        if case .enumeration = type { names.append("enum") }
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "no box" }
        return quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
    }
}
