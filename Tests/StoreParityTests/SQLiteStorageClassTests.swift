import Foundation
import Mapwright
import MapwrightSQLite
import Testing

/// A value whose storage class does not match its column, or an integer too large for
/// its column's type (written by hand or by another program), is an error naming the
/// table, the column and the row, never a made-up value.
@Suite struct SQLiteStorageClassTests {
    /// A column of `Sample` and the SQL literal written into it by hand.
    struct Case: Sendable, CustomTestStringConvertible {
        let column: String
        let value: String
        var testDescription: String { "\(column) = \(value)" }
    }

    static let cases: [Case] = [
        Case(column: "int", value: "'abc'"),
        Case(column: "int", value: "x'00'"),
        Case(column: "int", value: "1.5"),
        Case(column: "int", value: "1e30"),
        Case(column: "int64", value: "'abc'"),
        Case(column: "int32", value: "4294967296"),
        Case(column: "int16", value: "-32769"),
        Case(column: "uint64", value: "1.5"),
        Case(column: "bool", value: "'yes'"),
        Case(column: "double", value: "x'01'"),
        Case(column: "date", value: "'yesterday'"),
        Case(column: "text", value: "x'00'"),
        Case(column: "decimal", value: "x'31'"),
        Case(column: "data", value: "'abc'"),
        Case(column: "mood", value: "x'63616c6d'"),
        Case(column: "json", value: "x'5b5d'"),
        Case(column: "optionalInt", value: "'abc'"),
    ]

    @Test(arguments: cases)
    func aValueOfTheWrongStorageClassIsAnError(_ test: Case) throws {
        let store = try Engine.sqlite.makeStore()
        let file = try #require(store.file)
        let sample = try RoundTripParityTests.extremes()
        try store.store.perform { try $0.insert(sample) }
        try RawConnection(file).execute(#"UPDATE "Sample" SET "\#(test.column)" = \#(test.value)"#)
        do {
            let read = try store.store.fetch(Sample.self, id: sample.id)
            Issue.record("\(test.column) holding \(test.value) was read as a value: \(String(describing: read))")
        } catch StoreError.unreadableRow(let entity, let reason) {
            #expect(entity == "Sample", "the error names table \(entity), not Sample")
            #expect(reason.contains(test.column), "the error does not name column \(test.column): \(reason)")
            #expect(reason.contains(sample.sampleID.uuidString), "the error does not name the row's identity: \(reason)")
        }
    }
}
