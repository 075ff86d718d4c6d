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
    @inlinable @inline(__always)
    public mutating func read<Value: StoreColumnValue>(_ type: Value.Type) throws -> Value {
        try Value.readStoreColumn(from: &self)
    }

    /// Reads the current column's text and parses it with `parse`; throws
    /// ``StoreColumnError/null(column:)`` when it is NULL, as ``requireValue(_:)`` does
    /// when it is not text, and
    /// ``StoreColumnError/malformed(column:expected:found:)`` (naming `expected`) when
    /// `parse` gives nil.
    @inlinable
    public mutating func readText<Value>(expecting expected: @autoclosure () -> String, _ parse: (String) -> Value?) throws -> Value {
        try requireValue(.text)
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

    /// Throws ``StoreColumnError/null(column:)`` when the current column is NULL, and
    /// ``StoreColumnError/malformed(column:expected:found:)`` (quoting the value) when it
    /// holds a value of another storage class than `storage`: text or a blob in an
    /// INTEGER column, a REAL where an integer belongs. Read as `storage`, such a value
    /// would come back made up (0, a truncated number, 1970-01-01). Advances only when
    /// it throws.
    @inlinable
    public mutating func requireValue(_ storage: StoreColumnStorage) throws {
        let found = currentStorage
        if found == storage { return }
        try storageMismatch(expected: storage, found: found)
    }

    /// The error of ``requireValue(_:)``, apart so that the check stays small where it
    /// is inlined.
    @usableFromInline
    mutating func storageMismatch(expected: StoreColumnStorage, found: StoreColumnStorage?) throws -> Never {
        let name = currentColumnName
        let value: String
        switch found {
        case nil: throw StoreColumnError.null(column: name)
        case .integer?: value = "INTEGER \(readInteger())"
        case .real?: value = "REAL \(readReal())"
        case .text?:
            let text = readText()
            value = "TEXT '\(text.prefix(40))\(text.count > 40 ? "…" : "")'"
        case .blob?: value = "a BLOB of \(readBlob().count) bytes"
        }
        let article = expected == .integer ? "an" : "a"
        throw StoreColumnError.malformed(column: name, expected: "\(article) \(expected.rawValue) value", found: value)
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
