/// One problem found while reading a document: which value, what was expected,
/// what was there, and a message that says it in one line.
///
/// Issues are values, not traps: a parser collects every issue of a document (see
/// `ParseIssueCollector`) and reports them together.
public struct ParseIssue: Hashable, Sendable, CustomStringConvertible {
    /// How serious an issue is.
    public enum Severity: String, Hashable, Sendable {
        /// The value could not be used; the record is not built.
        case error
        /// Something was skipped on purpose (an unknown server type or action).
        case warning
    }

    /// The key path of the value, from the document root (`posts.3.author.id`).
    public var keyPath: JSONKeyPath
    /// What the schema expects there, e.g. `integer in Int16 range`, `ISO 8601 date`.
    public var expected: String
    /// What the document holds there, e.g. `string "abc"`, `null`, `nothing`.
    public var found: String
    /// The whole message, e.g. `expected ISO 8601 date, found string "yesterday"`.
    public var message: String
    /// Whether the issue stops the record from being built.
    public var severity: Severity
    /// Where the value starts in the source, when the document came from text.
    public var location: JSONLocation?

    /// Whether any of `issues` is an error (one that stops a record from being built).
    @inlinable
    public static func hasErrors(_ issues: [ParseIssue]) -> Bool {
        issues.contains { $0.severity == .error }
    }

    /// Creates an issue; the message defaults to `expected …, found …`.
    public init(keyPath: JSONKeyPath, expected: String, found: String, message: String? = nil,
                severity: Severity = .error, location: JSONLocation? = nil) {
        self.keyPath = keyPath
        self.expected = expected
        self.found = found
        self.message = message ?? "expected \(expected), found \(found)"
        self.severity = severity
        self.location = location
    }

    /// `author.id: expected string, found number 7` (with `warning:` for warnings and
    /// the line and column when known).
    public var description: String {
        let path = keyPath.segments.isEmpty ? "(root)" : keyPath.description
        let place = location.map { " at \($0.line):\($0.column)" } ?? ""
        let prefix = severity == .warning ? "warning: " : ""
        return "\(prefix)\(path)\(place): \(message)"
    }

    /// The issue moved under `prefix`: how a child parser's issues are reported by its parent.
    public func nested(under prefix: JSONKeyPath) -> ParseIssue {
        var copy = self
        copy.keyPath = prefix.appending(keyPath)
        return copy
    }
}

extension JSONValue {
    /// How this value is named in an issue's `found`: `string "abc"`, `number 1.5`,
    /// `true`, `null`, `array of 3`, `object`. Long strings are shortened.
    public var issueDescription: String {
        switch kind {
        case .null: return "null"
        case .bool: return bool == true ? "true" : "false"
        case .number: return "number \(numberText ?? "")"
        case .string:
            let text = string ?? ""
            let shown = text.count > 40 ? String(text.prefix(37)) + "..." : text
            return "string \"\(shown)\""
        case .array: return "array of \(count ?? 0)"
        case .object: return "object"
        }
    }
}
