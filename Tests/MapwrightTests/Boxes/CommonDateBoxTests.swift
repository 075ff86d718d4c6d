import Foundation
import Testing
import Mapwright

/// The `date` box: the date forms APIs send in the wild, told apart by shape.
@Suite struct CommonDateBoxTests {
    private let reference = Date(timeIntervalSince1970: 1_460_368_800)  // 2016-04-11T10:00:00Z

    private func date(_ json: JSONValue, _ mode: CoercionMode = .strict) -> Date? {
        Box<Date>.commonDate(json, mode: mode).success
    }

    @Test func isoWithZoneAsIso8601ReadsIt() {
        #expect(date(JSONValue("2016-04-11T10:00:00Z")) == reference, "ISO 8601 with Z")
        #expect(date(JSONValue("2016-04-11T12:00:00+02:00")) == reference, "ISO 8601 with an offset")
    }

    @Test func aSpaceInsteadOfTAndNoZoneIsUTC() {
        #expect(date(JSONValue("2016-04-11 10:00:00")) == reference, "space and no zone: read as UTC")
        #expect(date(JSONValue("2016-04-11T10:00:00")) == reference, "T and no zone: read as UTC")
    }

    @Test func fractionWithoutZone() throws {
        let parsed = try #require(date(JSONValue("2016-04-11 10:00:00.250")), "fractional seconds without a zone")
        #expect(abs(parsed.timeIntervalSince1970 - (reference.timeIntervalSince1970 + 0.25)) < 1e-9, "got \(parsed.timeIntervalSince1970)")
    }

    @Test func unixTimestampsInEveryUnit() {
        #expect(date(JSONValue(Int64(1_460_368_800))) == reference, "seconds")
        #expect(date(JSONValue(Int64(1_460_368_800_000))) == reference, "milliseconds")
        #expect(date(JSONValue(Int64(1_460_368_800_000_000))) == reference, "microseconds")
        #expect(date(JSONValue(Int64(1_460_368_800_000_000_000))) == reference, "nanoseconds")
    }

    @Test func aNumericStringIsATimestampOnlyWhenLenient() {
        #expect(date(JSONValue("1460368800000"), .lenient) == reference, "lenient: a numeric string of milliseconds")
        #expect(date(JSONValue("1460368800000"), .strict) == nil, "strict: a numeric string is not a date")
    }

    @Test func otherTextIsAnIssueSayingWhy() {
        let failure = Box<Date>.commonDate(JSONValue("yesterday"), mode: .strict).failure
        #expect(failure?.expected == "date", "expected: \(String(describing: failure))")
        #expect(date(JSONValue("2016-13-01 10:00:00")) == nil, "month 13 is rejected")
        #expect(date(JSONValue(true)) == nil, "a bool is not a date")
    }
}
