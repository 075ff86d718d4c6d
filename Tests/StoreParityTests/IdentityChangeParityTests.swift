import Foundation
import Mapwright
import Testing
import MapwrightExampleTracker

/// `StoreContext.changeIdentity` re-keys a record the same way on every engine: its links
/// follow it (inverse ends name the new identity at the old one's place), the old identity
/// is gone, and the change set says deleted old, inserted new.
@Suite struct IdentityChangeParityTests {
    /// Writer w with articles a1, a2, a3 (a2 also in topic t, after nothing, before a1),
    /// desk 1 for w, and a1 edited by w (a relationship without an inverse).
    private func seed(_ store: Store) throws {
        try store.perform { context in
            try context.insert(Desk(deskID: 1, floor: 3))
            try context.insert(writer("w", desk: 1))
            for id in ["a1", "a2", "a3"] { try context.insert(article(id, writer: "w")) }
            try context.insert(topic("t", articles: ["a2", "a1"]))
            try context.modify(Article.self, id: Article.ID("a1")) { $0.editor = Writer.ID("w") }
        }
    }

    private func renamed(_ record: Article, to id: String) -> Article {
        var copy = record
        copy.articleID = id
        return copy
    }

    @Test(arguments: Engine.allCases)
    func theRecordKeepsItsPlaceInEveryInverseEnd(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try seed(test.store)
        try test.store.perform { context in
            let old = try #require(try context.fetch(Article.self, id: Article.ID("a2")))
            try context.changeIdentity(Article.self, from: old.id, to: renamed(old, to: "b2"))
        }
        let contents = try StoreContents(test.store)
        #expect(contents.articles.map(\.articleID) == ["a1", "a3", "b2"], "\(engine): a2 is now b2: \(contents)")
        #expect(contents.writers.first?.articles == [Article.ID("a1"), Article.ID("b2"), Article.ID("a3")], "\(engine): b2 where a2 was in w's articles: \(contents)")
        #expect(contents.topics.first?.articles == [Article.ID("b2"), Article.ID("a1")], "\(engine): b2 where a2 was in t's articles: \(contents)")
        let moved = try #require(contents.articles.first { $0.articleID == "b2" })
        #expect(moved.writer == Writer.ID("w") && moved.topics == [topicID("t")] && moved.title == "Article a2", "\(engine): b2 keeps a2's fields and links: \(moved)")
        #expect(contents.inverseProblems.isEmpty, "\(engine): inverses consistent: \(contents.inverseProblems)")
    }

    @Test(arguments: Engine.allCases)
    func aRecordOnTheOneSideTakesItsTargetsAlong(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try seed(test.store)
        try test.store.perform { context in
            var record = try #require(try context.fetch(Writer.self, id: Writer.ID("w")))
            record.writerID = "v"
            try context.changeIdentity(Writer.self, from: Writer.ID("w"), to: record)
        }
        let contents = try StoreContents(test.store)
        #expect(contents.writers.map(\.writerID) == ["v"], "\(engine): w is now v: \(contents)")
        #expect(contents.writers.first?.articles == ToMany(["a1", "a2", "a3"].map(Article.ID.init)), "\(engine): v keeps w's articles in order: \(contents)")
        #expect(contents.articles.allSatisfy { $0.writer == Writer.ID("v") }, "\(engine): each article's writer is v: \(contents)")
        #expect(contents.desks.first?.writer == Writer.ID("v"), "\(engine): the desk (one-to-one) follows: \(contents)")
        #expect(contents.articles.first?.editor == Writer.ID("w"), "\(engine): a link without an inverse keeps the old identity: \(contents)")
        #expect(contents.inverseProblems.isEmpty, "\(engine): inverses consistent: \(contents.inverseProblems)")
    }

