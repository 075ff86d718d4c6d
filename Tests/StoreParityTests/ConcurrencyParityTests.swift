import Foundation
import Mapwright
import MapwrightSQLite
import Testing

/// Eight tasks importing overlapping identities at once, on each engine: one record per
/// identity, every inverse consistent, and readers never see part of a commit.
@Suite struct ConcurrencyParityTests {
    static let importers = 8

    /// Importer `index`'s unit of work: articles 25·index … 25·index+49 (half shared with
    /// the next importer), each with one of 5 writers and 2 of 4 topics.
    static func importBatch(_ index: Int, into context: StoreContext) async throws {
        for i in (25 * index)..<(25 * index + 50) {
            let writerID = "w\(i % 5)"
            if try context.fetch(Writer.self, id: Writer.ID(writerID)) == nil { try context.insert(writer(writerID)) }
            let topics = ["t\(i % 4)", "t\((i + 1) % 4)"]
            for name in topics where try context.fetch(Topic.self, id: topicID(name)) == nil { try context.insert(topic(name)) }
            try context.upsert(article("a\(i)", writer: writerID, topics: topics))
            if i % 10 == 0 { await Task.yield() }
        }
    }

    @Test(arguments: Engine.allCases)
    func overlappingImportsLeaveOneRecordPerIdentity(_ engine: Engine) async throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let store = test.store
        let torn = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<Self.importers {
                group.addTask {
                    try await store.perform { context in try await Self.importBatch(index, into: context) }
                    return 0
                }
            }
            group.addTask {
                // A reader: one fetch is one read; the articles it sees must be whole
                // batches (every article belongs to an importer whose 50 are all there).
                var torn = 0
                for _ in 0..<50 {
                    let numbers = Set(try store.fetch(Article.self).compactMap { Int($0.articleID.dropFirst()) })
                    let whole = numbers.allSatisfy { number in
                        [number / 25, number / 25 - 1].contains { batch in
                            (0..<Self.importers).contains(batch) && (25 * batch..<25 * batch + 50).allSatisfy(numbers.contains)
                        }
                    }
                    if !whole { torn += 1 }
                    await Task.yield()
                }
                return torn
            }
            return try await group.reduce(0, +)
        }
        let contents = try StoreContents(store)
        let expected = 25 * (Self.importers - 1) + 50
        #expect(contents.articles.count == expected, "articles: expected \(expected), found \(contents.articles.count)")
        #expect(contents.writers.count == 5 && contents.topics.count == 4, "writers or topics duplicated or lost: \(contents.writers.count), \(contents.topics.count)")
        #expect(contents.inverseProblems.isEmpty, "inverses: \(contents.inverseProblems)")
        #expect(torn == 0, "a reader saw part of a commit \(torn) times")
    }
}
