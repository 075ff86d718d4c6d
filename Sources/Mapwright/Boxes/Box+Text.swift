import Foundation

extension Box where Value == String {
    /// A string; lenient also takes a number (its text as written) or a Bool (`true`/`false`).
    public static var string: Box<String> {
        Box(expected: "string", matches: { value, existing in value.stringEquals(existing) }, export: { .string($0) },
            tapeRead: .string) { value, mode in
            if let text = value.string { return .success(text) }
            if mode == .lenient {
                if let text = value.numberText { return .success(text) }
                if let flag = value.bool { return .success(flag ? "true" : "false") }
            }
            return .failure(BoxFailure(expected: "string", value: value))
        }
    }
}

extension Box where Value == URL {
    /// An absolute URL string (with a scheme).
    public static var url: Box<URL> {
        // A URL made from a string without a base is equal to any other made from the same string.
        Box(expected: "absolute URL", matches: { value, existing in value.document.string(at: value.index, equalsTextOf: existing) },
            export: { .string($0.absoluteString) }, tapeRead: .url) { value, _ in
            // The scheme is checked on the text: cheaper than asking the URL for it.
            guard let text = value.string, URLScheme.begins(text), let url = URL(string: text) else {
                return .failure(BoxFailure(expected: "absolute URL", value: value))
            }
            return .success(url)
        }
    }
}

/// The scheme at the start of a URL's text (RFC 3986: a letter, then letters, digits,
/// `+`, `-` or `.`, ended by a colon). `URL(string:)` reads a scheme exactly when its text
/// begins with one, so a URL made from text that does has a non-empty `scheme`, and one
/// made from text that does not has none.
enum URLScheme {
    /// Whether `text` begins with a scheme and its colon.
    static func begins(_ text: String) -> Bool {
        var text = text
        // Contiguous UTF-8 (a string the JSON reader made always is): read in place.
        return text.withUTF8 { bytes in
            guard let first = bytes.first, isLetter(first) else { return false }
            for byte in bytes.dropFirst() {
                if byte == UInt8(ascii: ":") { return true }
                guard isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") else { return false }
            }
            return false
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}

extension Box where Value == UUID {
    /// A UUID string (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`, any case).
    public static var uuid: Box<UUID> {
        Box(expected: "UUID", export: { .string($0.uuidString) }) { value, _ in
            guard let text = value.string, let uuid = UUID(uuidString: text) else {
                return .failure(BoxFailure(expected: "UUID", value: value))
            }
            return .success(uuid)
        }
    }
}

extension Box where Value == Data {
    /// A base64 string decoded to bytes.
    public static var base64: Box<Data> {
        Box(expected: "base64 string", export: { .string($0.base64EncodedString()) }) { value, _ in
            guard let text = value.string, let data = Data(base64Encoded: text) else {
                return .failure(BoxFailure(expected: "base64 string", value: value))
            }
            return .success(data)
        }
    }
}

/// A generated enum whose cases have string raw values, with an optional fallback
/// case for values the schema does not know. An enum that keeps unknown raw values
/// (`"keepUnknown": true`) has a non-failing `init(rawValue:)`: its fallback case holds
/// the raw value it replaced, and `rawValue` gives that text back.
public protocol SchemaEnum: RawRepresentable, CaseIterable, Sendable, Hashable where RawValue == String {
    /// The case used for raw values that match no case, or nil when those are issues.
    static var unknownCase: Self? { get }
}

extension Box where Value: SchemaEnum {
    /// The raw value of a case; an unknown raw value becomes `Value.unknownCase` when
    /// the enum declares one (holding the raw value when the enum keeps unknown raw
    /// values), else a failure. Lenient also matches a number's text.
    public static var enumeration: Box<Value> {
        let expected = "one of " + Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        return Box(expected: expected, export: { .string($0.rawValue) }) { value, mode in
            guard let raw = value.string ?? (mode == .lenient ? value.numberText : nil) else {
                return .failure(BoxFailure(expected: expected, value: value))
            }
            if let match = Value(rawValue: raw) { return .success(match) }
            if let fallback = Value.unknownCase { return .success(fallback) }
            return .failure(BoxFailure(expected: expected, value: value))
        }
    }
}
