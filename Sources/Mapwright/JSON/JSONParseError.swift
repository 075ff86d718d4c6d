/// Why a document could not be read, and where.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// The input ended inside a value.
        case unexpectedEnd(expected: String)
        /// A byte that cannot start or continue what the grammar allows here.
        case unexpectedCharacter(found: String, expected: String)
        /// A number that breaks the RFC 8259 grammar (leading zero, missing digits).
        case invalidNumber(String)
        /// A bad escape sequence in a string.
        case invalidEscape(String)
        /// An unescaped control character (U+0000 to U+001F) in a string.
        case controlCharacterInString(UInt8)
        /// Bytes that are not valid UTF-8.
        case invalidUTF8
        /// A `\u` escape naming half of a surrogate pair without the other half.
        case loneSurrogate(String)
        /// Non-whitespace after the top-level value.
        case trailingContent
        /// Containers nested deeper than the reader's limit.
        case tooDeep(limit: Int)
        /// The input is larger than a document can address.
        case tooLarge
    }

    /// What went wrong.
    public var reason: Reason
    /// Where it went wrong.
    public var location: JSONLocation
    /// About 32 bytes of the source around the error, as text (see
    /// `excerpt(around:in:)`: valid UTF-8 as is, invalid bytes as `\xNN`).
    public var excerpt: String

    /// Creates an error from its parts.
    public init(reason: Reason, location: JSONLocation, excerpt: String) {
        self.reason = reason
        self.location = location
        self.excerpt = excerpt
    }

    /// A one-line message without the position.
    public var message: String {
        switch reason {
        case .unexpectedEnd(let expected): "unexpected end of input, expected \(expected)"
        case .unexpectedCharacter(let found, let expected): "unexpected \(found), expected \(expected)"
        case .invalidNumber(let detail): "invalid number: \(detail)"
        case .invalidEscape(let detail): "invalid escape: \(detail)"
        case .controlCharacterInString(let byte): "unescaped control character 0x\(String(byte, radix: 16, uppercase: true)) in string"
        case .invalidUTF8: "invalid UTF-8"
        case .loneSurrogate(let detail): "lone surrogate \(detail)"
        case .trailingContent: "unexpected content after the top-level value"
        case .tooDeep(let limit): "nesting deeper than the limit of \(limit)"
        case .tooLarge: "document too large"
        }
    }

    /// `line:column (byte N): message near '…'`.
    public var description: String {
        "\(location.line):\(location.column) (byte \(location.byteOffset)): \(message) near '\(excerpt)'"
    }

    /// Builds an error at `offset` of `bytes`, computing the location and excerpt.
    static func at(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>, _ reason: Reason) -> JSONParseError {
        JSONParseError(reason: reason, location: JSONLineIndex(bytes: bytes).location(ofByte: offset), excerpt: excerpt(around: offset, in: bytes))
    }

    /// About 16 bytes either side of `offset`, widened to whole characters: valid UTF-8
    /// reads as text (`café`), line breaks and tabs as `\n`, `\r`, `\t`, other control
    /// characters as `\u{…}`, and only bytes that are not UTF-8 as `\xNN`.
    static func excerpt(around offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        var start = max(0, min(offset, bytes.count) - 16)
        // Back up to the first byte of a character cut by the window (at most three).
        var steps = 0
        while start > 0, steps < 3, bytes[start] & 0xC0 == 0x80 {
            start -= 1
            steps += 1
        }
        let end = min(bytes.count, max(offset, 0) + 16)
        var text = ""
        var position = start
        var parser = Unicode.UTF8.ForwardParser()
        // Parse past `end` by up to three bytes, so a character the window cuts is whole.
        var iterator = bytes[start..<min(bytes.count, end + 3)].makeIterator()
        while position < end {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                appendEscaped(Unicode.UTF8.decode(encoded), to: &text)
                position += encoded.count
            case .error(let length):
                for byte in bytes[position..<(position + length)] { text += hexEscape(byte) }
                position += length
            case .emptyInput:
                return text
            }
        }
        return text
    }

    private static func appendEscaped(_ scalar: Unicode.Scalar, to text: inout String) {
        switch scalar {
        case "\n": text += "\\n"
        case "\r": text += "\\r"
        case "\t": text += "\\t"
        case _ where scalar.properties.generalCategory == .control:
            text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: text.unicodeScalars.append(scalar)
        }
    }

    private static func hexEscape(_ byte: UInt8) -> String {
        "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }

    /// How a byte is named in a message: `'x'` for printable ASCII, else its hex value.
    static func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}
