/// A relationship a parser reads through an injected child parser, checked with the
/// suite's stub, as a case of a generated parser suite's parameterized test: the field,
/// its key, where the harness keeps the stub, and (for ``Rule/usesStub``) how to tell that
/// the record holds the stub's answer. ``ParserTestHarness/outcome(of:sample:)`` runs it.
@_spi(Generated)
public struct ChildCheck<Harness: ParserTestHarness>: Sendable, CustomStringConvertible {
    /// The rule a case checks.
    public enum Rule: Sendable {
        /// The field holds what the stub returned; the stub was asked once, with the
        /// JSON at the key (its first element, for a list) and the parser's context.
        case usesStub
        /// The stub runs under the import options' relationship operations, and the
        /// context's operations are restored after the parse.
        case runsUnderRelationshipOperations
    }

    /// The rule the case checks.
    public let rule: Rule
    /// The field's name, as its property is named.
    public let name: String
    /// Where the mapping reads the field in a document.
    public let key: JSONKeyPath
    /// The harness's stub for the field.
    let stub: @Sendable (Harness) -> any StubCallRecording
    /// Whether the record holds the stub's answer, when the rule asks.
    let holdsAnswer: (@Sendable (Harness.Record, Harness) -> Bool)?

    /// The case of the field `name`, read at `key` by the harness's stub `stub`;
    /// `holdsAnswer` tells whether a record holds what the stub returned.
    public init(
        _ rule: Rule, _ name: String, at key: JSONKeyPath, stub: @escaping @Sendable (Harness) -> any StubCallRecording,
        holdsAnswer: (@Sendable (Harness.Record, Harness) -> Bool)? = nil
    ) {
        self.rule = rule
        self.name = name
        self.key = key
        self.stub = stub
        self.holdsAnswer = holdsAnswer
    }

    /// What must hold: `author: assigned from the injected stub, given author`.
    public var expectation: String {
        switch rule {
        case .usesStub: "assigned from the injected stub, given \(key)"
        case .runsUnderRelationshipOperations: "the child parser runs under the relationships' import operations"
        }
    }

    /// The case as a test shows it: the field, then what must hold.
    public var description: String { "\(name): \(expectation)" }
}

@_spi(Generated)
extension ParserTestHarness {
    /// Runs `check` on a new harness, parsing `sample`, and tells whether its rule held.
    public static func outcome(of check: ChildCheck<Self>, sample: String) throws -> CheckOutcome {
        let harness = try Self()
        switch check.rule {
        case .usesStub:
            let record = try harness.parse(sample)
            let calls = check.stub(harness).calls
            if let holdsAnswer = check.holdsAnswer, !holdsAnswer(record, harness) {
                return CheckOutcome(false, check, found: "\(check.name) must hold what the stub returned")
            }
            guard calls.count == 1 else {
                return CheckOutcome(false, check, found: "the stub must be asked exactly once, not \(calls.count) times")
            }
            var element = try JSONValue(parsing: sample)[check.key]
            if let list = element?.array { element = list.first }
            guard calls[0].json == element else {
                return CheckOutcome(false, check, found: "the stub must get the JSON at \(check.key), not \(calls[0].json)")
            }
            return CheckOutcome(
                calls[0].context == ObjectIdentifier(harness.context), check, found: "the stub must get the parser's context")
        case .runsUnderRelationshipOperations:
            _ = try harness.parse(sample, options: ImportOptions(records: .all, relationships: [.insert, .update]))
            let operations = check.stub(harness).calls.first?.operations
            guard operations == [.insert, .update] else {
                let found = operations.map { String(describing: $0) } ?? "no call"
                return CheckOutcome(
                    false, check, found: "the nested \(check.name) must be parsed under options.relationships, not \(found)")
            }
            return CheckOutcome(
                harness.context.importOperations == .all, check, found: "the operations must be restored after the parse")
        }
    }
}
