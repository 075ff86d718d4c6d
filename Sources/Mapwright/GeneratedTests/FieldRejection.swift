/// A value a field's rule rejects, as a case of a generated suite's parameterized test:
/// the field's ``FieldCase`` (what it puts at the key, or the key removed) and the rule
/// that rejects it, both named when the case fails.
@_spi(Generated)
public struct FieldRejection<Record>: Sendable, CustomStringConvertible {
    /// Why the value is rejected.
    public enum Rule: Sendable {
        /// The field is required and its key is absent.
        case required
        /// The value is of the wrong type for the field.
        case wrongType
        /// The field is strict and the value is its lenient form.
        case strict
        /// The field rejects null.
        case nullRejected
        /// The value is not a raw value of the field's enum.
        case unknownRejected
    }

    /// Why the value is rejected.
    public let rule: Rule
    /// The field and the JSON the case puts at its key.
    public let field: FieldCase<Record>

    /// The case of `field` that `rule` rejects.
    public init(_ rule: Rule, _ field: FieldCase<Record>) {
        self.rule = rule
        self.field = field
    }

    /// What must hold: `title is required`, `count must reject null`.
    public var expectation: String {
        switch rule {
        case .required: "\(field.name) is required"
        case .wrongType: "\(field.name) must reject a value of the wrong type"
        case .strict: "\(field.name) is strict"
        case .nullRejected: "\(field.name) must reject null"
        case .unknownRejected: "\(field.name) must reject an unknown raw value"
        }
    }

    /// The case as a test shows it: the field, its key and JSON, then the rule.
    public var description: String { "\(field): \(expectation)" }
}
