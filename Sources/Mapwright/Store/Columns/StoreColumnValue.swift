import Foundation

/// A value a table column can hold, and how: which storage class, and how to write
/// and read it through a row. The runtime provides every schema type; generated code
/// adds enums (raw value as text) and embedded value types (JSON text).
///
/// | Type | Stored as |
/// |------|-----------|
/// | `Int`, `Int64`, `Int32`, `Int16` | INTEGER |
/// | `UInt64` | INTEGER holding the same 64 bits (values above `Int64.max` read negative in SQL) |
/// | `Bool` | INTEGER 0 or 1 |
/// | `Double`, `Float` | REAL (NaN as the text `NaN`) |
/// | `Date` | REAL seconds since 1970-01-01 00:00:00 UTC |
/// | `String` | TEXT |
/// | `Decimal` | TEXT, its exact digits (`12.50` is `12.5`) |
/// | `URL` | TEXT, its absolute string |
/// | `UUID` | TEXT, 36 upper-case characters |
/// | `Data` | BLOB |
/// | enums | TEXT, the raw value |
/// | arrays, `JSON`, embedded values | TEXT holding JSON |
/// | optionals | the wrapped type's form, or NULL |
public protocol StoreColumnValue {
    /// The column's storage class.
    static var storeColumnStorage: StoreColumnStorage { get }
    /// Whether the column may hold NULL. False but for `Optional`.
    static var storeColumnIsOptional: Bool { get }
    /// Writes the value as one column.
    func writeStoreColumn<W: StoreRowWriter>(to row: inout W)
    /// Reads one column; throws ``StoreColumnError`` when it is NULL, holds a value of
    /// another storage class (see ``StoreRowReader/requireValue(_:)``) or is malformed.
    static func readStoreColumn<R: StoreRowReader>(from row: inout R) throws -> Self
}

extension StoreColumnValue {
    /// Not optional.
    @inlinable
    public static var storeColumnIsOptional: Bool { false }
}

extension Optional: StoreColumnValue where Wrapped: StoreColumnValue {
    /// The wrapped type's storage.
    @inlinable
    public static var storeColumnStorage: StoreColumnStorage { Wrapped.storeColumnStorage }
    /// Optional: nil is NULL.
    @inlinable
    public static var storeColumnIsOptional: Bool { true }

    /// Writes the wrapped value, or NULL.
    @inlinable
    public func writeStoreColumn<W: StoreRowWriter>(to row: inout W) {
        if let self { self.writeStoreColumn(to: &row) } else { row.writeNull() }
    }

    /// Reads the wrapped value, or nil for NULL.
    @inlinable
    public static func readStoreColumn<R: StoreRowReader>(from row: inout R) throws -> Self {
        if row.isNull {
            row.skip()
            return nil
        }
        return try Wrapped.readStoreColumn(from: &row)
    }
}

// MARK: Integers

extension Int64: StoreColumnValue {
    /// INTEGER.
    @inlinable public static var storeColumnStorage: StoreColumnStorage { .integer }
    /// Writes the integer.
    @inlinable public func writeStoreColumn<W: StoreRowWriter>(to row: inout W) { row.writeInteger(self) }
    /// Reads the integer.
    @inlinable
    public static func readStoreColumn<R: StoreRowReader>(from row: inout R) throws -> Int64 {
        try row.requireValue(.integer)
        return row.readInteger()
    }
}

extension StoreRowReader {
    /// Reads an INTEGER column as `T`; throws when it does not fit or is not an integer.
    ///
    /// A type that holds every `Int64` (`Int` on 64-bit platforms) reads the value as it
    /// is; a narrower one checks that it fits, naming the column when it does not.
    @inlinable @inline(__always)
    mutating func readInteger<T: FixedWidthInteger & SignedInteger>(as type: T.Type) throws -> T {
        try requireValue(.integer)
        if T.bitWidth >= Int64.bitWidth { return T(truncatingIfNeeded: readInteger()) }
        return try readNarrowInteger(as: type)
    }

