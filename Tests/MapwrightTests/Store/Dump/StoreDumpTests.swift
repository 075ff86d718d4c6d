import Foundation
import Testing
import Mapwright

/// The dumped entities of the test model that are table entities.
private let dumpedEntities: [any StoreTableEntity.Type] = [Post.self, Author.self, Tag.self]

@Suite struct StoreDumpTests {
    @Test func recordsAreSortedByIdentityWhateverTheInsertionOrder() throws {
        let context = try makeStore().makeContext()
        for id in ["b", "c", "a"] { try context.insert(makeAuthor(id)) }
        let text = try StoreDump(context, entities: dumpedEntities).text
        let positions = ["\"identity\": \"a\"", "\"identity\": \"b\"", "\"identity\": \"c\""].map { text.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil }, "an author is missing from the dump:\n\(text)")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "authors are not sorted by identity:\n\(text)")
    }

    @Test func theSameRecordsGiveTheSameTextWhateverTheOrder() throws {
        let first = try makeStore().makeContext()
        try first.insert(makeAuthor("a"))
        try first.insert(makePost("2", author: "a"))
        try first.insert(makePost("1", author: "a"))
        let second = try makeStore().makeContext()
        try second.insert(makeAuthor("a"))
        try second.insert(makePost("1", author: "a"))
        try second.insert(makePost("2", author: "a"))
        #expect(try StoreDump(first, entities: dumpedEntities) == StoreDump(second, entities: [Tag.self, Author.self, Post.self]),
                "the dump depends on the order of insertion or of the entity list")
    }

    @Test func entitiesAreListedByNameAndEmptyOnesLeftOut() throws {
        let context = try makeStore().makeContext()
        try context.insert(makePost("1"))
        try context.insert(makeAuthor("a"))
        let text = try StoreDump(context, entities: [Post.self, Tag.self, Author.self]).text
        let positions = ["\"Author\": [", "\"Post\": ["].compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == 2 && positions == positions.sorted(), "entities are not listed by name:\n\(text)")
        #expect(!text.contains("\"Tag\""), "an entity without records is listed:\n\(text)")
    }

    @Test func valuesAreListedByColumnNameInCanonicalForm() throws {
        let context = try makeStore().makeContext()
        try context.insert(Post(postID: "1", createdDate: Date(timeIntervalSince1970: 1_609_459_200), country: nil, content: "Hi",
                                shareCount: 3, localUserHasShared: true, viewCount: 42))
        let text = try StoreDump(context, entities: dumpedEntities).text
        let expected = """
                "values": {
                  "content": "Hi",
                  "country": null,
                  "createdDate": "2021-01-01T00:00:00Z",
                  "localUserHasShared": true,
                  "postID": "1",
                  "shareCount": 3,
                  "viewCount": 42
                },
        """
        #expect(text.contains(expected), "the values are not in canonical form, by column name:\n\(text)")
    }

    @Test func datesKeepTheirFractionalSeconds() throws {
        let context = try makeStore().makeContext()
        try context.insert(Post(postID: "1", createdDate: Date(timeIntervalSince1970: 1_609_459_200.25), content: "Hi",
                                localUserHasShared: false, viewCount: 0))
        let text = try StoreDump(context, entities: dumpedEntities).text
        #expect(text.contains("\"createdDate\": \"2021-01-01T00:00:00.250Z\""), "the date lost its fraction:\n\(text)")
    }

    @Test func aToOneIsTheTargetsIdentityOrNull() throws {
        let context = try makeStore().makeContext()
        try context.insert(makeAuthor("a"))
        try context.insert(makePost("1", author: "a"))
        try context.insert(makePost("2"))
        let text = try StoreDump(context, entities: dumpedEntities).text
        #expect(text.contains("\"author\": \"a\""), "the linked post does not name its author:\n\(text)")
        #expect(text.contains("\"author\": null"), "the unlinked post does not say null:\n\(text)")
    }

    @Test func aToManyIsTheTargetsIdentitiesSorted() throws {
        let context = try makeStore().makeContext()
        try context.insert(makeAuthor("a"))
        for id in ["3", "1", "2"] { try context.insert(makePost(id, author: "a")) }
        let text = try StoreDump(context, entities: dumpedEntities).text
        #expect(text.contains("\"posts\": [\"1\", \"2\", \"3\"]"), "the author's posts are not listed sorted:\n\(text)")
    }

    @Test func issuesAreListedInOrderWithKeyPathAndMessage() throws {
        let context = try makeStore().makeContext()
        let issues = [
            ParseIssue(keyPath: "1.views_count", expected: "integer", found: "string \"many\""),
            ParseIssue(keyPath: "0.kind", expected: "known type", found: "string \"x\"", severity: .warning),
        ]
        let text = try StoreDump(context, entities: dumpedEntities, issues: issues).text
        let expected = """
          "issues": [
            { "keyPath": "1.views_count", "message": "expected integer, found string \\"many\\"" },
            { "keyPath": "0.kind", "message": "expected known type, found string \\"x\\"", "severity": "warning" }
          ]
        """
        #expect(text.contains(expected), "the issues are not listed in order:\n\(text)")
    }

    @Test func anEmptyStoreDumpsEmptyRecordsAndIssues() throws {
        let text = try StoreDump(makeStore().makeContext(), entities: dumpedEntities).text
        #expect(text == "{\n  \"records\": {},\n  \"issues\": []\n}\n", "an empty dump is not the empty form:\n\(text)")
    }

    @Test func theDumpSeesTheContextsUncommittedChanges() throws {
        let store = try makeStore()
        let context = store.makeContext()
        try context.insert(makeAuthor("a"))
        #expect(try StoreDump(context, entities: dumpedEntities).text.contains("\"identity\": \"a\""), "the context's own insert is missing")
        #expect(try !StoreDump(store, entities: dumpedEntities).text.contains("\"identity\": \"a\""), "the store shows an uncommitted insert")
    }

    @Test func theFingerprintIsWrittenFirstAndReadBack() throws {
        let text = try StoreDump(makeStore().makeContext(), entities: dumpedEntities, recordedAgainst: "fnv1a64:0123").text
        #expect(text.hasPrefix("{\n  \"recordedAgainst\": \"fnv1a64:0123\",\n"), "the fingerprint is not the first member:\n\(text)")
        #expect(StoreDump.recordedAgainst(in: text) == "fnv1a64:0123", "the fingerprint does not read back")
    }
}

