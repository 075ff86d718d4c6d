import Foundation

/// Where generated code writes a record's column values, one after another. A storage
/// engine implements it (SQLite binds each value to the next statement parameter).
public protocol StoreRowWriter {
    /// Writes NULL.
    mutating func writeNull()
    /// Writes a 64-bit integer.
    mutating func writeInteger(_ value: Int64)
    /// Writes a floating-point number.
    mutating func writeReal(_ value: Double)
    /// Writes text.
    mutating func writeText(_ value: String)
    /// Writes text given as UTF-8 bytes.
    mutating func writeText(utf8 bytes: [UInt8])
    /// Writes raw bytes.
    mutating func writeBlob(_ value: Data)
}

/// Where generated code reads a record's column values, one after another. A storage
/// engine implements it (SQLite reads the current result row's columns in order).
public protocol StoreRowReader {
    /// How the current column's value is stored; nil when it is NULL. Does not advance.
    var currentStorage: StoreColumnStorage? { get }
    /// The current column's name, for messages.
    var currentColumnName: String { get }
    /// Moves past the current column.
    mutating func skip()
    /// Reads the current column as an integer and advances.
    mutating func readInteger() -> Int64
    /// Reads the current column as a floating-point number and advances.
    mutating func readReal() -> Double
    /// Reads the current column as text and advances.
    mutating func readText() -> String
    /// Calls `body` with the current column's text as UTF-8 bytes (valid only during
    /// the call), then advances.
    mutating func withText<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result
    /// Reads the current column as raw bytes and advances.
    mutating func readBlob() -> Data
    /// The identity held by the required to-one relationship `relationship` of the row's
    /// record, wherever the engine keeps it; does not move the current column. (A model
    /// cannot be made without its required links; the engine links them again as usual.)
    func readRequiredLink<ID: StoreTableIdentity>(_ type: ID.Type, relationship: String) throws -> ID
}

extension StoreRowWriter {
    /// Writes `value` as its column form (see ``StoreColumnValue``).
    @inlinable
    public mutating func write<Value: StoreColumnValue>(_ value: Value) {
        value.writeStoreColumn(to: &self)
    }
}

extension StoreRowReader {
    /// Whether the current column is NULL.
    @inlinable
    public var isNull: Bool { currentStorage == nil }

    /// Reads the current column as a `type` value and advances; throws
    /// ``StoreColumnError`` when it is NULL for a non-optional type or malformed.
    @inlinable
    public mutating func read<Value: StoreColumnValue>(_ type: Value.Type) throws -> Value {
        try Value.readStoreColumn(from: &self)
    }

    /// Reads the current column's text and parses it with `parse`; throws
    /// ``StoreColumnError/null(column:)`` when it is NULL and
    /// ``StoreColumnError/malformed(column:expected:found:)`` (naming `expected`) when
    /// `parse` gives nil.
    @inlinable
    public mutating func readText<Value>(expecting expected: @autoclosure () -> String, _ parse: (String) -> Value?) throws -> Value {
        try requireValue()
        let name = currentColumnName
        let text = readText()
        guard let value = parse(text) else { throw StoreColumnError.malformed(column: name, expected: expected(), found: text) }
        return value
    }

    /// Throws ``StoreColumnError/null(column:)`` when the current column is NULL.
    @inlinable
    public func requireValue() throws {
        if currentStorage == nil { throw StoreColumnError.null(column: currentColumnName) }
    }
}

/// Why a stored column value could not be read back.
public enum StoreColumnError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A non-optional column holds NULL.
    case null(column: String)
    /// The row has no column for a required relationship.
    case missingLink(relationship: String)
    /// The value does not have the form its type stores (`expected` names the form).
    case malformed(column: String, expected: String, found: String)

    /// A one-line explanation naming the column.
    public var description: String {
        switch self {
        case .null(let column):
            "column \(column) is NULL but its type is not optional"
        case .missingLink(let relationship):
            "the row has no foreign key for the required relationship \(relationship)"
        case .malformed(let column, let expected, let found):
            "column \(column) should hold \(expected), found \(found)"
        }
    }
}
