import Foundation
import Testing
import Mapwright

@Suite struct JSONReaderValueTests {
    @Test func readsNestedObjectMembersByKey() throws {
        let json = try JSONValue(parsing: #"{"id":"456","author":{"id":"789","name":"William"},"views":100}"#)
        #expect(json["id"]?.string == "456", "top-level id")
        #expect(json["author"]?["name"]?.string == "William", "nested author.name")
        #expect(json["views"]?.int64 == 100, "views")
        #expect(json["missing"] == nil, "absent key is nil")
    }

    @Test func arraysCountAndIterateInOrder() throws {
        let json = try JSONValue(parsing: "[1, [2, 3], {\"a\": 4}, \"five\"]")
        #expect(json.count == 4, "array count")
        #expect(json.array?.map(\.kind) == [.number, .array, .object, .string], "element kinds in order")
        #expect(json[1]?[1]?.int64 == 3, "nested index")
        #expect(json[4] == nil, "index past the end is nil")
    }

    @Test func objectMembersKeepDocumentOrder() throws {
        let json = try JSONValue(parsing: #"{"b":1,"a":2,"c":3}"#)
        #expect(json.object?.keys == ["b", "a", "c"], "keys in document order")
    }

    @Test func duplicateKeyLookupFindsFirst() throws {
        let json = try JSONValue(parsing: #"{"a":1,"a":2}"#)
        #expect(json["a"]?.int64 == 1, "first occurrence wins")
    }

    @Test func escapedStringsDecode() throws {
        let json = try JSONValue(parsing: #"["a\"b\\c\/d\n\t\u00e9\ud834\udd1e", "caf\u00e9"]"#)
        #expect(json[0]?.string == "a\"b\\c/d\n\té𝄞", "escapes decoded")
        #expect(json[1]?.string == "café", "\\u escape decoded")
    }

    @Test func escapedKeysMatchTheirDecodedText() throws {
        let json = try JSONValue(parsing: #"{"a\u0062":1}"#)
        #expect(json["ab"]?.int64 == 1, "escaped key found by decoded text")
    }

    @Test func trueIsNeverANumber() throws {
        let json = try JSONValue(parsing: "[true, 1]")
        #expect(json[0]?.int64 == nil && json[0]?.double == nil, "true has no numeric value")
        #expect(json[1]?.bool == nil, "1 has no Bool value")
    }

    @Test func integersKeepAll64Bits() throws {
        let json = try JSONValue(parsing: "[9223372036854775807, -9223372036854775808, 18446744073709551615]")
        #expect(json[0]?.int64 == Int64.max, "Int64.max exact")
        #expect(json[1]?.int64 == Int64.min, "Int64.min exact")
        #expect(json[2]?.uint64 == UInt64.max && json[2]?.numberForm == .unsignedInteger, "UInt64.max exact")
    }

    @Test func numbersBeyondEveryTypeKeepTheirText() throws {
        let json = try JSONValue(parsing: "[18446744073709551616, 1e400, -1e400, 1e-400, 123456789012345678901234567890]")
        for position in 0..<5 {
            #expect(json[position]?.numberForm == .text, "element \(position) kept as text")
        }
        #expect(json[0]?.numberText == "18446744073709551616", "text exact")
        #expect(json[1]?.double == .infinity, "1e400 nearest double is infinity")
    }

    @Test func minusZeroKeepsItsSign() throws {
        let json = try JSONValue(parsing: "[-0, -0.0, 0]")
        #expect(json[0]?.int64 == 0, "-0 is integer zero")
        #expect(json[0]?.double?.sign == .minus, "-0 as double is negative zero")
        #expect(json[1]?.double?.sign == .minus, "-0.0 is negative zero")
        #expect(json[2]?.double?.sign == .plus, "0 is positive zero")
    }

    @Test func doublesAreCorrectlyRounded() throws {
        let texts = ["0.1", "1.7976931348623157e308", "5e-324", "2.2250738585072014e-308", "123456789012345.678", "9007199254740993.0", "1E22", "1e23"]
        let json = try JSONValue(parsing: "[" + texts.joined(separator: ",") + "]")
        for (position, text) in texts.enumerated() {
            #expect(json[position]?.double == Double(text), "\(text) rounds like the standard library")
        }
    }

    @Test func numberTextIsExact() throws {
        let json = try JSONValue(parsing: "[1.50, 1E+2]")
        #expect(json[0]?.numberText == "1.50", "trailing zero kept")
        #expect(json[1]?.numberText == "1E+2", "exponent form kept")
    }

    @Test func readsDataAndBytesAlike() throws {
        let text = #"{"a":[1,2]}"#
        let fromData = try JSONReader().read(Data(text.utf8))
        let fromBytes = try JSONReader().read(Array(text.utf8))
        #expect(fromData == fromBytes, "Data and [UInt8] read the same")
    }

    @Test func skipsUTF8ByteOrderMark() throws {
        let json = try JSONReader().read([0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        #expect(json.kind == .object, "BOM skipped")
    }
}