@Suite struct StoreDumpDifferenceTests {
    @Test func equalTextsHaveNoDifference() {
        #expect(StoreDumpDifference(expected: "{\n  \"a\": 1\n}\n", actual: "{\n  \"a\": 1\n}\n") == nil, "equal texts differ")
    }

    @Test func theFingerprintLineIsNotCompared() {
        let old = "{\n  \"recordedAgainst\": \"fnv1a64:1\",\n  \"a\": 1\n}\n"
        let new = "{\n  \"recordedAgainst\": \"fnv1a64:2\",\n  \"a\": 1\n}\n"
        #expect(StoreDumpDifference(expected: old, actual: new) == nil, "a new fingerprint alone made a difference")
    }

    @Test func theFirstDifferingLineIsNamedWithItsNumber() throws {
        let difference = try #require(StoreDumpDifference(expected: "{\n  \"a\": 1,\n  \"b\": 2\n}\n", actual: "{\n  \"a\": 1,\n  \"b\": 3\n}\n"))
        #expect(difference.lines == [.init(number: 3, expected: "  \"b\": 2", actual: "  \"b\": 3")], "wrong differing lines: \(difference.lines)")
        #expect(difference.description == "line 3: expected   \"b\": 2\n        found      \"b\": 3", "unreadable message:\n\(difference)")
    }

    @Test func anExtraLineIsReportedAgainstNothing() throws {
        let difference = try #require(StoreDumpDifference(expected: "a\n", actual: "a\nb\n"))
        #expect(difference.lines == [.init(number: 2, expected: nil, actual: "b")], "an extra line was not reported: \(difference.lines)")
        #expect(difference.description.contains("expected (nothing)"), "the missing side is not named:\n\(difference)")
    }

    @Test func aRemovedRecordShowsAloneNotAsEveryLaterLineShifted() throws {
        let difference = try #require(StoreDumpDifference(expected: "[\n  1,\n  2,\n  3\n]\n", actual: "[\n  1,\n  3\n]\n"))
        #expect(difference.lines == [.init(number: 3, expected: "  2,", actual: nil)], "the removed line is not reported alone: \(difference.lines)")
    }

    @Test func onlyTheFirstLinesAreListedWithHowManyMore() throws {
        let difference = try #require(StoreDumpDifference(expected: "1\n2\n3\n4\n", actual: "5\n6\n7\n8\n", limit: 2))
        #expect(difference.lines.map(\.number) == [1, 2] && difference.count == 4, "wrong lines listed: \(difference.lines)")
        #expect(difference.description.hasSuffix("… and 2 more differing lines"), "the rest is not counted:\n\(difference)")
    }
}
