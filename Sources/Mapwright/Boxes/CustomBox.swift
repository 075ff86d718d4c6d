/// A box you write yourself: a value transformer generated code calls for a field whose
/// schema names it (`"box": "custom:ColorKit.HexColor"`), exactly as it calls the
/// built-in boxes. Its `Value` is one of the attribute value types (String, the integers,
/// Double, Bool, Decimal, Date, URL, UUID, Data, JSONValue, a generated enum), so the
/// stores, snapshots, queries and migrations keep it as they keep any attribute.
///
/// The generated tests use `validSample` (and `rejectedSample`, when you give one) as
/// the JSON of the field, so keep them true to your box:
///
/// ```swift
/// import Mapwright
///
/// /// A colour written `"#rrggbb"`, kept as the Int `0xrrggbb`.
/// public enum HexColor: Mapwright.CustomBox {
///     public static let expected = "a colour as \"#rrggbb\""
///     public static let validSample = Mapwright.CustomBoxSample(json: ##""#ff8800""##, value: 0xFF8800)
///     public static let rejectedSample: String? = #""orange""#
///
///     public static func unbox(_ json: Mapwright.JSONValue, mode: Mapwright.CoercionMode) -> Result<Int, Mapwright.BoxFailure> {
///         guard let text = json.string, text.count == 7, text.first == "#",
///               let number = Int(text.dropFirst(), radix: 16) else {
///             return .failure(Mapwright.BoxFailure(expected: expected, value: json))
///         }
///         return .success(number)
///     }
///
///     public static func export(_ value: Int) -> Mapwright.JSONOutput {
///         let digits = String(value, radix: 16)
///         return .string("#" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits)
///     }
/// }
/// ```
///
/// Generated code fixes `Value` to the attribute's type
/// (`Mapwright.JSONField<Swift.Int>(…, box: .custom(ColorKit.HexColor.self), …)`): a box
/// whose `Value` is another type does not compile: the compiler says "static method
/// 'custom' requires the types 'Int' and 'String' be equivalent" at the
/// `.custom(ColorKit.HexColor.self)` of the generated mapping.
///
/// The box's metatype is sendable (`SendableMetatype`): generated boxes are shared
/// across tasks, and a caseless enum like the one above is.
public protocol CustomBox: SendableMetatype {
    /// The Swift value the box makes: the attribute's type (its element type for an array).
    associatedtype Value: Sendable

    /// What the box accepts, for messages: `a colour as "#rrggbb"`.
    static var expected: String { get }

    /// The value `json` stands for, or why it is not one. `mode` is the field's
    /// `coerce` setting: be forgiving in `.lenient` if your format has variants.
    /// Never trap: a value you cannot read is a `BoxFailure`.
    static func unbox(_ json: JSONValue, mode: CoercionMode) -> Result<Value, BoxFailure>

    /// The JSON `unbox` reads back as `value`: what export writes for the field.
    static func export(_ value: Value) -> JSONOutput

    /// A JSON text the box accepts, with the value it must give: the field's sample in
    /// the generated tests, which check the value and the export round trip.
    static var validSample: CustomBoxSample<Value> { get }

    /// A JSON text the box must reject (the generated tests check that it is), or nil.
    static var rejectedSample: String? { get }
}

extension CustomBox {
    /// No rejected sample unless the box gives one.
    public static var rejectedSample: String? { nil }
}

/// A JSON text a custom box accepts and the value it gives for it.
public struct CustomBoxSample<Value: Sendable>: Sendable {
    /// The JSON text, e.g. `"#ff8800"` with its quotes.
    public let json: String
    /// The value the box must give for `json`.
    public let value: Value

    /// A sample: `json` must give `value`.
    public init(json: String, value: Value) {
        self.json = json
        self.value = value
    }
}

extension Box {
    /// The box `box` implements: what generated code stores for a `custom:` field.
    /// `Value` must be the box's own value type.
    public static func custom<Custom: CustomBox>(_ box: Custom.Type) -> Box<Value> where Custom.Value == Value {
        Box(expected: Custom.expected, export: { Custom.export($0) }) { json, mode in Custom.unbox(json, mode: mode) }
    }
}
