import Mapwright

/// A colour written as `"#rrggbb"` (or `"#rgb"`) in JSON and kept as the `Int`
/// `0xrrggbb`: the example of a box of your own. The Widgets schema names it for
/// `TextWidget.color` (`"box": "custom:MapwrightExampleWidgetBoxes.HexColor"`), and the generated
/// Widgets code calls it as it calls the built-in boxes.
public enum HexColor: Mapwright.CustomBox {
    /// What the box accepts, for messages.
    public static let expected = "a colour as \"#rrggbb\""

    /// The field's sample in the generated tests.
    public static let validSample = Mapwright.CustomBoxSample(json: ##""#ff8800""##, value: 0xFF8800)

    /// A text that is no colour: the generated tests check that it is rejected.
    public static let rejectedSample: Swift.String? = #""orange""#

    /// `"#ff8800"` → `0xFF8800`; `"#f80"` → `0xFF8800`. Upper- and lower-case digits.
    public static func unbox(_ json: Mapwright.JSONValue, mode: Mapwright.CoercionMode) -> Swift.Result<Swift.Int, Mapwright.BoxFailure> {
        guard let text = json.string, text.first == "#" else {
            return .failure(Mapwright.BoxFailure(expected: expected, value: json))
        }
        let digits = text.dropFirst()
        guard digits.allSatisfy(\.isHexDigit) else {
            return .failure(Mapwright.BoxFailure(expected: expected, value: json, detail: "not hexadecimal"))
        }
        switch digits.count {
        case 6:
            return Swift.Int(digits, radix: 16).map(Swift.Result.success)
                ?? .failure(Mapwright.BoxFailure(expected: expected, value: json))
        case 3:
            // Each digit doubled: "#f80" is "#ff8800".
            let doubled = Swift.String(digits.flatMap { [$0, $0] })
            return Swift.Int(doubled, radix: 16).map(Swift.Result.success)
                ?? .failure(Mapwright.BoxFailure(expected: expected, value: json))
        default:
            return .failure(Mapwright.BoxFailure(expected: expected, value: json, detail: "\(digits.count) digits"))
        }
    }

    /// `0xFF8800` → `"#ff8800"`: six lower-case digits, which `unbox` reads back.
    public static func export(_ value: Swift.Int) -> Mapwright.JSONOutput {
        let digits = Swift.String(value & 0xFFFFFF, radix: 16)
        return .string("#" + Swift.String(repeating: "0", count: 6 - digits.count) + digits)
    }
}
