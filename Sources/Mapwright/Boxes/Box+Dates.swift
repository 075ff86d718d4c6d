import Foundation

extension Box where Value == Date {
    /// An ISO 8601 timestamp (see `ISO8601DateParser`), parsed without a formatter.
    public static var iso8601: Box<Date> {
        Box(expected: "ISO 8601 date", export: { .string(ISO8601DateWriter.text(of: $0)) }, tapeRead: .iso8601) { value, _ in
            guard let parsed = ISO8601DateParser.secondsSince1970(value) else {
                return .failure(BoxFailure(expected: "ISO 8601 date", value: value))
            }
            switch parsed {
            case .success(let seconds): return .success(Date(timeIntervalSince1970: seconds))
            case .failure(let reason): return .failure(BoxFailure(expected: "ISO 8601 date", value: value, detail: reason.reason))
            }
        }
    }

    /// A date in any of the forms APIs commonly send, told apart by their shape:
    ///
    /// - a string: ISO 8601 as `iso8601` reads it, and also with a space (or `t`) instead of
    ///   `T` (`2016-04-11 10:00:00`) and without a zone (`2016-04-11T10:00:00.123`), which
    ///   is read as UTC;
    /// - a number (or, lenient, a numeric string): a unix timestamp whose unit follows
    ///   from its size: seconds below 10^11 (until the year 5138), milliseconds below
    ///   10^14, microseconds below 10^17, nanoseconds above.
    ///
    /// Use it when an API is not consistent; a precise box (`iso8601`, `unixMillis`)
    /// rejects what its API never sends, and so catches more mistakes.
    public static var commonDate: Box<Date> {
        Box(expected: "date", export: { .string(ISO8601DateWriter.text(of: $0)) }) { value, mode in
            if let parsed = ISO8601DateParser.secondsSince1970(value, flexible: true) {
                switch parsed {
                case .success(let seconds): return .success(Date(timeIntervalSince1970: seconds))
                case .failure(let reason):
                    if mode == .lenient, let number = Double(value.string ?? "") { return .success(unixDate(number)) }
                    return .failure(BoxFailure(expected: "date", value: value, detail: reason.reason))
                }
            }
            switch Box<Double>.double(value, mode: mode) {
            case .success(let number) where number.isFinite: return .success(unixDate(number))
            default: return .failure(BoxFailure(expected: "date", value: value))
            }
        }
    }

    /// A unix timestamp in seconds, milliseconds, microseconds or nanoseconds, by size.
    static func unixDate(_ number: Double) -> Date {
        let magnitude = abs(number)
        let seconds = magnitude < 1e11 ? number : magnitude < 1e14 ? number / 1e3 : magnitude < 1e17 ? number / 1e6 : number / 1e9
        return microsecondDate(seconds)
    }

    /// Seconds since 1970 as a number; lenient also takes a numeric string.
    public static var unixSeconds: Box<Date> { unix(scale: 1, expected: "unix time in seconds") }

    /// Milliseconds since 1970 as a number; lenient also takes a numeric string.
    public static var unixMillis: Box<Date> { unix(scale: 1000, expected: "unix time in milliseconds") }

    private static func unix(scale: Double, expected: String) -> Box<Date> {
        Box<Double>.double.map(expected: expected) { microsecondDate($0 / scale) }
            .exporting { date in
                // To the microsecond, as it was read and as the ISO 8601 writer writes.
                let micros = (date.timeIntervalSince1970 * 1_000_000).rounded()
                return .double(micros / (1_000_000 / scale))
            }
    }

    /// The date `seconds` after 1970, to the microsecond: what date boxes store, so that
    /// a date exports as it was read (see `ISO8601DateWriter`).
    static func microsecondDate(_ seconds: Double) -> Date {
        let micros = (seconds * 1_000_000).rounded()
        return Date(timeIntervalSince1970: micros.isFinite && micros.magnitude < 9e18 ? micros / 1_000_000 : seconds)
    }

    /// A string in a Unicode date pattern (`date:yyyy-MM-dd HH:mm`), POSIX locale, UTC
    /// unless the pattern has a zone. The formatter is made once per box and shared
    /// safely across threads, so keep the box (generated code holds it in a constant).
    public static func date(pattern: String) -> Box<Date> {
        let parser = PatternDateParser(pattern: pattern)
        let expected = "date in pattern \(pattern)"
        return Box(expected: expected, export: { .string(parser.text(of: $0)) }) { value, _ in
            guard let text = value.string, let date = parser.date(from: text) else {
                return .failure(BoxFailure(expected: expected, value: value))
            }
            return .success(date)
        }
    }
}

/// A `DateFormatter` for one pattern behind a lock: formatters are not safe to use
/// from several threads at once.
final class PatternDateParser: Sendable {
    private let formatter: Locked<DateFormatter>

    init(pattern: String) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = pattern
        formatter.isLenient = false
        self.formatter = Locked(formatter)
    }

    func date(from text: String) -> Date? {
        formatter.withLock { $0.date(from: text) }
    }

    /// `date` written in the pattern (the reverse of `date(from:)`, for export).
    func text(of date: Date) -> String {
        formatter.withLock { $0.string(from: date) }
    }
}
