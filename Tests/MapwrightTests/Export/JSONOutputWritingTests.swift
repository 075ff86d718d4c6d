import Foundation
import Mapwright
import Testing

@Suite struct JSONOutputWritingTests {
    @Test func stringsAreEscapedAsRFC8259Requires() {
        let text = JSONOutput.string("a\"b\\c\nd\te\u{01}f/é").text()
        #expect(text == #""a\"b\\c\nd\te\u0001f/é""#, "quotes, backslashes and control characters must be escaped: \(text)")
        #expect(JSONOutput.string("a\"b\\c\nd\te\u{01}").jsonValue.string == "a\"b\\c\nd\te\u{01}", "the escaped text must read back as the string")
    }

    @Test func numbersAreWrittenExactly() {
        #expect(JSONOutput.integer(Int64.min).text() == "-9223372036854775808", "Int64.min keeps every digit")
        #expect(JSONOutput.integer(UInt64.max).text() == "18446744073709551615", "UInt64.max keeps every digit")
        #expect(JSONOutput.decimal(Decimal(string: "12345678901234567890.125")!).text() == "12345678901234567890.125",
                "a decimal keeps every digit")
        #expect(JSONOutput.double(100).text() == "100", "a whole double is written as an integer")
        #expect(JSONOutput.double(0.1).text() == "0.1", "a double in its shortest form")
        #expect(JSONOutput.double(.nan).text() == "null", "NaN, which JSON cannot hold, is null")
        #expect(JSONOutput.float(0.1).text() == "0.1", "a float in its shortest form, not 0.10000000149011612")
    }

    @Test func doublesReadBackToTheSameValue() {
        for value in [0.1, -2.5e-8, 1.7976931348623157e308, 123456789.123, 1e15, Double.leastNonzeroMagnitude] {
            let text = JSONOutput.double(value).text()
            #expect(JSONOutput.double(value).jsonValue.double == value, "\(value) written as \(text) must read back")
        }
    }

    @Test func keyPathsBuildAndMergeNestedObjects() {
        var json = JSONOutput.object([])
        json.set(.string("p1"), at: "id")
        json.set(.string("a1"), at: "author.id")
        json.set(.string("Ada"), at: "author.name")
        json.set(.string("u"), at: "photos.1.url")
        #expect(json.text() == #"{"id":"p1","author":{"id":"a1","name":"Ada"},"photos":[null,{"url":"u"}]}"#,
                "fields sharing a prefix must share one object; an index pads its array: \(json.text())")
    }

    @Test func settingAKeyAgainReplacesItInPlace() {
        var json = JSONOutput.object([])
        json.set(.number("1"), at: "a")
        json.set(.number("2"), at: "b")
        json.set(.number("3"), at: "a")
        #expect(json.text() == #"{"a":3,"b":2}"#, "a key set again keeps its first place: \(json.text())")
    }

    @Test func keyPathSubscriptFindsNestedValues() {
        var json = JSONOutput.object([])
        json.set(.bool(true), at: "a.b.0")
        #expect(json["a.b.0"] == .bool(true), "the value set at a.b.0")
        #expect(json["a.c"] == nil, "nothing at a.c")
    }

    @Test func parsedValuesAreEmbeddedAsWritten() throws {
        let value = try JSONValue(parsing: #"{"x": 1.50, "y": ["\u00e9"]}"#)
        var json = JSONOutput.object([])
        json.set(.value(value), at: "raw")
        #expect(json.text() == #"{"raw":{"x":1.50,"y":["\u00e9"]}}"#, "a JSON value keeps its number text and escapes: \(json.text())")
        #expect(JSONOutput(value).text() == #"{"x":1.50,"y":["é"]}"#, "converted, numbers keep their text: \(JSONOutput(value).text())")
    }

    @Test func prettyPrintingIndentsByTwoSpaces() {
        var json = JSONOutput.object([])
        json.set(.number("1"), at: "a.b")
        json.set(.array([]), at: "c")
        #expect(json.text(prettyPrinted: true) == "{\n  \"a\": {\n    \"b\": 1\n  },\n  \"c\": []\n}",
                "two spaces per level, empty containers on one line: \(json.text(prettyPrinted: true))")
    }

    @Test func dataIsTheUTF8Text() {
        let json = JSONOutput.object([JSONOutputMember("k", .string("é"))])
        #expect(json.data() == Data(#"{"k":"é"}"#.utf8), "data must be the text's UTF-8 bytes")
    }
}
