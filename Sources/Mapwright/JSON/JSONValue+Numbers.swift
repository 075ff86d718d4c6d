/// How the reader stored a number.
public enum JSONNumberForm: Hashable, Sendable {
    /// Written without fraction or exponent and fits `Int64`.
    case integer
    /// Written without fraction or exponent, above `Int64.max`, fits `UInt64`.
    case unsignedInteger
    /// Written with a fraction or exponent; held as the nearest finite `Double`.
    case floatingPoint
    /// Fits none of the above (huge integers, `1e400`, `1e-400`): kept as text only.
    case text
}

extension JSONValue {
    /// How a number was stored; `nil` for every other kind.
    public var numberForm: JSONNumberForm? {
        switch tag {
        case .int: .integer
        case .uint: .unsignedInteger
        case .double: .floatingPoint
        case .bigNumber: .text
        default: nil
        }
    }

    /// An integer written without fraction or exponent that fits `Int64`; else `nil`.
    public var int64: Int64? {
        tag == .int ? Int64(bitPattern: document.payload(at: index)) : nil
    }

    /// A non-negative integer written without fraction or exponent that fits `UInt64`; else `nil`.
    public var uint64: UInt64? {
        switch tag {
        case .int:
            let value = Int64(bitPattern: document.payload(at: index))
            return value >= 0 ? UInt64(value) : nil
        case .uint:
            return document.payload(at: index)
        default:
            return nil
        }
    }

    /// The nearest `Double` to any number (±infinity or zero when the text is beyond
    /// `Double`'s range; check `numberForm` for `.text`); `nil` for other kinds.
    /// `-0` keeps its sign.
    public var double: Double? {
        switch tag {
        case .int:
            let value = Int64(bitPattern: document.payload(at: index))
            if value == 0, document.bytes[document.offset(at: index)] == UInt8(ascii: "-") { return -0.0 }
            return Double(value)
        case .uint:
            return Double(document.payload(at: index))
        case .double:
            return Double(bitPattern: document.payload(at: index))
        case .bigNumber:
            let start = document.offset(at: index)
            return JSONTapeParser.correctlyRoundedDouble(document.bytes[start..<start + Int(document.payload(at: index))])
        default:
            return nil
        }
    }

    /// The exact text of a number as written in the source (`"1.50"`, `"1e400"`); `nil` for other kinds.
    public var numberText: String? {
        kind == .number ? sourceText : nil
    }
}
