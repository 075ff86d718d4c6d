/// The first byte of every value in the snapshot's binary encoding. Every value is
/// self-delimiting, so a reader can skip values it does not ask for.
///
/// | tag | value | followed by |
/// |---|---|---|
/// | 0x00 | nil | — |
/// | 0x01, 0x02 | false, true | — |
/// | 0x03 | signed integer | zigzag LEB128 |
/// | 0x04 | unsigned integer | LEB128 |
/// | 0x05 | Float | 4 bytes, IEEE 754 bits, little-endian |
/// | 0x06 | Double (and `Date`, via its `Codable`) | 8 bytes, little-endian |
/// | 0x07 | String | LEB128 byte count, UTF-8 |
/// | 0x08 | Data | LEB128 byte count, bytes |
/// | 0x09 | UUID | 16 bytes |
/// | 0x0A | keyed container | u32 body length, u32 entry count, entries: LEB128 key index + value |
/// | 0x0B | unkeyed container | u32 body length, u32 element count, values |
///
/// Key indices refer to the snapshot's key table, so each coding key is stored once.
enum BinaryTag: UInt8 {
    case null = 0x00
    case falseValue = 0x01
    case trueValue = 0x02
    case signed = 0x03
    case unsigned = 0x04
    case float = 0x05
    case double = 0x06
    case string = 0x07
    case data = 0x08
    case uuid = 0x09
    case keyed = 0x0A
    case unkeyed = 0x0B

    /// Bytes of a container header after the tag: body length and entry count.
    static let containerHeaderSize = 8

    /// The tag `raw` stands for; nil for any other byte. The same as `init(rawValue:)`
    /// (a test checks every byte), which Swift calls out of line on every value read; this
    /// one is inlined (snapshot load 1.2% fewer instructions).
    @inline(__always)
    static func withRawValue(_ raw: UInt8) -> BinaryTag? {
        switch raw {
        case 0x00: .null
        case 0x01: .falseValue
        case 0x02: .trueValue
        case 0x03: .signed
        case 0x04: .unsigned
        case 0x05: .float
        case 0x06: .double
        case 0x07: .string
        case 0x08: .data
        case 0x09: .uuid
        case 0x0A: .keyed
        case 0x0B: .unkeyed
        default: nil
        }
    }
}

/// A structural problem in encoded bytes, with the byte offset where it was found.
struct BinaryFormatError: Error, Equatable {
    let offset: Int
    let reason: String
}
