import MapwrightExampleBlog
import Foundation
import Mapwright
import MapwrightSQLite
import Testing
import MapwrightExampleTracker

/// Typed queries (`StoreQuery`) on both engines: every operator, nil handling, string and
/// number order, sorting, paging, counting, identities and relationships, each with the
/// exact records expected, so that both engines are checked against the same answer.
@Suite struct QueryParityTests {
    typealias Post = MapwrightExampleBlog.Post
    typealias Author = MapwrightExampleBlog.Author
    typealias P = MapwrightExampleBlog.Post.Columns
    typealias A = MapwrightExampleBlog.Author.Columns

    /// A store holding three authors (cy has no posts) and six posts (p5 has no author).
    static func makeStore(_ engine: Engine) throws -> TestStore {
        let test = try engine.makeStore(MapwrightExampleBlogModule.entities)
        try test.store.perform { context in
            for (id, name) in [("ada", "Ada"), ("bob", "Bob"), ("cy", "Cy")] {
                try context.insert(Author(authorID: id, name: name))
            }
            let rows: [(String, String?, Int, String?, String, Bool, Double)] = [
                ("p1", "ada", 10, "GB", "Hello world", true, 1000),
                ("p2", "ada", 50, nil, "it's 100% _done", false, 2000),
                ("p3", "bob", 50, "FR", "Bonjour", false, 3000),
                ("p4", "bob", 5, "gb", "apple", true, 500),
                ("p5", nil, 100, "É", "Zebra", false, 4000),
                ("p6", "ada", -3, nil, "%", true, 1500),
            ]
            for (id, author, views, country, content, shared, seconds) in rows {
                try context.insert(Post(
                    postID: id, createdDate: Date(timeIntervalSince1970: seconds), country: country, content: content,
                    localUserHasShared: shared, viewCount: views, author: author.map { Author.ID($0) }))
            }
        }
        return test
    }

    /// The identities of the posts `filter` selects, in identity order.
    static func posts(_ engine: Engine, _ filter: StorePredicate<Post>) throws -> [String] {
        let test = try makeStore(engine)
        return try test.store.fetch(StoreQuery(Post.self).filter(filter)).map(\.postID)
    }

    @Test(arguments: Engine.allCases)
    func equalityAndInequality(engine: Engine) throws {
        #expect(try Self.posts(engine, P.viewCount == 50) == ["p2", "p3"], "\(engine): == on an Int")
        #expect(try Self.posts(engine, P.viewCount != 50) == ["p1", "p4", "p5", "p6"], "\(engine): != on an Int")
        #expect(try Self.posts(engine, P.localUserHasShared == true) == ["p1", "p4", "p6"], "\(engine): == on a Bool")
        #expect(try Self.posts(engine, P.createdDate == Date(timeIntervalSince1970: 500)) == ["p4"], "\(engine): == on a Date")
    }

    @Test(arguments: Engine.allCases)
    func orderingComparisons(engine: Engine) throws {
        #expect(try Self.posts(engine, P.viewCount > 10) == ["p2", "p3", "p5"], "\(engine): >")
        #expect(try Self.posts(engine, P.viewCount >= 10) == ["p1", "p2", "p3", "p5"], "\(engine): >=")
        #expect(try Self.posts(engine, P.viewCount < 10) == ["p4", "p6"], "\(engine): < (negative numbers included)")
        #expect(try Self.posts(engine, P.viewCount <= 5) == ["p4", "p6"], "\(engine): <=")
        #expect(try Self.posts(engine, P.createdDate < Date(timeIntervalSince1970: 1500)) == ["p1", "p4"], "\(engine): < on a Date")
    }

    @Test(arguments: Engine.allCases)
    func inACollection(engine: Engine) throws {
        #expect(try Self.posts(engine, P.viewCount.in([5, 100, 7])) == ["p4", "p5"], "\(engine): in a list")
        #expect(try Self.posts(engine, P.viewCount.in([Int]())) == [], "\(engine): in an empty list matches nothing")
        #expect(try Self.posts(engine, P.country.in(["FR", nil])) == ["p2", "p3", "p6"], "\(engine): nil in the list matches nil")
        #expect(try Self.posts(engine, !P.country.in(["FR"])) == ["p1", "p2", "p4", "p5", "p6"], "\(engine): not in keeps nil")
    }

