import Foundation
import Mapwright
import Testing

/// A column's default is its value's stored form, written by the value's own column
/// encoding; the arguments are spelled as generated `+Columns` files spell them.
@Suite struct StoreColumnDefaultTests {
    @Test func everyKindOfDefaultHasItsStoredForm() {
        let columns = [
            Mapwright.StoreColumn("text", Swift.String.self, schemaType: "String", default: "it's"),
            Mapwright.StoreColumn("flag", Swift.Bool.self, schemaType: "Bool", default: true),
            Mapwright.StoreColumn("small", Swift.Int16?.self, schemaType: "Int16?", default: -3),
            Mapwright.StoreColumn("ratio", Swift.Float.self, schemaType: "Float", default: 0.5),
            Mapwright.StoreColumn("when", Foundation.Date.self, schemaType: "Date", default: Foundation.Date(timeIntervalSince1970: 86400.0)),
            Mapwright.StoreColumn("link", Foundation.URL?.self, schemaType: "URL?", default: Foundation.URL(string: "https://example.com/a")!),
            Mapwright.StoreColumn("price", Foundation.Decimal.self, schemaType: "Decimal",
                                  default: (Foundation.Decimal(string: "19.99", locale: Foundation.Locale(identifier: "en_US_POSIX")) ?? 0)),
            Mapwright.StoreColumn("bytes", Foundation.Data.self, schemaType: "Data", default: Foundation.Data([0, 255] as [Swift.UInt8])),
            Mapwright.StoreColumn("tags", [Swift.String].self, schemaType: "[String]", default: ["a", "b"]),
            Mapwright.StoreColumn("extra", Mapwright.JSONValue.self, schemaType: "JSON",
                                  default: ((try? Mapwright.JSONValue(parsing: #"{"k":1}"#)) ?? nil)),
            Mapwright.StoreColumn("maybe", Mapwright.JSONValue?.self, schemaType: "JSON?",
                                  default: ((try? Mapwright.JSONValue(parsing: "null")) ?? nil)),
        ]
        let defaults = columns.map(\.defaultValue)
        #expect(defaults == [
            .text("it's"), .integer(1), .integer(-3), .real(0.5), .real(86400), .text("https://example.com/a"),
            .text("19.99"), .blob(Data([0, 255])), .text(#"["a","b"]"#), .text(#"{"k":1}"#), .text("null"),
        ], "the stored defaults are \(defaults)")
        #expect(columns[0].defaultValue?.sqlLiteral == "'it''s'", "a text default's SQL literal is \(String(describing: columns[0].defaultValue?.sqlLiteral))")
    }

    @Test func aColumnWithoutDefaultHasNone() {
        let column = Mapwright.StoreColumn("text", Swift.String?.self, schemaType: "String?")
        #expect(column.defaultValue == nil, "a column declared without default has \(String(describing: column.defaultValue))")
    }
}
