import Foundation

/// Writes dates as ISO 8601 text in UTC, the form the `iso8601` box reads:
/// `2016-04-11T10:00:00Z`, with `.SSS` milliseconds when the date has a fraction of a
/// second (dates are written to the millisecond). No formatter, so it is cheap and
/// safe from any thread.
public enum ISO8601DateWriter {
    /// `date` as `yyyy-MM-ddTHH:mm:ss[.SSS]Z` (years before 1 or after 9999 are
    /// written with as many digits as they need, and a sign when negative).
    public static func text(of date: Date) -> String {
        let totalMillis = (date.timeIntervalSince1970 * 1000).rounded()
        guard totalMillis.isFinite, totalMillis.magnitude < 9e18 else { return "1970-01-01T00:00:00Z" }
        let millisSinceEpoch = Int64(totalMillis)
        let (days, millisOfDay) = floorDivide(millisSinceEpoch, 86_400_000)
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        let seconds = millisOfDay / 1000, millis = millisOfDay % 1000
        var text = (year < 0 ? "-" : "") + padded(abs(year), 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
        text += "T" + padded(seconds / 3600, 2) + ":" + padded(seconds / 60 % 60, 2) + ":" + padded(seconds % 60, 2)
        if millis != 0 { text += "." + padded(millis, 3) }
        return text + "Z"
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
