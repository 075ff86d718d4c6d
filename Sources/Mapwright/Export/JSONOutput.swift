import Foundation

/// A JSON value built for output (export): objects keep their members in the order
/// they were set, numbers are kept as their exact text (`Decimal` digits, all 64 bits of
/// an integer), and a parsed `JSONValue` can be embedded as is.
///
/// ```swift
/// var json = JSONOutput.object([])
/// json.set(.string("Ada"), at: "author.name")
/// json.set(.number("42"), at: "author.id")
/// json.text()   // {"author":{"name":"Ada","id":42}}
/// ```
public indirect enum JSONOutput: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Swift.Bool)
    /// A number, written exactly as this text (which must be a JSON number).
    case number(Swift.String)
    /// A string; escaped when written.
    case string(Swift.String)
    /// An array.
    case array([JSONOutput])
    /// An object, members in order (a key set twice keeps its first place).
    case object([JSONOutputMember])
    /// A parsed value, written as it was read (`json` attributes).
    case value(JSONValue)

    /// An integer.
    public static func integer<I: BinaryInteger>(_ value: I) -> JSONOutput { .number(String(value)) }

    /// A floating-point number in its shortest form that reads back the same;
    /// non-finite values (which JSON cannot hold) become `null`.
    public static func double(_ value: Swift.Double) -> JSONOutput {
        guard value.isFinite else { return .null }
        if value == value.rounded(), value.magnitude < 1e15 { return .number(String(Int64(value))) }
        return .number("\(value)")
    }

    /// A `Float` in its shortest form that reads back the same; non-finite becomes `null`.
    public static func float(_ value: Swift.Float) -> JSONOutput {
        guard value.isFinite else { return .null }
        if value == value.rounded(), value.magnitude < 1e7 { return .number(String(Int64(value))) }
        return .number("\(value)")
    }

    /// A decimal with every digit it holds (`12.50` is written `12.5`); NaN becomes `null`.
    public static func decimal(_ value: Foundation.Decimal) -> JSONOutput {
        value.isNaN ? .null : .number(value.description)
    }
}

/// One member of a `JSONOutput` object.
public struct JSONOutputMember: Sendable, Equatable {
    /// The member's key.
    public var key: Swift.String
    /// The member's value.
    public var value: JSONOutput

    /// A member from its key and value.
    public init(_ key: Swift.String, _ value: JSONOutput) {
        self.key = key
        self.value = value
    }
}

extension JSONOutput {
    /// The value at `keyPath` replaced by `value`, or added when absent: objects on the
    /// way are made (or joined: `author.id` and `author.name` end up in one `author`
    /// object), an array is padded with `null` up to an index, and a scalar in the way
    /// is replaced by the container the path needs.
    public mutating func set(_ value: JSONOutput, at keyPath: JSONKeyPath) {
        self = setting(value, along: keyPath.segments[...])
    }

    private func setting(_ value: JSONOutput, along path: ArraySlice<JSONKeyPath.Segment>) -> JSONOutput {
        guard let first = path.first else { return value }
        let rest = path.dropFirst()
        switch first {
        case .key(let key):
            var members: [JSONOutputMember]
            if case .object(let existing) = self { members = existing } else { members = [] }
            if let position = members.firstIndex(where: { $0.key == key }) {
                members[position].value = members[position].value.setting(value, along: rest)
            } else {
                members.append(JSONOutputMember(key, JSONOutput.null.setting(value, along: rest)))
            }
            return .object(members)
        case .index(let position):
            var elements: [JSONOutput]
            if case .array(let existing) = self { elements = existing } else { elements = [] }
            while elements.count <= position { elements.append(.null) }
            elements[position] = elements[position].setting(value, along: rest)
            return .array(elements)
        }
    }

    /// The value at `keyPath`, if there is one (for tests and for callers that post-edit).
    public subscript(keyPath: JSONKeyPath) -> JSONOutput? {
        var current = self
        for segment in keyPath.segments {
            switch (segment, current) {
            case (.key(let key), .object(let members)):
                guard let member = members.first(where: { $0.key == key }) else { return nil }
                current = member.value
            case (.index(let position), .array(let elements)):
                guard position < elements.count else { return nil }
                current = elements[position]
            default:
                return nil
            }
        }
        return current
    }
}
