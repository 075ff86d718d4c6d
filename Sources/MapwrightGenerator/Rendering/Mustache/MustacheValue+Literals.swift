// Literal construction, so data reads like the JSON it stands for.

extension MustacheValue: ExpressibleByNilLiteral {
    /// Creates ``MustacheValue/null`` from `nil`.
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
    /// Creates ``MustacheValue/bool(_:)`` from `true` or `false`.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
    /// Creates ``MustacheValue/int(_:)`` from an integer literal.
    public init(integerLiteral value: Int) {
        self = .int(value)
    }
}

extension MustacheValue: ExpressibleByFloatLiteral {
    /// Creates ``MustacheValue/double(_:)`` from a floating-point literal.
    public init(floatLiteral value: Double) {
        self = .double(value)
    }
}

extension MustacheValue: ExpressibleByStringLiteral {
    /// Creates ``MustacheValue/string(_:)`` from a string literal.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension MustacheValue: ExpressibleByArrayLiteral {
    /// Creates ``MustacheValue/list(_:)`` from an array literal.
    public init(arrayLiteral elements: MustacheValue...) {
        self = .list(elements)
    }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
    /// Creates ``MustacheValue/dictionary(_:)`` from a dictionary literal; a repeated
    /// key keeps its last value.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
