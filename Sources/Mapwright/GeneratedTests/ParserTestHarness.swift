import Foundation

/// What a generated parser test suite parses with: a store, a context on it, and the
/// parser under test with stand-in child parsers. The suite's `Harness` declares those;
/// the ways to parse a sample document (those of ``FieldTestHarness``, and with import
/// options) and the checks every fetch-or-create parser passes
/// (``ParserTestHarness/checkUpdateOffKeepsStoredRecord(_:changed:)`` and the others)
/// come from here.
///
/// For tests of generated code: the runtime does not import Testing, so a check throws a
/// ``ParserCheckFailure`` naming what broke, which fails the test that called it.
@_spi(Generated)
public protocol ParserTestHarness: FieldTestHarness where Record == Parser.Record {
    /// The parser under test.
    associatedtype Parser: RecordParser

    /// A harness with a new context on `store`, or on a new store when nil.
    init(store: Store?) throws

    /// The store the harness parses into.
    var store: Store { get }
    /// The context the harness parses in.
    var context: StoreContext { get }
    /// The parser under test, with the stand-in child parsers.
    var parser: Parser { get }
    /// How many calls the stand-in child parsers have had.
    var childParserCalls: Int { get }
}

/// A generated parser test's check that failed: what broke, as the test reports it.
@_spi(Generated)
public struct ParserCheckFailure: Error, CustomStringConvertible {
    /// What broke.
    public let description: String

    /// Throws a failure saying `message` unless `condition` holds.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(ParserCheckFailure) {
        if !condition { throw ParserCheckFailure(description: message()) }
    }
}

@_spi(Generated)
extension ParserTestHarness {
    /// A harness with a new context on a new store.
    public init() throws {
        try self.init(store: nil)
    }

    /// The record the parser makes of `json`.
    public func parse(_ json: JSONValue) throws -> Parser.Record {
        try parser.parse(json, in: context)
    }

    /// How many records of the parser's entity the harness's context holds.
    public func storedCount() throws -> Int? {
        try context.count(Parser.Record.self)
    }

    /// The record the parser makes of `text` under `options`; nil when they skip it.
    public func parse(_ text: String, options: ImportOptions) throws -> Parser.Record? {
        try parser.parse(JSONValue(parsing: text), in: context, options: options)
    }

    /// With records' update off, parsing `changed` over the record `sample` stored hands
    /// back and keeps the stored record.
    public static func checkUpdateOffKeepsStoredRecord(_ sample: String, changed: String) throws {
        let harness = try Self(store: nil)
        let first = try harness.parse(sample)
        let second = try harness.parse(changed, options: ImportOptions(records: [.insert, .delete]))
        try ParserCheckFailure.require(
            second == first, "parse must return the stored record unchanged when updating is off: \(String(describing: second))")
        try ParserCheckFailure.require(
            harness.context.fetch(Parser.Record.self, id: first.id) == first,
            "the stored record must keep its fields when updating is off")
    }

    /// With records' insert off, parsing `sample` stores nothing, returns nil, restores
    /// the options and asks no child parser.
    public static func checkInsertOffSkipsNewRecord(_ sample: String) throws {
        let harness = try Self(store: nil)
        let before = try harness.context.count(Parser.Record.self)
        let record = try harness.parse(sample, options: ImportOptions(records: [.update, .delete]))
        try ParserCheckFailure.require(record == nil, "parse must return nil for a record it did not insert")
        try ParserCheckFailure.require(
            harness.context.count(Parser.Record.self) == before, "no record may be inserted when inserting is off")
        try ParserCheckFailure.require(harness.context.importOptions == .all, "the options must end with the parse")
        try ParserCheckFailure.require(
            harness.childParserCalls == 0, "a record not inserted must not parse its nested records")
    }

    /// Parsing `sample` twice keeps one record, in one context and after a commit.
    /// `beforeCommit` stores what the commit needs (the targets of references).
    public static func checkNoDuplicateWhenParsedTwice(_ sample: String, beforeCommit: (Self) throws -> Void = { _ in }) throws {
        let harness = try Self(store: nil)
        _ = try harness.parse(sample)
        let stored = try harness.context.count(Parser.Record.self)
        _ = try harness.parse(sample)
        try ParserCheckFailure.require(
            harness.context.count(Parser.Record.self) == stored, "a second parse in one context must find the first record")
        try beforeCommit(harness)
        try harness.context.commit()
        let later = try Self(store: harness.store)
        let committed = try later.context.count(Parser.Record.self)
        _ = try later.parse(sample)
        try ParserCheckFailure.require(
            later.context.count(Parser.Record.self) == committed, "a parse after commit must find the stored record")
    }

    /// `importArray` of an array holding `sample` twice counts and stores what
    /// `parseArray` stores.
    public static func checkImportArrayStoresWhatParseArrayStores(_ sample: String) throws {
        let text = "[\n" + sample + ",\n" + sample + "\n]"
        let whole = try Self(store: nil)
        let records = try whole.parser.parseArray(JSONValue(parsing: text), in: whole.context)
        let streamed = try Self(store: nil)
        let parsed = try streamed.parser.importArray(from: Data(text.utf8), in: streamed.context)
        try ParserCheckFailure.require(
            parsed == records.count, "importArray must count every record it parsed: \(parsed), not \(records.count)")
        try ParserCheckFailure.require(
            streamed.context.count(Parser.Record.self) == whole.context.count(Parser.Record.self),
            "importArray must store as many records as parseArray")
        for record in records {
            try ParserCheckFailure.require(
                streamed.context.fetch(Parser.Record.self, id: record.id) == whole.context.fetch(Parser.Record.self, id: record.id),
                "importArray must leave \(record.id) as parseArray leaves it")
        }
    }

    /// The record parsed from `sample` reads back from its snapshot form field by field
    /// and through `Decodable`.
    public static func checkSnapshotReadsBack(_ sample: String) throws where Parser.Record: SnapshotValueDecodable {
        let record = try Self(store: nil).parse(sample)
        let reread = try SnapshotRecordReader.rereadRecord(record)
        try ParserCheckFailure.require(
            reread.fields == record, "reading the record's snapshot form field by field must give it back: \(reread.fields)")
        try ParserCheckFailure.require(
            reread.decodable == record, "reading the record's snapshot form through Decodable must give it back: \(reread.decodable)")
    }

    /// Parsing `sample` without the identity at `keyPath` (of the attribute `identity`) is
    /// a ``ParseError`` naming `keyPath`, and stores nothing.
    public static func checkMissingIdentityRejected(_ sample: String, removing keyPath: JSONKeyPath, identity: String) throws {
        let harness = try Self(store: nil)
        let before = try harness.context.count(Parser.Record.self)
        do {
            let record = try harness.parse(sample, removing: keyPath)
            throw ParserCheckFailure(description: "\(identity) is the identity: parse without \(keyPath) must throw, not give \(record)")
        } catch let error as ParseError {
            try ParserCheckFailure.require(error.hasIssue(at: keyPath), "the issue must name \(keyPath): \(error)")
        }
        try ParserCheckFailure.require(
            harness.context.count(Parser.Record.self) == before, "nothing may be stored without an identity")
    }
}