    @Test(arguments: Engine.allCases)
    func nilHandling(engine: Engine) throws {
        #expect(try Self.posts(engine, P.country.isNil) == ["p2", "p6"], "\(engine): isNil")
        #expect(try Self.posts(engine, P.country == nil) == ["p2", "p6"], "\(engine): == nil")
        #expect(try Self.posts(engine, P.country.isNotNil) == ["p1", "p3", "p4", "p5"], "\(engine): isNotNil")
        #expect(try Self.posts(engine, P.country != "GB") == ["p2", "p3", "p4", "p5", "p6"], "\(engine): != keeps nil")
        #expect(try Self.posts(engine, P.country < "a") == ["p1", "p3"], "\(engine): < never matches nil")
        #expect(try Self.posts(engine, !(P.country < "a")) == ["p2", "p4", "p5", "p6"], "\(engine): ! of a comparison matches nil")
    }

    @Test(arguments: Engine.allCases)
    func stringsCompareByUTF8Bytes(engine: Engine) throws {
        let test = try Self.makeStore(engine)
        let sorted = try test.store.fetch(StoreQuery(Post.self).sorted(by: .ascending(P.country))).map(\.postID)
        // nil first (ties by identity), then "FR" < "GB" < "gb" < "É" (0x46, 0x47, 0x67, 0xC3).
        #expect(sorted == ["p2", "p6", "p3", "p1", "p4", "p5"], "\(engine): ascending text order is byte order, nil first: \(sorted)")
        let descending = try test.store.fetch(StoreQuery(Post.self).sorted(by: .descending(P.country))).map(\.postID)
        #expect(descending == ["p5", "p4", "p1", "p3", "p2", "p6"], "\(engine): descending puts nil last: \(descending)")
        #expect(try Self.posts(engine, P.country > "Z") == ["p4", "p5"], "\(engine): lower case and accents sort after upper case")
    }

    @Test(arguments: Engine.allCases)
    func textContainsAndPrefix(engine: Engine) throws {
        #expect(try Self.posts(engine, P.content.contains("o")) == ["p1", "p2", "p3"], "\(engine): contains")
        #expect(try Self.posts(engine, P.content.contains("hello")) == [], "\(engine): contains is case-sensitive")
        #expect(try Self.posts(engine, P.content.contains("_")) == ["p2"], "\(engine): _ is no wildcard")
        #expect(try Self.posts(engine, P.content.contains("%")) == ["p2", "p6"], "\(engine): % is no wildcard")
        #expect(try Self.posts(engine, P.content.hasPrefix("it's")) == ["p2"], "\(engine): hasPrefix with a quote")
        #expect(try Self.posts(engine, P.content.hasPrefix("")) == ["p1", "p2", "p3", "p4", "p5", "p6"], "\(engine): the empty prefix")
        #expect(try Self.posts(engine, P.country.hasPrefix("G")) == ["p1"], "\(engine): hasPrefix on an optional")
        #expect(try Self.posts(engine, !P.country.contains("x")) == ["p1", "p2", "p3", "p4", "p5", "p6"], "\(engine): ! contains matches nil")
    }

    @Test(arguments: Engine.allCases)
    func valuesAreBoundNotSpliced(engine: Engine) throws {
        #expect(try Self.posts(engine, P.content == "it's 100% _done") == ["p2"], "\(engine): a value with ' and %")
        #expect(try Self.posts(engine, P.content == "x' OR '1'='1") == [], "\(engine): an injection attempt matches nothing")
    }

    @Test func onlyAStoreOnSQLiteHasSQLiteFeatures() throws {
        #expect(try Self.makeStore(.memory).store.sqlite == nil, "a store in memory must have no SQLite features")
        #expect(try Self.makeStore(.sqlite).store.sqlite != nil, "a store on SQLite must have its SQLite features")
    }

    @Test func sqliteBindsValuesAsParameters() throws {
        let test = try Self.makeStore(.sqlite)
        let plan = try #require(test.store.sqlite, "the store is on SQLite").queryPlan(StoreQuery(Post.self).filter(P.content == "it's 100% _done"))
        #expect(!plan.sql.contains("100%") && !plan.sql.contains("it's"), "the value is not in the SQL: \(plan.sql)")
        #expect(plan.sql.contains("?1"), "the value is parameter 1: \(plan.sql)")
    }

    @Test(arguments: Engine.allCases)
    func andOrNot(engine: Engine) throws {
        let filter = (P.viewCount >= 50 && P.country.isNotNil) || P.content == "apple"
        #expect(try Self.posts(engine, filter) == ["p3", "p4", "p5"], "\(engine): (a && b) || c")
        #expect(try Self.posts(engine, !(P.viewCount >= 50) && P.localUserHasShared == true) == ["p1", "p4", "p6"], "\(engine): !a && b")
        #expect(try Self.posts(engine, .none || P.viewCount == 100) == ["p5"], "\(engine): none || a")
    }