    @Test(arguments: Engine.allCases)
    func theChangeSetSaysDeletedOldAndInsertedNew(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try seed(test.store)
        let (_, changes) = try test.store.performReportingChanges { context in
            let old = try #require(try context.fetch(Article.self, id: Article.ID("a2")))
            try context.changeIdentity(Article.self, from: old.id, to: renamed(old, to: "b2"))
        }
        #expect(changes.deleted(Article.self) == [Article.ID("a2")] && changes.inserted(Article.self) == [Article.ID("b2")], "\(engine): \(changes)")
        #expect(changes.updated(Writer.self) == [Writer.ID("w")] && changes.updated(Topic.self) == [topicID("t")], "\(engine): the targets whose inverse ends changed: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func aClashWithAnExistingIdentityChangesNothing(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try seed(test.store)
        let before = try StoreContents(test.store)
        #expect(throws: StoreError.duplicateIdentity(entity: "Article", id: "a3"), "\(engine): the new identity is taken") {
            try test.store.perform { context in
                let old = try #require(try context.fetch(Article.self, id: Article.ID("a2")))
                try context.changeIdentity(Article.self, from: old.id, to: renamed(old, to: "a3"))
            }
        }
        #expect(throws: StoreError.recordNotFound(entity: "Article", id: "zz"), "\(engine): the old identity is not stored") {
            try test.store.perform { context in try context.changeIdentity(Article.self, from: Article.ID("zz"), to: article("b9")) }
        }
        #expect(try StoreContents(test.store) == before, "\(engine): nothing changed")
    }

    /// The tracker's `Tag` mapping reads a former identity at `old_name`.
    private func trackerWithTags(_ engine: Engine) throws -> TestStore {
        let test = try engine.makeStore(MapwrightExampleTrackerModule.entities)
        let issue = #"{"id": 7, "title": "Crash", "state": "open", "author": {"login": "ada"}, "tags": ["crash", "ui"]}"#
        try test.store.perform { context in _ = try IssueParser().parse(JSONValue(parsing: issue), in: context) }
        return test
    }

    @Test(arguments: Engine.allCases)
    func theGeneratedParserReKeysARecordNamedByItsFormerIdentity(_ engine: Engine) throws {
        let test = try trackerWithTags(engine)
        defer { withExtendedLifetime(test) {} }
        let renamed = #"{"name": "bug", "old_name": "crash", "color": "red"}"#
        try test.store.perform { context in _ = try TagParser().parse(JSONValue(parsing: renamed), in: context) }
        let issue = try #require(try test.store.fetch(MapwrightExampleTracker.Issue.self, id: .init(7)))
        #expect(issue.tags == [.init("bug"), .init("ui")], "\(engine): the issue lists the new identity where the old one was: \(issue.tags)")
        #expect(try test.store.fetch(MapwrightExampleTracker.Tag.self, id: .init("crash")) == nil, "\(engine): the former identity is gone")
        let tag = try #require(try test.store.fetch(MapwrightExampleTracker.Tag.self, id: .init("bug")))
        #expect(tag.color == "red" && tag.issues == [issue.id], "\(engine): the re-keyed tag has the JSON's fields and keeps its issue: \(tag)")
    }

    @Test(arguments: Engine.allCases)
    func theGeneratedParserLeavesBothRecordsWhenTheNewIdentityIsTaken(_ engine: Engine) throws {
        let test = try trackerWithTags(engine)
        defer { withExtendedLifetime(test) {} }
        let clash = #"{"name": "ui", "old_name": "crash", "color": "blue"}"#
        try test.store.perform { context in _ = try TagParser().parse(JSONValue(parsing: clash), in: context) }
        #expect(try test.store.count(MapwrightExampleTracker.Tag.self) == 2, "\(engine): no record is re-keyed onto a taken identity")
        #expect(try test.store.fetch(MapwrightExampleTracker.Tag.self, id: .init("ui"))?.color == "blue", "\(engine): the JSON updates the record with the new identity")
        #expect(try test.store.fetch(MapwrightExampleTracker.Issue.self, id: .init(7))?.tags == [.init("crash"), .init("ui")], "\(engine): links unchanged")
    }

    @Test(arguments: Engine.allCases)
    func anImportThatMayNotUpdateDoesNotReKey(_ engine: Engine) throws {
        let test = try trackerWithTags(engine)
        defer { withExtendedLifetime(test) {} }
        let renamed = #"{"name": "bug", "old_name": "crash", "color": "red"}"#
        try test.store.perform { context in
            _ = try TagParser().parse(JSONValue(parsing: renamed), in: context, options: ImportOptions(records: .insert))
        }
        #expect(try test.store.fetch(MapwrightExampleTracker.Tag.self, id: .init("crash")) != nil, "\(engine): the former identity was re-keyed without update")
        #expect(try test.store.fetch(MapwrightExampleTracker.Tag.self, id: .init("bug"))?.issues == [], "\(engine): the new identity is inserted on its own")
        #expect(try test.store.fetch(MapwrightExampleTracker.Issue.self, id: .init(7))?.tags == [.init("crash"), .init("ui")], "\(engine): links unchanged")
    }
}
