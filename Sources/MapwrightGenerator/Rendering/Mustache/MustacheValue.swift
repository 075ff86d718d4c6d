/// A value a Mustache template reads: the data model handed to ``MustacheTemplate/render(_:partials:options:)``.
///
/// Mirrors what JSON can express. Falsey values (which hide a section and show an
/// inverted section) are `false`, ``null`` and the empty list; everything else,
/// including the empty string and zero, is truthy, as the Mustache spec requires.
/// Build values with Swift literals: `["name": "Joe", "tags": ["a", "b"], "count": 2]`.
public enum MustacheValue: Sendable, Hashable {
    /// No value. Falsey; interpolates as nothing.
    case null
    /// A boolean. `false` is falsey; interpolates as `true` or `false`.
    case bool(Bool)
    /// A whole number; interpolates in decimal, e.g. `85`.
    case int(Int)
    /// A floating-point number; interpolates in its shortest exact form, e.g. `1.5`
    /// (whole values print without a fraction: `2.0` prints `2`).
    case double(Double)
    /// Text; interpolates as itself (HTML-escaped by `{{name}}` when escaping is on).
    case string(String)
    /// A list. Empty is falsey; a section over a non-empty list renders once per item.
    case list([MustacheValue])
    /// Named values, the only kind of value a name (or a dotted name's step) can look into.
    case dictionary([String: MustacheValue])
}

extension MustacheValue {
    /// Whether a section over this value renders: false for `false`, ``null`` and the
    /// empty list, true for everything else (the empty string and `0` included).
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let flag): flag
        case .list(let items): !items.isEmpty
        case .int, .double, .string, .dictionary: true
        }
    }

    /// The value stored under `key` when this is a dictionary; `nil` otherwise or when absent.
    public subscript(key: String) -> MustacheValue? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries[key]
    }

    /// The text an interpolation tag writes for this value (before any escaping), or
    /// `nil` for lists and dictionaries, which have no text form.
    public var interpolationText: String? {
        switch self {
        case .null: ""
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .double(let number): Self.text(for: number)
        case .string(let text): text
        case .list, .dictionary: nil
        }
    }

    /// A short name for the kind of value, used in error messages.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .int, .double: "number"
        case .string: "string"
        case .list: "list"
        case .dictionary: "dictionary"
        }
    }

    /// Whole doubles print like integers (`85.0` → `85`); others use Swift's shortest
    /// representation that reads back exactly (`1.21` → `1.21`).
    private static func text(for number: Double) -> String {
        // Compared by truncation rather than `rounded()`, which needs libm at link time.
        let wholeLimit = 1e15
        if number.isFinite, abs(number) < wholeLimit {
            let whole = Int64(number)
            if Double(whole) == number { return String(whole) }
        }
        return number.description
    }
}
