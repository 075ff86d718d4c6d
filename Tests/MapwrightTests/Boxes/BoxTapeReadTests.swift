import Foundation
import Testing
@testable import Mapwright

/// `BoxTapeRead`: the reads built-in boxes do on the tape, which ``JSONMembers`` tries
/// before the box's transform. Whatever they return must be what the transform returns
/// for the same JSON in either coercion mode, and whatever they decline must still go
/// through the transform (its coercions and its issues).
@Suite struct BoxTapeReadTests {
    /// JSON of every kind, including the edges of each tape read.
    private let samples = [
        #""abc""#, #""""#, #""caf\u00e9 \"quoted\"""#, #""5""#, #""-12""#, #""true""#, #""yes""#, #""1.5""#,
        #""2016-04-11T10:00:00Z""#, #""2016-04-11""#, #""2016-02-30T10:00:00Z""#, #""2016-04-11T10:00:00.250+02:00""#,
        #""2016\u002d04-11T10:00:00Z""#, #""https://example.com/a.png""#,
        "0", "5", "-1", "127", "128", "-129", "255", "256", "70000", "9223372036854775807", "-9223372036854775808",
        "18446744073709551615", "1e2", "5.0", "1.5", "-0.0", "1e400", "123456789012345678901234567890",
        "true", "false", "null", "[]", "[5]", "{}", #"{"a": 1}"#,
    ]

