import Foundation

/// One column value as a table-based engine would store it, captured for a
/// ``StoreDump``: compared in a stable order, written in a canonical text form.
enum StoreDumpValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)

    /// The value as JSON text, read as the schema type `schemaType` says (`Bool` as
    /// `true`/`false`, `Date` as ISO 8601 UTC, `UInt64` by bit pattern), data as base64.
    func jsonText(schemaType: String) -> String {
        let type = schemaType.hasSuffix("?") ? String(schemaType.dropLast()) : schemaType
        switch self {
        case .null:
            return "null"
        case .integer(let value):
            switch type {
            case "Bool": return value == 0 ? "false" : "true"
            case "UInt64": return String(UInt64(bitPattern: value))
            case "Date": return Self.quoted(ISO8601DateWriter.text(of: Date(timeIntervalSince1970: Double(value))))
            default: return String(value)
            }
        case .real(let value):
            if type == "Date" { return Self.quoted(ISO8601DateWriter.text(of: Date(timeIntervalSince1970: value))) }
            // Shortest text that reads back as the same Double; JSON has no infinities or NaN.
            return value.isFinite ? "\(value)" : Self.quoted("\(value)")
        case .text(let value):
            return Self.quoted(value)
        case .blob(let value):
            return Self.quoted(value.base64EncodedString())
        }
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        JSONValue(text).description
    }

    /// The order identities are listed in: NULL, then numbers by value, then text, then bytes.
    static func precedes(_ lhs: StoreDumpValue, _ rhs: StoreDumpValue) -> Bool {
        switch (lhs, rhs) {
        case (.integer(let a), .integer(let b)): return a < b
        case (.real(let a), .real(let b)): return a < b
        case (.integer(let a), .real(let b)): return Double(a) < b
        case (.real(let a), .integer(let b)): return a < Double(b)
        case (.text(let a), .text(let b)): return a.utf8.lexicographicallyPrecedes(b.utf8)
        case (.blob(let a), .blob(let b)): return a.lexicographicallyPrecedes(b)
        default: return lhs.rank < rhs.rank
        }
    }

    private var rank: Int {
        switch self {
        case .null: 0
        case .integer, .real: 1
        case .text: 2
        case .blob: 3
        }
    }
}

/// Collects the values a record or an identity writes, in order.
struct StoreDumpRowWriter: StoreRowWriter {
    var values: [StoreDumpValue] = []

    mutating func writeNull() { values.append(.null) }
    mutating func writeInteger(_ value: Int64) { values.append(.integer(value)) }
    mutating func writeReal(_ value: Double) { values.append(.real(value)) }
    mutating func writeText(_ value: String) { values.append(.text(value)) }
    mutating func writeText(utf8 bytes: [UInt8]) { values.append(.text(String(decoding: bytes, as: UTF8.self))) }
    mutating func writeBlob(_ value: Data) { values.append(.blob(value)) }
}

/// A record's identity as a dump lists it: its columns' values with their schema types.
struct StoreDumpIdentity: Hashable, Sendable {
    let values: [StoreDumpValue]
    let schemaTypes: [String]

    /// The identity of `id`: its columns when it is a table identity, else its description.
    init(_ id: some Hashable, schemaTypes: [String]) {
        if let tableIdentity = id as? any StoreTableIdentity {
            var writer = StoreDumpRowWriter()
            tableIdentity.writeStoreColumns(to: &writer)
            values = writer.values
            self.schemaTypes = schemaTypes
        } else {
            values = [.text(String(describing: id))]
            self.schemaTypes = ["String"]
        }
    }

    /// One column's value alone; several as a JSON array, in the identity's order.
    var jsonText: String {
        let texts = values.enumerated().map { index, value in
            value.jsonText(schemaType: index < schemaTypes.count ? schemaTypes[index] : "")
        }
        return texts.count == 1 ? texts[0] : "[" + texts.joined(separator: ", ") + "]"
    }

    /// Column by column, in ``StoreDumpValue/precedes(_:_:)`` order.
    static func precedes(_ lhs: StoreDumpIdentity, _ rhs: StoreDumpIdentity) -> Bool {
        lhs.values.lexicographicallyPrecedes(rhs.values, by: StoreDumpValue.precedes)
    }

    /// The schema types of `table`'s identity columns, in order.
    static func schemaTypes(of table: StoreTable) -> [String] {
        table.identity.map { name in table.columns.first { $0.name == name }?.schemaType ?? "" }
    }
}
