import Foundation

extension Box where Value: FixedWidthInteger & Sendable {
    /// An integer in `Value`'s range, all 64 bits exact (never through `Double`).
    /// Lenient also takes a number with a zero fraction (`5.0`, `1e2`) and a numeric
    /// string (`"5"`). Out of range is a failure, never a trap. Inlinable, so that the
    /// conversion is specialized for `Value` where the box is made.
    @inlinable
    public static var int: Box<Value> {
        let expected = "integer in \(Value.self) range"
        return Box(expected: expected, export: { .integer($0) }, tapeRead: .integer) { value, mode in
            guard value.kind == .number || (mode == .lenient && value.kind == .string) else {
                return .failure(BoxFailure(expected: expected, value: value))
            }
            guard let number = mode == .lenient ? NumericText.number(from: value) : value else {
                return .failure(BoxFailure(expected: expected, value: value))
            }
            switch number.numberForm {
            case .integer:
                if let exact = number.int64.flatMap({ Value(exactly: $0) }) { return .success(exact) }
                return .failure(BoxFailure(expected: expected, value: value, detail: "out of range"))
            case .unsignedInteger:
                if let exact = number.uint64.flatMap({ Value(exactly: $0) }) { return .success(exact) }
                return .failure(BoxFailure(expected: expected, value: value, detail: "out of range"))
            case .floatingPoint where mode == .lenient:
                guard let double = number.double else { return .failure(BoxFailure(expected: expected, value: value)) }
                if let exact = Value(exactly: double) { return .success(exact) }
                // Int64(double) truncates; it is only called where it cannot overflow.
                let hasFraction = double.isFinite && double.magnitude < 9.2e18 && Double(Int64(double)) != double
                return .failure(BoxFailure(expected: expected, value: value, detail: hasFraction ? "has a fraction" : "out of range"))
            case .text:
                return .failure(BoxFailure(expected: expected, value: value, detail: "out of range"))
            default:
                return .failure(BoxFailure(expected: expected, value: value))
            }
        }
    }
}

extension Box where Value == Double {
    /// A finite number; lenient also takes a numeric string. Beyond `Double`'s range is a failure.
    public static var double: Box<Double> {
        Box(expected: "number", export: { .double($0) }, tapeRead: .double) { value, mode in
            floatingPoint(value, mode: mode, expected: "number") { $0 }
        }
    }
}

extension Box where Value == Float {
    /// A number within `Float`'s range; lenient also takes a numeric string.
    public static var float: Box<Float> {
        Box(expected: "number in Float range", export: { .float($0) }) { value, mode in
            floatingPoint(value, mode: mode, expected: "number in Float range") { double in
                let single = Float(double)
                return single.isFinite ? single : nil
            }
        }
    }
}

/// Shared body of the `double` and `float` boxes.
private func floatingPoint<T>(_ value: JSONValue, mode: CoercionMode, expected: String, narrow: (Double) -> T?) -> Result<T, BoxFailure> {
    guard value.kind == .number || (mode == .lenient && value.kind == .string),
          let number = mode == .lenient ? NumericText.number(from: value) : value,
          let double = number.double else {
        return .failure(BoxFailure(expected: expected, value: value))
    }
    guard double.isFinite, let narrowed = narrow(double) else {
        return .failure(BoxFailure(expected: expected, value: value, detail: "out of range"))
    }
    return .success(narrowed)
}

extension Box where Value == Decimal {
    /// A number with its exact digits kept (`0.1` stays one tenth); lenient also takes a numeric string.
    public static var decimal: Box<Decimal> {
        Box(expected: "decimal number", export: { .decimal($0) }) { value, mode in
            guard value.kind == .number || (mode == .lenient && value.kind == .string),
                  let number = mode == .lenient ? NumericText.number(from: value) : value,
                  let text = number.numberText else {
                return .failure(BoxFailure(expected: "decimal number", value: value))
            }
            guard let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), !decimal.isNaN else {
                return .failure(BoxFailure(expected: "decimal number", value: value, detail: "out of range"))
            }
            return .success(decimal)
        }
    }
}

extension Box where Value == Bool {
    /// `true` or `false`. Lenient also takes the numbers 0 and 1 and the strings
    /// "true", "false", "yes", "no", "1", "0" in any case. A number is never a Bool in strict mode.
    public static var bool: Box<Bool> {
        Box(expected: "Bool", export: { .bool($0) }, tapeRead: .bool) { value, mode in
            if let flag = value.bool { return .success(flag) }
            guard mode == .lenient else { return .failure(BoxFailure(expected: "Bool", value: value)) }
            if value.numberForm == .integer, let number = value.int64, number == 0 || number == 1 {
                return .success(number == 1)
            }
            switch value.string?.lowercased() {
            case "true", "yes", "1": return .success(true)
            case "false", "no", "0": return .success(false)
            default: return .failure(BoxFailure(expected: "Bool", value: value))
            }
        }
    }
}

/// Reading numbers out of strings for lenient boxes, with the JSON number grammar
/// (the reader itself parses the text, so there is one grammar in the project).
@usableFromInline
enum NumericText {
    /// `value` itself when it is a number; the number a string holds (`"5"`, `"-1.5e3"`); else nil.
    @usableFromInline
    static func number(from value: JSONValue) -> JSONValue? {
        if value.kind == .number { return value }
        guard let text = value.string, !text.isEmpty, text.utf8.count <= 400,
              let first = text.utf8.first, first == UInt8(ascii: "-") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")),
              let parsed = try? JSONReader(maxDepth: 1).read(text), parsed.kind == .number else {
            return nil
        }
        return parsed
    }
}
