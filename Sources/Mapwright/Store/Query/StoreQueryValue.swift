import Foundation

/// One column value as a query compares it: the stored form that a table-based engine
/// (SQLite) keeps, which the in-memory engine also computes, so that both engines compare
/// and order the very same values by the very same rules (see ``compare(_:_:)``).
public enum StoreQueryValue: Hashable, Sendable {
    /// No value (nil).
    case null
    /// A 64-bit integer (`Int`s, `Bool` as 0 or 1).
    case integer(Int64)
    /// A floating-point number (`Double`, `Float`, `Date` as seconds since 1970).
    case real(Double)
    /// Text (`String`, and `Decimal`, `URL`, `UUID`, enums and JSON in their text form).
    case text(String)
    /// Raw bytes (`Data`).
    case blob(Data)

    /// The stored form of every column `write` writes, in order.
    public static func values(_ write: (inout StoreQueryValueWriter) -> Void) -> [StoreQueryValue] {
        var writer = StoreQueryValueWriter()
        write(&writer)
        return writer.values
    }

    /// The stored form of `value`: one value, or (for values that span several columns)
    /// the first.
    public static func of<Value: StoreColumnValue>(_ value: Value) -> StoreQueryValue {
        var writer = FirstValueWriter()
        value.writeStoreColumn(to: &writer)
        return writer.value ?? .null
    }

    /// SQLite's order, which both engines use: nil first, then numbers (integers and reals
    /// compared by value), then text by its UTF-8 bytes (SQLite's `BINARY` collation: `"B"`
    /// before `"a"`, no locale, no Unicode normalization), then bytes. Negative when `a`
    /// sorts first, zero when equal.
    public static func compare(_ a: StoreQueryValue, _ b: StoreQueryValue) -> Int {
        switch (a, b) {
        case (.null, .null): return 0
        case (.null, _): return -1
        case (_, .null): return 1
        case let (.integer(x), .integer(y)): return x < y ? -1 : x > y ? 1 : 0
        case let (.real(x), .real(y)): return x < y ? -1 : x > y ? 1 : 0
        case let (.integer(x), .real(y)): return -compareReal(y, x)
        case let (.real(x), .integer(y)): return compareReal(x, y)
        case (.integer, _), (.real, _): return -1
        case (_, .integer), (_, .real): return 1
        case let (.text(x), .text(y)): return compareBytes(x.utf8, y.utf8)
        case (.text, .blob): return -1
        case (.blob, .text): return 1
        case let (.blob(x), .blob(y)): return compareBytes(x, y)
        }
    }

    /// A real against an integer, exactly (as SQLite does).
    private static func compareReal(_ real: Double, _ integer: Int64) -> Int {
        let converted = Double(integer)
        if real < converted { return -1 }
        if real > converted { return 1 }
        // Equal as doubles: compare as integers when the real is one.
        guard let exact = Int64(exactly: real) else { return 0 }
        return exact < integer ? -1 : exact > integer ? 1 : 0
    }

    /// Lexicographic byte order; a prefix sorts first.
    private static func compareBytes<C: Collection>(_ x: C, _ y: C) -> Int where C.Element == UInt8 {
        var i = x.makeIterator()
        var j = y.makeIterator()
        while true {
            switch (i.next(), j.next()) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case let (p?, q?) where p != q: return p < q ? -1 : 1
            default: continue
            }
        }
    }

    /// Compares two lists of values element by element (the first difference decides).
    static func compare(_ a: [StoreQueryValue], _ b: [StoreQueryValue]) -> Int {
        for (x, y) in zip(a, b) {
            let order = compare(x, y)
            if order != 0 { return order }
        }
        return a.count < b.count ? -1 : a.count > b.count ? 1 : 0
    }
}

/// A ``StoreRowWriter`` that keeps the values written, as ``StoreQueryValue``s.
public struct StoreQueryValueWriter: StoreRowWriter {
    /// The values written so far.
    public private(set) var values: [StoreQueryValue] = []

    /// An empty writer.
    public init() {}

    /// Keeps NULL.
    public mutating func writeNull() { values.append(.null) }
    /// Keeps the integer.
    public mutating func writeInteger(_ value: Int64) { values.append(.integer(value)) }
    /// Keeps the number.
    public mutating func writeReal(_ value: Double) { values.append(.real(value)) }
    /// Keeps the text.
    public mutating func writeText(_ value: String) { values.append(.text(value)) }
    /// Keeps the text.
    public mutating func writeText(utf8 bytes: [UInt8]) { values.append(.text(String(decoding: bytes, as: UTF8.self))) }
    /// Keeps the bytes.
    public mutating func writeBlob(_ value: Data) { values.append(.blob(value)) }
}

/// A ``StoreRowWriter`` that keeps only the first value written, without allocating:
/// what a query reads a record's attribute through, once per record.
struct FirstValueWriter: StoreRowWriter {
    /// The first value written, if any.
    private(set) var value: StoreQueryValue?

    private mutating func keep(_ written: @autoclosure () -> StoreQueryValue) {
        if value == nil { value = written() }
    }

    mutating func writeNull() { keep(.null) }
    mutating func writeInteger(_ value: Int64) { keep(.integer(value)) }
    mutating func writeReal(_ value: Double) { keep(.real(value)) }
    mutating func writeText(_ value: String) { keep(.text(value)) }
    mutating func writeText(utf8 bytes: [UInt8]) { keep(.text(String(decoding: bytes, as: UTF8.self))) }
    mutating func writeBlob(_ value: Data) { keep(.blob(value)) }
}
