import Foundation
@_spi(Generated) import Mapwright
import Testing

/// A parser of `Author` (`{"id": …, "name": …}`) that writes its record last. With
/// `ignoresOptions` it writes whatever the import options say; with `inventsIdentity`
/// an object without `id` becomes the author "anonymous".
private struct AuthorParser: RecordParser {
    typealias Record = Author
    var ignoresOptions = false
    var inventsIdentity = false

    func source(_ json: JSONValue) -> JSONValue { json }

    func identify(_ json: JSONValue) throws -> (Author.ID, ParseIssueCollector) {
        if let id = json["id"]?.string { return (Author.ID(id), ParseIssueCollector()) }
        if inventsIdentity { return (Author.ID("anonymous"), ParseIssueCollector()) }
        throw ParseError(ParseIssue(keyPath: "id", expected: "String", found: "nothing", location: nil))
    }

    func save(_ json: JSONValue, in context: StoreContext, id: Author.ID, found: ParseIssueCollector) throws -> Bool {
        if !ignoresOptions, try !context.contains(Author.self, id: id) ? !context.insertsRecords : !context.updatesRecords {
            return try context.contains(Author.self, id: id)
        }
        try context.upsert(Author(authorID: id.rawValue, name: json["name"]?.string ?? "", posts: []))
        return true
    }
}

/// A harness over a store of the blog entities.
private struct Harness<Variant: ParserVariant>: ParserTestHarness {
    let store: Store
    let context: StoreContext
    var parser: AuthorParser { Variant.parser }
    var childParserCalls: Int { 0 }

    init(store: Store?) throws {
        self.store = try store ?? makeStore()
        context = self.store.makeContext()
    }
}

private protocol ParserVariant { static var parser: AuthorParser { get } }
private enum Correct: ParserVariant { static var parser: AuthorParser { AuthorParser() } }
private enum IgnoresOptions: ParserVariant { static var parser: AuthorParser { AuthorParser(ignoresOptions: true) } }
private enum InventsIdentity: ParserVariant { static var parser: AuthorParser { AuthorParser(inventsIdentity: true) } }

/// The checks generated parser suites run (`ParserTestHarness`): a correct parser passes
/// them, and each fails for a parser that breaks what it checks.
@Suite struct ParserTestHarnessTests {
    private static let ada = #"{"id": "a1", "name": "Ada"}"#
    private static let changed = #"{"id": "a1", "name": "Ada L."}"#

    @Test func aCorrectParserPassesEveryCheck() throws {
        try Harness<Correct>.checkUpdateOffKeepsStoredRecord(Self.ada, changed: Self.changed)
        try Harness<Correct>.checkInsertOffSkipsNewRecord(Self.ada)
        try Harness<Correct>.checkNoDuplicateWhenParsedTwice(Self.ada)
        try Harness<Correct>.checkImportArrayStoresWhatParseArrayStores(Self.ada)
        try Harness<Correct>.checkMissingIdentityRejected(Self.ada, removing: "id", identity: "authorID")
    }

    @Test func aParserThatIgnoresTheImportOptionsFailsTheirChecks() {
        #expect(throws: ParserCheckFailure.self, "update off must be checked") {
            try Harness<IgnoresOptions>.checkUpdateOffKeepsStoredRecord(Self.ada, changed: Self.changed)
        }
        #expect(throws: ParserCheckFailure.self, "insert off must be checked") {
            try Harness<IgnoresOptions>.checkInsertOffSkipsNewRecord(Self.ada)
        }
    }

    @Test func aParserThatInventsAnIdentityFailsTheMissingIdentityCheck() {
        let failure = #expect(throws: ParserCheckFailure.self, "a made-up identity must be caught") {
            try Harness<InventsIdentity>.checkMissingIdentityRejected(Self.ada, removing: "id", identity: "authorID")
        }
        #expect(failure?.description.contains("authorID is the identity") == true, "the failure must name the identity: \(String(describing: failure))")
    }

    @Test func aFieldCaseReplacesOrRemovesItsKey() throws {
        let harness = try Harness<Correct>(store: nil)
        let renamed = try harness.parse(Self.ada, with: FieldCase<Author>("name", at: "name", json: #""Bo""#))
        #expect(renamed.name == "Bo", "a case with JSON must put it at its key")
        let unnamed = try harness.parse(Self.changed, with: FieldCase<Author>("name", at: "name"))
        #expect(unnamed.name == "", "a case without JSON must remove its key")
    }

    private typealias Field = FieldCase<Author>

    @Test("a field check that holds for the parser holds", arguments: [
        FieldCheck(.filled, Field("name", at: "name", \.name, is: "Ada")),
        FieldCheck(.coerced, Field("name", at: "name", json: #""Bo""#, \.name, is: "Bo")),
        FieldCheck(.updated, Field("name", at: "name", \.name, is: "Ada L.")),
    ])
    func aFieldCheckThatHoldsHolds(_ check: FieldCheck<Author>) throws {
        let outcome = try Harness<Correct>.outcome(of: check, sample: Self.ada, changed: Self.changed, identityOnly: #"{"id": "a1"}"#)
        #expect(outcome.holds, "\(outcome)")
    }

    /// The test parser reads an absent name as "": it neither requires the name nor keeps
    /// the stored one when the key is absent, and a wrong value is caught.
    @Test("a field check the parser breaks fails, naming the field, the rule and what was found", arguments: [
        (FieldCheck(.required, Field("name", at: "name")), "name is required; the parse gave "),
        (FieldCheck(.absentKeeps, Field("name", at: "name", \.name)), "name must keep its value when name is absent; it holds "),
        (FieldCheck(.filled, Field("name", at: "name", \.name, is: "Bo")), "name must come from name; it holds Ada"),
    ])
    func aFieldCheckThatIsBrokenFails(_ check: FieldCheck<Author>, message: String) throws {
        let outcome = try Harness<Correct>.outcome(of: check, sample: Self.ada, changed: Self.changed, identityOnly: #"{"id": "a1"}"#)
        #expect(!outcome.holds, "the broken rule must be caught: \(outcome)")
        #expect(outcome.description.contains(message), "the failure must say \(message): \(outcome)")
    }

    @Test func anUpdateCheckWithoutItsDocumentThrows() {
        #expect(throws: ParserCheckFailure.self, "an update check needs the changed document") {
            try Harness<Correct>.outcome(of: FieldCheck(.updated, Field("name", at: "name", \.name, is: "Ada L.")), sample: Self.ada)
        }
    }

    /// The test parser reads no nested record: a check that its stub is used must fail.
    @Test("a child check fails for a parser that never asks its stub", arguments: [
        (ChildCheck<Harness<Correct>>.Rule.usesStub, "the stub must be asked exactly once, not 0 times"),
        (.runsUnderRelationshipOperations, "must be parsed under options.relationships"),
    ])
    fileprivate func aChildCheckOfAnUnusedStubFails(_ rule: ChildCheck<Harness<Correct>>.Rule, message: String) throws {
        let unused = StubRecordParser<Author>(returning: Author(authorID: "a9", name: "Unused", posts: []))
        let check = ChildCheck<Harness<Correct>>(rule, "posts", at: "posts", stub: { _ in unused })
        let outcome = try Harness<Correct>.outcome(of: check, sample: Self.ada)
        #expect(!outcome.holds, "a stub never asked must be caught: \(outcome)")
        #expect(outcome.description.contains(message), "the failure must say \(message): \(outcome)")
    }
}