    @Test(arguments: Engine.allCases)
    func sortsBySeveralColumns(engine: Engine) throws {
        let test = try Self.makeStore(engine)
        let query = StoreQuery(Post.self).sorted(by: .descending(P.viewCount), .ascending(P.createdDate))
        let sorted = try test.store.fetch(query).map(\.postID)
        #expect(sorted == ["p5", "p2", "p3", "p1", "p4", "p6"], "\(engine): views descending, then date ascending: \(sorted)")
        let other = try test.store.fetch(query.sorted(by: .ascending(P.viewCount), .descending(P.createdDate))).map(\.postID)
        #expect(other == ["p6", "p4", "p1", "p3", "p2", "p5"], "\(engine): views ascending, then date descending: \(other)")
    }

    @Test(arguments: Engine.allCases)
    func limitAndOffset(engine: Engine) throws {
        let test = try Self.makeStore(engine)
        let query = StoreQuery(Post.self).sorted(by: .descending(P.viewCount), .ascending(P.createdDate))
        #expect(try test.store.fetch(query.offset(1).limit(2)).map(\.postID) == ["p2", "p3"], "\(engine): offset 1, limit 2")
        #expect(try test.store.fetch(query.limit(0)).isEmpty, "\(engine): limit 0")
        #expect(try test.store.fetch(query.offset(5)).map(\.postID) == ["p6"], "\(engine): offset without limit")
        #expect(try test.store.fetch(query.offset(9)).isEmpty, "\(engine): offset past the end")
    }

    @Test(arguments: Engine.allCases)
    func counts(engine: Engine) throws {
        let test = try Self.makeStore(engine)
        #expect(try test.store.count(StoreQuery(Post.self)) == 6, "\(engine): every post")
        #expect(try test.store.count(StoreQuery(Post.self).filter(P.viewCount >= 10)) == 4, "\(engine): filtered")
        #expect(try test.store.count(StoreQuery(Post.self).filter(P.viewCount >= 10).offset(1).limit(2)) == 2, "\(engine): a page")
        #expect(try test.store.count(StoreQuery(Post.self).offset(4).limit(5)) == 2, "\(engine): the last page")
    }

    @Test(arguments: Engine.allCases)
    func fetchesManyIdentitiesAtOnce(engine: Engine) throws {
        let test = try Self.makeStore(engine)
        let found = try test.store.fetch(Post.self, ids: [.init("p3"), .init("nope"), .init("p1")]).map(\.postID)
        #expect(found == ["p3", "p1"], "\(engine): in the order asked, missing ones skipped: \(found)")
        #expect(try Self.posts(engine, .ids([Post.ID("p6"), Post.ID("p2")])) == ["p2", "p6"], "\(engine): the ids predicate")
        let many = (0..<1_200).map { Post.ID("x\($0)") } + [Post.ID("p4")]
        #expect(try test.store.fetch(Post.self, ids: many).map(\.postID) == ["p4"], "\(engine): more identities than one batch")
    }

    @Test(arguments: Engine.allCases)
    func followsToOneRelationships(engine: Engine) throws {
        #expect(try Self.posts(engine, P.author.any(A.name == "Ada")) == ["p1", "p2", "p6"], "\(engine): posts whose author matches")
        #expect(try Self.posts(engine, P.author == Author.ID("bob")) == ["p3", "p4"], "\(engine): posts of one author")
        #expect(try Self.posts(engine, P.author != Author.ID("bob")) == ["p1", "p2", "p5", "p6"], "\(engine): != keeps posts with no author")
        #expect(try Self.posts(engine, P.author.isNil) == ["p5"], "\(engine): posts with no author")
        #expect(try Self.posts(engine, !P.author.any(A.name == "Ada")) == ["p3", "p4", "p5"], "\(engine): ! any")
    }

    @Test(arguments: Engine.allCases)
    func followsToManyRelationships(engine: Engine) throws {
        let test = try Self.makeStore(engine)
        let authors = { (filter: StorePredicate<Author>) in try test.store.fetch(StoreQuery(Author.self).filter(filter)).map(\.authorID) }
        #expect(try authors(A.posts.any(P.viewCount >= 50)) == ["ada", "bob"], "\(engine): authors with a popular post")
        #expect(try authors(A.posts.isEmpty) == ["cy"], "\(engine): authors with no post")
        #expect(try authors(A.posts.includes(Post.ID("p4"))) == ["bob"], "\(engine): the author of one post")
        #expect(try authors(A.posts.any(P.author.any(A.name == "Bob") && P.country == "gb")) == ["bob"], "\(engine): nested relationships")
    }

