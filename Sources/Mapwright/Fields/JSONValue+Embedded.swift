extension JSONValue {
    /// Reads an embedded value (a value type held by its parent) through `build`,
    /// typically a nested mapping's builder; its issues are recorded under the key's path.
    public func readEmbedded<Child>(_ keys: [JSONKeyPath], at base: JSONKeyPath = .root,
                                    issues: inout ParseIssueCollector,
                                    _ build: (JSONValue) throws(ParseError) -> Child) -> FieldRead<Child> {
        // `readChild` rethrows only errors other than `ParseError`, which `build` cannot throw.
        (try? readChild(keys, at: base, issues: &issues, build)) ?? .invalid
    }

    /// Reads an array of embedded values, each through `build`; element issues are
    /// recorded under `key.N`, and a value that is not an array is an issue (both
    /// warnings instead under a `tolerance`, see `readChildren`).
    public func readEmbeddedArray<Child>(_ keys: [JSONKeyPath], at base: JSONKeyPath = .root,
                                         tolerance: ArrayTolerance = .strict,
                                         issues: inout ParseIssueCollector,
                                         _ build: (JSONValue) throws(ParseError) -> Child) -> FieldRead<[Child]> {
        (try? readChildren(keys, at: base, tolerance: tolerance, issues: &issues, build)) ?? .invalid
    }

    /// Reads an identity attribute: absent or `null` is the issue "missing identity".
    @inlinable
    public func readIdentity<Value: Sendable>(_ field: JSONField<Value>, name: String, at base: JSONKeyPath = .root,
                                              issues: inout ParseIssueCollector) -> Value? {
        read(field, at: base, issues: &issues)
            .identity(name, at: base.appending(field.keys.first ?? .root), expected: field.box.expected, issues: &issues)
    }
}

extension FieldRead {
    /// What an identity read found: the value, or nil. Absent (none of the keys present) or
    /// `null` records the issue "missing identity" at `keyPath`; an invalid value's issue
    /// is recorded already.
    @inlinable
    public func identity(_ name: String, at keyPath: @autoclosure () -> JSONKeyPath, expected: String,
                         issues: inout ParseIssueCollector) -> Value? {
        switch self {
        case .value(let value):
            return value
        case .absent:
            issues.record(.missingIdentity(name, at: keyPath(), expected: expected, found: "nothing"))
            return nil
        case .null:
            issues.record(.missingIdentity(name, at: keyPath(), expected: expected, found: "null"))
            return nil
        case .invalid:
            return nil
        }
    }
}

extension FieldRead where Value: RangeReplaceableCollection, Value.Element: Equatable {
    /// Like `assign`, but a value is appended to what the slot holds (members already
    /// there are not repeated): the `append` merge policy of to-many relationships.
    public func merge(to slot: inout Value?, null: NullPolicy, defaultValue: Value? = nil, isUpdate: Bool,
                      keyPath: @autoclosure () -> JSONKeyPath, expected: String, issues: inout ParseIssueCollector) {
        guard case .value(let added) = self else {
            assign(to: &slot, null: null, defaultValue: defaultValue, isUpdate: isUpdate, keyPath: keyPath(), expected: expected, issues: &issues)
            return
        }
        var merged = slot ?? Value()
        for element in added where !merged.contains(element) { merged.append(element) }
        slot = merged
    }
}

extension ParseIssueCollector {
    /// Records that the required field `field` is unset, unless an error at that key path,
    /// inside it, or at a record holding it already explains why (a wrong type, a
    /// rejected null, a bad child, a record that is not an object).
    public mutating func recordMissing(_ field: String, at keyPath: JSONKeyPath, expected: String) {
        let explained = issues.contains { issue in
            issue.severity == .error
                && (issue.keyPath.segments.starts(with: keyPath.segments) || keyPath.segments.starts(with: issue.keyPath.segments))
        }
        guard !explained else { return }
        record(.missingRequired(field, at: keyPath, expected: expected))
    }
}

extension JSONValue {
    /// Parses every element of this array with `parse`, in order. Issues of all elements
    /// are collected (nested under each index) and thrown together after the last one;
    /// other errors stop at once. Not an array: a `ParseError`.
    public func parseEach<Record>(_ parse: (JSONValue) throws -> Record) throws -> [Record] {
        guard let elements = array else {
            throw ParseError(ParseIssue(keyPath: .root, expected: "array", found: issueDescription, location: location))
        }
        var records: [Record] = []
        records.reserveCapacity(elements.count)
        var issues = ParseIssueCollector()
        for (position, element) in elements.enumerated() {
            if let record = try issues.parsingElement(at: position, { try parse(element) }) { records.append(record) }
        }
        try issues.throwIfErrors()
        return records
    }

    /// The value at `root` of a whole response; a missing root is a `ParseError`.
    public func responseBody(at root: JSONKeyPath) throws(ParseError) -> JSONValue {
        switch lookup(root) {
        case .found(let body):
            return body
        case .absent:
            throw ParseError(ParseIssue(keyPath: root, expected: "object or array", found: "nothing"))
        case .mismatch(let at, let expected, let found):
            throw ParseError(ParseIssue(keyPath: at, expected: expected.description, found: found.description))
        }
    }
}
