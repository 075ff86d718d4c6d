extension JSONTapeParser {
    /// Parses the number starting at `position` (a `-` or a digit) and records it as an
    /// exact integer, a `Double`, or, when neither holds it, its text.
    mutating func parseNumber(_ position: Int) throws(JSONParseError) -> Int {
        var cursor = position
        let negative = byte(cursor) == UInt8(ascii: "-")
        if negative { cursor += 1 }

        var mantissa: UInt64 = 0
        var mantissaOverflowed = false
        let first = byte(cursor)
        if first == UInt8(ascii: "0") {
            cursor += 1
        } else if Self.isDigit(first) {
            while Self.isDigit(byte(cursor)) {
                accumulate(byte(cursor), into: &mantissa, overflowed: &mantissaOverflowed)
                cursor += 1
            }
        } else {
            throw numberError(cursor, "expected a digit")
        }

        var isInteger = true
        var decimalExponent = 0
        if byte(cursor) == UInt8(ascii: ".") {
            isInteger = false
            cursor += 1
            guard Self.isDigit(byte(cursor)) else { throw numberError(cursor, "expected a digit after '.'") }
            while Self.isDigit(byte(cursor)) {
                accumulate(byte(cursor), into: &mantissa, overflowed: &mantissaOverflowed)
                if !mantissaOverflowed { decimalExponent -= 1 }
                cursor += 1
            }
        }
        if byte(cursor) | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            cursor += 1
            var exponentNegative = false
            if byte(cursor) == UInt8(ascii: "+") || byte(cursor) == UInt8(ascii: "-") {
                exponentNegative = byte(cursor) == UInt8(ascii: "-")
                cursor += 1
            }
            guard Self.isDigit(byte(cursor)) else { throw numberError(cursor, "expected a digit in the exponent") }
            var exponent = 0
            while Self.isDigit(byte(cursor)) {
                exponent = min(exponent * 10 + Int(byte(cursor) - UInt8(ascii: "0")), 1_000_000)
                cursor += 1
            }
            decimalExponent += exponentNegative ? -exponent : exponent
        }

        let head = position
        if isInteger && !mantissaOverflowed {
            if negative {
                if mantissa <= UInt64(Int64.max) + 1 {
                    tape.append(JSONTape.head(.int, offset: head), 0 &- mantissa)
                    return cursor
                }
            } else if mantissa <= UInt64(Int64.max) {
                tape.append(JSONTape.head(.int, offset: head), mantissa)
                return cursor
            } else {
                tape.append(JSONTape.head(.uint, offset: head), mantissa)
                return cursor
            }
        } else if !isInteger, let value = fastDouble(mantissa: mantissa, overflowed: mantissaOverflowed, exponent: decimalExponent) {
            tape.append(JSONTape.head(.double, offset: head), (negative ? -value : value).bitPattern)
            return cursor
        } else if !isInteger, let value = Self.correctlyRoundedDouble(source[position..<cursor]), value.isFinite,
                  value != 0 || mantissa == 0 && !mantissaOverflowed {
            tape.append(JSONTape.head(.double, offset: head), value.bitPattern)
            return cursor
        }
        tape.append(JSONTape.head(.bigNumber, offset: head), UInt64(cursor - position))
        return cursor
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// Adds a decimal digit to `mantissa`, noting when it no longer fits.
    @inline(__always)
    private func accumulate(_ digit: UInt8, into mantissa: inout UInt64, overflowed: inout Bool) {
        guard !overflowed else { return }
        let (times10, overflow1) = mantissa.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit - UInt8(ascii: "0")))
        if overflow1 || overflow2 { overflowed = true } else { mantissa = sum }
    }

    /// Clinger's fast path: exact when the mantissa fits in 53 bits and the power of
    /// ten is itself exact, because then one rounding produces the result.
    @inline(__always)
    private func fastDouble(mantissa: UInt64, overflowed: Bool, exponent: Int) -> Double? {
        guard !overflowed, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 else { return nil }
        let value = Double(mantissa)
        return exponent < 0 ? value / Self.powersOfTen[-exponent] : value * Self.powersOfTen[exponent]
    }

    /// 10⁰ through 10²², each exactly representable as a `Double`.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The correctly rounded `Double` for number text (the standard library's parser).
    static func correctlyRoundedDouble(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
        Double(String(decoding: UnsafeBufferPointer(rebasing: text), as: UTF8.self))
    }

    private func numberError(_ position: Int, _ detail: String) -> JSONParseError {
        position >= source.count ? error(position, .unexpectedEnd(expected: "a digit")) : error(position, .invalidNumber(detail))
    }
}
