extension JSONTapeParser {
    /// Parses a string whose opening quote is at `position`, validating escapes and
    /// UTF-8, and records its raw span. Returns the position after the closing quote.
    mutating func parseString(_ position: Int) throws(JSONParseError) -> Int {
        let start = position + 1
        var cursor = start
        var hasEscapes = false
        let base = source.baseAddress.unsafelyUnwrapped
        let end = source.count
        while true {
            // Skip eight plain bytes at a time: no quote, backslash, control or non-ASCII byte;
            // in a word that has one, go straight to the first (the lowest marked byte).
            while cursor + 8 <= end {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self))
                let special = Self.specialBytes(word)
                if special != 0 {
                    cursor += special.trailingZeroBitCount >> 3
                    break
                }
                cursor += 8
            }
            let current = byte(cursor)
            if current == UInt8(ascii: "\"") { break }
            if current == UInt8(ascii: "\\") {
                hasEscapes = true
                cursor = try validateEscape(cursor)
            } else if current < 0x20 {
                if cursor >= end { throw error(cursor, .unexpectedEnd(expected: "'\"' to close the string")) }
                throw error(cursor, .controlCharacterInString(current))
            } else if current < 0x80 {
                cursor += 1
            } else {
                cursor = try validateUTF8Sequence(cursor)
            }
        }
        tape.append(JSONTape.head(hasEscapes ? .escapedString : .string, offset: start), UInt64(cursor - start))
        return cursor + 1
    }

    /// The high bit of each byte of `word` (read little-endian: the first byte lowest)
    /// that is `"`, `\`, below 0x20 or above 0x7F, or zero when none is. A borrow can also
    /// mark a byte after a marked one, never before it: the lowest mark is always exact.
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let quoteZero = (quote &- ones) & ~quote
        let backslashZero = (backslash &- ones) & ~backslash
        let control = word &- (ones &* 0x20)
        return ((quoteZero | backslashZero | control) & ~word | word) & highs
    }

    /// Validates the escape whose backslash is at `position`; returns the position after it.
    private func validateEscape(_ position: Int) throws(JSONParseError) -> Int {
        switch byte(position + 1) {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
             UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return position + 2
        case UInt8(ascii: "u"):
            let unit = try hexQuad(at: position + 2)
            if (0xDC00...0xDFFF).contains(unit) {
                throw error(position, .loneSurrogate("\\u\(String(unit, radix: 16, uppercase: true)) without a leading high surrogate"))
            }
            guard (0xD800...0xDBFF).contains(unit) else { return position + 6 }
            guard byte(position + 6) == UInt8(ascii: "\\"), byte(position + 7) == UInt8(ascii: "u") else {
                throw error(position, .loneSurrogate("\\u\(String(unit, radix: 16, uppercase: true)) not followed by a low surrogate"))
            }
            let low = try hexQuad(at: position + 8)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error(position, .loneSurrogate("\\u\(String(unit, radix: 16, uppercase: true)) followed by \\u\(String(low, radix: 16, uppercase: true))"))
            }
            return position + 12
        default:
            if position + 1 >= source.count { throw error(position + 1, .unexpectedEnd(expected: "an escape character")) }
            throw error(position, .invalidEscape("'\\' followed by \(JSONParseError.describe(byte(position + 1)))"))
        }
    }

    /// Reads four hex digits at `position`.
    private func hexQuad(at position: Int) throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = JSONTapeParser.hexValue(byte(position + offset)) else {
                if position + offset >= source.count { throw error(position + offset, .unexpectedEnd(expected: "four hex digits")) }
                throw error(position + offset, .invalidEscape("\\u needs four hex digits"))
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The value of a hex digit, or nil.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Validates the multi-byte UTF-8 sequence whose lead byte is at `position`
    /// (rejecting overlong forms, surrogates and code points above U+10FFFF);
    /// returns the position after it. The zero sentinel fails every continuation check.
    private func validateUTF8Sequence(_ position: Int) throws(JSONParseError) -> Int {
        let lead = byte(position)
        let secondRange: ClosedRange<UInt8>
        let length: Int
        switch lead {
        case 0xC2...0xDF: secondRange = 0x80...0xBF; length = 2
        case 0xE0: secondRange = 0xA0...0xBF; length = 3
        case 0xE1...0xEC, 0xEE...0xEF: secondRange = 0x80...0xBF; length = 3
        case 0xED: secondRange = 0x80...0x9F; length = 3
        case 0xF0: secondRange = 0x90...0xBF; length = 4
        case 0xF1...0xF3: secondRange = 0x80...0xBF; length = 4
        case 0xF4: secondRange = 0x80...0x8F; length = 4
        default: throw error(position, .invalidUTF8)
        }
        guard secondRange.contains(byte(position + 1)) else { throw error(position, .invalidUTF8) }
        var offset = 2
        while offset < length {
            guard (0x80...0xBF).contains(byte(position + offset)) else { throw error(position, .invalidUTF8) }
            offset += 1
        }
        return position + length
    }
}
