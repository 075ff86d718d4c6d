import Foundation
@_spi(Generated) import Mapwright
import Testing

/// Change sets (`StoreChanges`) are the same on every engine: records compared as the
/// unit of work found them and as it left them, links counted at both ends.
@Suite struct ChangeSetParityTests {
    private func ids(_ names: String...) -> Set<Article.ID> { Set(names.map(Article.ID.init)) }
    private func writers(_ names: String...) -> Set<Writer.ID> { Set(names.map(Writer.ID.init)) }

    @Test(arguments: Engine.allCases)
    func anInsertIsReportedWithTheInverseEndItUpdates(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { try $0.insert(writer("w")) }
        let (_, changes) = try test.store.performReportingChanges { try $0.insert(article("a", writer: "w")) }
        #expect(changes.inserted(Article.self) == ids("a"), "inserted articles: \(changes)")
        #expect(changes.updated(Writer.self) == writers("w"), "the writer whose articles gained one: \(changes)")
        #expect(changes.entityNames == ["Article", "Writer"], "entities touched: \(changes)")
        #expect(changes.updated(Article.self).isEmpty && changes.deleted(Article.self).isEmpty, "extra article changes: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func insertedThenUpdatedIsInserted(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let (_, changes) = try test.store.performReportingChanges { context in
            try context.insert(writer("w"))
            try context.update(Writer(writerID: "w", name: "Renamed"))
        }
        #expect(changes.inserted(Writer.self) == writers("w") && changes.updated(Writer.self).isEmpty, "insert then update: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func insertedThenDeletedIsNothing(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { try $0.insert(writer("w")) }
        let (_, changes) = try test.store.performReportingChanges { context in
            try context.insert(article("a", writer: "w"))
            try context.delete(Article.self, id: Article.ID("a"))
        }
        #expect(changes.isEmpty, "a record inserted and deleted in one unit of work (its writer back as it was) is no change: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func updatedThenDeletedIsDeletedAndItsWriterUpdated(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.insert(writer("w"))
            try context.insert(article("a", writer: "w"))
        }
        let (_, changes) = try test.store.performReportingChanges { context in
            try context.modify(Article.self, id: Article.ID("a")) { $0.title = "Changed" }
            try context.delete(Article.self, id: Article.ID("a"))
        }
        #expect(changes.deleted(Article.self) == ids("a") && changes.updated(Article.self).isEmpty, "update then delete: \(changes)")
        #expect(changes.updated(Writer.self) == writers("w"), "the writer that lost the article: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func aWriteThatChangesNothingIsNoChange(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.insert(writer("w"))
            try context.insert(article("a", writer: "w"))
        }
        let stored = try #require(try test.store.fetch(Article.self, id: Article.ID("a")))
        let (_, changes) = try test.store.performReportingChanges { try $0.upsert(stored) }
        #expect(changes.isEmpty, "writing a record as stored reported a change: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func writesThatEndWhereTheyStartedAreNoChange(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { try $0.insert(writer("w")) }
        let (_, changes) = try test.store.performReportingChanges { context in
            try context.modify(Writer.self, id: Writer.ID("w")) { $0.name = "Other" }
            try context.modify(Writer.self, id: Writer.ID("w")) { $0.name = "Writer w" }
        }
        #expect(changes.isEmpty, "a rename and its undoing reported a change: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func movingALinkUpdatesTheRecordAndBothTargets(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.insert(writer("w1"))
            try context.insert(writer("w2"))
            try context.insert(writer("w3"))
            try context.insert(article("a", writer: "w1"))
        }
        let (_, changes) = try test.store.performReportingChanges { context in
            try context.modify(Article.self, id: Article.ID("a")) { $0.writer = Writer.ID("w2") }
        }
        #expect(changes.updated(Article.self) == ids("a"), "the article moved: \(changes)")
        #expect(changes.updated(Writer.self) == writers("w1", "w2"), "the writer that lost it and the one that gained it, not w3: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func aOneToOneLinkUpdatesTheRecordItDisplaces(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.insert(Desk(deskID: 1, floor: 2, writer: nil))
            try context.insert(writer("w1", desk: 1))
            try context.insert(writer("w2"))
        }
        let (_, changes) = try test.store.performReportingChanges { context in
            try context.modify(Writer.self, id: Writer.ID("w2")) { $0.desk = Desk.ID(1) }
        }
        #expect(changes.updated(Writer.self) == writers("w1", "w2"), "w2 took the desk and w1 lost it: \(changes)")
        #expect(changes.updated(Desk.self) == [Desk.ID(1)], "the desk changed hands: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func aDeleteUpdatesTheRecordsThatLinkedToIt(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.insert(writer("w"))
            try context.insert(topic("t"))
            try context.insert(article("a", writer: "w", topics: ["t"]))
            try context.insert(article("b"))
        }
        let (_, changes) = try test.store.performReportingChanges { try $0.delete(Writer.self, id: Writer.ID("w")) }
        #expect(changes.deleted(Writer.self) == writers("w"), "deleted writer: \(changes)")
        #expect(changes.updated(Article.self) == ids("a"), "the article whose writer became nil, not b: \(changes)")
        #expect(!changes.entityNames.contains("Topic"), "the topic did not change: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func aRolledBackUnitOfWorkReportsNothingLater(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        #expect(throws: PlannedFailure.self, "performReportingChanges did not rethrow") {
            try test.store.performReportingChanges { context in
                try context.insert(writer("gone"))
                throw PlannedFailure()
            }
        }
        let (_, changes) = try test.store.performReportingChanges { try $0.insert(writer("kept")) }
        #expect(changes.inserted(Writer.self) == writers("kept"), "the rolled-back insert leaked into a later change set: \(changes)")
        #expect(try test.store.count(Writer.self) == 1, "the rolled-back insert was stored")
    }

    @Test(arguments: Engine.allCases)
    func aReferenceResolvedAtCommitIsInTheChangeSet(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let (_, changes) = try test.store.performReportingChanges { context in
            try context.insert(article("a"))
            try context.reference(Article.self, id: Article.ID("a"), \.writer, to: Writer.self, id: Writer.ID("w"), relationship: "writer")
            try context.insert(writer("w"))
        }
        #expect(changes.inserted(Article.self) == ids("a") && changes.inserted(Writer.self) == writers("w"), "records inserted: \(changes)")
        #expect(try test.store.fetch(Writer.self, id: Writer.ID("w"))?.articles == [Article.ID("a")], "the deferred link was not made")
    }

    @Test(arguments: Engine.allCases)
    func theAsyncFormReportsTheSameChanges(_ engine: Engine) async throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let (count, changes) = try await test.store.performReportingChanges { context in
            await Task.yield()
            try context.insert(writer("w"))
            return try context.count(Writer.self)
        }
        #expect(count == 1, "the body's result was lost")
        #expect(changes.inserted(Writer.self) == writers("w"), "async change set: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func aWriteThatFailsIsNoInsert(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let (_, changes) = try test.store.performReportingChanges { context in
            try context.insert(writer("w"))
            // The writer "missing" does not exist: the write throws and stores nothing.
            #expect(throws: StoreError.self, "a link to a missing record was stored") { try context.insert(article("a", writer: "missing")) }
        }
        #expect(changes.inserted(Article.self).isEmpty, "a failed insert is reported as inserted: \(changes)")
        #expect(changes.inserted(Writer.self) == writers("w"), "the writer inserted: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func anUpsertOfTheRecordAsFetchedWritesNothing(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { try $0.insert(writer("w")) }
        let (_, changes) = try test.store.performReportingChanges { context in
            let mark = context.writeMark
            let fetched = try context.fetch(Writer.self, id: Writer.ID("w"))
            try context.upsert(writer("w"), replacing: fetched, since: mark)
            #expect(!context.hasChanges, "an upsert of the record as fetched wrote something")
        }
        #expect(changes.isEmpty, "an upsert that changes nothing is a change: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func anUpsertAfterOtherWritesIsNotTakenForANoOp(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { try $0.insert(writer("w")) }
        let (_, changes) = try test.store.performReportingChanges { context in
            let mark = context.writeMark
            let fetched = try context.fetch(Writer.self, id: Writer.ID("w"))
            // Linking an article changes the writer after it was fetched: `fetched` is stale.
            try context.insert(article("a", writer: "w"))
            guard let fetched else { return }
            let stored = try context.upsert(fetched, replacing: fetched, since: mark)
            #expect(stored.articles.isEmpty, "the writer as fetched (no articles) was not written: \(stored.articles)")
        }
        #expect(try test.store.fetch(Article.self, id: Article.ID("a"))?.writer == nil, "the upsert did not unlink the article")
        #expect(changes.inserted(Article.self) == ids("a") && changes.updated(Writer.self).isEmpty,
                "the writer ends as it started; the article is new: \(changes)")
    }
}
