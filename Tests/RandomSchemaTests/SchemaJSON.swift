/// A JSON value whose objects keep their members in the order they were added, so
/// that a generated schema's text is the same for the same seed.
indirect enum SchemaJSON {
    /// A string.
    case string(String)
    /// A number, written exactly as given (`12`, `-0.5`, `1e300`).
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array.
    case array([SchemaJSON])
    /// An object, members in order.
    case object([(String, SchemaJSON)])

    /// An integer number.
    static func integer(_ value: some BinaryInteger) -> SchemaJSON {
        .number(String(value))
    }

    /// The value as indented JSON text: objects with more than one member that hold
    /// objects are spread over lines, small ones stay on one line.
    func text(indent: String = "") -> String {
        switch self {
        case .string(let value): return Self.quoted(value)
        case .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array(let elements):
            return "[" + elements.map { $0.text(indent: indent) }.joined(separator: ", ") + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let inner = indent + "  "
            let nested = members.contains { if case .object(let inner) = $0.1 { !inner.isEmpty } else { false } }
            guard nested else {
                return "{ " + members.map { Self.quoted($0.0) + ": " + $0.1.text(indent: inner) }.joined(separator: ", ") + " }"
            }
            let lines = members.map { inner + Self.quoted($0.0) + ": " + $0.1.text(indent: inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    /// A JSON string literal for `value`, escaped per RFC 8259.
    static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
