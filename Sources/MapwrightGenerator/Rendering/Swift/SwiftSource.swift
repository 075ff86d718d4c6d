import Foundation
import Mapwright

/// Turns IR values into Swift source text: string literals, literals of attribute
/// values, key path lists and box expressions. Everything here is deterministic.
enum SwiftSource {
    /// A Swift string literal for `text`, escaped.
    static func stringLiteral(_ text: String) -> String {
        "\"" + stringContent(text) + "\""
    }

    /// `text` escaped for the inside of a string literal the template opens itself
    /// (a test's message or title): quotes, backslashes (so `\(` interpolates nothing)
    /// and control characters become escapes.
    static func stringContent(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result += escapedControl(scalar)
            }
        }
        return result
    }

    /// `text` for one line of a comment: line breaks and other control characters are
    /// written as escapes (`\n`), so text from a schema (a key, a raw value, a server
    /// type) cannot end the comment and spill into code.
    static func commentText(_ text: String) -> String {
        text.unicodeScalars.map(escapedControl).joined()
    }

    /// A documentation text as the lines of a `///` comment, each ready to follow the
    /// slashes: `" text"`, or `""` for an empty line (no trailing space).
    static func docLines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n").split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" }
            .map { line in line.isEmpty ? "" : " " + commentText(String(line)) }
    }

    /// A control character as its escape (`\n`, `\u{1b}`); anything else as it is.
    private static func escapedControl(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case "\0": "\\0"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F: "\\u{\(String(scalar.value, radix: 16))}"
        default: String(scalar)
        }
    }

    /// `["created_at", "createdAt"]`: the key paths as `JSONKeyPath` literals.
    static func keyPaths(_ keys: [JSONKeyPath]) -> String {
        "[" + keys.map { stringLiteral($0.description) }.joined(separator: ", ") + "]"
    }

    /// The key path literal of the first key, where issues about a field are reported.
    static func firstKeyPath(_ keys: [JSONKeyPath], fallback: String) -> String {
        stringLiteral(keys.first?.description ?? fallback)
    }

    /// The `Box` expression producing `type` (`.iso8601`, `.date(pattern: "yyyy")`, `.array(of: .int)`).
    static func box(_ box: Box, isArray: Bool) -> String {
        let element: String
        switch box {
        case .string: element = ".string"
        case .int: element = ".int"
        case .double: element = ".double"
        case .float: element = ".float"
        case .decimal: element = ".decimal"
        case .bool: element = ".bool"
        case .url: element = ".url"
        case .uuid: element = ".uuid"
        case .iso8601: element = ".iso8601"
        case .unixSeconds: element = ".unixSeconds"
        case .unixMillis: element = ".unixMillis"
        case .commonDate: element = ".commonDate"
        case .base64: element = ".base64"
        case .json: element = ".json"
        case .enumeration: element = ".enumeration"
        case .datePattern(let pattern): element = ".date(pattern: \(stringLiteral(pattern)))"
        case .custom(let type): element = ".custom(\(type).self)"
        }
        return isArray ? ".array(of: \(element))" : element
    }

    /// The Swift expression of a literal of `type`.
    /// Enum cases are qualified (`Blog.Status.none`): an implicit `.none` or `.some` where
    /// an optional is expected would mean `Optional`'s own case.
    static func literal(_ literal: Literal, type: ValueType, module: String) -> String {
        switch literal {
        case .string(let text): return stringLiteral(text)
        case .integer(let number): return String(number)
        case .unsignedInteger(let number): return String(number)
        case .floatingPoint(let number): return "\(number)"
        case .decimal(let digits): return "(Foundation.Decimal(string: \(stringLiteral(digits)), locale: Foundation.Locale(identifier: \"en_US_POSIX\")) ?? 0)"
        case .bool(let flag): return flag ? "true" : "false"
        case .date(let date): return "Foundation.Date(timeIntervalSince1970: \(date.timeIntervalSince1970))"
        case .url(let text): return "Foundation.URL(string: \(stringLiteral(text)))!"
        case .uuid(let uuid): return "Foundation.UUID(uuid: \(uuidTuple(uuid)))"
        case .data(let data): return "Foundation.Data(\(Array(data)) as [Swift.UInt8])"
        case .enumCase(let name): return "\(type.swiftType(module: module)).\(SwiftIdentifier.escaped(name))"
        case .keptEnumCase(let name, let rawValue): return "\(type.swiftType(module: module)).\(SwiftIdentifier.escaped(name))(\(stringLiteral(rawValue)))"
        case .array(let elements): return "[" + elements.map { self.literal($0, type: type, module: module) }.joined(separator: ", ") + "]"
        case .json(let value): return "((try? Mapwright.JSONValue(parsing: \(stringLiteral(value.description)))) ?? nil)"
        }
    }

    private static func uuidTuple(_ uuid: UUID) -> String {
        let bytes = withUnsafeBytes(of: uuid.uuid) { Array($0) }
        return "(" + bytes.map { String(format: "0x%02X", $0) }.joined(separator: ", ") + ")"
    }
}

extension SwiftSource {
    /// A raw string literal for `text` (`#"{"id": 1}"#`), with as many `#` as it takes
    /// for the text's own quotes and backslashes to stay literal. A sample text holding
    /// custom boxes' samples becomes a concatenation that splices each box's
    /// `validSample.json` in (see `CustomBoxSamples`).
    static func rawStringLiteral(_ text: String) -> String {
        guard let pieces = CustomBoxSamples.pieces(of: text) else { return plainRawStringLiteral(text) }
        let parts = pieces.compactMap { piece -> String? in
            switch piece {
            case .text(let run): run.isEmpty ? nil : plainRawStringLiteral(run)
            case .sample(let type): "\(type).validSample.json"
            }
        }
        return "(" + parts.joined(separator: " + ") + ")"
    }

    /// A raw string literal for `text`, taken as it is.
    private static func plainRawStringLiteral(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        return hashes + "\"" + text + "\"" + hashes
    }

    /// `createdDate` → `CreatedDate`: a name as the tail of a longer identifier.
    static func upperFirst(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// Each of `names` as the tail of longer identifiers (``upperFirst(_:)``), told apart
    /// where two become the same: `Optional` and `optional` both give `Optional`, so the
    /// name already written that way keeps it and the other takes `Optional2`.
    static func upperFirstStems(_ names: [String]) -> [String: String] {
        var stems: [String: String] = [:]
        var used = Set<String>()
        let ordered = names.filter { upperFirst($0) == $0 } + names.filter { upperFirst($0) != $0 }
        for name in ordered where stems[name] == nil {
            var stem = upperFirst(name)
            var suffix = 2
            while used.contains(stem) {
                stem = upperFirst(name) + String(suffix)
                suffix += 1
            }
            used.insert(stem)
            stems[name] = stem
        }
        return stems
    }
}
