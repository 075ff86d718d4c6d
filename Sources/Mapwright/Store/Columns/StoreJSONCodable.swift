import Foundation

/// A value that can be kept inside the JSON text of a column: an element of an array
/// attribute, a member of an embedded value, a `JSON` attribute. The runtime provides
/// every schema type; generated code adds enums and embedded value types.
///
/// Forms: integers and `Double`s as JSON numbers (exact), `Bool` as `true`/`false`,
/// `Date` as seconds since 1970 (a number), `Decimal` as a string of its digits,
/// `URL` and `UUID` as strings, `Data` as a base64 string, enums as their raw value,
/// embedded values as objects keyed by attribute name, nil as `null`.
public protocol StoreJSONCodable {
    /// Appends the value's JSON form.
    func writeStoreJSON(to json: inout StoreJSONWriter)
    /// Reads the value back from its JSON form; throws ``StoreJSONError`` when it has another form.
    init(storeJSON json: JSONValue) throws
}

/// A JSON column value that is not of the form its type expects.
public struct StoreJSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the type expects (`a string`, `an integer`).
    public var expected: String
    /// The JSON found instead.
    public var found: String

    /// An error from its parts.
    public init(expected: String, found: JSONValue) {
        self.expected = expected
        self.found = found.description
    }

    /// `expected a string, found 12`.
    public var description: String { "expected \(expected), found \(found)" }
}

extension JSONValue {
    /// The member `key` of an object, read as `Value`; a missing member reads as `null`
    /// (nil for an optional). For generated `init(storeJSON:)` of embedded values.
    @inlinable
    public func storeMember<Value: StoreJSONCodable>(_ key: String, as type: Value.Type) throws -> Value {
        guard kind == .object else { throw StoreJSONError(expected: "an object", found: self) }
        return try Value(storeJSON: self[key] ?? JSONValue(nilLiteral: ()))
    }
}

extension Optional: StoreJSONCodable where Wrapped: StoreJSONCodable {
    /// The wrapped value's form, or `null`.
    public func writeStoreJSON(to json: inout StoreJSONWriter) {
        if let self { self.writeStoreJSON(to: &json) } else { json.writeNull() }
    }
    /// `null` is nil.
    public init(storeJSON json: JSONValue) throws {
        self = json.isNull ? nil : try Wrapped(storeJSON: json)
    }
}

extension Array: StoreJSONCodable where Element: StoreJSONCodable {
    /// A JSON array of the elements' forms.
    public func writeStoreJSON(to json: inout StoreJSONWriter) {
        writeStoreJSONArray(self, to: &json)
    }
    /// Reads every element.
    public init(storeJSON json: JSONValue) throws {
        self = try readStoreJSONArray(json)
    }
}

extension ToMany: StoreJSONCodable where Element: StoreJSONCodable {
    /// A JSON array of the elements' forms.
    public func writeStoreJSON(to json: inout StoreJSONWriter) {
        writeStoreJSONArray(self, to: &json)
    }
    /// Reads every element.
    public init(storeJSON json: JSONValue) throws {
        self = try readStoreJSONArray(json)
    }
}

/// Writes `elements` as a JSON array of their forms (an array's or a ``ToMany``'s).
private func writeStoreJSONArray<Elements: Sequence>(_ elements: Elements, to json: inout StoreJSONWriter)
where Elements.Element: StoreJSONCodable {
    json.beginArray()
    for element in elements { element.writeStoreJSON(to: &json) }
    json.endArray()
}

/// Reads a JSON array into `List` (an array or a ``ToMany``), element by element.
private func readStoreJSONArray<List: RangeReplaceableCollection>(_ json: JSONValue) throws -> List
where List.Element: StoreJSONCodable {
    guard let array = json.array else { throw StoreJSONError(expected: "an array", found: json) }
    var list = List()
    list.reserveCapacity(array.count)
    for element in array { list.append(try List.Element(storeJSON: element)) }
    return list
}

extension String: StoreJSONCodable {
    /// A JSON string.
    public func writeStoreJSON(to json: inout StoreJSONWriter) { json.write(self) }
    /// Reads a JSON string.
    public init(storeJSON json: JSONValue) throws {
        guard let value = json.string else { throw StoreJSONError(expected: "a string", found: json) }
        self = value
    }
}

extension Bool: StoreJSONCodable {
    /// `true` or `false`.
    public func writeStoreJSON(to json: inout StoreJSONWriter) { json.write(self) }
    /// Reads `true` or `false`.
    public init(storeJSON json: JSONValue) throws {
        guard let value = json.bool else { throw StoreJSONError(expected: "a Boolean", found: json) }
        self = value
    }
}

extension Int64: StoreJSONCodable {
    /// A JSON integer.
    public func writeStoreJSON(to json: inout StoreJSONWriter) { json.write(self) }
    /// Reads an integer that fits.
    public init(storeJSON json: JSONValue) throws {
        guard let value = json.int64 else { throw StoreJSONError(expected: "a 64-bit integer", found: json) }
        self = value
    }
}

extension Int: StoreJSONCodable {
    /// A JSON integer.
    public func writeStoreJSON(to json: inout StoreJSONWriter) { json.write(Int64(self)) }
    /// Reads an integer that fits.
    public init(storeJSON json: JSONValue) throws {
        guard let value = json.int64.flatMap(Int.init(exactly:)) else { throw StoreJSONError(expected: "an Int", found: json) }
        self = value
    }
}

