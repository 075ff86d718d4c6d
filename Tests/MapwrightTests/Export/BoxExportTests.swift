import Foundation
import Mapwright
import Testing

/// Each box's `export` writes what the box reads back as the same value.
@Suite struct BoxExportTests {
    /// `value` exported by `box` and read back by it (strict).
    private func roundTrip<Value>(_ box: Box<Value>, _ value: Value) -> (text: String, back: Value?) {
        let output = box.export?(value) ?? .null
        return (output.text(), box(output.jsonValue, mode: .strict).success)
    }

    @Test func datesAreWrittenInTheBoxForm() throws {
        let date = Date(timeIntervalSince1970: 1_460_368_800)  // 2016-04-11T10:00:00Z
        #expect(roundTrip(Box<Date>.iso8601, date).text == #""2016-04-11T10:00:00Z""#, "iso8601 writes UTC text")
        #expect(roundTrip(Box<Date>.unixSeconds, date).text == "1460368800", "unixSeconds writes seconds")
        #expect(roundTrip(Box<Date>.unixMillis, date).text == "1460368800000", "unixMillis writes milliseconds")
        #expect(roundTrip(Box<Date>.commonDate, date).text == #""2016-04-11T10:00:00Z""#, "date writes ISO 8601 text")
        #expect(roundTrip(Box<Date>.date(pattern: "yyyy-MM-dd HH:mm"), date).text == #""2016-04-11 10:00""#, "a pattern writes its form")
        for box in [Box<Date>.iso8601, .unixSeconds, .unixMillis, .commonDate, .date(pattern: "yyyy-MM-dd HH:mm")] {
            #expect(roundTrip(box, date).back == date, "\(box.expected) must read its export back")
        }
    }

    @Test func iso8601KeepsMillisecondsAndOldDates() {
        let withMillis = Date(timeIntervalSince1970: 1_460_368_800.125)
        #expect(roundTrip(Box<Date>.iso8601, withMillis).text == #""2016-04-11T10:00:00.125Z""#, "milliseconds are written")
        #expect(roundTrip(Box<Date>.iso8601, withMillis).back == withMillis, "milliseconds read back")
        let before1970 = Date(timeIntervalSince1970: -86_400 * 365 - 1)
        #expect(roundTrip(Box<Date>.iso8601, before1970).text == #""1968-12-31T23:59:59Z""#, "dates before 1970: \(roundTrip(Box<Date>.iso8601, before1970).text)")
        #expect(ISO8601DateWriter.text(of: Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29T00:00:00Z", "a leap day")
    }

    /// What a box read from JSON text, exported and read again.
    private func readExportRead(_ box: Box<Date>, _ json: String) throws -> (first: Date?, text: String, second: Date?) {
        let first = box(try JSONValue(parsing: json), mode: .strict).success
        let text = first.flatMap { box.export?($0) }?.text() ?? "nothing"
        let second = box(try JSONValue(parsing: text), mode: .strict).success
        return (first, text, second)
    }

    /// A date read with a fraction finer than a millisecond exports as it was read, and
    /// reads back as the same date: the boxes keep dates to the microsecond.
    @Test(arguments: [
        (Box<Date>.iso8601, #""2015-09-10T12:40:08.123456Z""#, #""2015-09-10T12:40:08.123456Z""#),
        (Box<Date>.iso8601, #""2015-09-10T12:40:08.120Z""#, #""2015-09-10T12:40:08.120Z""#),
        (Box<Date>.iso8601, #""2015-09-10T12:40:08.000001Z""#, #""2015-09-10T12:40:08.000001Z""#),
        (Box<Date>.iso8601, #""2015-09-10T14:40:08.123456+02:00""#, #""2015-09-10T12:40:08.123456Z""#),
        (Box<Date>.iso8601, #""2015-09-10T12:40:08.1234567Z""#, #""2015-09-10T12:40:08.123457Z""#),
        (Box<Date>.iso8601, #""2015-09-10T12:40:08.9999996Z""#, #""2015-09-10T12:40:09Z""#),
        (Box<Date>.iso8601, #""1969-12-31T23:59:59.999999Z""#, #""1969-12-31T23:59:59.999999Z""#),
        (Box<Date>.commonDate, #""2015-09-10 12:40:08.123456""#, #""2015-09-10T12:40:08.123456Z""#),
        (Box<Date>.commonDate, "1441888808123456", #""2015-09-10T12:40:08.123456Z""#),
        (Box<Date>.unixSeconds, "1441888808.123456", "1441888808.123456"),
        (Box<Date>.unixMillis, "1441888808123.456", "1441888808123.456"),
    ])
    func subMillisecondDatesExportAsTheyWereRead(_ box: Box<Date>, json: String, exported: String) throws {
        let (first, text, second) = try readExportRead(box, json)
        #expect(first != nil, "\(box.expected) reads \(json)")
        #expect(text == exported, "\(box.expected): \(json) exports as \(exported), not \(text)")
        #expect(second == first, "\(box.expected): \(text) reads back as the date \(json) gave")
    }

    @Test func numbersReadBackExactly() {
        #expect(roundTrip(Box<Int64>.int, Int64.min).back == Int64.min, "Int64.min")
        #expect(roundTrip(Box<UInt64>.int, UInt64.max).back == UInt64.max, "UInt64.max")
        #expect(roundTrip(Box<Int16>.int, -7).text == "-7", "Int16")
        #expect(roundTrip(Box<Double>.double, 0.1).back == 0.1, "Double 0.1")
        #expect(roundTrip(Box<Float>.float, 3.4028235e38).back == 3.4028235e38, "Float.greatestFiniteMagnitude")
        let decimal = Decimal(string: "0.1000000000000000000000000001")!
        #expect(roundTrip(Box<Decimal>.decimal, decimal).back == decimal, "a decimal keeps its digits: \(roundTrip(Box<Decimal>.decimal, decimal).text)")
    }

    @Test func textBoxesReadBack() throws {
        let url = try #require(URL(string: "https://example.com/a?b=1"))
        #expect(roundTrip(Box<URL>.url, url).back == url, "URL")
        let uuid = UUID()
        #expect(roundTrip(Box<UUID>.uuid, uuid).back == uuid, "UUID")
        let data = Data([0, 1, 2, 250, 255])
        #expect(roundTrip(Box<Data>.base64, data).text == #""AAEC+v8=""#, "base64")
        #expect(roundTrip(Box<Data>.base64, data).back == data, "base64 reads back")
        #expect(roundTrip(Box<Bool>.bool, false).text == "false", "Bool")
        #expect(roundTrip(Box<String>.string, "\"quoted\"\n").back == "\"quoted\"\n", "String with escapes")
    }

    @Test func jsonAndArraysReadBack() throws {
        let value = try JSONValue(parsing: #"{"a": [1, 2.50, null]}"#)
        #expect(roundTrip(Box<JSONValue>.json, value).text == #"{"a":[1,2.50,null]}"#, "json is written as read")
        let array = Box<[Int]>.array(of: .int)
        #expect(roundTrip(array, [3, 1, 2]).text == "[3,1,2]", "an array of ints")
        #expect(roundTrip(array, [3, 1, 2]).back == [3, 1, 2], "an array reads back in order")
    }

    @Test func boxesMadeWithoutAnExportHaveNone() {
        let box = Box<Int>(expected: "anything") { _, _ in .success(1) }
        #expect(box.export == nil, "a box made without export has no reverse")
        #expect(box.exporting { .integer($0) }.export?(5) == .number("5"), "exporting(_:) adds one")
    }
}