    @Test(arguments: Engine.allCases)
    func relatedRecords(engine: Engine) throws {
        let test = try Self.makeStore(engine)
        let context = test.store.makeContext()
        let post = try #require(try context.fetch(Post.self, id: .init("p1")))
        #expect(try context.related(P.author, of: post).map(\.authorID) == ["ada"], "\(engine): a post's author")
        let ada = try #require(try context.fetch(Author.self, id: .init("ada")))
        #expect(try context.related(A.posts, of: ada).map(\.postID) == ada.posts.map(\.postID), "\(engine): an author's posts, in order")
        #expect(try context.related(A.posts, of: ada).count == 3, "\(engine): ada has three posts")
        context.rollback()
    }

    @Test(arguments: Engine.allCases)
    func aUnitOfWorkSeesItsOwnWrites(engine: Engine) throws {
        let test = try Self.makeStore(engine)
        let query = StoreQuery(Post.self).filter(P.viewCount > 60)
        try test.store.perform { context in
            try context.insert(Post(postID: "p7", createdDate: Date(), content: "new", localUserHasShared: false, viewCount: 70, author: .init("cy")))
            _ = try context.delete(Post.self, id: .init("p5"))
            #expect(try context.fetch(query).map(\.postID) == ["p7"], "\(engine): the context sees its insert and delete")
            #expect(try context.count(query) == 1, "\(engine): and counts them")
            #expect(try context.fetch(StoreQuery(Author.self).filter(A.posts.isEmpty)).isEmpty, "\(engine): and the links its insert made")
            #expect(try test.store.fetch(query).map(\.postID) == ["p5"], "\(engine): the store does not see them before commit")
        }
        #expect(try test.store.fetch(query).map(\.postID) == ["p7"], "\(engine): the store sees them after commit")
    }

    @Test func observedEntityNamesListFollowedRelationships() {
        let plain = StoreQuery(Post.self).filter(P.viewCount > 1)
        #expect(plain.observedEntityNames == ["Post"], "a plain filter observes its own entity")
        let followed = StoreQuery(Post.self).filter(P.author.any(A.name == "Ada"))
        #expect(followed.observedEntityNames == ["Post", "Author"], "following author observes Author")
        let nested = StoreQuery(Author.self).filter(A.posts.any(P.author.isNil))
        #expect(nested.observedEntityNames == ["Author", "Post"], "a nested test observes both")
    }

    @Test func sqliteUsesTheRelationshipIndex() throws {
        let test = try Self.makeStore(.sqlite)
        let plan = try #require(test.store.sqlite, "the store is on SQLite").queryPlan(StoreQuery(Post.self).filter(P.author == Author.ID("ada")))
        #expect(plan.steps.contains { $0.contains("USING INDEX") && $0.contains("(author=?)") }, "an index on the foreign key serves it: \(plan)")
    }

    @Test func sqliteUsesASchemaDeclaredIndex() throws {
        let test = try Engine.sqlite.makeStore(MapwrightExampleTrackerModule.entities)
        try test.store.perform { context in
            try context.insert(MapwrightExampleTracker.User(login: "ada"))
            for number in 1...3 {
                try context.insert(MapwrightExampleTracker.Issue(issueID: Int64(number), title: "Issue \(number)", state: .open, author: .init("ada")))
            }
        }
        let query = StoreQuery(MapwrightExampleTracker.Issue.self).filter(MapwrightExampleTracker.Issue.Columns.title == "Issue 2")
        let plan = try #require(test.store.sqlite, "the store is on SQLite").queryPlan(query)
        #expect(plan.steps.contains { $0.contains("INDEX Issue_by_title") }, "Tracker.json's index on Issue.title serves it: \(plan)")
        #expect(try test.store.fetch(query).map(\.issueID) == [2], "and finds the issue")
        let file = try #require(test.file)
        let schema = try DatabaseFile.schemaSQL(file)
        #expect(schema.contains { $0.contains("CREATE INDEX \"Issue_by_assignee_updatedAt\"") && $0.contains("(\"assignee\", \"updatedAt\")") },
                "the two-column index over a to-one relationship and an attribute is created: \(schema)")
    }
}
