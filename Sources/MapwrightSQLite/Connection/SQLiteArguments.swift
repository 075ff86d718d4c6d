import Foundation
import Mapwright

/// The values to bind to a statement's parameters, in order: what generated code
/// writes a record's (or an identity's) columns into.
///
/// Text and bytes are copied into one arena that lives until the statement has run, so
/// they are bound with `SQLITE_STATIC` (no copy by SQLite); the arena keeps its capacity
/// when cleared, so a connection reuses one for every statement.
struct SQLiteArguments: StoreRowWriter {
    /// One bound value; text and blobs are ranges of the arena.
    enum Value {
        case null
        case integer(Int64)
        case real(Double)
        case text(start: Int, count: Int)
        case blob(start: Int, count: Int)
    }

    private(set) var values: [Value] = []
    /// Starts with one byte, so that its base address exists even for empty text.
    private var arena: [UInt8] = [0]

    init() {}

    /// Forgets every value, keeping the capacity.
    mutating func removeAll() {
        values.removeAll(keepingCapacity: true)
        arena.removeSubrange(1...)
    }

    func withBytes<Result>(_ body: (UnsafeRawPointer) throws -> Result) rethrows -> Result {
        try arena.withUnsafeBytes { bytes in
            // Never nil: the arena always holds its first byte.
            guard let base = bytes.baseAddress else { preconditionFailure("the argument arena has no storage") }
            return try body(base)
        }
    }

    mutating func writeNull() { values.append(.null) }

    mutating func writeInteger(_ value: Int64) { values.append(.integer(value)) }

    mutating func writeReal(_ value: Double) { values.append(.real(value)) }

    mutating func writeText(_ value: String) {
        let start = arena.count
        var value = value
        value.withUTF8 { arena.append(contentsOf: $0) }
        values.append(.text(start: start, count: arena.count - start))
    }

    mutating func writeText(utf8 bytes: [UInt8]) {
        let start = arena.count
        arena.append(contentsOf: bytes)
        values.append(.text(start: start, count: bytes.count))
    }

    mutating func writeBlob(_ value: Data) {
        let start = arena.count
        arena.append(contentsOf: value)
        values.append(.blob(start: start, count: value.count))
    }
}