    /// Checks `box`'s tape read against its transform on every sample, with `candidates`
    /// (and every value the transform makes) offered to `equals`.
    private func agrees<Value: Equatable>(_ box: Box<Value>, _ name: String, candidates: [Value] = []) throws {
        let read = try #require(box.tapeRead, "\(name) has a tape read")
        let values = try samples.map { try JSONValue(parsing: $0) }
        var offered = candidates
        for value in values {
            for mode in [CoercionMode.strict, .lenient] {
                if case .success(let boxed) = box(value, mode: mode) { offered.append(boxed) }
            }
        }
        for (text, value) in zip(samples, values) {
            let strict = box(value, mode: .strict).success
            let lenient = box(value, mode: .lenient).success
            if let direct = read.value(value.document, value.index, as: Value.self) {
                #expect(strict == direct && lenient == direct,
                        "\(name) on \(text): the tape read gave \(direct), the transform \(String(describing: strict)) (strict) and \(String(describing: lenient)) (lenient)")
            }
            for candidate in offered where read.equals(value.document, value.index, candidate) {
                #expect(strict == candidate && lenient == candidate,
                        "\(name) on \(text): equals said it reads as \(candidate), the transform gives \(String(describing: strict)) / \(String(describing: lenient))")
            }
        }
    }

    @Test func theStringReadAgreesWithTheBox() throws {
        try agrees(Box<String>.string, "string", candidates: ["abc", "5", "true", "café \"quoted\""])
    }

    @Test func theIntegerReadsAgreeWithTheBoxes() throws {
        try agrees(Box<Int>.int, "Int", candidates: [0, 5, -1, 100, Int.max, Int.min])
        try agrees(Box<Int8>.int, "Int8", candidates: [127, -128, 0])
        try agrees(Box<UInt8>.int, "UInt8", candidates: [255, 0])
        try agrees(Box<UInt64>.int, "UInt64", candidates: [.max, 0, 5])
    }

    @Test func theBoolReadAgreesWithTheBox() throws {
        try agrees(Box<Bool>.bool, "Bool", candidates: [true, false])
    }

    @Test func theDoubleReadAgreesWithTheBox() throws {
        try agrees(Box<Double>.double, "Double", candidates: [1.5, 100, 0, 5])
    }

    @Test func theDateReadAgreesWithTheBox() throws {
        try agrees(Box<Date>.iso8601, "iso8601", candidates: [Date(timeIntervalSince1970: 1_460_368_800)])
    }

    @Test func theURLComparisonAgreesWithTheBox() throws {
        let url = try #require(URL(string: "https://example.com/a.png"))
        try agrees(Box<URL>.url, "url", candidates: [url])
    }

    @Test func theCommonKindsAreReadOnTheTape() throws {
        func direct<Value>(_ box: Box<Value>, _ text: String) throws -> Value? {
            let value = try JSONValue(parsing: text)
            return box.tapeRead?.value(value.document, value.index, as: Value.self)
        }
        #expect(try direct(Box<String>.string, #""abc""#) == "abc", "a plain string")
        #expect(try direct(Box<String>.string, #""a\nb""#) == "a\nb", "an escaped string")
        #expect(try direct(Box<Int>.int, "42") == 42, "an integer")
        #expect(try direct(Box<Bool>.bool, "false") == false, "a Bool")
        #expect(try direct(Box<Double>.double, "2.5") == 2.5, "a fraction")
        #expect(try direct(Box<Date>.iso8601, #""1970-01-02T00:00:00Z""#) == Date(timeIntervalSince1970: 86_400), "a timestamp")
        #expect(try direct(Box<Int16>.int, "70000") == nil, "out of range is left to the transform, which reports it")
        #expect(try direct(Box<Int>.int, #""5""#) == nil, "a numeric string is left to the transform's coercion")
    }

    @Test func everyStandardIntegerTypeIsReadAndComparedOnTheTape() throws {
        let value = try JSONValue(parsing: "42")
        func check<Number: FixedWidthInteger & Sendable>(_ type: Number.Type) {
            let read = Box<Number>.int.tapeRead
            #expect(read?.value(value.document, value.index, as: Number.self) == 42, "\(Number.self): 42 read on the tape")
            #expect(read?.equals(value.document, value.index, Number(42)) == true, "\(Number.self): 42 compared on the tape")
            #expect(read?.equals(value.document, value.index, Number(41)) == false, "\(Number.self): 41 is not 42")
        }
        check(Int.self); check(Int64.self); check(Int32.self); check(Int16.self); check(Int8.self)
        check(UInt.self); check(UInt64.self); check(UInt32.self); check(UInt16.self); check(UInt8.self)
    }

    @Test func boxesMadeFromOthersReadNothingOnTheTape() {
        #expect(Box<Int>.int.map { $0 * 2 }.tapeRead == nil, "a mapped box's values are not the inner box's")
        #expect(Box<Int>.int.exporting { .integer($0) }.tapeRead != nil, "a new export keeps the reads")
        #expect(Box<String>(expected: "string") { _, _ in .success("x") }.tapeRead == nil, "a custom box has none")
    }

    @Test func assigningFromMembersStillCoercesAndReports() throws {
        let keys = JSONMemberKeys(["small", "count", "name"])
        let members = try JSONValue(parsing: #"{"small": 70000, "count": "5", "name": "caf\u00e9"}"#).members(keys)
        var issues = ParseIssueCollector()
        var small: Int16?
        members.assign(JSONField<Int16>(key: "small", box: .int), member: 0, to: &small, isUpdate: false, issues: &issues)
        #expect(small == nil && issues.issues.map(\.keyPath.description) == ["small"],
                "an Int16 out of range is an issue at its key: \(issues.issues)")
        var count: Int?
        members.assign(JSONField<Int>(key: "count", box: .int), member: 1, to: &count, isUpdate: false, issues: &issues)
        #expect(count == 5, "lenient reads the numeric string")
        var name: String? = "old"
        members.assign(JSONField<String>(key: "name", box: .string), member: 2, to: &name, isUpdate: true, issues: &issues)
        #expect(name == "café" && issues.issues.count == 1, "an escaped string is decoded and replaces the old value")
    }

    @Test func heldValuesOfEveryBuiltInKindAreRecognized() throws {
        let keys = JSONMemberKeys(["n", "b", "d", "x"])
        let members = try JSONValue(parsing: #"{"n": 5, "b": true, "d": "1970-01-02T00:00:00Z", "x": 1.5}"#).members(keys)
        #expect(members.holds(JSONField<Int>(key: "n", box: .int), member: 0, 5), "5 holds 5")
        #expect(!members.holds(JSONField<Int>(key: "n", box: .int), member: 0, 6), "5 does not hold 6")
        #expect(members.holds(JSONField<Bool>(key: "b", box: .bool), member: 1, true), "true holds true")
        #expect(!members.holds(JSONField<Bool>(key: "b", box: .bool), member: 1, false), "true does not hold false")
        let day = Date(timeIntervalSince1970: 86_400)
        #expect(members.holds(JSONField<Date>(key: "d", box: .iso8601), member: 2, day), "the timestamp holds its date")
        #expect(!members.holds(JSONField<Date>(key: "d", box: .iso8601), member: 2, Date(timeIntervalSince1970: 0)), "another date is not held")
        #expect(members.holds(JSONField<Double>(key: "x", box: .double), member: 3, 1.5), "1.5 holds 1.5")
    }
}
