import Foundation
@_spi(Generated) import Mapwright
import Testing

/// Units of work behave the same on every engine: invisible until commit, atomic,
/// rolled back when they throw, usable again afterwards.
@Suite struct UnitOfWorkParityTests {
    @Test(arguments: Engine.allCases)
    func changesAreInvisibleUntilCommit(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let store = test.store
        let context = store.makeContext()
        try context.insert(writer("w"))
        try context.insert(article("a", writer: "w"))
        #expect(try context.count(Article.self) == 1, "the context does not see its own insert")
        #expect(try store.count(Article.self) == 0, "an uncommitted insert is visible to committed reads")
        #expect(try store.fetch(Writer.self, id: Writer.ID("w")) == nil, "an uncommitted writer is visible")
        try context.commit()
        #expect(try store.fetch(Writer.self, id: Writer.ID("w"))?.articles == [Article.ID("a")], "the commit is not visible")
    }

    @Test(arguments: Engine.allCases)
    func aCommitThatFailsStoresNothing(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let store = test.store
        #expect(throws: StoreError.self, "a reference to a missing target must fail the commit") {
            try store.perform { context in
                try context.insert(article("a"))
                try context.insert(article("b"))
                try context.reference(Article.self, id: Article.ID("a"), \.writer, to: Writer.self, id: Writer.ID("never"), relationship: "writer")
            }
        }
        #expect(try store.count(Article.self) == 0, "part of a failed commit was stored")
    }

    @Test(arguments: Engine.allCases)
    func aThrowingPerformRollsBack(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let store = test.store
        try store.perform { try $0.insert(writer("w")) }
        #expect(throws: PlannedFailure.self, "perform did not rethrow") {
            try store.perform { context in
                try context.insert(article("a", writer: "w"))
                try context.update(Writer(writerID: "w", name: "Renamed"))
                throw PlannedFailure()
            }
        }
        let stored = try #require(try store.fetch(Writer.self, id: Writer.ID("w")))
        #expect(stored == writer("w"), "the rolled-back unit of work changed the writer: \(stored)")
        #expect(try store.count(Article.self) == 0, "the rolled-back insert was stored")
    }

    @Test(arguments: Engine.allCases)
    func aThrowingAsyncPerformRollsBack(_ engine: Engine) async throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let store = test.store
        await #expect(throws: PlannedFailure.self, "async perform did not rethrow") {
            try await store.perform { context in
                await Task.yield()
                try context.insert(writer("w"))
                throw PlannedFailure()
            }
        }
        #expect(try store.count(Writer.self) == 0, "the rolled-back async insert was stored")
    }

    @Test(arguments: Engine.allCases)
    func aContextIsUsableAfterCommitAndRollback(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let store = test.store
        let context = store.makeContext()
        try context.insert(writer("1"))
        try context.commit()
        try context.insert(writer("2"))
        context.rollback()
        #expect(!context.hasChanges, "rollback left changes")
        try context.insert(writer("3"))
        try context.commit()
        #expect(try store.fetch(Writer.self).map(\.writerID).sorted() == ["1", "3"], "commit, rollback, commit did not leave 1 and 3")
    }

    @Test(arguments: Engine.allCases)
    func asyncPerformCommits(_ engine: Engine) async throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let store = test.store
        let count = try await store.perform { context in
            await Task.yield()
            try context.insert(writer("w"))
            return try context.count(Writer.self)
        }
        #expect(count == 1, "the async unit of work did not see its insert")
        #expect(try store.count(Writer.self) == 1, "the async unit of work did not commit")
    }
}

