/// One of the checks every fetch-or-create parser passes, as a case of a generated
/// suite's parameterized test: the case's description is the rule, so a failing case
/// names what broke. ``ParserTestHarness/run(_:sample:changed:)`` runs it.
@_spi(Generated)
public enum ParserCheck: Sendable, Hashable, CustomStringConvertible {
    /// With records' update off, an existing record keeps every field.
    case updateOffKeepsStoredRecord
    /// With records' insert off, a new record is not stored and parse returns nil.
    case insertOffSkipsNewRecord
    /// Parsing the same document twice keeps one record, across commits too.
    case noDuplicateWhenParsedTwice
    /// `importArray` stores what `parseArray` stores from the same array.
    case importArrayStoresWhatParseArrayStores
    /// A parsed record reads back from its snapshot form field by field.
    case snapshotReadsBack
    /// A document without the identity attribute `identity` (at `keyPath`) is rejected
    /// and stores nothing.
    case missingIdentityRejected(keyPath: JSONKeyPath, identity: String)

    /// The rule the check holds the parser to.
    public var description: String {
        switch self {
        case .updateOffKeepsStoredRecord: "with records' update off, an existing record keeps every field"
        case .insertOffSkipsNewRecord: "with records' insert off, a new record is not stored and parse returns nil"
        case .noDuplicateWhenParsedTwice: "parsing the same document twice keeps one record, across commits too"
        case .importArrayStoresWhatParseArrayStores: "importArray stores what parseArray stores from the same array"
        case .snapshotReadsBack: "a parsed record reads back from its snapshot form field by field, as Decodable reads it"
        case .missingIdentityRejected(let keyPath, _): "a document without \(keyPath) is rejected and stores nothing"
        }
    }
}

@_spi(Generated)
extension ParserTestHarness where Parser.Record: SnapshotValueDecodable {
    /// Runs `check` on the sample document `sample` (and, for
    /// ``ParserCheck/updateOffKeepsStoredRecord``, the changed document `changed`);
    /// throws a ``ParserCheckFailure`` naming what broke.
    public static func run(_ check: ParserCheck, sample: String, changed: String? = nil) throws {
        switch check {
        case .updateOffKeepsStoredRecord:
            guard let changed else {
                throw ParserCheckFailure(description: "\(check): the suite has no changed document to parse")
            }
            try checkUpdateOffKeepsStoredRecord(sample, changed: changed)
        case .insertOffSkipsNewRecord: try checkInsertOffSkipsNewRecord(sample)
        case .noDuplicateWhenParsedTwice: try checkNoDuplicateWhenParsedTwice(sample)
        case .importArrayStoresWhatParseArrayStores: try checkImportArrayStoresWhatParseArrayStores(sample)
        case .snapshotReadsBack: try checkSnapshotReadsBack(sample)
        case .missingIdentityRejected(let keyPath, let identity):
            try checkMissingIdentityRejected(sample, removing: keyPath, identity: identity)
        }
    }
}
