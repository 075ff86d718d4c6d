import Foundation

/// A value kept in a TEXT column as JSON: an embedded value type (generated code
/// declares the conformance and its ``StoreJSONCodable`` form).
public protocol StoreJSONColumn: StoreColumnValue, StoreJSONCodable {}

extension StoreRowWriter {
    /// Writes `value`'s JSON form as TEXT.
    @inlinable
    public mutating func writeJSON<Value: StoreJSONCodable>(_ value: Value) {
        var json = StoreJSONWriter()
        value.writeStoreJSON(to: &json)
        writeText(utf8: json.bytes)
    }
}

extension StoreRowReader {
    /// Reads a TEXT column holding JSON as a `Value`.
    @inlinable
    public mutating func readJSON<Value: StoreJSONCodable>(_ type: Value.Type) throws -> Value {
        try requireValue(.text)
        let name = currentColumnName
        let json: JSONValue
        do {
            json = try withText { bytes in try JSONReader(maxDepth: Int.max).read(copying: bytes.assumingMemoryBound(to: UInt8.self)) }
        } catch {
            throw StoreColumnError.malformed(column: name, expected: "JSON text", found: "\(error)")
        }
        do {
            return try Value(storeJSON: json)
        } catch {
            throw StoreColumnError.malformed(column: name, expected: "JSON for \(Value.self)", found: "\(error)")
        }
    }
}

extension StoreColumnValue where Self: StoreJSONColumn {
    /// TEXT holding JSON.
    public static var storeColumnStorage: StoreColumnStorage { .text }
    /// Writes the JSON form.
    public func writeStoreColumn<W: StoreRowWriter>(to row: inout W) { row.writeJSON(self) }
    /// Reads the JSON form.
    public static func readStoreColumn<R: StoreRowReader>(from row: inout R) throws -> Self { try row.readJSON(Self.self) }
}

extension Array: StoreColumnValue where Element: StoreJSONCodable {
    /// TEXT holding a JSON array.
    public static var storeColumnStorage: StoreColumnStorage { .text }
    /// Writes the JSON array.
    public func writeStoreColumn<W: StoreRowWriter>(to row: inout W) { row.writeJSON(self) }
    /// Reads the JSON array.
    public static func readStoreColumn<R: StoreRowReader>(from row: inout R) throws -> Array { try row.readJSON(Array.self) }
}

extension JSONValue: StoreColumnValue {
    /// TEXT holding the JSON.
    public static var storeColumnStorage: StoreColumnStorage { .text }
    /// Writes the JSON text.
    public func writeStoreColumn<W: StoreRowWriter>(to row: inout W) { row.writeJSON(self) }
    /// Parses the JSON text.
    public static func readStoreColumn<R: StoreRowReader>(from row: inout R) throws -> JSONValue { try row.readJSON(JSONValue.self) }
}

extension StoreColumnValue where Self: SchemaEnum {
    /// TEXT, the raw value.
    public static var storeColumnStorage: StoreColumnStorage { .text }
    /// Writes the raw value.
    public func writeStoreColumn<W: StoreRowWriter>(to row: inout W) { row.writeText(rawValue) }
    /// Reads a case from its raw value.
    public static func readStoreColumn<R: StoreRowReader>(from row: inout R) throws -> Self {
        try row.readText(expecting: "a raw value of \(Self.self)") { Self(rawValue: $0) }
    }
}
