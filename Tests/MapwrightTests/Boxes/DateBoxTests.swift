import Foundation
import Testing
import Mapwright

@Suite struct DateBoxTests {
    private func iso(_ text: String) -> Date? {
        Box<Date>.iso8601(JSONValue(text), mode: .strict).success
    }

    @Test func utcTimestamp() {
        #expect(iso("2016-04-11T10:00:00Z") == Date(timeIntervalSince1970: 1_460_368_800), "seed 000's created_at")
    }

    @Test func readFromTheDocumentWithAndWithoutEscapes() {
        let plain = Box<Date>.iso8601(json(#""2016-04-11T10:00:00Z""#), mode: .strict).success
        let escaped = Box<Date>.iso8601(json(#""2016-04-11T10:00:00\u005A""#), mode: .strict).success
        #expect(plain == Date(timeIntervalSince1970: 1_460_368_800) && escaped == plain, "plain \(String(describing: plain)), escaped \(String(describing: escaped))")
        #expect(Box<Date>.iso8601(json("20160411"), mode: .strict).failure?.expected == "ISO 8601 date", "a number is not a date")
    }

    @Test func fractionalSecondsAndOffsetWithColon() throws {
        let date = try #require(iso("2016-04-11T10:00:00.123456+05:30"), "must parse")
        let expected = 1_460_368_800.0 - 5.5 * 3600 + 0.123456
        #expect(abs(date.timeIntervalSince1970 - expected) < 1e-6, "got \(date.timeIntervalSince1970), want \(expected)")
    }

    @Test func offsetWithoutColonAndNegativeOffset() {
        #expect(iso("2016-04-11T10:00:00+0530") == iso("2016-04-11T10:00:00+05:30"), "±hhmm equals ±hh:mm")
        #expect(iso("2016-04-11T10:00:00-01:00") == Date(timeIntervalSince1970: 1_460_368_800 + 3600), "negative offset")
    }

    @Test func anyNumberOfFractionalDigits() {
        #expect(iso("2016-04-11T10:00:00.5Z") == Date(timeIntervalSince1970: 1_460_368_800.5), "one digit")
        #expect(iso("2016-04-11T10:00:00.123456789123Z") != nil, "twelve digits")
    }

    @Test func dateOnlyIsMidnightUTC() {
        #expect(iso("2016-04-11") == Date(timeIntervalSince1970: 1_460_332_800), "date only")
    }

    @Test func leapDays() {
        #expect(iso("2016-02-29") != nil, "2016 is a leap year")
        #expect(iso("2000-02-29T00:00:00Z") != nil, "2000 is a leap year")
        #expect(Box<Date>.iso8601(JSONValue("2015-02-29"), mode: .strict).failure?.message.contains("day 29 out of range") == true, "2015 is not")
        #expect(iso("1900-02-29") == nil, "1900 is not")
    }

    @Test func rejectsMalformedTimestamps() {
        for text in ["2016-13-01", "2016-04-31", "2016-04-11T24:00:00Z", "2016-04-11T10:00:00", "2016-04-11T10:00Z",
                     "2016-04-11 10:00:00Z", "16-04-11", "2016-04-11T10:00:00.Z", "2016-04-11T10:00:00Zjunk", ""] {
            #expect(iso(text) == nil, "\(text) must be rejected")
        }
        #expect(Box<Date>.iso8601(json("1460368800"), mode: .lenient).failure != nil, "a number is not ISO 8601")
    }

    @Test func unixSecondsAndMillis() {
        #expect(Box<Date>.unixSeconds(json("1460368800"), mode: .strict).success == Date(timeIntervalSince1970: 1_460_368_800), "seconds")
        #expect(Box<Date>.unixMillis(json("1460368800500"), mode: .strict).success == Date(timeIntervalSince1970: 1_460_368_800.5), "millis")
        #expect(Box<Date>.unixSeconds(json("\"1460368800\""), mode: .strict).failure != nil, "string rejected when strict")
        #expect(Box<Date>.unixSeconds(json("\"1460368800\""), mode: .lenient).success != nil, "string accepted when lenient")
        #expect(Box<Date>.unixSeconds(json("1e400"), mode: .strict).failure != nil, "out of range")
    }

    @Test func patternDates() {
        let box = Box<Date>.date(pattern: "dd/MM/yyyy HH:mm")
        #expect(box(JSONValue("11/04/2016 10:00"), mode: .strict).success == Date(timeIntervalSince1970: 1_460_368_800), "pattern in UTC")
        #expect(box(JSONValue("2016-04-11"), mode: .strict).failure?.expected == "date in pattern dd/MM/yyyy HH:mm", "wrong shape rejected")
    }

    @Test func patternBoxIsSafeAcrossTasks() async {
        let box = Box<Date>.date(pattern: "yyyy-MM-dd")
        let parsed = await withTaskGroup(of: Bool.self) { group in
            for day in 1...28 {
                group.addTask { box(JSONValue("2016-02-\(day < 10 ? "0" : "")\(day)"), mode: .strict).success != nil }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(parsed == 28, "every concurrent parse succeeded")
    }
}
