import Mapwright

/// What `mapwright try` found running one mapping (or feed) on one payload: the records
/// the generated parser would write, in the model's shape, the links it would make,
/// and every issue with its key path and position.
public struct TryReport: Sendable {
    /// What was run.
    public enum Kind: Hashable, Sendable {
        /// The fetch-or-create parser of an identified entity.
        case parser(entity: String)
        /// The builder of a value type (and its `result(from:)`, if declared).
        case valueType(entity: String)
        /// A feed importer.
        case feed
    }

    /// The module.
    public var module: String
    /// The mapping's or feed's name.
    public var name: String
    /// What was run.
    public var kind: Kind
    /// The records written, as stored at the end (inverse links included), in the order
    /// first written. After an error they are what the store context held when the
    /// parser threw: nothing of it is committed.
    public var records: [TryRecord] = []
    /// The records' identities, parallel to `records`.
    public var recordKeys: [TryRecordKey] = []
    /// Records deleted by feed actions.
    public var deleted: [TryRecordKey] = []
    /// The values a value type's mapping built (one per object of the payload).
    public var values: [TryRecord] = []
    /// The links made, in order.
    public var links: [TryLink] = []
    /// References whose targets are not in the payload: a commit fails on them unless
    /// the targets are stored already.
    public var unresolvedReferences: [TryDeferredReference] = []
    /// The issues generated code reports: those it throws, or a feed's warnings, or the
    /// warnings a value type's builder keeps.
    public var issues: [ParseIssue] = []
    /// Warnings of records stored anyway (generated parsers do not return them).
    public var warnings: [ParseIssue] = []
    /// The outcome of the mapping's `result(from:)`, if it has one.
    public var result: TryResultOutcome?
    /// An error that stopped the run before any mapping ran or in the store (malformed
    /// JSON, a link to a missing record).
    public var failure: String?
    /// The value issue key paths start from (the body at the mapping's `root`, or the
    /// payload), for placing issues that have no position of their own.
    public var issueRoot: JSONValue?
    /// Fields the run could not read (custom boxes run the user's code): left unset in
    /// `records` and `values`, where the generated code would fill them.
    public var notInterpreted: [TryUninterpretedField] = []
    /// Keys of the payload no field reads (one entry per mapping and key): a typo in the
    /// schema's key for an optional field shows here, as its field stays unset.
    public var unreadKeys: [TryUnreadKey] = []
    /// Keys fields read that no object of their mapping has (one entry per mapping and
    /// field), with the payload's closest unread key: a typo shows here from both sides.
    public var missingKeys: [TryMissingKey] = []

    /// A report with nothing in it yet.
    public init(module: String, name: String, kind: Kind) {
        self.module = module
        self.name = name
        self.kind = kind
    }

    /// Every issue and warning, in the order found.
    public var allIssues: [ParseIssue] {
        var seen = Set<ParseIssue>()
        return (issues + warnings + (result?.issues ?? [])).filter { seen.insert($0).inserted }
    }

    /// Whether the payload has a key no field reads or a mapped key no object has: what
    /// `try --strict` fails on.
    public var hasUnmatchedKeys: Bool { !unreadKeys.isEmpty || !missingKeys.isEmpty }

    /// Whether the payload has an error (an error issue, a failed result, or a failure).
    public var hasErrors: Bool {
        if failure != nil { return true }
        if case .failure? = result { return true }
        return allIssues.contains { $0.severity == .error }
    }

    /// Where `issue` is in the payload: its own position, else that of the closest value
    /// on its key path that the payload has (`isEnclosing`), else none.
    public func position(of issue: ParseIssue) -> (location: JSONLocation, isEnclosing: Bool)? {
        if let location = issue.location { return (location, false) }
        guard let root = issueRoot else { return nil }
        var segments = issue.keyPath.segments
        while true {
            if let value = root[JSONKeyPath(segments: segments)] { return (value.location, true) }
            if segments.isEmpty { return nil }
            segments.removeLast()
        }
    }
}

extension TryResultOutcome {
    /// The issues of a failure; none for a success.
    public var issues: [ParseIssue] {
        if case .failure(_, let issues) = self { return issues }
        return []
    }
}
