import Foundation

extension Box where Value == Date {
    /// An ISO 8601 timestamp (see `ISO8601DateParser`), parsed without a formatter.
    public static var iso8601: Box<Date> {
        Box(expected: "ISO 8601 date") { value, _ in
            guard let parsed = ISO8601DateParser.secondsSince1970(value) else {
                return .failure(BoxFailure(expected: "ISO 8601 date", value: value))
            }
            switch parsed {
            case .success(let seconds): return .success(Date(timeIntervalSince1970: seconds))
            case .failure(let reason): return .failure(BoxFailure(expected: "ISO 8601 date", value: value, detail: reason.reason))
            }
        }
    }

    /// Seconds since 1970 as a number; lenient also takes a numeric string.
    public static var unixSeconds: Box<Date> { unix(scale: 1, expected: "unix time in seconds") }

    /// Milliseconds since 1970 as a number; lenient also takes a numeric string.
    public static var unixMillis: Box<Date> { unix(scale: 1000, expected: "unix time in milliseconds") }

    private static func unix(scale: Double, expected: String) -> Box<Date> {
        Box<Double>.double.map(expected: expected) { Date(timeIntervalSince1970: $0 / scale) }
    }

    /// A string in a Unicode date pattern (`date:yyyy-MM-dd HH:mm`), POSIX locale, UTC
    /// unless the pattern has a zone. The formatter is made once per box and shared
    /// safely across threads, so keep the box (generated code holds it in a constant).
    public static func date(pattern: String) -> Box<Date> {
        let parser = PatternDateParser(pattern: pattern)
        let expected = "date in pattern \(pattern)"
        return Box(expected: expected) { value, _ in
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
}
