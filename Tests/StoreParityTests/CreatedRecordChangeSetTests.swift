import Foundation
@_spi(Generated) import Mapwright
import Testing

/// Change sets of records written as new the way generated parsers write them: fetched
/// (absent), then upserted with `replacing: nil` under an unchanged write mark, so the
/// store knows they are new without looking again. On SQLite the change tracker lists
/// such records without hashing them until something could make the list wrong (a
/// delete, a failed write, an undone savepoint); these pin each of those turns.
@Suite struct CreatedRecordChangeSetTests {
    private func writers(_ names: String...) -> Set<Writer.ID> { Set(names.map(Writer.ID.init)) }
    private func articles(_ names: String...) -> Set<Article.ID> { Set(names.map(Article.ID.init)) }

    /// Upserts `record` as a parser does: fetched first, then written over what was found.
    @discardableResult
    private func parse<E: StoreEntity>(_ record: E, in context: StoreContext) throws -> E {
        let mark = context.writeMark
        let fetched = try context.fetch(E.self, id: record.id)
        return try context.upsert(record, replacing: fetched, since: mark)
    }

    @Test(arguments: Engine.allCases)
    func createdThenChangedIsInserted(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let (_, changes) = try test.store.performReportingChanges { context in
            try parse(writer("w"), in: context)
            try parse(Writer(writerID: "w", name: "Renamed"), in: context)
        }
        #expect(changes.inserted(Writer.self) == writers("w"), "a record made and then changed is inserted: \(changes)")
        #expect(changes.updated(Writer.self).isEmpty, "a record made in the unit of work is reported updated: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func createdThenLinkedIsInsertedOnly(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let (_, changes) = try test.store.performReportingChanges { context in
            try parse(writer("w"), in: context)
            try parse(article("a", writer: "w"), in: context)
            try parse(article("b", writer: "w"), in: context)
        }
        #expect(changes.inserted(Writer.self) == writers("w") && changes.updated(Writer.self).isEmpty,
                "the new writer that gained articles: \(changes)")
        #expect(changes.inserted(Article.self) == articles("a", "b"), "the new articles: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func createdThenDeletedIsNothing(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let (_, changes) = try test.store.performReportingChanges { context in
            try parse(writer("w"), in: context)
            try context.delete(Writer.self, id: Writer.ID("w"))
        }
        #expect(changes.isEmpty, "a record made and deleted in one unit of work is a change: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func createdDeletedAndCreatedAgainIsInserted(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let (_, changes) = try test.store.performReportingChanges { context in
            try parse(writer("w"), in: context)
            try context.delete(Writer.self, id: Writer.ID("w"))
            try parse(Writer(writerID: "w", name: "Again"), in: context)
            try parse(writer("v"), in: context)
        }
        #expect(changes.inserted(Writer.self) == writers("v", "w"), "records made after a delete: \(changes)")
        #expect(changes.updated(Writer.self).isEmpty && changes.deleted(Writer.self).isEmpty, "extra writer changes: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func aStoredRecordDeletedAndMadeAgainIsUpdated(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { try $0.insert(writer("w")) }
        let (_, changes) = try test.store.performReportingChanges { context in
            try context.delete(Writer.self, id: Writer.ID("w"))
            try parse(Writer(writerID: "w", name: "Back"), in: context)
        }
        #expect(changes.updated(Writer.self) == writers("w"), "a stored record replaced through a delete: \(changes)")
        #expect(changes.inserted(Writer.self).isEmpty && changes.deleted(Writer.self).isEmpty, "extra writer changes: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func createdInAnUndoneSavepointIsNothing(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        struct Undo: Error {}
        let (_, changes) = try test.store.performReportingChanges { context in
            try parse(writer("kept"), in: context)
            _ = try? context.withSavepoint {
                try parse(writer("undone"), in: context)
                throw Undo()
            }
            try parse(writer("later"), in: context)
        }
        #expect(changes.inserted(Writer.self) == writers("kept", "later"), "records made around an undone savepoint: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func aFailedCreateIsNoInsert(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let (_, changes) = try test.store.performReportingChanges { context in
            try parse(writer("w"), in: context)
            // The writer "missing" does not exist: the write throws and stores nothing.
            #expect(throws: StoreError.self, "a link to a missing record was stored") {
                try parse(article("a", writer: "missing"), in: context)
            }
            try parse(article("b", writer: "w"), in: context)
        }
        #expect(changes.inserted(Article.self) == articles("b"), "articles inserted around a failed one: \(changes)")
        #expect(changes.inserted(Writer.self) == writers("w"), "the writer inserted: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func intoAnEmptyStoreLinkedAndUnlinkedRecordsAreInsertedOnly(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let (_, changes) = try test.store.performReportingChanges { context in
            try parse(writer("w"), in: context)
            try parse(writer("v"), in: context)
            try parse(article("a", writer: "w"), in: context)
            try parse(article("b", writer: "w"), in: context)
            // Inverse maintenance changes "w" again, and a delete makes every identity count.
            try context.delete(Article.self, id: Article.ID("a"))
            try context.delete(Writer.self, id: Writer.ID("v"))
        }
        #expect(changes.inserted(Writer.self) == writers("w") && changes.inserted(Article.self) == articles("b"),
                "records made in a unit of work on an empty store: \(changes)")
        #expect(changes.updated(Writer.self).isEmpty && changes.deleted(Writer.self).isEmpty
                    && changes.updated(Article.self).isEmpty && changes.deleted(Article.self).isEmpty,
                "extra changes on an empty store: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func aStoredRecordANewOneLinksToIsUpdated(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { try $0.insert(writer("w")) }
        let (_, changes) = try test.store.performReportingChanges { context in
            try parse(article("a", writer: "w"), in: context)
        }
        #expect(changes.inserted(Article.self) == articles("a"), "the new article: \(changes)")
        #expect(changes.updated(Writer.self) == writers("w"), "the stored writer that gained an article: \(changes)")
    }
}
