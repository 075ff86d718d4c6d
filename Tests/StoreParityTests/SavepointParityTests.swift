import Foundation
@_spi(Generated) import Mapwright
import Testing

/// Savepoints (`StoreContext.withSavepoint`) undo the same things on every engine: the
/// records a failed body wrote or deleted, the inverse ends those writes changed, the
/// references it left waiting, and their entries in the change set; what came before and
/// what a successful body did are kept.
@Suite struct SavepointParityTests {
    private func ids(_ names: String...) -> Set<Article.ID> { Set(names.map(Article.ID.init)) }

    @Test(arguments: Engine.allCases)
    func aFailedBodyIsUndoneWithItsInverseEnds(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { try $0.insert(writer("w")) }
        try test.store.perform { context in
            try context.insert(article("a1", writer: "w"))
            #expect(throws: PlannedFailure.self, "\(engine): the body's error is rethrown") {
                try context.withSavepoint {
                    try context.insert(article("a2", writer: "w"))
                    try context.insert(topic("t", articles: ["a2"]))
                    throw PlannedFailure()
                }
            }
            #expect(try context.fetch(Article.self, id: Article.ID("a2")) == nil, "\(engine): a2 undone inside the unit of work")
            #expect(try context.fetch(Writer.self, id: Writer.ID("w"))?.articles == [Article.ID("a1")], "\(engine): the writer's inverse end back to a1 only")
        }
        let contents = try StoreContents(test.store)
        #expect(contents.articles.map(\.articleID) == ["a1"], "\(engine): a1 kept, a2 gone: \(contents)")
        #expect(contents.topics.isEmpty, "\(engine): the topic inserted in the savepoint is gone: \(contents)")
        #expect(contents.inverseProblems.isEmpty, "\(engine): inverses consistent: \(contents.inverseProblems)")
    }

    @Test(arguments: Engine.allCases)
    func aSuccessfulBodyIsKept(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let result = try test.store.perform { context in
            try context.withSavepoint {
                try context.insert(writer("w"))
                try context.insert(article("a", writer: "w"))
                return 7
            }
        }
        #expect(result == 7, "\(engine): the body's result is returned")
        let contents = try StoreContents(test.store)
        #expect(contents.articles.map(\.articleID) == ["a"] && contents.writers.first?.articles == [Article.ID("a")],
                "\(engine): the savepoint's writes are committed with the unit of work: \(contents)")
    }

    @Test(arguments: Engine.allCases)
    func updatesAndDeletesOfExistingRecordsAreUndone(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.insert(writer("w"))
            try context.insert(writer("v"))
            try context.insert(article("a", writer: "w"))
            try context.insert(article("b", writer: "w"))
        }
        let before = try StoreContents(test.store)
        try test.store.perform { context in
            _ = try? context.withSavepoint {
                try context.modify(Article.self, id: Article.ID("a")) { $0.writer = Writer.ID("v"); $0.title = "Moved" }
                try context.delete(Article.self, id: Article.ID("b"))
                throw PlannedFailure()
            }
            let articles = try context.fetch(Writer.self, id: Writer.ID("w"))?.articles
            #expect(articles == [Article.ID("a"), Article.ID("b")], "\(engine): w's articles as before the savepoint, in order, inside the unit of work: \(String(describing: articles))")
        }
        let after = try StoreContents(test.store)
        #expect(after == before, "\(engine): the update and the delete are undone:\n\(after)\nexpected\n\(before)")
    }

    @Test(arguments: Engine.allCases)
    func anInnerFailureKeepsTheOuterSavepointsWrites(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.withSavepoint {
                try context.insert(writer("w"))
                try context.insert(article("outer", writer: "w"))
                _ = try? context.withSavepoint {
                    try context.insert(article("inner", writer: "w"))
                    try context.insert(topic("t", articles: ["inner", "outer"]))
                    throw PlannedFailure()
                }
                try context.insert(article("after", writer: "w"))
            }
        }
        let contents = try StoreContents(test.store)
        #expect(contents.articles.map(\.articleID) == ["after", "outer"], "\(engine): the inner savepoint's article is gone: \(contents)")
        #expect(contents.writers.first?.articles == [Article.ID("outer"), Article.ID("after")], "\(engine): the writer's inverse end: \(contents)")
        #expect(contents.topics.isEmpty && contents.articles.allSatisfy(\.topics.isEmpty), "\(engine): the inner topic and its links are gone: \(contents)")
        #expect(contents.inverseProblems.isEmpty, "\(engine): inverses consistent: \(contents.inverseProblems)")
    }

    @Test(arguments: Engine.allCases)
    func anOuterFailureUndoesAKeptInnerSavepoint(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.insert(writer("w"))
            _ = try? context.withSavepoint {
                try context.insert(article("outer", writer: "w"))
                try context.withSavepoint { try context.insert(article("inner", writer: "w")) }
                throw PlannedFailure()
            }
        }
        let contents = try StoreContents(test.store)
        #expect(contents.articles.isEmpty, "\(engine): both articles undone with the outer savepoint: \(contents)")
        #expect(contents.writers.first?.articles == [], "\(engine): the writer's inverse end is empty again: \(contents)")
    }

    @Test(arguments: Engine.allCases)
    func theChangeSetLeavesOutWhatWasUndone(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.insert(writer("w"))
            try context.insert(article("old", writer: "w"))
        }
        let (_, changes) = try test.store.performReportingChanges { context in
            try context.insert(article("kept"))
            _ = try? context.withSavepoint {
                try context.insert(article("dropped", writer: "w"))
                try context.delete(Article.self, id: Article.ID("old"))
                throw PlannedFailure()
            }
        }
        #expect(changes.inserted(Article.self) == ids("kept"), "\(engine): only the kept article is inserted: \(changes)")
        #expect(changes.deleted(Article.self).isEmpty && changes.updated(Article.self).isEmpty, "\(engine): the undone delete is not reported: \(changes)")
        #expect(changes.updated(Writer.self).isEmpty, "\(engine): the writer is as it was: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func referencesLeftWaitingByAFailedBodyAreDropped(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.insert(article("a"))
            try context.reference(Article.self, id: Article.ID("a"), \.writer, to: Writer.self, id: Writer.ID("early"), relationship: "writer")
            _ = try? context.withSavepoint {
                try context.reference(Article.self, id: Article.ID("a"), \.editor, to: Writer.self, id: Writer.ID("late"), relationship: "editor")
                throw PlannedFailure()
            }
            #expect(context.unresolvedReferences.map(\.targetID) == ["early"], "\(engine): only the reference made before the savepoint waits: \(context.unresolvedReferences)")
            try context.insert(writer("early"))
        }
        let stored = try #require(try test.store.fetch(Article.self, id: Article.ID("a")))
        #expect(stored.writer == Writer.ID("early") && stored.editor == nil, "\(engine): the kept reference resolved, the dropped one never made: \(stored)")
    }

    @Test(arguments: Engine.allCases)
    func referencesResolvedInsideAFailedBodyWaitAgain(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.insert(article("a"))
            try context.reference(Article.self, id: Article.ID("a"), \.writer, to: Writer.self, id: Writer.ID("w"), relationship: "writer")
            _ = try? context.withSavepoint {
                try context.insert(writer("w"))
                try context.resolveDeferredLinks()
                throw PlannedFailure()
            }
            #expect(context.unresolvedReferences.map(\.targetID) == ["w"], "\(engine): the reference waits again: \(context.unresolvedReferences)")
            #expect(try context.fetch(Article.self, id: Article.ID("a"))?.writer == nil, "\(engine): its link is undone")
            _ = context.discardDeferredLinks()
        }
    }

    @Test(arguments: Engine.allCases)
    func commitInsideASavepointIsRefused(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let context = test.store.makeContext()
        try context.insert(writer("w"))
        #expect(throws: StoreError.self, "\(engine): commit inside withSavepoint throws") {
            try context.withSavepoint { try context.commit() }
        }
        #expect(try test.store.count(Writer.self) == 0, "\(engine): nothing committed")
        try context.commit()
        #expect(try test.store.count(Writer.self) == 1, "\(engine): the unit of work commits after the savepoint ended")
    }

    @Test(arguments: Engine.allCases)
    func rollbackInsideASavepointDiscardsTheUnitOfWork(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let context = test.store.makeContext()
        try context.insert(writer("before"))
        try context.withSavepoint {
            try context.insert(writer("inside"))
            context.rollback()
        }
        #expect(!context.isInSavepoint, "\(engine): no savepoint left open")
        try context.insert(writer("after"))
        try context.commit()
        #expect(try test.store.fetch(Writer.self).map(\.writerID) == ["after"], "\(engine): only the write after the rollback is committed")
    }

    /// In memory, a commit after another context committed replays the written records
    /// onto the new state: what a savepoint undid must not be replayed.
    @Test func anUndoneWriteIsNotReplayedByAMergingCommitInMemory() throws {
        let test = try Engine.memory.makeStore()
        try test.store.perform { try $0.insert(writer("w")) }
        let context = test.store.makeContext()
        try context.insert(article("kept", writer: "w"))
        _ = try? context.withSavepoint {
            try context.insert(article("undone", writer: "w"))
            try context.modify(Writer.self, id: Writer.ID("w")) { $0.name = "Undone" }
            throw PlannedFailure()
        }
        try test.store.perform { try $0.insert(writer("other")) }
        try context.commit()
        let contents = try StoreContents(test.store)
        #expect(contents.articles.map(\.articleID) == ["kept"], "the undone article must not be replayed: \(contents)")
        #expect(contents.writers.map(\.name) == ["Writer other", "Writer w"] && contents.writers.last?.articles == [Article.ID("kept")],
                "the writer as the kept write left it, the other commit kept: \(contents)")
        #expect(contents.inverseProblems.isEmpty, "inverses consistent: \(contents.inverseProblems)")
    }
}
