import Foundation
@_spi(Generated) import Mapwright
import Testing

/// A hand-written parser of `Author` (`{"id": …, "name": …}`) that counts what the runtime
/// asks of it: the shape of a generated parser that writes its record last.
private struct CountingAuthorParser: RecordBuildingParser {
    typealias Record = Author
    let builds = Locked(0)
    var skipsUnchanged = false

    static var skipsUnchangedRecords: Bool { true }

    func source(_ json: JSONValue) -> JSONValue { json }

    func identify(_ json: JSONValue) throws -> (Author.ID, ParseIssueCollector) {
        guard let id = json["id"]?.string else {
            throw ParseError(ParseIssue(keyPath: "id", expected: "String", found: "nothing", location: nil))
        }
        return (Author.ID(id), ParseIssueCollector())
    }

    func leavesUnchanged(_ json: JSONValue, _ record: Author) -> Bool {
        skipsUnchanged && json["name"]?.string == record.name
    }

    func record(_ json: JSONValue, in context: StoreContext, id: Author.ID, found: ParseIssueCollector, existing: Author?) throws -> Author {
        builds.withLock { $0 += 1 }
        return Author(authorID: id.rawValue, name: json["name"]?.string ?? "", posts: existing?.posts ?? [])
    }
}

/// A parser that writes its record itself and links after (a generated parser with a
/// previous identity or links made after the write): it implements `save` alone.
private struct SavingAuthorParser: RecordParser {
    typealias Record = Author
    let saves = Locked(0)

    func source(_ json: JSONValue) -> JSONValue { json }

    func identify(_ json: JSONValue) throws -> (Author.ID, ParseIssueCollector) {
        try CountingAuthorParser().identify(json)
    }

    func save(_ json: JSONValue, in context: StoreContext, id: Author.ID, found: ParseIssueCollector) throws -> Bool {
        saves.withLock { $0 += 1 }
        try context.upsert(Author(authorID: id.rawValue, name: "saved \(json["name"]?.string ?? "")", posts: []))
        return true
    }
}

/// A stand-in that implements `parse` alone.
private struct StandInAuthorParser: RecordParsing {
    func parse(_ json: JSONValue, in context: StoreContext) throws -> Author {
        makeAuthor("stand-in")
    }
}

/// What `RecordParser` and `RecordBuildingParser` do for every generated parser: the
/// entry points, the import operations and the write.
@Suite struct RecordParserTests {
    private static let ada = #"{"id": "a1", "name": "Ada"}"#

    @Test func parseInsertsTheRecordAndHandsItBack() throws {
        let context = try makeStore().makeContext()
        let record = try CountingAuthorParser().parse(JSONValue(parsing: Self.ada), in: context)
        #expect(record == makeAuthor("a1", name: "Ada"), "parse must hand back the record it built")
        #expect(try context.fetch(Author.self, id: Author.ID("a1")) == record, "parse must store the record it hands back")
    }

    @Test func theIdentityEntryPointStoresWhatParseStores() throws {
        let (whole, identities) = try (makeStore().makeContext(), makeStore().makeContext())
        let parsed = try CountingAuthorParser().parse(JSONValue(parsing: Self.ada), in: whole)
        let id = try CountingAuthorParser().parseIdentityIfAllowed(JSONValue(parsing: Self.ada), in: identities)
        #expect(id == parsed.id, "parseIdentityIfAllowed must return the record's identity")
        #expect(try identities.fetch(Author.self, id: parsed.id) == parsed, "parseIdentityIfAllowed must store what parse stores")
    }

