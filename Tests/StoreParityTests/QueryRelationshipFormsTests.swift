import Mapwright
import Testing

/// Queries that follow every relationship form (one-to-many, many-to-many with a
/// composite identity, one-to-one, to-many and to-one without inverse), on both engines.
@Suite struct QueryRelationshipFormsTests {
    static let swift = Topic.ID(namespace: "lang", name: "swift")
    static let rust = Topic.ID(namespace: "lang", name: "rust")
    static let food = Topic.ID(namespace: "misc", name: "food")

    /// Writers w1 (desk on floor 1) and w2 (floor 3), a free desk on floor 5, three
    /// topics, and articles a1 (w1; swift, rust; related a2; edited by w2), a2 (w2; food)
    /// and a3 (no writer, no topic; related a1, a2; edited by w2).
    static func makeStore(_ engine: Engine) throws -> TestStore {
        let test = try engine.makeStore()
        try test.store.perform { context in
            try context.insert(Writer(writerID: "w1", name: "Ann"))
            try context.insert(Writer(writerID: "w2", name: "Ben"))
            try context.insert(Desk(deskID: 1, floor: 1, writer: .init("w1")))
            try context.insert(Desk(deskID: 2, floor: 3, writer: .init("w2")))
            try context.insert(Desk(deskID: 3, floor: 5))
            for topic in [swift, rust, food] { try context.insert(Topic(namespace: topic.namespace, name: topic.name)) }
            try context.insert(Article(articleID: "a2", title: "Beta", writer: .init("w2"), topics: [food]))
            try context.insert(Article(articleID: "a1", title: "Alpha", writer: .init("w1"), topics: [swift, rust], related: [.init("a2")], editor: .init("w2")))
            try context.insert(Article(articleID: "a3", title: "Gamma", related: [.init("a1"), .init("a2")], editor: .init("w2")))
        }
        return test
    }

    static func articles(_ store: Store, _ filter: StorePredicate<Article>) throws -> [String] {
        try store.fetch(StoreQuery(Article.self).filter(filter)).map(\.articleID)
    }

    @Test(arguments: Engine.allCases)
    func manyToManyWithACompositeIdentity(engine: Engine) throws {
        let test = try Self.makeStore(engine)
        let store = test.store
        #expect(try Self.articles(store, Article.Columns.topics.any(Topic.Columns.namespace == "lang")) == ["a1"], "\(engine): any through the join table")
        #expect(try Self.articles(store, Article.Columns.topics.includes(Self.food)) == ["a2"], "\(engine): includes a composite identity")
        #expect(try Self.articles(store, Article.Columns.topics.isEmpty) == ["a3"], "\(engine): no topic")
        let topics = try store.fetch(StoreQuery(Topic.self).filter(Topic.Columns.articles.any(Article.Columns.title == "Alpha"))).map(\.id)
        #expect(topics == [Self.rust, Self.swift], "\(engine): from the side that does not own the join table, by identity: \(topics)")
        let byIDs = try store.fetch(StoreQuery(Topic.self).filter(.ids([Self.food, Self.swift]))).map(\.id)
        #expect(byIDs == [Self.swift, Self.food], "\(engine): composite identities, ordered by namespace then name: \(byIDs)")
    }

    @Test(arguments: Engine.allCases)
    func toManyWithoutInverse(engine: Engine) throws {
        let test = try Self.makeStore(engine)
        #expect(try Self.articles(test.store, Article.Columns.related.includes(.init("a2"))) == ["a1", "a3"], "\(engine): includes")
        #expect(try Self.articles(test.store, Article.Columns.related.any(Article.Columns.title == "Alpha")) == ["a3"], "\(engine): any, the entity itself")
        #expect(try Self.articles(test.store, Article.Columns.related.isEmpty) == ["a2"], "\(engine): isEmpty")
    }

    @Test(arguments: Engine.allCases)
    func oneToOne(engine: Engine) throws {
        let test = try Self.makeStore(engine)
        let writers = try test.store.fetch(StoreQuery(Writer.self).filter(Writer.Columns.desk.any(Desk.Columns.floor > 2))).map(\.writerID)
        #expect(writers == ["w2"], "\(engine): a writer whose desk matches: \(writers)")
        let desks = try test.store.fetch(StoreQuery(Desk.self).filter(Desk.Columns.writer.isNil)).map(\.deskID)
        #expect(desks == [3], "\(engine): the free desk: \(desks)")
        let ann = try test.store.fetch(StoreQuery(Desk.self).filter(Desk.Columns.writer == Writer.ID("w1"))).map(\.deskID)
        #expect(ann == [1], "\(engine): the desk of w1: \(ann)")
    }

    @Test(arguments: Engine.allCases)
    func toOneWithoutInverseAndOneToMany(engine: Engine) throws {
        let test = try Self.makeStore(engine)
        #expect(try Self.articles(test.store, Article.Columns.editor == Writer.ID("w2")) == ["a1", "a3"], "\(engine): editor ==")
        #expect(try Self.articles(test.store, Article.Columns.editor.any(Writer.Columns.name == "Ben")) == ["a1", "a3"], "\(engine): editor any")
        #expect(try Self.articles(test.store, Article.Columns.writer.any(Writer.Columns.desk.any(Desk.Columns.floor == 1))) == ["a1"], "\(engine): two hops")
        let writers = try test.store.fetch(StoreQuery(Writer.self).filter(Writer.Columns.articles.any(Article.Columns.title.hasPrefix("B")))).map(\.writerID)
        #expect(writers == ["w2"], "\(engine): one-to-many from the parent: \(writers)")
    }
}
