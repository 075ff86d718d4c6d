import Foundation

/// Why a timestamp could not be read.
struct DateSyntaxError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

/// Parses ISO 8601 / RFC 3339 timestamps by hand: no formatter, no allocation.
///
/// Accepted: `2016-04-11` (midnight UTC), and `2016-04-11T10:00:00` followed by any
/// number of fractional digits and a zone: `Z`, `±hh:mm` or `±hhmm`. Fields are
/// range-checked (months, days per month with leap years, hours, minutes, seconds).
enum ISO8601DateParser {
    /// Seconds since 1970 for `text`, or a reason it is not a timestamp.
    static func secondsSince1970(_ text: String, flexible: Bool = false) -> Result<Double, DateSyntaxError> {
        var text = text
        return text.withUTF8 { parse($0, flexible: flexible) }
    }

    /// Seconds since 1970 for the JSON string `value`, read from its raw bytes when it has
    /// no escapes (no `String` is made); nil when `value` is not a string.
    /// With `flexible`, also the forms seen in the wild (see `Box<Date>.commonDate`): a
    /// space instead of `T`, and no zone (read as UTC).
    static func secondsSince1970(_ value: JSONValue, flexible: Bool = false) -> Result<Double, DateSyntaxError>? {
        switch value.tag {
        case .string: secondsSince1970(UnsafeBufferPointer(rebasing: value.rawStringBytes), flexible: flexible)
        case .escapedString: value.string.map { secondsSince1970($0, flexible: flexible) }
        default: nil
        }
    }

    /// Seconds since 1970 for a timestamp's UTF-8 bytes, or a reason it is not one.
    static func secondsSince1970(_ bytes: UnsafeBufferPointer<UInt8>, flexible: Bool = false) -> Result<Double, DateSyntaxError> {
        parse(bytes, flexible: flexible)
    }

    /// A read position in a timestamp's bytes. A struct with mutating methods rather than
    /// nested functions capturing a variable: a captured variable is boxed and every
    /// access to it checked for exclusivity at run time.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        /// Whether every byte has been read.
        var isAtEnd: Bool { position == bytes.count }

        /// The value of the next `count` decimal digits; nil (nothing read) when they are not all digits.
        @inline(__always)
        mutating func digits(_ count: Int) -> Int? {
            guard position + count <= bytes.count else { return nil }
            var value = 0
            for offset in 0..<count {
                let digit = bytes[position + offset] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            position += count
            return value
        }

        /// Reads `character` if it is next.
        @inline(__always)
        mutating func expect(_ character: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == character else { return false }
            position += 1
            return true
        }
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, flexible: Bool) -> Result<Double, DateSyntaxError> {
        var reader = Cursor(bytes: bytes)
        guard let year = reader.digits(4), reader.expect(UInt8(ascii: "-")), let month = reader.digits(2), reader.expect(UInt8(ascii: "-")), let day = reader.digits(2) else {
            return .failure(DateSyntaxError("the date is not YYYY-MM-DD"))
        }
        guard (1...12).contains(month) else { return .failure(DateSyntaxError("month \(month) out of range")) }
        guard (1...daysIn(month: month, year: year)).contains(day) else { return .failure(DateSyntaxError("day \(day) out of range")) }
        let days = daysSince1970(year: year, month: month, day: day)
        if reader.isAtEnd { return .success(Double(days) * 86_400) }

        guard reader.expect(UInt8(ascii: "T")) || (flexible && (reader.expect(UInt8(ascii: " ")) || reader.expect(UInt8(ascii: "t")))), let hour = reader.digits(2), reader.expect(UInt8(ascii: ":")), let minute = reader.digits(2),
              reader.expect(UInt8(ascii: ":")), let second = reader.digits(2) else {
            return .failure(DateSyntaxError("no THH:MM:SS after the date"))
        }
        guard hour < 24, minute < 60, second < 61 else { return .failure(DateSyntaxError("time \(hour):\(minute):\(second) out of range")) }

        // The fraction is kept to the microsecond (rounded at the seventh digit), the
        // precision `ISO8601DateWriter` writes, so that what is stored exports as it reads.
        var micros = 0
        if reader.expect(UInt8(ascii: ".")) {
            let start = reader.position
            while reader.position < bytes.count, bytes[reader.position] &- UInt8(ascii: "0") < 10 {
                let digit = Int(bytes[reader.position] &- UInt8(ascii: "0"))
                let place = reader.position - start
                if place < 6 {
                    micros = micros * 10 + digit
                } else if place == 6, digit >= 5 {
                    micros += 1
                }
                reader.position += 1
            }
            guard reader.position > start else { return .failure(DateSyntaxError("no digits after '.'")) }
            for _ in min(reader.position - start, 6)..<6 { micros *= 10 }
        }

        var offsetSeconds = 0
        if reader.expect(UInt8(ascii: "Z")) {
            offsetSeconds = 0
        } else if reader.position < bytes.count, bytes[reader.position] == UInt8(ascii: "+") || bytes[reader.position] == UInt8(ascii: "-") {
            let sign = bytes[reader.position] == UInt8(ascii: "-") ? -1 : 1
            reader.position += 1
            guard let offsetHours = reader.digits(2) else { return .failure(DateSyntaxError("the zone offset is not ±hh:mm")) }
            _ = reader.expect(UInt8(ascii: ":"))
            guard let offsetMinutes = reader.digits(2), offsetHours < 24, offsetMinutes < 60 else {
                return .failure(DateSyntaxError("the zone offset is not ±hh:mm"))
            }
            offsetSeconds = sign * (offsetHours * 3600 + offsetMinutes * 60)
        } else if !(flexible && reader.isAtEnd) {
            return .failure(DateSyntaxError("missing time zone (Z or ±hh:mm)"))
        }
        guard reader.isAtEnd else { return .failure(DateSyntaxError("unexpected text after the time zone")) }

        let whole = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return .success(Double(whole) + Double(micros) / 1_000_000)
    }

    /// Days in a month of the proleptic Gregorian calendar.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// Days from 1970-01-01 to a civil date (Gregorian), for any year.
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
