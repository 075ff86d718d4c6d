/// How one field is read from JSON: where (one key path, or several tried in order),
/// through which box, and how strictly. Generated builders keep one per mapped field
/// in a static constant.
///
/// ```swift
/// static let createdDate = JSONField(key: "created_at", box: .iso8601)
/// ```
public struct JSONField<Value: Sendable>: Sendable {
    /// The key paths tried in order; the first one present in the document is used.
    public let keys: [JSONKeyPath]
    /// The value transformer.
    public let box: Box<Value>
    /// Strict or lenient coercion.
    public let mode: CoercionMode
    /// What `null` does (see `NullPolicy`).
    public let null: NullPolicy
    /// The value used when the key is absent on insert (and for `null` with `.useDefault`).
    public let defaultValue: Value?

    /// A field read from `keys` (fallbacks in order).
    public init(keys: [JSONKeyPath], box: Box<Value>, mode: CoercionMode = .lenient,
                null: NullPolicy = .clear, default defaultValue: Value? = nil) {
        self.keys = keys
        self.box = box
        self.mode = mode
        self.null = null
        self.defaultValue = defaultValue
    }

    /// A field read from one key path.
    public init(key: JSONKeyPath, box: Box<Value>, mode: CoercionMode = .lenient,
                null: NullPolicy = .clear, default defaultValue: Value? = nil) {
        self.init(keys: [key], box: box, mode: mode, null: null, default: defaultValue)
    }
}

/// What reading a field found: the absent/null distinction matters because
/// absent keeps a stored value on update while null clears it.
public enum FieldRead<Value> {
    /// None of the field's keys is present.
    case absent
    /// The key is present and `null`.
    case null
    /// The key holds a value the box accepted.
    case value(Value)
    /// The key holds a value the box rejected, or the path crossed a value of the
    /// wrong kind; the issue has been recorded.
    case invalid

    /// The value, when there is one.
    public var value: Value? {
        if case .value(let value) = self { return value }
        return nil
    }
}

extension FieldRead: Sendable where Value: Sendable {}

/// Reads compare by case and value (handy in tests).
extension FieldRead: Equatable where Value: Equatable {}

extension JSONValue {
    /// Reads `field` from this object. Issues are recorded in `issues` under `base`
    /// (the key path of this object in the whole document) followed by the field's key.
    @inlinable
    public func read<Value: Sendable>(_ field: JSONField<Value>, at base: JSONKeyPath = .root,
                            issues: inout ParseIssueCollector) -> FieldRead<Value> {
        for key in field.keys {
            switch lookup(key) {
            case .absent:
                continue
            case .mismatch(let at, let expected, let found):
                issues.record(ParseIssue(keyPath: base.appending(at), expected: expected.description,
                                         found: found.description, location: self[at]?.location))
                return .invalid
            case .found(let value):
                return read(field, found: value, key: key, at: base, issues: &issues)
            }
        }
        return .absent
    }

    /// What `field` reads from `value`, found at its key `key`: null, the box's value, or
    /// invalid with the box's issue recorded under `base` followed by `key`.
    @inlinable
    func read<Value: Sendable>(_ field: JSONField<Value>, found value: JSONValue, key: JSONKeyPath, at base: JSONKeyPath,
                               issues: inout ParseIssueCollector) -> FieldRead<Value> {
        if value.isNull { return .null }
        switch field.box(value, mode: field.mode) {
        case .success(let result):
            return .value(result)
        case .failure(let failure):
            issues.record(failure, at: base.appending(key), value: value)
            return .invalid
        }
    }

    /// Reads `field` and applies the result to a builder's slot following the absent and null rules
    /// (see `FieldRead.assign`): one call per mapped attribute in generated builders.
    @inlinable
    public func assign<Value: Sendable>(_ field: JSONField<Value>, to slot: inout Value?, isUpdate: Bool,
                              at base: JSONKeyPath = .root, issues: inout ParseIssueCollector) {
        if let matches = field.box.matches, let existing = slot, let (value, _) = firstPresent(field.keys),
           matches(value, existing) {
            return  // the slot already holds what the JSON says
        }
        read(field, at: base, issues: &issues).assign(
            to: &slot, null: field.null, defaultValue: field.defaultValue, isUpdate: isUpdate,
            keyPath: base.appending(firstPresent(field.keys)?.keyPath ?? field.keys.first ?? .root),
            expected: field.box.expected, issues: &issues)
    }

    /// The first of `keys` present in this object, with the key path it was found at.
    /// For relationship fields, whose values go to a child parser rather than a box.
    @inlinable
    public func firstPresent(_ keys: [JSONKeyPath]) -> (value: JSONValue, keyPath: JSONKeyPath)? {
        for key in keys {
            if case .found(let value) = lookup(key) { return (value, key) }
        }
        return nil
    }
}
