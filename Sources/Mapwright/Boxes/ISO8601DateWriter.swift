import Foundation

/// Writes dates as ISO 8601 text in UTC, the form the `iso8601` box reads:
/// `2016-04-11T10:00:00Z`, with the fraction of a second when the date has one, to the
/// microsecond: `.123` for whole milliseconds, else `.123456`. The ISO 8601 boxes keep
/// what they read to the microsecond too, so a date exports as it was read. No
/// formatter, so it is cheap and safe from any thread.
public enum ISO8601DateWriter {
    /// `date` as `yyyy-MM-ddTHH:mm:ss[.SSS[SSS]]Z` (years before 1 or after 9999 are
    /// written with as many digits as they need, and a sign when negative). Dates more
    /// than about 285,000 years from 1970, which a `Date` cannot hold to the microsecond,
    /// are written to the second.
    public static func text(of date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        let totalMicros = (seconds * 1_000_000).rounded()
        if totalMicros.isFinite, totalMicros.magnitude < 9e18 {
            return text(microsSinceEpoch: Int64(totalMicros))
        }
        let wholeSeconds = seconds.rounded()
        guard wholeSeconds.isFinite, wholeSeconds.magnitude < 9e12 * 1_000 else { return "1970-01-01T00:00:00Z" }
        let (days, secondOfDay) = floorDivide(Int64(wholeSeconds), 86_400)
        return dayText(days) + timeText(secondOfDay) + "Z"
    }

    private static func text(microsSinceEpoch: Int64) -> String {
        let (days, microsOfDay) = floorDivide(microsSinceEpoch, 86_400_000_000)
        var text = dayText(days) + timeText(microsOfDay / 1_000_000)
        let micros = microsOfDay % 1_000_000
        if micros != 0 {
            text += micros % 1000 == 0 ? "." + padded(micros / 1000, 3) : "." + padded(micros, 6)
        }
        return text + "Z"
    }

    /// `yyyy-MM-dd` of the day `days` after 1970-01-01.
    private static func dayText(_ days: Int64) -> String {
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        return (year < 0 ? "-" : "") + padded(abs(year), 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }

    /// `THH:mm:ss` of the second `seconds` of a day.
    private static func timeText(_ seconds: Int64) -> String {
        "T" + padded(seconds / 3600, 2) + ":" + padded(seconds / 60 % 60, 2) + ":" + padded(seconds % 60, 2)
    }

    /// Division rounding toward minus infinity, with a remainder in `0..<divisor`.
    private static func floorDivide(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let quotient = value / divisor, remainder = value % divisor
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }

    /// The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's
    /// `civil_from_days`).
    private static func civilDate(daysSinceEpoch days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func padded(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
