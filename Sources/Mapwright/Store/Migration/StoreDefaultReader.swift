import Foundation

/// A row of one column holding a ``StoreColumnDefault``: reads a default into any
/// ``StoreColumnValue`` type through that type's own column decoding.
struct StoreDefaultReader: StoreRowReader {
    let value: StoreColumnDefault
    let currentColumnName: String

    var currentStorage: StoreColumnStorage? {
        switch value {
        case .null: nil
        case .integer: .integer
        case .real: .real
        case .text: .text
        case .blob: .blob
        }
    }

    func skip() {}

    func readInteger() -> Int64 {
        if case .integer(let value) = value { return value }
        return 0
    }

    func readReal() -> Double {
        switch value {
        case .real(let value): value
        case .integer(let value): Double(value)
        default: 0
        }
    }

    func readText() -> String {
        if case .text(let value) = value { return value }
        return ""
    }

    func withText<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        var text = readText()
        return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
    }

    func readBlob() -> Data {
        if case .blob(let value) = value { return value }
        return Data()
    }

    func readRequiredLink<ID: StoreTableIdentity>(_ type: ID.Type, relationship: String) throws -> ID {
        throw StoreColumnError.missingLink(relationship: relationship)
    }

    /// `value` as a `T`, when `T` is a column value; nil otherwise.
    static func read<T>(_ type: T.Type, _ value: StoreColumnDefault, column: String) throws -> T? {
        guard let columnType = T.self as? any StoreColumnValue.Type else { return nil }
        return try read(columnType, value, column: column) as? T
    }

    private static func read<C: StoreColumnValue>(_ type: C.Type, _ value: StoreColumnDefault, column: String) throws -> C {
        var reader = StoreDefaultReader(value: value, currentColumnName: column)
        return try C.readStoreColumn(from: &reader)
    }
}
