import Foundation

/// A column's default value in its stored form: what a migration writes into the
/// records that older data holds without the column. Made from a typed value by the
/// value's own column encoding, so a default reads back exactly like a written value.
public enum StoreColumnDefault: Hashable, Sendable, Codable {
    /// NULL.
    case null
    /// A 64-bit integer (also `Bool` as 0/1).
    case integer(Int64)
    /// A floating-point number (also `Date` as seconds since 1970).
    case real(Double)
    /// Text (also `Decimal`, `URL`, `UUID`, enums, arrays and JSON).
    case text(String)
    /// Raw bytes.
    case blob(Data)

    /// The stored form of `value`, as its ``StoreColumnValue`` conformance writes it.
    public init<Value: StoreColumnValue>(_ value: Value) {
        var capture = DefaultCapture()
        value.writeStoreColumn(to: &capture)
        self = capture.value
    }

    /// The value as an SQL literal (`42`, `'it''s'`, `X'00FF'`, `NULL`).
    public var sqlLiteral: String {
        switch self {
        case .null: "NULL"
        case .integer(let value): "\(value)"
        case .real(let value):
            value.isNaN ? "'NaN'" : value.isInfinite ? (value > 0 ? "9e999" : "-9e999") : "\(value)"
        case .text(let value): "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
        case .blob(let value): "X'" + value.map { byte in String(format: "%02X", byte) }.joined() + "'"
        }
    }
}

/// Records the one value a default writes.
private struct DefaultCapture: StoreRowWriter {
    var value = StoreColumnDefault.null

    mutating func writeNull() { value = .null }
    mutating func writeInteger(_ value: Int64) { self.value = .integer(value) }
    mutating func writeReal(_ value: Double) { self.value = .real(value) }
    mutating func writeText(_ value: String) { self.value = .text(value) }
    mutating func writeText(utf8 bytes: [UInt8]) { value = .text(String(decoding: bytes, as: UTF8.self)) }
    mutating func writeBlob(_ value: Data) { self.value = .blob(value) }
}
