import Foundation

/// Parses the ISO 8601 forms the `iso8601` box accepts, for checking defaults and
/// examples: `2016-04-11`, `2016-04-11T10:00:00Z`, any number of fractional second
/// digits, and `±hh:mm` or `±hhmm` offsets. Plain arithmetic, no formatter, so the
/// result never depends on the machine's locale or time zone.
enum ISO8601DateParser {
    /// The date written as `text`, or `nil` when it is not in an accepted form or
    /// names an impossible date or time.
    static func parse(_ text: String) -> Date? {
        var scanner = Scanner(Array(text.utf8))
        guard let year = scanner.digits(4), scanner.take("-"), let month = scanner.digits(2), scanner.take("-"),
              let day = scanner.digits(2), (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
        else { return nil }
        var seconds = Double(daysFromCivil(year: year, month: month, day: day)) * 86_400
        if scanner.isAtEnd { return Date(timeIntervalSince1970: seconds) }
        guard scanner.take("T"), let hour = scanner.digits(2), scanner.take(":"), let minute = scanner.digits(2),
              scanner.take(":"), let second = scanner.digits(2), hour < 24, minute < 60, second < 60
        else { return nil }
        seconds += Double(hour * 3600 + minute * 60 + second)
        if scanner.take(".") {
            guard let fraction = scanner.fraction() else { return nil }
            seconds += fraction
        }
        if scanner.take("Z") {
            return scanner.isAtEnd ? Date(timeIntervalSince1970: seconds) : nil
        }
        let sign: Double
        if scanner.take("+") { sign = 1 } else if scanner.take("-") { sign = -1 } else { return nil }
        guard let offsetHours = scanner.digits(2) else { return nil }
        _ = scanner.take(":")
        guard let offsetMinutes = scanner.digits(2), scanner.isAtEnd, offsetHours < 24, offsetMinutes < 60 else { return nil }
        return Date(timeIntervalSince1970: seconds - sign * Double(offsetHours * 3600 + offsetMinutes * 60))
    }

    /// Days from 1970-01-01 to the given civil date (proleptic Gregorian calendar).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Reads ASCII bytes left to right.
    private struct Scanner {
        let bytes: [UInt8]
        var position = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { position == bytes.count }

        mutating func take(_ character: Character) -> Bool {
            guard position < bytes.count, let ascii = character.asciiValue, bytes[position] == ascii else { return false }
            position += 1
            return true
        }

        mutating func digits(_ count: Int) -> Int? {
            guard position + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[position..<position + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            position += count
            return value
        }

        mutating func fraction() -> Double? {
            let start = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
            guard position > start else { return nil }
            return Double("0." + String(decoding: bytes[start..<position], as: UTF8.self))
        }
    }
}
