#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension JSONValue {
    /// The decoded text of a string value; `nil` for every other kind.
    public var string: String? {
        document.string(at: index)
    }

    /// The raw bytes between a string's quotes, escapes not yet decoded.
    var rawStringBytes: Slice<UnsafeBufferPointer<UInt8>> {
        document.rawStringBytes(at: index)
    }

    /// Whether this is a string value equal to `text`, compared without building a
    /// `String` when the value has no escapes.
    func stringEquals(_ text: String) -> Bool {
        document.string(at: index, equals: text)
    }

    /// Whether this string value equals `utf8`, compared without building a `String`
    /// when the string has no escapes.
    @inline(__always)
    func stringEquals(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        document.string(at: index, equals: utf8)
    }
}

extension JSONDocument {
    /// Whether the entry at `index` is a string equal to `utf8`: compared in place (length
    /// first, then bytes) when it has no escapes, decoded otherwise. Works on the tape
    /// alone, so that a key scan makes no value per key it compares.
    @inline(__always)
    func string(at index: Int, equals utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = Int(truncatingIfNeeded: payload(at: index))
        switch tag(at: index) {
        case .string:
            guard length == utf8.count else { return false }
            guard length > 0 else { return true }
            return memcmp(bytes.baseAddress.unsafelyUnwrapped + offset(at: index), utf8.baseAddress.unsafelyUnwrapped, length) == 0
        case .escapedString:
            // An escape is longer than what it stands for.
            guard utf8.count <= length else { return false }
            return JSONValue(document: self, index: index).string?.utf8.elementsEqual(utf8) == true
        default:
            return false
        }
    }
}

/// Decodes the escapes of a string's raw bytes (validated by the reader).
enum JSONStringDecoder {
    /// The text of raw string content with `\` escapes decoded.
    static func unescape(_ raw: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        // Decoded text is never longer than its escaped form.
        String(unsafeUninitializedCapacity: raw.count) { output in
            var written = 0
            var cursor = raw.startIndex
            let end = raw.endIndex
            let bytes = raw.base
            while cursor < end {
                let byte = bytes[cursor]
                guard byte == UInt8(ascii: "\\"), cursor + 1 < end else {
                    output[written] = byte
                    written += 1
                    cursor += 1
                    continue
                }
                let escape = bytes[cursor + 1]
                cursor += 2
                switch escape {
                case UInt8(ascii: "b"): output[written] = 0x08; written += 1
                case UInt8(ascii: "f"): output[written] = 0x0C; written += 1
                case UInt8(ascii: "n"): output[written] = 0x0A; written += 1
                case UInt8(ascii: "r"): output[written] = 0x0D; written += 1
                case UInt8(ascii: "t"): output[written] = 0x09; written += 1
                case UInt8(ascii: "u"):
                    var scalar = hexQuad(bytes, at: cursor, end: end)
                    cursor += 4
                    if (0xD800...0xDBFF).contains(scalar), cursor + 6 <= end {
                        let low = hexQuad(bytes, at: cursor + 2, end: end)
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        cursor += 6
                    }
                    written += encodeUTF8(scalar, into: output, at: written)
                default:
                    output[written] = escape
                    written += 1
                }
            }
            return written
        }
    }

    private static func hexQuad(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, end: Int) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 where position + offset < end {
            value = value << 4 | UInt32(JSONTapeParser.hexValue(bytes[position + offset]) ?? 0)
        }
        return value
    }

    /// Writes `scalar` as UTF-8 at `position`; returns the number of bytes written.
    private static func encodeUTF8(_ scalar: UInt32, into output: UnsafeMutableBufferPointer<UInt8>, at position: Int) -> Int {
        switch scalar {
        case 0..<0x80:
            output[position] = UInt8(scalar)
            return 1
        case 0x80..<0x800:
            output[position] = UInt8(0xC0 | scalar >> 6)
            output[position + 1] = UInt8(0x80 | scalar & 0x3F)
            return 2
        case 0x800..<0x10000:
            output[position] = UInt8(0xE0 | scalar >> 12)
            output[position + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
            output[position + 2] = UInt8(0x80 | scalar & 0x3F)
            return 3
        default:
            output[position] = UInt8(0xF0 | scalar >> 18 & 0x07)
            output[position + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
            output[position + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
            output[position + 3] = UInt8(0x80 | scalar & 0x3F)
            return 4
        }
    }
}
