extension JSONValue {
    /// Reads a relationship's JSON through `parse` (a child parser or a nested builder):
    /// the first of `keys` present is handed over; issues the child reports are recorded
    /// under that key's path. Absent and `null` are returned as such, for
    /// `FieldRead.assign` to apply the mapping's policy.
    @inlinable
    public func readChild<Child>(_ keys: [JSONKeyPath], at base: JSONKeyPath = .root,
                                 issues: inout ParseIssueCollector,
                                 _ parse: (JSONValue) throws -> Child) throws -> FieldRead<Child> {
        try Self.readChild(firstPresent(keys), at: base, issues: &issues, parse)
    }

    /// ``readChild(_:at:issues:_:)`` of the value `found` at its key path (nil: absent).
    @inlinable
    static func readChild<Child>(_ found: (value: JSONValue, keyPath: JSONKeyPath)?, at base: JSONKeyPath,
                                 issues: inout ParseIssueCollector,
                                 _ parse: (JSONValue) throws -> Child) throws -> FieldRead<Child> {
        guard let (value, keyPath) = found else { return .absent }
        if value.isNull { return .null }
        do {
            return .value(try parse(value))
        } catch let error as ParseError {
            issues.absorb(error.issues, under: base.appending(keyPath))
            return .invalid
        }
    }

    /// Reads a to-many relationship's JSON array, each element through `parse`. Element
    /// issues are recorded under `key.N`; a value that is not an array is an issue.
    /// Elements that fail are left out and the read is `.invalid` when any failed.
    /// A `tolerance` turns a non-array into `.absent` and failed elements into skipped
    /// ones, each with a warning instead of an error.
    @inlinable
    public func readChildren<Child>(_ keys: [JSONKeyPath], at base: JSONKeyPath = .root,
                                    tolerance: ArrayTolerance = .strict,
                                    issues: inout ParseIssueCollector,
                                    _ parse: (JSONValue) throws -> Child) throws -> FieldRead<[Child]> {
        try Self.readChildren(firstPresent(keys), at: base, tolerance: tolerance, issues: &issues, parse)
    }

    /// ``readChildren(_:at:tolerance:issues:_:)`` of the value `found` at its key path (nil: absent).
    @inlinable
    static func readChildren<Child>(_ found: (value: JSONValue, keyPath: JSONKeyPath)?, at base: JSONKeyPath,
                                    tolerance: ArrayTolerance, issues: inout ParseIssueCollector,
                                    _ parse: (JSONValue) throws -> Child) throws -> FieldRead<[Child]> {
        guard let (value, keyPath) = found else { return .absent }
        if value.isNull { return .null }
        guard let elements = value.array else {
            let issue = ParseIssue(keyPath: base.appending(keyPath), expected: "array", found: value.issueDescription, location: value.location)
            guard tolerance.treatsNonArrayAsAbsent else {
                issues.record(issue)
                return .invalid
            }
            issues.record(issue.downgraded("treated as absent"))
            return .absent
        }
        var children: [Child] = []
        children.reserveCapacity(elements.count)
        var failed = false
        for (position, element) in elements.enumerated() {
            do {
                children.append(try parse(element))
            } catch let error as ParseError {
                // Built only on failure: most reads never need a key path.
                let elementPath = base.appending(keyPath).appending(.index(position))
                if tolerance.skipsInvalidElements {
                    issues.absorb(error.errors.map { $0.downgraded("element skipped") }, under: elementPath)
                } else {
                    issues.absorb(error.issues, under: elementPath)
                    failed = true
                }
            }
        }
        return failed ? .invalid : .value(children)
    }
}

extension ParseIssueCollector {
    /// Records that the value at `keyPath` should be an object and is not.
    public mutating func requireObject(_ json: JSONValue, at keyPath: JSONKeyPath) -> Bool {
        guard json.kind != .object else { return true }
        record(ParseIssue(keyPath: keyPath, expected: "object", found: json.issueDescription, location: json.location))
        return false
    }
}
