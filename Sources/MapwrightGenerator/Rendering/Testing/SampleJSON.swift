import Foundation
import Mapwright

/// Writes sample values as the JSON a field's box reads back into the same value: a
/// date as ISO 8601 text, unix seconds or a patterned string; data as base64; an enum
/// case as its raw value. Also the other JSON forms tests need: a lenient spelling that
/// only a lenient box accepts, and a value of the wrong kind that no box accepts.
struct SampleJSON {
    let module: Module

    /// The JSON that `box` turns into `literal`, or nil when the box cannot produce it
    /// (a date pattern that does not keep the whole date, a non-finite number).
    func text(_ literal: Literal, box: Box) -> String? {
        if case .custom(let type) = box {
            if case .array = literal { return CustomBoxSamples.placeholder(type, isArray: true) }
            return CustomBoxSamples.placeholder(type)
        }
        switch literal {
        case .array(let elements):
            let texts = elements.compactMap { text($0, box: box) }
            return texts.count == elements.count ? "[" + texts.joined(separator: ", ") + "]" : nil
        case .string(let value): return Self.string(value)
        case .integer(let value): return String(value)
        case .unsignedInteger(let value): return String(value)
        case .floatingPoint(let value): return value.isFinite ? "\(value)" : nil
        case .decimal(let digits): return digits
        case .bool(let flag): return flag ? "true" : "false"
        case .date(let date): return dateText(date, box: box)
        case .url(let text): return Self.string(text)
        case .uuid(let uuid): return Self.string(uuid.uuidString)
        case .data(let data): return Self.string(data.base64EncodedString())
        case .enumCase(let name): return rawValue(of: name, box: box).map(Self.string)
        case .keptEnumCase(_, let rawValue): return Self.string(rawValue)
        case .json(let value): return value.description
        }
    }

    /// The lenient spelling of `literal` and the value a lenient box makes of it: a
    /// number as a numeric string, a Bool as "yes"/"no", a string as a bare number.
    /// Nil when the box has no lenient form.
    func lenientForm(_ literal: Literal, box: Box, seed: Int) -> (text: String, value: Literal)? {
        if case .array(let elements) = literal {
            let forms = elements.compactMap { lenientForm($0, box: box, seed: seed) }
            guard forms.count == elements.count, !forms.isEmpty else { return nil }
            return ("[" + forms.map(\.text).joined(separator: ", ") + "]", .array(forms.map(\.value)))
        }
        switch (box, literal) {
        case (.string, _):
            return (String(7000 + seed), .string(String(7000 + seed)))
        case (.bool, .bool(let flag)):
            return (Self.string(flag ? "yes" : "no"), literal)
        case (.int, _), (.double, _), (.float, _), (.decimal, _), (.unixSeconds, _), (.unixMillis, _):
            return text(literal, box: box).map { (Self.string($0), literal) }
        default:
            return nil
        }
    }

    /// A JSON value of a kind `box` never accepts, or nil for the `json` box (which
    /// accepts anything) and for custom boxes (whose rejected sample is tested instead).
    func wrongKind(for box: Box) -> String? {
        switch box {
        case .json, .custom: nil
        default: #"{"unexpected": "object"}"#
        }
    }

    /// A raw value that is no case of the enum `enumName`.
    func unknownRawValue(of enumName: String) -> String {
        let taken = Set(module.enumType(named: enumName)?.cases.map(\.rawValue) ?? [])
        var candidate = "not-a-\(enumName)-case"
        while taken.contains(candidate) { candidate += "-really" }
        return candidate
    }

    /// A JSON string literal for `text`, escaped as the runtime's writer escapes it.
    static func string(_ text: String) -> String {
        JSONValue(text).description
    }

    private func rawValue(of caseName: String, box: Box) -> String? {
        guard case .enumeration(let enumName) = box, let enumType = module.enumType(named: enumName) else { return nil }
        return enumType.cases.first { $0.name == caseName }?.rawValue
    }

    private func dateText(_ date: Date, box: Box) -> String? {
        let seconds = date.timeIntervalSince1970
        switch box {
        case .commonDate:
            // The wild form the box exists for: a space for `T`, no zone (read as UTC).
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(secondsFromGMT: 0)
            formatter.dateFormat = seconds.rounded() != seconds ? "yyyy-MM-dd HH:mm:ss.SSS" : "yyyy-MM-dd HH:mm:ss"
            let text = formatter.string(from: date)
            return Self.string(text)
        case .iso8601:
            let formatter = ISO8601DateFormatter()
            if seconds.rounded() != seconds { formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds] }
            return Self.string(formatter.string(from: date))
        case .unixSeconds:
            return seconds.rounded() == seconds ? String(Int64(seconds)) : "\(seconds)"
        case .unixMillis:
            let millis = seconds * 1000
            return millis.rounded() == millis ? String(Int64(millis)) : "\(millis)"
        case .datePattern(let pattern):
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(secondsFromGMT: 0)
            formatter.dateFormat = pattern
            let text = formatter.string(from: date)
            guard formatter.date(from: text) == date else { return nil }
            return Self.string(text)
        default:
            return nil
        }
    }
}
