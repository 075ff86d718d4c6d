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

    /// ``literal(_:type:module:)`` for a test to compare a value with: a URL is left
    /// optional (`Foundation.URL(string: "…")`, which `==` compares with a `URL` as well)
    /// rather than force-unwrapped.
    static func comparedLiteral(_ literal: Literal, type: ValueType, module: String) -> String {
        guard case .url(let text) = literal else { return self.literal(literal, type: type, module: module) }
        return "Foundation.URL(string: \(stringLiteral(text)))"
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

extension SwiftSource {
    /// The column generated test code keeps within.
    static let lineLimit = 120

    /// `name(arguments…)` at a line's `indent`, followed there by one more character (a
    /// comma): on one line when that fits within ``lineLimit``, else packed (see
    /// ``packedCall(_:arguments:indent:)``).
    static func call(_ name: String, arguments: [String], indent: Int) -> String {
        let oneLine = name + "(" + arguments.joined(separator: ", ") + ")"
        guard indent + oneLine.count + 1 > lineLimit else { return oneLine }
        return packedCall(name, arguments: arguments, indent: indent)
    }

    /// `name(` then `arguments` on the lines after it, `indent + 4` spaces in, as many to
    /// a line as fit within ``lineLimit`` (an argument too long for any line takes one
    /// alone), the last followed by `)`.
    static func packedCall(_ name: String, arguments: [String], indent: Int) -> String {
        let inner = String(repeating: " ", count: indent + 4)
        // Each argument with the comma or parenthesis that follows it; the row's own comma after the last.
        let pieces = arguments.enumerated().map { $1 + ($0 == arguments.count - 1 ? ")" : ",") }
        let lines = SwiftLineWrapper.packed(
            pieces, first: "", next: "", separator: " ", indent: inner.count, width: lineLimit, reserve: 1)
        return name + "(\n" + lines.map { inner + $0 }.joined(separator: "\n")
    }
}

extension SwiftSource {
    /// A raw string literal for the JSON `text` that a declaration of `prefixWidth` columns
    /// (`    static let sample = `) opens: on that line when it fits within ``lineLimit``,
    /// else a multi-line raw string `indent + 4` spaces in, broken after the commas that
    /// separate members and elements (JSON allows a line break there). A text that
    /// splices custom boxes' samples in is a concatenation, a part to a line.
    static func jsonLiteral(_ text: String, indent: Int, prefixWidth: Int) -> String {
        let single = rawStringLiteral(text)
        guard prefixWidth + single.count > lineLimit else { return single }
        if let pieces = CustomBoxSamples.pieces(of: text) {
            // A concatenation: one part to a line.
            let parts = pieces.compactMap { piece -> String? in
                switch piece {
                case .text(let run): run.isEmpty ? nil : plainRawStringLiteral(run)
                case .sample(let type): "\(type).validSample.json"
                }
            }
            return "(" + parts.joined(separator: "\n" + String(repeating: " ", count: indent + 4) + "+ ") + ")"
        }
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        let inner = String(repeating: " ", count: indent + 4)
        let lines = jsonLines(text, width: lineLimit - inner.count)
        return hashes + "\"\"\"\n" + lines.map { inner + $0 }.joined(separator: "\n") + "\n" + inner + "\"\"\"" + hashes
    }

    /// `text` broken after the `, ` outside strings where a line would pass `width`.
    private static func jsonLines(_ text: String, width: Int) -> [String] {
        // The runs of `text` between the `, ` that separate members and elements.
        var pieces: [String] = []
        var current = ""
        var inString = false, escaped = false
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            current.append(character)
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == ",", index < characters.count, characters[index] == " " {
                pieces.append(current)
                current = ""
                index += 1
            }
        }
        if !current.isEmpty { pieces.append(current) }
        var lines: [String] = []
        var line = ""
        for piece in pieces {
            if line.isEmpty {
                line = piece
            } else if line.count + 1 + piece.count <= width {
                line += " " + piece
            } else {
                lines.append(line)
                line = piece
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

extension SwiftSource {
    /// `text` with each `#expect(…)` line longer than ``lineLimit`` broken after its
    /// opening parenthesis and at its top-level commas: the arguments four spaces further
    /// in, packed onto as few lines as fit.
    static func wrappingExpectations(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.count > lineLimit else { return String(line) }
            let body = line.drop { $0 == " " }
            let indent = line.count - body.count
            guard body.hasPrefix("#expect("), body.hasSuffix(")") else { return String(line) }
            let inside = body.dropFirst("#expect(".count).dropLast()
            let arguments = topLevelArguments(String(inside))
            guard arguments.count > 1 else { return String(line) }
            return String(repeating: " ", count: indent) + packedCall("#expect", arguments: arguments, indent: indent)
        }.joined(separator: "\n")
    }

    /// `text` (a call's arguments) split at the commas outside parentheses, brackets,
    /// braces and string literals (raw ones and interpolations included).
    static func topLevelArguments(_ text: String) -> [String] {
        let characters = Array(text)
        var arguments: [String] = []
        var start = 0, depth = 0, index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\"" || (character == "#" && nextQuote(characters, after: index) != nil) {
                index = endOfString(characters, at: index)
                continue
            }
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "," where depth == 0:
                arguments.append(String(characters[start..<index]).trimmingSpaces)
                start = index + 1
            default: break
            }
            index += 1
        }
        arguments.append(String(characters[start...]).trimmingSpaces)
        return arguments
    }

    /// The index of the `"` that the run of `#` starting at `index` opens, if it opens one.
    private static func nextQuote(_ characters: [Character], after index: Int) -> Int? {
        var cursor = index
        while cursor < characters.count, characters[cursor] == "#" { cursor += 1 }
        return cursor < characters.count && characters[cursor] == "\"" ? cursor : nil
    }

    /// The index just past the string literal that starts at `index` (`"…"`, `#"…"#`;
    /// an interpolation `\(…)` in a plain one is skipped with its parentheses).
    private static func endOfString(_ characters: [Character], at index: Int) -> Int {
        var cursor = index
        var hashes = 0
        while characters[cursor] == "#" { hashes += 1; cursor += 1 }
        cursor += 1 // the opening quote
        while cursor < characters.count {
            let character = characters[cursor]
            if hashes == 0, character == "\\" {
                if cursor + 1 < characters.count, characters[cursor + 1] == "(" {
                    // An interpolation: up to its closing parenthesis.
                    var depth = 0
                    cursor += 1
                    repeat {
                        if characters[cursor] == "\"" { cursor = endOfString(characters, at: cursor); continue }
                        if characters[cursor] == "(" { depth += 1 }
                        if characters[cursor] == ")" { depth -= 1 }
                        cursor += 1
                    } while depth > 0 && cursor < characters.count
                    continue
                }
                cursor += 2
                continue
            }
            if character == "\"" {
                var closing = cursor + 1
                var count = 0
                while count < hashes, closing < characters.count, characters[closing] == "#" { count += 1; closing += 1 }
                if count == hashes { return closing }
            }
            cursor += 1
        }
        return cursor
    }
}

private extension String {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
