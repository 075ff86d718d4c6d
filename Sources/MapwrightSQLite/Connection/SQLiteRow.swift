import CSQLite
import Foundation
import Mapwright

/// Reads the columns of a statement's current row one after another: what generated
/// code reads a record (or an identity) from.
struct SQLiteRow: StoreRowReader {
    let statement: OpaquePointer
    /// The column read next.
    private(set) var column: Int32

    init(statement: OpaquePointer, column: Int32) {
        self.statement = statement
        self.column = column
    }

    var currentStorage: StoreColumnStorage? {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: .integer
        case SQLITE_FLOAT: .real
        case SQLITE_TEXT: .text
        case SQLITE_BLOB: .blob
        default: nil
        }
    }

    var currentColumnName: String {
        sqlite3_column_name(statement, column).map { String(cString: $0) } ?? "#\(column)"
    }

    mutating func skip() { column += 1 }

    /// The foreign key of `relationship` (named like it, or `relationship_<column>` for a
    /// composite identity) among the columns after the current one.
    func readRequiredLink<ID: StoreTableIdentity>(_ type: ID.Type, relationship: String) throws -> ID {
        let count = sqlite3_column_count(statement)
        for index in column..<count {
            guard let name = sqlite3_column_name(statement, index).map({ String(cString: $0) }),
                  name == relationship || name.hasPrefix(relationship + "_") else { continue }
            var link = SQLiteRow(statement: statement, column: index)
            return try ID(storeRow: &link)
        }
        throw StoreColumnError.missingLink(relationship: relationship)
    }

    mutating func readInteger() -> Int64 {
        defer { column += 1 }
        return sqlite3_column_int64(statement, column)
    }

    mutating func readReal() -> Double {
        defer { column += 1 }
        return sqlite3_column_double(statement, column)
    }

    mutating func readText() -> String {
        withText { bytes in String(decoding: bytes, as: UTF8.self) }
    }

    mutating func withText<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        defer { column += 1 }
        // Ask for the text before its length, as SQLite's documentation advises.
        let text = sqlite3_column_text(statement, column)
        let count = Int(sqlite3_column_bytes(statement, column))
        return try body(UnsafeRawBufferPointer(start: text, count: text == nil ? 0 : count))
    }

    mutating func readBlob() -> Data {
        defer { column += 1 }
        let bytes = sqlite3_column_blob(statement, column)
        let count = Int(sqlite3_column_bytes(statement, column))
        guard let bytes, count > 0 else { return Data() }
        return Data(bytes: bytes, count: count)
    }
}