    /// ``readInteger(as:)`` for a type narrower than `Int64`: the column's name is read
    /// first, for the message when the value does not fit.
    @inlinable
    mutating func readNarrowInteger<T: FixedWidthInteger>(as type: T.Type) throws -> T {
        let name = currentColumnName
        let value = readInteger()
        guard let exact = T(exactly: value) else {
            throw StoreColumnError.malformed(column: name, expected: "a \(T.self)", found: "\(value)")
        }
        return exact
    }
}

extension Int: StoreColumnValue {
    /// INTEGER.
    @inlinable public static var storeColumnStorage: StoreColumnStorage { .integer }
    /// Writes the integer.
    @inlinable public func writeStoreColumn<W: StoreRowWriter>(to row: inout W) { row.writeInteger(Int64(self)) }
    /// Reads the integer.
    @inlinable
    public static func readStoreColumn<R: StoreRowReader>(from row: inout R) throws -> Int {
        try row.readInteger(as: Int.self)
    }
}

extension Int32: StoreColumnValue {
    /// INTEGER.
    @inlinable public static var storeColumnStorage: StoreColumnStorage { .integer }
    /// Writes the integer.
    @inlinable public func writeStoreColumn<W: StoreRowWriter>(to row: inout W) { row.writeInteger(Int64(self)) }
    /// Reads the integer; throws when it does not fit.
    @inlinable
    public static func readStoreColumn<R: StoreRowReader>(from row: inout R) throws -> Int32 {
        try row.readInteger(as: Int32.self)
    }
}

extension Int16: StoreColumnValue {
    /// INTEGER.
    @inlinable public static var storeColumnStorage: StoreColumnStorage { .integer }
    /// Writes the integer.
    @inlinable public func writeStoreColumn<W: StoreRowWriter>(to row: inout W) { row.writeInteger(Int64(self)) }
    /// Reads the integer; throws when it does not fit.
    @inlinable
    public static func readStoreColumn<R: StoreRowReader>(from row: inout R) throws -> Int16 {
        try row.readInteger(as: Int16.self)
    }
}

extension UInt64: StoreColumnValue {
    /// INTEGER, holding the same 64 bits.
    @inlinable public static var storeColumnStorage: StoreColumnStorage { .integer }
    /// Writes the bit pattern as a signed integer.
    @inlinable public func writeStoreColumn<W: StoreRowWriter>(to row: inout W) { row.writeInteger(Int64(bitPattern: self)) }
    /// Reads the bit pattern back.
    @inlinable
    public static func readStoreColumn<R: StoreRowReader>(from row: inout R) throws -> UInt64 {
        try row.requireValue(.integer)
        return UInt64(bitPattern: row.readInteger())
    }
}

extension Bool: StoreColumnValue {
    /// INTEGER 0 or 1.
    @inlinable public static var storeColumnStorage: StoreColumnStorage { .integer }
    /// Writes 1 or 0.
    @inlinable public func writeStoreColumn<W: StoreRowWriter>(to row: inout W) { row.writeInteger(self ? 1 : 0) }
    /// Reads non-zero as true.
    @inlinable
    public static func readStoreColumn<R: StoreRowReader>(from row: inout R) throws -> Bool {
        try row.requireValue(.integer)
        return row.readInteger() != 0
    }
}

// MARK: Floating point

extension Double: StoreColumnValue {
    /// REAL.
    @inlinable public static var storeColumnStorage: StoreColumnStorage { .real }
    /// Writes the number; NaN (which SQL databases turn into NULL) as the text `NaN`.
    @inlinable
    public func writeStoreColumn<W: StoreRowWriter>(to row: inout W) {
        if isNaN { row.writeText("NaN") } else { row.writeReal(self) }
    }
    /// Reads the number (an integer exactly as it converts; the text `NaN` as NaN).
    @inlinable
    public static func readStoreColumn<R: StoreRowReader>(from row: inout R) throws -> Double {
        switch row.currentStorage {
        case .real?, .integer?:
            return row.readReal()
        case .text?:
            let name = row.currentColumnName
            let text = row.readText()
            guard text == "NaN" else { throw StoreColumnError.malformed(column: name, expected: "a number", found: text) }
            return .nan
        default:
            try row.requireValue(.real)  // throws: NULL or a blob
            return row.readReal()
        }
    }
}

