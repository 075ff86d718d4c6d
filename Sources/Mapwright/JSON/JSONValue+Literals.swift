/// Builds values in Swift code: `let json: JSONValue = ["id": "456", "views": 100]`.
///
/// A built value is written as JSON text and read back, so it is a view into its own
/// small document exactly like a parsed one.
extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    /// `null`.
    public init(nilLiteral: ()) { self = JSONValue.built { $0.append(contentsOf: Array("null".utf8)) } }

    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { self.init(value) }

    /// An integer.
    public init(integerLiteral value: Int64) { self.init(value) }

    /// A floating-point number (non-finite values become `null`, which JSON cannot hold otherwise).
    public init(floatLiteral value: Double) { self.init(value) }

    /// A string.
    public init(stringLiteral value: String) { self.init(value) }

    /// An array.
    public init(arrayLiteral elements: JSONValue...) { self.init(elements) }

    /// An object; keys keep the literal's order.
    public init(dictionaryLiteral members: (String, JSONValue)...) { self.init(members: members) }

    /// A Boolean value.
    public init(_ value: Bool) { self = JSONValue.built { $0.append(contentsOf: Array((value ? "true" : "false").utf8)) } }

    /// An integer value.
    public init(_ value: Int64) { self = JSONValue.built { $0.append(contentsOf: Array(String(value).utf8)) } }

    /// A number (non-finite values become `null`).
    public init(_ value: Double) {
        self = JSONValue.built { $0.append(contentsOf: Array((value.isFinite ? "\(value)" : "null").utf8)) }
    }

    /// A string value.
    public init(_ value: String) { self = JSONValue.built { JSONWriter.writeString(value, to: &$0) } }

    /// An array of values.
    public init(_ elements: [JSONValue]) {
        self = JSONValue.built { output in
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                JSONWriter().write(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        }
    }

    /// An object with members in the given order.
    public init(members: [(String, JSONValue)]) {
        self = JSONValue.built { output in
            output.append(UInt8(ascii: "{"))
            for (position, member) in members.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                JSONWriter.writeString(member.0, to: &output)
                output.append(UInt8(ascii: ":"))
                JSONWriter().write(member.1, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Reads back text produced by `write`. Our writer emits valid JSON and the depth
    /// is unlimited, so reading cannot fail short of a multi-gigabyte value; `null` then.
    private static func built(_ write: (inout [UInt8]) -> Void) -> JSONValue {
        var text: [UInt8] = []
        write(&text)
        do {
            return try JSONReader(maxDepth: Int.max).read(text)
        } catch {
            return JSONValue.nullValue
        }
    }

    /// A `null` value built without the reader.
    static var nullValue: JSONValue {
        let text = Array("null".utf8)
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.count + 1)
        _ = storage.initialize(from: text + [0])
        let tape = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: JSONTape.stride)
        _ = tape.initialize(from: [JSONTape.head(.null, offset: 0), 0])
        return JSONDocument(bytes: storage, count: text.count, tape: tape).root
    }
}
