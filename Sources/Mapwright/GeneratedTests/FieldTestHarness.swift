/// What a generated test suite parses a sample document with, field by field: a way to
/// make a record of JSON, new for each case. A parser suite's harness (a
/// ``ParserTestHarness``) parses into a store; a value mapping's builds the value. The
/// ways to parse a document's text (whole, with a key replaced or removed, with a
/// ``FieldCase``'s JSON) and the check of a ``FieldCheck`` come from here.
@_spi(Generated)
public protocol FieldTestHarness {
    /// What the harness makes of a document.
    associatedtype Record: Equatable

    /// A harness for one case (for a parser: a new store and context).
    init() throws

    /// The record made of `json`.
    func parse(_ json: JSONValue) throws -> Record

    /// How many records the harness has stored: nil when it stores none (a value
    /// mapping's builder).
    func storedCount() throws -> Int?
}

@_spi(Generated)
extension FieldTestHarness {
    /// Stores nothing.
    public func storedCount() throws -> Int? { nil }

    /// The record made of the document `text`.
    public func parse(_ text: String) throws -> Record {
        try parse(JSONValue(parsing: text))
    }

    /// The record made of `text` with the value at `keyPath` replaced by the JSON
    /// `replacement`.
    public func parse(_ text: String, replacing keyPath: JSONKeyPath, with replacement: String) throws -> Record {
        try parse(JSONValue(parsing: text).replacing(keyPath, with: JSONValue(parsing: replacement)))
    }

    /// The record made of `text` without the value at `keyPath`.
    public func parse(_ text: String, removing keyPath: JSONKeyPath) throws -> Record {
        try parse(JSONValue(parsing: text).removing(keyPath))
    }

    /// The record made of `text` with `field`'s JSON at its key (its key removed when the
    /// case has no JSON).
    public func parse(_ text: String, with field: FieldCase<Record>) throws -> Record {
        guard let json = field.json else { return try parse(text, removing: field.key) }
        return try parse(text, replacing: field.key, with: json)
    }

    /// Runs `check` on a new harness: parses `sample` (and, for what an update does,
    /// then `changed` or `identityOnly` over it) as its rule says, and tells whether the
    /// rule held. A parse that fails other than as the rule expects throws.
    public static func outcome(
        of check: FieldCheck<Record>, sample: String, changed: String? = nil, identityOnly: String? = nil
    ) throws -> CheckOutcome {
        let field = check.field
        let harness = try Self()
        switch check.rule {
        case .required, .wrongType, .strict, .nullRejected, .unknownRejected:
            do {
                let record = try harness.parse(sample, with: field)
                return check.outcome(false, "the parse gave \(field.value(in: record))")
            } catch let error as ParseError {
                return check.outcome(error.hasIssue(at: field.key), "the issue must name \(field.key): \(error)")
            }
        case .filled, .coerced, .defaulted, .unknownFallsBack, .nullOnInsert:
            let record = try check.rule == .filled ? harness.parse(sample) : harness.parse(sample, with: field)
            return check.outcome(try field.holdsExpected(record), "it holds \(field.value(in: record))")
        case .updated:
            guard let changed else { throw ParserCheckFailure(description: "\(check) needs the changed document") }
            _ = try harness.parse(sample)
            let stored = try harness.storedCount()
            let record = try harness.parse(changed)
            guard try harness.storedCount() == stored else { return check.outcome(false, "the update inserted a second record") }
            return check.outcome(try field.holdsExpected(record), "it holds \(field.value(in: record))")
        case .absentKeeps, .nullOnUpdate, .nullKeeps:
            guard let identityOnly else { throw ParserCheckFailure(description: "\(check) needs the identity-only document") }
            let first = try harness.parse(sample)
            let second = try check.rule == .absentKeeps ? harness.parse(identityOnly) : harness.parse(identityOnly, with: field)
            let holds = try check.rule == .nullOnUpdate ? field.holdsExpected(second) : field.sameValue(second, first)
            return check.outcome(holds, "it holds \(field.value(in: second))")
        }
    }
}
