/// What a `null` in the JSON does to a field (the mapping's `null` option).
public enum NullPolicy: String, Hashable, Sendable {
    /// Sets the field to nil (the default for optional fields).
    case clear
    /// Leaves the field as it was.
    case keep
    /// Sets the field to its default value.
    case useDefault
    /// Records an issue (the default for required fields).
    case reject
}

extension FieldRead {
    /// Applies what was read to a builder's slot, by the absent and null rules:
    ///
    /// - a value replaces the slot;
    /// - absent on insert sets `defaultValue` (when there is one); absent on update keeps the slot;
    /// - null follows `null`: clear, keep, use the default, or record an issue at `keyPath`;
    /// - invalid leaves the slot alone (its issue is already recorded).
    ///
    /// A required field left empty is reported by the builder's `build()`, not here.
    /// `keyPath` is only evaluated when an issue is recorded.
    @inlinable
    public func assign(to slot: inout Value?, null: NullPolicy, defaultValue: Value? = nil, isUpdate: Bool,
                       keyPath: @autoclosure () -> JSONKeyPath, expected: String, issues: inout ParseIssueCollector) {
        switch self {
        case .value(let value):
            slot = value
        case .absent:
            if !isUpdate, let defaultValue { slot = defaultValue }
        case .null:
            switch null {
            case .clear: slot = nil
            case .keep: break
            case .useDefault: slot = defaultValue
            case .reject:
                issues.record(ParseIssue(keyPath: keyPath(), expected: expected, found: "null",
                                         message: "expected \(expected), found null (the field is required)"))
            }
        case .invalid:
            break
        }
    }
}

extension ParseIssue {
    /// The issue for an identity the JSON lacks or holds as null (`found`: "nothing" or "null").
    public static func missingIdentity(_ name: String, at keyPath: JSONKeyPath, expected: String, found: String) -> ParseIssue {
        ParseIssue(keyPath: keyPath, expected: expected, found: found, message: "missing identity '\(name)' (expected \(expected))")
    }

    /// The issue for a required field that is still empty when a value is built.
    public static func missingRequired(_ field: String, at keyPath: JSONKeyPath, expected: String) -> ParseIssue {
        ParseIssue(keyPath: keyPath, expected: expected, found: "nothing",
                   message: "missing required field '\(field)' (expected \(expected))")
    }
}
