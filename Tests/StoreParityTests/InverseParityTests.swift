import Foundation
@_spi(Generated) import Mapwright
import Testing

/// Both ends of every relationship form stay in step on every engine, on write and on
/// delete, and to-many relationships keep the order links were made in.
@Suite struct InverseParityTests {
    @Test(arguments: Engine.allCases)
    func toOneFillsTheInverseList(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.insert(writer("w"))
            for id in ["c", "a", "b"] { try context.insert(article(id, writer: "w")) }
        }
        #expect(try test.store.fetch(Writer.self, id: Writer.ID("w"))?.articles.map(\.articleID) == ["c", "a", "b"],
                "Writer.articles does not list the articles in the order they were linked")
    }

    @Test(arguments: Engine.allCases)
    func movingAChildMovesItBetweenParents(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.insert(writer("w1"))
            try context.insert(writer("w2"))
            try context.insert(article("a", writer: "w1"))
            try context.insert(article("b", writer: "w1"))
            try context.update(article("a", writer: "w2"))
        }
        let contents = try StoreContents(test.store)
        #expect(contents.writers.map(\.articles) == [[Article.ID("b")], [Article.ID("a")]], "move: \(contents.writers)")
        #expect(contents.inverseProblems.isEmpty, "\(contents.inverseProblems)")
    }

    @Test(arguments: Engine.allCases)
    func linkingFromTheListSideSetsAndDisplacesTheToOne(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.insert(writer("w1"))
            try context.insert(article("a", writer: "w1"))
            try context.insert(article("b"))
            try context.insert(writer("w2", articles: ["b", "a"]))
        }
        let contents = try StoreContents(test.store)
        #expect(contents.articles.map(\.writer) == [Writer.ID("w2"), Writer.ID("w2")], "articles' writers: \(contents.articles)")
        #expect(contents.writers.map(\.articles) == [[], [Article.ID("b"), Article.ID("a")]], "writers' lists: \(contents.writers)")
    }

    @Test(arguments: Engine.allCases)
    func manyToManyKeepsBothListsInTheirOwnOrder(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            for name in ["x", "y"] { try context.insert(topic(name)) }
            try context.insert(article("a", topics: ["y", "x"]))
            try context.insert(article("b", topics: ["x"]))
            try context.update(topic("y", articles: ["a", "b"]))
        }
        let contents = try StoreContents(test.store)
        #expect(contents.articles.map { $0.topics.map(\.name) } == [["y", "x"], ["x", "y"]], "articles' topics: \(contents.articles)")
        #expect(contents.topics.map { $0.articles.map(\.articleID) } == [["a", "b"], ["a", "b"]], "topics' articles: \(contents.topics)")
        #expect(contents.inverseProblems.isEmpty, "\(contents.inverseProblems)")
    }

    @Test(arguments: Engine.allCases)
    func removingFromAListUnlinksBothEnds(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            for name in ["x", "y"] { try context.insert(topic(name)) }
            try context.insert(writer("w"))
            try context.insert(article("a", writer: "w", topics: ["x", "y"]))
            try context.update(article("a", topics: ["y"]))
        }
        let contents = try StoreContents(test.store)
        #expect(contents.articles.first?.writer == nil && contents.writers.first?.articles == [], "writer link survived: \(contents)")
        #expect(contents.topics.map(\.articles.count) == [0, 1], "topic x kept the article: \(contents.topics)")
        #expect(contents.inverseProblems.isEmpty, "\(contents.inverseProblems)")
    }

    @Test(arguments: Engine.allCases)
    func oneToOneDisplacesThePreviousPartner(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.insert(Desk(deskID: 1, floor: 0))
            try context.insert(Desk(deskID: 2, floor: 0))
            try context.insert(writer("w1", desk: 1))
            try context.insert(writer("w2", desk: 1))  // takes desk 1 from w1
            try context.update(writer("w2", desk: 2))  // lets desk 1 go
        }
        let contents = try StoreContents(test.store)
        #expect(contents.writers.map(\.desk) == [nil, Desk.ID(2)], "writers' desks: \(contents.writers)")
        #expect(contents.desks.map(\.writer) == [nil, Writer.ID("w2")], "desks' writers: \(contents.desks)")
        #expect(contents.inverseProblems.isEmpty, "\(contents.inverseProblems)")
    }

    @Test(arguments: Engine.allCases)
    func deleteNullifiesEveryInverse(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.insert(Desk(deskID: 1, floor: 0))
            try context.insert(writer("w", desk: 1))
            try context.insert(topic("x"))
            try context.insert(article("a", writer: "w", topics: ["x"]))
            try context.insert(article("b", writer: "w", topics: ["x"]))
        }
        try test.store.perform { context in
            try context.delete(Writer.self, id: Writer.ID("w"))
            try context.delete(Article.self, id: Article.ID("a"))
        }
        let contents = try StoreContents(test.store)
        #expect(contents.articles.map(\.writer) == [nil], "the deleted writer is still linked: \(contents.articles)")
        #expect(contents.desks.map(\.writer) == [nil], "the desk still names the deleted writer: \(contents.desks)")
        #expect(contents.topics.map(\.articles) == [[Article.ID("b")]], "the topic still lists the deleted article: \(contents.topics)")
        #expect(contents.inverseProblems.isEmpty, "\(contents.inverseProblems)")
    }

    @Test(arguments: Engine.allCases)
    func relationshipsWithoutInverseKeepIdentitiesOfDeletedTargets(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.insert(writer("e"))
            try context.insert(article("r1"))
            try context.insert(article("r2"))
            try context.insert(article("a", related: ["r2", "r1", "a"], editor: "e"))
            try context.delete(Writer.self, id: Writer.ID("e"))
            try context.delete(Article.self, id: Article.ID("r2"))
        }
        let stored = try #require(try test.store.fetch(Article.self, id: Article.ID("a")))
        #expect(stored.editor == Writer.ID("e"), "the editor link without inverse was dropped")
        #expect(stored.related.map(\.articleID) == ["r2", "r1", "a"], "related (no inverse) changed: \(stored.related)")
    }

    @Test(arguments: Engine.allCases)
    func deletingAndReinsertingStartsWithoutLinks(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.insert(article("r"))
            try context.insert(topic("x"))
            try context.insert(article("a", topics: ["x"], related: ["r"]))
            try context.delete(Article.self, id: Article.ID("a"))
            try context.insert(article("a"))
        }
        #expect(try test.store.fetch(Article.self, id: Article.ID("a")) == article("a"), "a re-inserted record inherited old links")
    }

    @Test(arguments: Engine.allCases)
    func referencesWaitForTheirTargets(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.insert(article("a"))
            try context.reference(Article.self, id: Article.ID("a"), \.writer, to: Writer.self, id: Writer.ID("w"), relationship: "writer")
            try context.reference(Article.self, id: Article.ID("a"), \.topics, adding: Topic.self, id: topicID("x"), relationship: "topics")
            #expect(context.unresolvedReferences.count == 2, "the references did not wait")
            try context.insert(writer("w"))
            try context.insert(topic("x"))
        }
        let contents = try StoreContents(test.store)
        #expect(contents.articles.first?.writer == Writer.ID("w") && contents.articles.first?.topics == [topicID("x")], "references not made: \(contents)")
        #expect(contents.inverseProblems.isEmpty, "\(contents.inverseProblems)")
    }
}