/// Insert, update, upsert, fetch-or-create and their errors.
@Suite struct WriteModeParityTests {
    @Test(arguments: Engine.allCases)
    func insertingAnExistingIdentityThrows(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let store = test.store
        try store.perform { try $0.insert(writer("w")) }
        #expect(throws: StoreError.duplicateIdentity(entity: "Writer", id: "w"), "duplicate insert") {
            try store.perform { try $0.insert(writer("w")) }
        }
    }

    @Test(arguments: Engine.allCases)
    func updatingAMissingIdentityThrows(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let store = test.store
        #expect(throws: StoreError.recordNotFound(entity: "Writer", id: "w"), "update of a missing record") {
            try store.perform { try $0.update(writer("w")) }
        }
    }

    @Test(arguments: Engine.allCases)
    func upsertInsertsThenReplaces(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let store = test.store
        try store.perform { context in
            let first = try context.upsert(writer("w"))
            #expect(first == writer("w"), "upsert did not return the inserted record")
            let second = try context.upsert(Writer(writerID: "w", name: "Renamed"))
            #expect(second.name == "Renamed", "upsert did not replace: \(second)")
        }
        #expect(try store.count(Writer.self) == 1 && store.fetch(Writer.self, id: Writer.ID("w"))?.name == "Renamed", "upserts did not leave one renamed writer")
    }

    @Test(arguments: Engine.allCases)
    func upsertReturnsTheRecordWithItsInverses(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let store = test.store
        try store.perform { context in
            try context.insert(article("a"))
            let stored = try context.upsert(writer("w", articles: ["a", "a"]))
            #expect(stored.articles == [Article.ID("a")], "upsert did not return the links as made: \(stored.articles)")
        }
    }

    @Test(arguments: Engine.allCases)
    func linkingAMissingTargetThrowsAndChangesNothing(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let store = test.store
        let expected = StoreError.missingTarget(entity: "Article", id: "a", relationship: "writer", target: "Writer", targetID: "nobody")
        #expect(throws: expected, "link to a missing writer") {
            try store.perform { try $0.insert(article("a", writer: "nobody")) }
        }
        try store.perform { context in
            try context.insert(article("b"))
            #expect(throws: StoreError.self, "link to a missing topic") { try context.update(article("b", topics: ["none"])) }
            #expect(try context.fetch(Article.self, id: Article.ID("b")) == article("b"), "a failed write changed the record")
        }
    }

    @Test(arguments: Engine.allCases)
    func fetchOrCreateFindsOrInserts(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let store = test.store
        try store.perform { context in
            let made = try context.fetchOrCreate(Writer.self, id: Writer.ID("w")) { writer("w") }
            let found = try context.fetchOrCreate(Writer.self, id: Writer.ID("w")) { Writer(writerID: "w", name: "Other") }
            #expect(made == found && found.name == "Writer w", "fetchOrCreate made a second record: \(found)")
            #expect(throws: StoreError.identityMismatch(entity: "Writer", expected: "x", found: "y"), "create made another identity") {
                try context.fetchOrCreate(Writer.self, id: Writer.ID("x")) { writer("y") }
            }
        }
    }

    @Test(arguments: Engine.allCases)
    func deleteReportsWhetherTheRecordExisted(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let store = test.store
        try store.perform { context in
            try context.insert(writer("w"))
            #expect(try context.delete(Writer.self, id: Writer.ID("w")), "delete of an existing record said false")
            #expect(try !context.delete(Writer.self, id: Writer.ID("w")), "delete of a missing record said true")
            #expect(try context.fetch(Writer.self, id: Writer.ID("w")) == nil, "the deleted record is still there")
        }
    }

    @Test(arguments: Engine.allCases)
    func countsAndQueriesAgree(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let store = test.store
        try store.perform { context in
            for i in 0..<5 { try context.insert(Desk(deskID: Int64(i), floor: i % 2)) }
            #expect(try context.count(Desk.self) == 5, "context count")
            #expect(try context.count(StoreQuery(Desk.self).filter { $0.floor == 1 }) == 2, "context count with a closure filter")
        }
        #expect(try store.count(Desk.self) == 5 && store.count(StoreQuery(Desk.self).filter { $0.floor == 0 }) == 3, "committed counts")
        let sorted = try store.fetch(StoreQuery(Desk.self).filter { $0.floor == 0 }.sorted(by: .by { $0.deskID > $1.deskID })).map(\.deskID)
        #expect(sorted == [4, 2, 0], "closure filter and closure sort: \(sorted)")
    }

    @Test(arguments: Engine.allCases)
    func aClosureFilterCombinesWithColumnPredicatesAndItsPageComesAfterIt(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let store = test.store
        try store.perform { context in
            for i in 0..<10 { try context.insert(Desk(deskID: Int64(i), floor: i % 3)) }
        }
        // Floors 1 and 2 by column, even identities by closure: 2 (floor 2), 4 (floor 1), 8
        // (floor 2); by floor descending, then identity: 2, 8, 4; the page skips one.
        let query = StoreQuery(Desk.self).filter(Desk.Columns.floor >= 1).filter { $0.deskID.isMultiple(of: 2) }
            .sorted(by: .descending(Desk.Columns.floor)).offset(1).limit(2)
        let page = try store.fetch(query).map(\.deskID)
        #expect(page == [8, 4], "the page of the closure-filtered records, floor descending then identity: \(page)")
        #expect(try store.count(query) == 2, "the count of that page")
        #expect(try store.perform { try $0.fetch(query) }.map(\.deskID) == [8, 4], "a context's fetch of the same query")
    }
}