extension Int32: StoreJSONCodable {
    /// A JSON integer.
    public func writeStoreJSON(to json: inout StoreJSONWriter) { json.write(Int64(self)) }
    /// Reads an integer that fits.
    public init(storeJSON json: JSONValue) throws {
        guard let value = json.int64.flatMap(Int32.init(exactly:)) else { throw StoreJSONError(expected: "an Int32", found: json) }
        self = value
    }
}

extension Int16: StoreJSONCodable {
    /// A JSON integer.
    public func writeStoreJSON(to json: inout StoreJSONWriter) { json.write(Int64(self)) }
    /// Reads an integer that fits.
    public init(storeJSON json: JSONValue) throws {
        guard let value = json.int64.flatMap(Int16.init(exactly:)) else { throw StoreJSONError(expected: "an Int16", found: json) }
        self = value
    }
}

extension UInt64: StoreJSONCodable {
    /// A JSON integer (exact up to `UInt64.max`).
    public func writeStoreJSON(to json: inout StoreJSONWriter) { json.write(self) }
    /// Reads a non-negative integer that fits.
    public init(storeJSON json: JSONValue) throws {
        guard let value = json.uint64 else { throw StoreJSONError(expected: "a UInt64", found: json) }
        self = value
    }
}

extension Double: StoreJSONCodable {
    /// A JSON number (`"NaN"`, `"Infinity"`, `"-Infinity"` for the non-finite).
    public func writeStoreJSON(to json: inout StoreJSONWriter) { json.write(self) }
    /// Reads a number, or one of the three non-finite strings.
    public init(storeJSON json: JSONValue) throws {
        if let value = json.double {
            self = value
            return
        }
        switch json.string {
        case "NaN": self = .nan
        case "Infinity": self = .infinity
        case "-Infinity": self = -.infinity
        default: throw StoreJSONError(expected: "a number", found: json)
        }
    }
}

extension Float: StoreJSONCodable {
    /// A JSON number (through `Double`, exact).
    public func writeStoreJSON(to json: inout StoreJSONWriter) { json.write(Double(self)) }
    /// Reads a number.
    public init(storeJSON json: JSONValue) throws { self = Float(try Double(storeJSON: json)) }
}

extension Decimal: StoreJSONCodable {
    /// A JSON string of the exact digits.
    public func writeStoreJSON(to json: inout StoreJSONWriter) { json.write(description) }
    /// Reads the digits.
    public init(storeJSON json: JSONValue) throws {
        guard let text = json.string, let value = StoreTextForms.decimal(text) else {
            throw StoreJSONError(expected: "a string of decimal digits", found: json)
        }
        self = value
    }
}

extension Date: StoreJSONCodable {
    /// Seconds since 1970, a JSON number.
    public func writeStoreJSON(to json: inout StoreJSONWriter) { json.write(timeIntervalSince1970) }
    /// Reads seconds since 1970.
    public init(storeJSON json: JSONValue) throws {
        guard let seconds = json.double else { throw StoreJSONError(expected: "seconds since 1970", found: json) }
        self = Date(timeIntervalSince1970: seconds)
    }
}

extension URL: StoreJSONCodable {
    /// The absolute string.
    public func writeStoreJSON(to json: inout StoreJSONWriter) { json.write(absoluteString) }
    /// Parses the string.
    public init(storeJSON json: JSONValue) throws {
        guard let url = json.string.flatMap(URL.init(string:)) else { throw StoreJSONError(expected: "a URL string", found: json) }
        self = url
    }
}

extension UUID: StoreJSONCodable {
    /// The 36-character string.
    public func writeStoreJSON(to json: inout StoreJSONWriter) { json.write(uuidString) }
    /// Parses the string.
    public init(storeJSON json: JSONValue) throws {
        guard let uuid = json.string.flatMap(UUID.init(uuidString:)) else { throw StoreJSONError(expected: "a UUID string", found: json) }
        self = uuid
    }
}

extension Data: StoreJSONCodable {
    /// A base64 string.
    public func writeStoreJSON(to json: inout StoreJSONWriter) { json.write(base64EncodedString()) }
    /// Decodes the base64 string.
    public init(storeJSON json: JSONValue) throws {
        guard let data = json.string.flatMap({ Data(base64Encoded: $0) }) else {
            throw StoreJSONError(expected: "a base64 string", found: json)
        }
        self = data
    }
}

extension JSONValue: StoreJSONCodable {
    /// The value as it is.
    public func writeStoreJSON(to json: inout StoreJSONWriter) { json.write(self) }
    /// The value as it is.
    public init(storeJSON json: JSONValue) throws { self = json }
}

extension StoreJSONCodable where Self: SchemaEnum {
    /// The raw value, a JSON string.
    public func writeStoreJSON(to json: inout StoreJSONWriter) { json.write(rawValue) }
    /// A case from its raw value.
    public init(storeJSON json: JSONValue) throws {
        guard let value = json.string.flatMap(Self.init(rawValue:)) else {
            throw StoreJSONError(expected: "a raw value of \(Self.self)", found: json)
        }
        self = value
    }
}
