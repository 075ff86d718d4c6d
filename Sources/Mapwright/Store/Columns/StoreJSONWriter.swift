/// Builds the JSON text a column holds for an array, a `JSON` attribute or an embedded
/// value: values, arrays and objects appended in order, commas placed for you.
public struct StoreJSONWriter {
    /// The JSON text so far, as UTF-8.
    public private(set) var bytes: [UInt8] = []
    /// Whether the container being written already holds a value (one entry per level).
    private var hasValue: [Bool] = []
    /// Whether a key was just written, so the next value follows it without a comma.
    private var afterKey = false

    /// An empty writer.
    public init() {}

    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard let last = hasValue.indices.last else { return }
        if hasValue[last] { bytes.append(UInt8(ascii: ",")) }
        hasValue[last] = true
    }

    /// Appends `null`.
    public mutating func writeNull() {
        separate()
        bytes.append(contentsOf: [UInt8(ascii: "n"), UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l")])
    }

    /// Appends `true` or `false`.
    public mutating func write(_ value: Bool) {
        separate()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// Appends an integer.
    public mutating func write(_ value: Int64) {
        separate()
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Appends a non-negative integer (exact up to `UInt64.max`).
    public mutating func write(_ value: UInt64) {
        separate()
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Appends a number in its shortest exact form; NaN and the infinities, which JSON
    /// has no numbers for, as the strings `"NaN"`, `"Infinity"` and `"-Infinity"`.
    public mutating func write(_ value: Double) {
        guard value.isFinite else {
            write(value.isNaN ? "NaN" : value < 0 ? "-Infinity" : "Infinity")
            return
        }
        separate()
        bytes.append(contentsOf: "\(value)".utf8)
    }

    /// Appends a string literal.
    public mutating func write(_ value: String) {
        separate()
        JSONWriter.writeString(value, to: &bytes)
    }

    /// Appends a parsed JSON value as it is.
    public mutating func write(_ value: JSONValue) {
        separate()
        JSONWriter().write(value, to: &bytes)
    }

    /// Opens an array; close it with ``endArray()``.
    public mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        hasValue.append(false)
    }

    /// Closes the array opened last.
    public mutating func endArray() {
        hasValue.removeLast()
        bytes.append(UInt8(ascii: "]"))
    }

    /// Opens an object; write ``key(_:)`` then a value for each member, then ``endObject()``.
    public mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        hasValue.append(false)
    }

    /// Writes a member's key; its value comes next.
    public mutating func key(_ name: String) {
        separate()
        JSONWriter.writeString(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
    }

    /// Closes the object opened last.
    public mutating func endObject() {
        hasValue.removeLast()
        bytes.append(UInt8(ascii: "}"))
    }

    /// Writes a member: its key, then `value` in its JSON form.
    public mutating func member<Value: StoreJSONCodable>(_ name: String, _ value: Value) {
        key(name)
        value.writeStoreJSON(to: &self)
    }
}
