/// What one field's rule says about one value, as a case of a generated suite's
/// parameterized test: the field's ``FieldCase`` (what it puts at the key, or the key
/// removed, and the value it expects) and the rule, both named when the case fails.
/// ``FieldTestHarness/outcome(of:sample:changed:identityOnly:)`` runs it.
@_spi(Generated)
public struct FieldCheck<Record>: Sendable, CustomStringConvertible {
    /// The rule a case checks.
    public enum Rule: Sendable {
        /// The field is required: its key absent is rejected.
        case required
        /// A value of the wrong type for the field is rejected.
        case wrongType
        /// The field is strict: its lenient form is rejected.
        case strict
        /// The field rejects null.
        case nullRejected
        /// A raw value the field's enum does not know is rejected.
        case unknownRejected
        /// The field is filled from its key in the sample.
        case filled
        /// The field is lenient: its lenient form is coerced.
        case coerced
        /// The field takes its default when its key is absent on insert.
        case defaulted
        /// A raw value the field's enum does not know becomes its unknown case.
        case unknownFallsBack
        /// Null at the field's key gives it its null value on insert.
        case nullOnInsert
        /// The field takes the changed document's value when the record is updated.
        case updated
        /// The field keeps its stored value when its key is absent on update.
        case absentKeeps
        /// Null at the field's key on update clears it or restores its default.
        case nullOnUpdate
        /// Null at the field's key on update keeps its stored value.
        case nullKeeps
    }

    /// The rule the case checks.
    public let rule: Rule
    /// The field, the JSON the case puts at its key and the value it expects.
    public let field: FieldCase<Record>

    /// The case of `field` under `rule`.
    public init(_ rule: Rule, _ field: FieldCase<Record>) {
        self.rule = rule
        self.field = field
    }

    /// What must hold: `title is required`, `count must reject null`.
    public var expectation: String {
        let name = field.name
        return switch rule {
        case .required: "\(name) is required"
        case .wrongType: "\(name) must reject a value of the wrong type"
        case .strict: "\(name) is strict"
        case .nullRejected: "\(name) must reject null"
        case .unknownRejected: "\(name) must reject an unknown raw value"
        case .filled: "\(name) must come from \(field.key)"
        case .coerced: "\(name) must coerce the lenient form at \(field.key)"
        case .defaulted: "\(name) must take its default when \(field.key) is absent"
        case .unknownFallsBack: "\(name) must fall back to its unknown case"
        case .nullOnInsert: "null at \(field.key) must give \(name) its null value"
        case .updated: "\(name) must be updated"
        case .absentKeeps: "\(name) must keep its value when \(field.key) is absent"
        case .nullOnUpdate: "null at \(field.key) must set \(name) on update"
        case .nullKeeps: "null at \(field.key) must keep \(name) on update"
        }
    }

    /// The case as a test shows it: the field, its key and JSON, then the rule.
    public var description: String { "\(field): \(expectation)" }

    /// The outcome `holds`, with `found` said when it did not hold.
    func outcome(_ holds: Bool, _ found: @autoclosure () -> String) -> CheckOutcome {
        CheckOutcome(holds, self, found: found())
    }
}
