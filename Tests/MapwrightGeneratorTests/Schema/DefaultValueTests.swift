import Foundation
import Testing
@testable import MapwrightGenerator

/// `default` and `example` values: written in the type's natural JSON form, checked
/// for kind and range, and kept as typed literals.
@Suite("Schema default values")
struct DefaultValueTests {
    /// A value type `Item` with one attribute of `type` whose default is `value` (JSON text).
    private func item(type: String, default value: String) -> String {
        """
        {
          "enums": { "Level": { "cases": ["low", "high"] } },
          "entities": { "Item": { "attributes": { "value": { "type": "\(type)", "default": \(value) } } } }
        }
        """
    }

    /// The one diagnostic of `item(type:default:)`, expected at the default value.
    private func problem(type: String, default value: String) -> (lines: [String], at: String) {
        let text = item(type: type, default: value)
        return (SchemaFixture.lines(text), SchemaFixture.at(value, in: text, after: "\"default\": "))
    }

    /// The default read from `item(type:default:)`, when it is valid.
    private func literal(type: String, default value: String) -> Literal? {
        SchemaFixture.schema(item(type: type, default: value))?.modules.first?.entity(named: "Item")?.attributes.first?.defaultValue
    }

    @Test func defaultOfTheWrongKindIsReportedAtTheValue() {
        let (lines, at) = problem(type: "Int", default: "\"5\"")
        #expect(lines == ["\(at): error: default for attribute 'value' must be an integer, found a string"], "string default for Int: \(lines)")
    }

    @Test func integerDefaultOutOfRangeIsReported() {
        let (lines, at) = problem(type: "Int16", default: "70000")
        #expect(lines == ["\(at): error: default for attribute 'value' must be in Int16's range -32768...32767, found 70000"], "Int16 70000: \(lines)")
    }

    @Test func fractionalDefaultForAnIntegerIsReported() {
        let (lines, at) = problem(type: "Int", default: "1.5")
        #expect(lines == ["\(at): error: default for attribute 'value' must be an integer, found 1.5"], "1.5 for Int: \(lines)")
    }

    @Test func negativeDefaultForUInt64IsReported() {
        let (lines, at) = problem(type: "UInt64", default: "-1")
        #expect(lines == ["\(at): error: default for attribute 'value' must be in UInt64's range 0...18446744073709551615, found -1"], "-1 for UInt64: \(lines)")
    }

    @Test func floatDefaultBeyondFloatRangeIsReported() {
        let (lines, at) = problem(type: "Float", default: "1e39")
        #expect(lines == ["\(at): error: default for attribute 'value' must be in Float's range, found 1e39"], "1e39 for Float: \(lines)")
    }

    @Test func relativeURLDefaultIsReported() {
        let (lines, at) = problem(type: "URL", default: "\"example.com/a\"")
        #expect(lines == ["\(at): error: default for attribute 'value' must be an absolute URL, found 'example.com/a'"], "relative URL: \(lines)")
    }

    @Test func malformedUUIDDefaultIsReported() {
        let (lines, at) = problem(type: "UUID", default: "\"not-a-uuid\"")
        #expect(lines == ["\(at): error: default for attribute 'value' must be a UUID, found 'not-a-uuid'"], "bad UUID: \(lines)")
    }

    @Test func impossibleDateDefaultIsReported() {
        let (lines, at) = problem(type: "Date", default: "\"2016-02-30\"")
        #expect(lines == ["\(at): error: default for attribute 'value' must be an ISO 8601 date (2016-04-11 or 2016-04-11T10:00:00Z), found '2016-02-30'"], "30 February: \(lines)")
    }

    @Test func defaultThatIsNotAnEnumCaseSuggestsOne() {
        let (lines, at) = problem(type: "Level", default: "\"hihg\"")
        #expect(lines == ["\(at): error: default for attribute 'value' must be a case of enum 'Level', found 'hihg'; did you mean 'high'?"], "bad enum default: \(lines)")
    }

    @Test func arrayDefaultElementIsReportedAtTheElement() {
        let text = item(type: "[Int]", default: "[1, \"two\", 3]")
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"two\"", in: text)): error: element 1 of the default for attribute 'value' must be an integer, found a string"], "bad array element: \(lines)")
    }

    @Test func nullDefaultForARequiredAttributeIsReported() {
        let (lines, at) = problem(type: "String", default: "null")
        #expect(lines == ["\(at): error: default for attribute 'value' is null, but 'String' is not optional"], "null for required: \(lines)")
    }

    @Test func exampleIsCheckedLikeADefault() {
        let text = """
        { "entities": { "Item": { "attributes": { "count": { "type": "Int32?", "example": true } } } } }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("true", in: text)): error: example for attribute 'count' must be an integer, found a boolean"], "bad example: \(lines)")
    }

    @Test func nullExampleForARequiredJSONAttributeIsReported() {
        let text = """
        { "entities": { "Item": { "attributes": { "payload": { "type": "JSON", "default": null, "example": null } } } } }
        """
        let lines = SchemaFixture.lines(text)
        let at = SchemaFixture.at("null }", in: text)
        #expect(lines == ["\(at): error: example for attribute 'payload' is null, but 'JSON' is not optional: a mapping reads null at its key as no value, "
                          + "so no JSON could give this example; give an example that is not null, or make the type 'JSON?'"],
                "a required JSON keeps a null default but cannot parse a null example: \(lines)")
    }

    @Test func validDefaultsBecomeTypedLiterals() {
        #expect(literal(type: "Int16", default: "-32768") == .integer(-32768), "Int16 minimum")
        #expect(literal(type: "UInt64", default: "18446744073709551615") == .unsignedInteger(.max), "UInt64 maximum")
        #expect(literal(type: "Decimal", default: "\"19.99\"") == .decimal("19.99"), "Decimal from a string keeps its digits")
        #expect(literal(type: "Decimal", default: "0.10") == .decimal("0.10"), "Decimal from a number keeps its digits")
        #expect(literal(type: "Date", default: "\"2016-04-11T10:00:00Z\"") == .date(Date(timeIntervalSince1970: 1_460_368_800)), "ISO 8601 date")
        #expect(literal(type: "Date", default: "\"2016-04-11T12:00:00+02:00\"") == .date(Date(timeIntervalSince1970: 1_460_368_800)), "ISO 8601 date with offset")
        #expect(literal(type: "Data", default: "\"AQID\"") == .data(Data([1, 2, 3])), "base64 data")
        #expect(literal(type: "Level", default: "\"high\"") == .enumCase("high"), "enum case")
        #expect(literal(type: "[String]", default: "[\"a\", \"b\"]") == .array([.string("a"), .string("b")]), "array of strings")
        #expect(literal(type: "URL", default: "\"https://example.com/a\"") == .url("https://example.com/a"), "absolute URL")
    }
}
