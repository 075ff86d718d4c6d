/// How forgiving a box is about the JSON type of a value.
public enum CoercionMode: String, Hashable, Sendable {
    /// Only the JSON type the attribute calls for: `"5"` is not an `Int`.
    case strict
    /// Also the conversions of the lenient column: `"5"` is an `Int`, `1` is `true`.
    case lenient
}

/// Why a box could not produce a value.
public struct BoxFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the box accepts, e.g. `integer in Int16 range`.
    public var expected: String
    /// What it was given, e.g. `number 70000`.
    public var found: String
    /// The whole message.
    public var message: String

    /// Creates a failure; the message defaults to `expected …, found …`.
    public init(expected: String, found: String, message: String? = nil) {
        self.expected = expected
        self.found = found
        self.message = message ?? "expected \(expected), found \(found)"
    }

    /// A failure for `value`, which is not what `expected` describes.
    public init(expected: String, value: JSONValue, detail: String? = nil) {
        let found = value.issueDescription
        self.init(expected: expected, found: found,
                  message: "expected \(expected), found \(found)" + (detail.map { " (\($0))" } ?? ""))
    }

    /// The message.
    public var description: String { message }
}

/// A value transformer: turns one JSON value into a Swift value, or says
/// why it cannot. Boxes never trap: overflow, NaN and out-of-range are failures.
///
/// Generated code keeps its boxes in static constants and applies them per field:
///
/// ```swift
/// static let createdDateBox = Box<Date>.iso8601
/// let result = createdDateBox(json, mode: .lenient)   // Result<Date, BoxFailure>
/// ```
public struct Box<Value>: Sendable {
    /// What the box accepts, for messages.
    public let expected: String
    private let transform: @Sendable (JSONValue, CoercionMode) -> Result<Value, BoxFailure>
    /// Whether the box, in either mode, would turn a JSON value into a value equal to a
    /// given one, decided without making the value: when a field already holds what the
    /// JSON says (an update that changes nothing), the field keeps it and the JSON is
    /// not boxed again. Nil for boxes that have no such shortcut.
    public let matches: (@Sendable (JSONValue, Value) -> Bool)?
    /// The reverse of the box, for export: the JSON this box reads back as the value
    /// (a date in the box's form, a decimal with its digits, an enum case's raw value).
    /// Nil for a box made without one (see `exporting(_:)`).
    public let export: (@Sendable (Value) -> JSONOutput)?
    /// A built-in box's reads on the tape itself (see ``BoxTapeRead``); nil for others.
    @usableFromInline let tapeRead: BoxTapeRead?

    /// A box from its description and transform, and optionally its `matches` shortcut
    /// and its `export` reverse.
    public init(expected: String, matches: (@Sendable (JSONValue, Value) -> Bool)? = nil,
                export: (@Sendable (Value) -> JSONOutput)? = nil,
                transform: @escaping @Sendable (JSONValue, CoercionMode) -> Result<Value, BoxFailure>) {
        self.init(expected: expected, matches: matches, export: export, tapeRead: nil, transform: transform)
    }

    /// A built-in box, with the reads it does on the tape itself.
    @usableFromInline
    init(expected: String, matches: (@Sendable (JSONValue, Value) -> Bool)? = nil,
         export: (@Sendable (Value) -> JSONOutput)? = nil, tapeRead: BoxTapeRead?,
         transform: @escaping @Sendable (JSONValue, CoercionMode) -> Result<Value, BoxFailure>) {
        self.expected = expected
        self.matches = matches
        self.export = export
        self.tapeRead = tapeRead
        self.transform = transform
    }

    /// This box with `export` as its reverse.
    public func exporting(_ export: @escaping @Sendable (Value) -> JSONOutput) -> Box<Value> {
        Box(expected: expected, matches: matches, export: export, tapeRead: tapeRead, transform: transform)
    }

    /// Applies the box to `value`.
    public func callAsFunction(_ value: JSONValue, mode: CoercionMode) -> Result<Value, BoxFailure> {
        transform(value, mode)
    }

    /// A failure of this box for `value`.
    func failure(_ value: JSONValue, detail: String? = nil) -> Result<Value, BoxFailure> {
        .failure(BoxFailure(expected: expected, value: value, detail: detail))
    }

    /// This box, then `convert` on its result (for boxes built from others).
    public func map<Other>(expected: String? = nil, _ convert: @escaping @Sendable (Value) -> Other?) -> Box<Other> {
        let inner = self
        let description = expected ?? self.expected
        return Box<Other>(expected: description) { value, mode in
            switch inner(value, mode: mode) {
            case .success(let result):
                guard let converted = convert(result) else {
                    return .failure(BoxFailure(expected: description, value: value))
                }
                return .success(converted)
            case .failure(let failure):
                return .failure(BoxFailure(expected: description, found: failure.found, message: failure.message))
            }
        }
    }
}

extension Box where Value == JSONValue {
    /// Anything, kept as the raw `JSONValue`.
    public static var json: Box<JSONValue> {
        Box(expected: "any JSON value", export: { .value($0) }) { value, _ in .success(value) }
    }
}

extension Box {
    /// An array whose elements each go through `element`. A failing element fails the
    /// array; `elementFailures` on the collector side name its index (see `readArray`).
    public static func array<Element>(of element: Box<Element>) -> Box<[Element]> where Value == [Element] {
        var export: (@Sendable ([Element]) -> JSONOutput)?
        if let exportElement = element.export {
            export = { elements in JSONOutput.array(elements.map { exportElement($0) }) }
        }
        return Box<[Element]>(expected: "array of \(element.expected)", export: export) { value, mode in
            guard let elements = value.array else { return .failure(BoxFailure(expected: "array of \(element.expected)", value: value)) }
            var result: [Element] = []
            result.reserveCapacity(elements.count)
            for (position, item) in elements.enumerated() {
                switch element(item, mode: mode) {
                case .success(let converted): result.append(converted)
                case .failure(let failure):
                    return .failure(BoxFailure(expected: failure.expected, found: failure.found,
                                               message: "element \(position): \(failure.message)"))
                }
            }
            return .success(result)
        }
    }
}