extension Float: StoreColumnValue {
    /// REAL.
    @inlinable public static var storeColumnStorage: StoreColumnStorage { .real }
    /// Writes the number as a `Double` (exact).
    @inlinable public func writeStoreColumn<W: StoreRowWriter>(to row: inout W) { Double(self).writeStoreColumn(to: &row) }
    /// Reads the number back.
    @inlinable
    public static func readStoreColumn<R: StoreRowReader>(from row: inout R) throws -> Float {
        Float(try Double.readStoreColumn(from: &row))
    }
}

extension Date: StoreColumnValue {
    /// REAL seconds since 1970.
    @inlinable public static var storeColumnStorage: StoreColumnStorage { .real }
    /// Writes `timeIntervalSince1970`.
    @inlinable public func writeStoreColumn<W: StoreRowWriter>(to row: inout W) { row.writeReal(timeIntervalSince1970) }
    /// Reads seconds since 1970.
    @inlinable
    public static func readStoreColumn<R: StoreRowReader>(from row: inout R) throws -> Date {
        if row.currentStorage != .integer { try row.requireValue(.real) }
        return Date(timeIntervalSince1970: row.readReal())
    }
}

// MARK: Text and bytes

extension String: StoreColumnValue {
    /// TEXT.
    @inlinable public static var storeColumnStorage: StoreColumnStorage { .text }
    /// Writes the text.
    @inlinable public func writeStoreColumn<W: StoreRowWriter>(to row: inout W) { row.writeText(self) }
    /// Reads the text.
    @inlinable
    public static func readStoreColumn<R: StoreRowReader>(from row: inout R) throws -> String {
        try row.requireValue(.text)
        return row.readText()
    }
}

extension Decimal: StoreColumnValue {
    /// TEXT, the exact digits.
    @inlinable public static var storeColumnStorage: StoreColumnStorage { .text }
    /// Writes `description` (`-12.5`, always with a `.`).
    @inlinable public func writeStoreColumn<W: StoreRowWriter>(to row: inout W) { row.writeText(description) }
    /// Parses the digits back.
    @inlinable
    public static func readStoreColumn<R: StoreRowReader>(from row: inout R) throws -> Decimal {
        try row.readText(expecting: "a decimal number", StoreTextForms.decimal)
    }
}

extension URL: StoreColumnValue {
    /// TEXT.
    @inlinable public static var storeColumnStorage: StoreColumnStorage { .text }
    /// Writes `absoluteString`.
    @inlinable public func writeStoreColumn<W: StoreRowWriter>(to row: inout W) { row.writeText(absoluteString) }
    /// Parses the URL back.
    @inlinable
    public static func readStoreColumn<R: StoreRowReader>(from row: inout R) throws -> URL {
        try row.readText(expecting: "a URL") { URL(string: $0) }
    }
}

extension UUID: StoreColumnValue {
    /// TEXT.
    @inlinable public static var storeColumnStorage: StoreColumnStorage { .text }
    /// Writes `uuidString`.
    @inlinable public func writeStoreColumn<W: StoreRowWriter>(to row: inout W) { row.writeText(uuidString) }
    /// Parses the UUID back.
    @inlinable
    public static func readStoreColumn<R: StoreRowReader>(from row: inout R) throws -> UUID {
        try row.readText(expecting: "a UUID") { UUID(uuidString: $0) }
    }
}

extension Data: StoreColumnValue {
    /// BLOB.
    @inlinable public static var storeColumnStorage: StoreColumnStorage { .blob }
    /// Writes the bytes.
    @inlinable public func writeStoreColumn<W: StoreRowWriter>(to row: inout W) { row.writeBlob(self) }
    /// Reads the bytes.
    @inlinable
    public static func readStoreColumn<R: StoreRowReader>(from row: inout R) throws -> Data {
        try row.requireValue(.blob)
        return row.readBlob()
    }
}

/// Parsing of the text forms columns store.
@usableFromInline
enum StoreTextForms {
    /// A `Decimal` from the digits `Decimal.description` writes, whatever the locale.
    @usableFromInline
    static func decimal(_ text: String) -> Decimal? {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }
}
