import Foundation
import Mapwright

extension TryValue {
    /// How `try` prints a value: strings quoted, dates in ISO 8601 (UTC), enum cases as
    /// `.name`, identities as `Author("a1")`, embedded values as `Address(street: "…")`.
    public var text: String {
        switch self {
        case .null: "nil"
        case .string(let text): JSONValue(text).description
        case .integer, .unsignedInteger, .double, .float, .decimal, .bool: swiftDescription
        case .date(let date): Self.iso8601(date)
        case .url(let url): "<\(url.absoluteString)>"
        case .uuid(let uuid): uuid.uuidString
        case .data(let data): "<\(data.count) bytes: \(data.base64EncodedString())>"
        case .json(let value): value.description
        case .enumCase(let name): "." + name
        case .keptEnumCase(let name, let rawValue): "." + name + "(" + JSONValue(rawValue).description + ")"
        case .array(let elements): "[" + elements.map(\.text).joined(separator: ", ") + "]"
        case .reference(let entity, let identity): entity + identity.text
        case .record(let record): record.entity + "(" + record.fields.map { "\($0.name): \($0.value.text)" }.joined(separator: ", ") + ")"
        }
    }

    /// The value as JSON, for `--format json`: numbers stay numbers (decimals with their
    /// digits), dates are ISO 8601 strings, data is base64, identities are objects.
    public var json: JSONValue {
        switch self {
        case .null: nil
        case .string(let text): JSONValue(text)
        case .integer(let number): JSONValue(number)
        case .unsignedInteger(let number): Self.number(String(number))
        case .double(let number): JSONValue(number)
        case .float(let number): Self.number(String(describing: number))
        case .decimal(let number): Self.number(String(describing: number))
        case .bool(let flag): JSONValue(flag)
        case .date(let date): JSONValue(Self.iso8601(date))
        case .url(let url): JSONValue(url.absoluteString)
        case .uuid(let uuid): JSONValue(uuid.uuidString)
        case .data(let data): JSONValue(data.base64EncodedString())
        case .json(let value): value
        case .enumCase(let name): JSONValue(name)
        case .keptEnumCase(let name, let rawValue): JSONValue(members: [(name, JSONValue(rawValue))])
        case .array(let elements): JSONValue(elements.map(\.json))
        case .reference(let entity, let identity): JSONValue(members: [("entity", JSONValue(entity)), ("identity", identity.json)])
        case .record(let record): record.fieldsJSON
        }
    }

    /// A number from its text, or the text as a string when it is not one.
    private static func number(_ text: String) -> JSONValue {
        (try? JSONReader().read(text)).flatMap { $0.kind == .number ? $0 : nil } ?? JSONValue(text)
    }

    /// `2016-04-11T10:00:00Z`, with the fraction of a second when there is one.
    static func iso8601(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        let hasFraction = seconds != seconds.rounded(.down)
        return dateFormatters.withLock { formatters in
            (hasFraction ? formatters.fractional : formatters.whole).string(from: date)
        }
    }

    /// The formatters of ``iso8601(_:)``, made once: making one per date took most of the
    /// time of printing a report of many records.
    private static let dateFormatters = Locked(ISO8601Formatters())
}

/// The two ISO 8601 formatters `try` prints dates with, in UTC: whole seconds, and with
/// the fraction of a second.
private struct ISO8601Formatters {
    let whole = ISO8601Formatters.make([.withInternetDateTime])
    let fractional = ISO8601Formatters.make([.withInternetDateTime, .withFractionalSeconds])

    private static func make(_ options: ISO8601DateFormatter.Options) -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.formatOptions = options
        return formatter
    }
}

extension TryIdentity {
    /// `("a1")`, `(tournamentID: 7, groupName: "A")`.
    public var text: String {
        if fields.count == 1, let only = fields.first { return "(\(only.value.text))" }
        return "(" + fields.map { "\($0.name): \($0.value.text)" }.joined(separator: ", ") + ")"
    }

    /// `{"postID": "p1"}`.
    public var json: JSONValue {
        JSONValue(members: fields.map { ($0.name, $0.value.json) })
    }
}

extension TryRecordKey {
    /// `Post("p1")`.
    public var text: String { entity + identity.text }
}

extension TryRecord {
    /// Every field as a JSON object member, in declaration order.
    public var fieldsJSON: JSONValue {
        JSONValue(members: fields.map { ($0.name, $0.value.json) })
    }
}
