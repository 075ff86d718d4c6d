/// The tape layout shared by the reader and the value views.
///
/// A parsed document is a flat array of 64-bit words, two per value, in document
/// order. The first word holds a tag in its top byte and the value's byte offset in
/// the source in the low 56 bits; the second word's meaning depends on the tag:
///
/// | tag | second word |
/// |---|---|
/// | `null`, `true`, `false` | unused (0) |
/// | `int` | the `Int64` bit pattern |
/// | `uint` | the `UInt64` (only values above `Int64.max`) |
/// | `double` | the `Double` bit pattern |
/// | `bigNumber` | the length of the number's text in bytes |
/// | `string`, `escapedString` | the length of the raw content between the quotes |
/// | `array`, `object` | tape index just past the container (high 32 bits) and element count (low 32 bits) |
///
/// For strings the offset points at the first content byte (after the quote).
/// An object's children alternate key (a string entry) and value.
enum JSONTape {
    /// The tags stored in the top byte of an entry's first word. The raw values are the
    /// cases' indexes in declaration order, which is how a payload-free enum is laid
    /// out in memory, so a stored byte turns back into a tag without a switch.
    enum Tag: UInt8 {
        case null = 0, `true`, `false`, int, uint, double, bigNumber, string, escapedString, array, object

        /// The tag whose raw value is `raw`, a byte the reader wrote (so always valid).
        @inline(__always)
        static func stored(_ raw: UInt8) -> Tag {
            assert(raw <= Tag.object.rawValue, "tape tag \(raw) out of range")
            return unsafeBitCast(raw, to: Tag.self)
        }
    }

    /// Words per tape entry.
    static let stride = 2

    /// Mask for the offset held in the low 56 bits of an entry's first word.
    static let offsetMask: UInt64 = (1 << 56) - 1

    /// Packs a tag and a byte offset into an entry's first word.
    @inline(__always)
    static func head(_ tag: Tag, offset: Int) -> UInt64 {
        UInt64(tag.rawValue) << 56 | UInt64(truncatingIfNeeded: offset)
    }

    /// Whether `byte` is JSON whitespace: space, line feed, carriage return or tab.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x0A, 0x0D, 0x09: true
        default: false
        }
    }

    /// The first offset of `bytes` from `start` on that is not whitespace, or their end.
    static func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
        return index
    }

    /// The length of the UTF-8 byte order mark `bytes` start with (skipped before the
    /// top-level value): 3, or 0 when there is none.
    static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// Packs a container's end index and element count into its second word.
    @inline(__always)
    static func containerWord(end: Int, count: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: end) << 32 | UInt64(truncatingIfNeeded: count)
    }
}