    @Test func insertOffSkipsANewRecord() throws {
        let context = try makeStore().makeContext()
        let parser = CountingAuthorParser()
        let record = try parser.parse(JSONValue(parsing: Self.ada), in: context, options: ImportOptions(records: [.update]))
        #expect(record == nil, "a record the options do not let in must be skipped")
        #expect(parser.builds.withLock { $0 } == 0, "a skipped record must not be built")
        #expect(try context.count(Author.self) == 0, "a skipped record must not be stored")
        #expect(throws: ImportSkipped.self, "parse without options must say the record was skipped") {
            try context.importing(with: ImportOptions(records: [.update])) {
                try parser.parse(JSONValue(parsing: Self.ada), in: context)
            }
        }
    }

    @Test func updateOffLeavesAStoredRecordUnread() throws {
        let context = try makeStore().makeContext()
        try context.insert(makeAuthor("a1", name: "Stored"))
        let parser = CountingAuthorParser()
        let record = try parser.parse(JSONValue(parsing: Self.ada), in: context, options: ImportOptions(records: [.insert]))
        #expect(record?.name == "Stored", "with update off, parse must hand back the stored record")
        #expect(parser.builds.withLock { $0 } == 0, "with update off, the record must not be built")
    }

    @Test(arguments: [false, true])
    func unchangedJSONLeavesTheStoredRecordWithoutBuildingIt(throughIdentity: Bool) throws {
        let context = try makeStore().makeContext()
        try context.insert(makeAuthor("a1", name: "Ada"))
        var parser = CountingAuthorParser()
        parser.skipsUnchanged = true
        let json = try JSONValue(parsing: Self.ada)
        if throughIdentity {
            _ = try parser.parseIdentityIfAllowed(json, in: context)
        } else {
            _ = try parser.parse(json, in: context)
        }
        #expect(parser.builds.withLock { $0 } == 0, "JSON that changes nothing must leave the stored record unbuilt")
    }

    @Test func parseWithAnIdentityReplacesTheOneInTheJSON() throws {
        let context = try makeStore().makeContext()
        let record = try CountingAuthorParser().parse(JSONValue(parsing: #"{"name": "Ada"}"#), in: context, id: Author.ID("given"))
        #expect(record.id == Author.ID("given"), "parse(_:in:id:) must use the identity it is given")
    }

    @Test func aParserThatSavesItselfIsReadBackForParse() throws {
        let context = try makeStore().makeContext()
        let parser = SavingAuthorParser()
        let record = try parser.parse(JSONValue(parsing: Self.ada), in: context)
        #expect(record.name == "saved Ada", "parse must hand back what save stored")
        _ = try parser.parseIdentityIfAllowed(JSONValue(parsing: Self.ada), in: context)
        #expect(parser.saves.withLock { $0 } == 2, "parse and parseIdentityIfAllowed must each save once")
    }

    @Test func importArrayCountsAndStoresWhatParseArrayDoes() throws {
        let text = #"[{"id": "a1", "name": "Ada"}, {"id": "a2", "name": "Bo"}, {"id": "a1", "name": "Ada L."}]"#
        let (whole, streamed) = try (makeStore().makeContext(), makeStore().makeContext())
        let records = try CountingAuthorParser().parseArray(JSONValue(parsing: text), in: whole)
        let count = try CountingAuthorParser().importArray(from: Data(text.utf8), in: streamed)
        #expect(count == records.count, "importArray must count every record it parsed")
        #expect(try streamed.fetch(Author.self) == whole.fetch(Author.self), "importArray must store what parseArray stores")
    }

    @Test func syncDeletesWhatTheArrayNoLongerLists() throws {
        let context = try makeStore().makeContext()
        try context.insert(makeAuthor("gone"))
        let records = try CountingAuthorParser().sync(JSONValue(parsing: "[" + Self.ada + "]"), in: context)
        #expect(records.map(\.id) == [Author.ID("a1")], "sync must return the records it parsed")
        #expect(try context.fetch(Author.self, id: Author.ID("gone")) == nil, "sync must delete a record the array no longer lists")
    }

    @Test func skippingInvalidElementsKeepsTheRestAndTheRecordsTheyName() throws {
        let context = try makeStore().makeContext()
        try context.insert(makeAuthor("kept"))
        let text = #"[{"name": "no identity"}, {"id": "a1", "name": "Ada"}]"#
        let result = try CountingAuthorParser().sync(JSONValue(parsing: text), in: context, invalidElements: .skip)
        #expect(result.records.map(\.id) == [Author.ID("a1")], "the readable element must be parsed")
        #expect(result.skippedElements.count == 1, "the element without an identity must be reported")
    }

    @Test func aStandInGetsTheIdentityFromTheRecordItReturns() throws {
        let context = try makeStore().makeContext()
        let id = try StandInAuthorParser().parseIdentityIfAllowed(JSONValue(parsing: Self.ada), in: context)
        #expect(id == Author.ID("stand-in"), "a stand-in's identity must be that of the record its parse returns")
    }

    @Test func aStubRecordsEachCallAndAnswersAsConfigured() throws {
        let context = try makeStore().makeContext()
        let stub = StubRecordParser<Author>(returning: makeAuthor("s1"))
        let id = try stub.parseIdentityIfAllowed(JSONValue(parsing: Self.ada), in: context)
        #expect(id == Author.ID("s1"), "the stub must answer with its record")
        #expect(stub.calls.count == 1 && stub.call(0, wasGiven: context), "the stub must record the call and its context")
        #expect(try context.fetch(Author.self, id: Author.ID("s1")) != nil, "a storing stub must store its record")
    }
}
