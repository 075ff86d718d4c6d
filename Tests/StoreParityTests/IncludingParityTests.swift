import MapwrightExampleBlog
import Foundation
import Mapwright
import Testing

/// Related records read with a query (`StoreQuery.including`), nested, in a batch for
/// records in hand (`Store.related(_:of:)`), and as a unit of work sees them: the same
/// answer on both engines, for every relationship form.
@Suite struct IncludingParityTests {
    typealias Post = MapwrightExampleBlog.Post
    typealias Author = MapwrightExampleBlog.Author
    typealias P = MapwrightExampleBlog.Post.Columns
    typealias A = MapwrightExampleBlog.Author.Columns

    /// Each result's identity with the names of the authors (or the posts) included for it.
    static func authorNames(_ results: StoreResults<Post>) -> [String: String] {
        Dictionary(uniqueKeysWithValues: results.map { post in (post.postID, results.relatedRecord(P.author, of: post)?.name ?? "-") })
    }

    @Test(arguments: Engine.allCases)
    func aToOneIncludedComesWithEachResult(engine: Engine) throws {
        let test = try QueryParityTests.makeStore(engine)
        let results = try test.store.fetch(StoreQuery(Post.self).including(P.author))
        #expect(results.map(\.postID) == ["p1", "p2", "p3", "p4", "p5", "p6"], "\(engine): the results are the query's records, in its order")
        #expect(Self.authorNames(results) == ["p1": "Ada", "p2": "Ada", "p3": "Bob", "p4": "Bob", "p5": "-", "p6": "Ada"],
                "\(engine): each post's author included (p5 has none): \(Self.authorNames(results))")
        #expect(results.related.count == 2, "\(engine): the two authors linked are read once each, Cy (no post) not at all")
    }

    @Test(arguments: Engine.allCases)
    func aToManyIncludedComesInTheRelationshipsOrder(engine: Engine) throws {
        let test = try QueryParityTests.makeStore(engine)
        let results = try test.store.fetch(StoreQuery(Author.self).including(A.posts))
        let posts = results.map { author in results.relatedRecords(A.posts, of: author).map(\.postID) }
        #expect(posts == [["p1", "p2", "p6"], ["p3", "p4"], []], "\(engine): each author's posts, in the list's order: \(posts)")
    }

    @Test(arguments: Engine.allCases)
    func aNestedInclusionFollowsTheIncludedRecords(engine: Engine) throws {
        let test = try QueryParityTests.makeStore(engine)
        let query = StoreQuery(Post.self).filter(P.postID == "p3").including(P.author, then: StoreInclusion(A.posts))
        let results = try test.store.fetch(query)
        let author = results.first.flatMap { results.relatedRecord(P.author, of: $0) }
        #expect(author?.name == "Bob", "\(engine): p3's author is included")
        let siblings = author.map { results.relatedRecords(A.posts, of: $0).map(\.postID) }
        #expect(siblings == ["p3", "p4"], "\(engine): the author's posts, one level further, are included: \(String(describing: siblings))")
    }

    @Test(arguments: Engine.allCases)
    func anIncludingQueryFiltersSortsAndPages(engine: Engine) throws {
        let test = try QueryParityTests.makeStore(engine)
        let query = StoreQuery(Post.self).including(P.author).filter(P.viewCount >= 10).sorted(by: .descending(P.viewCount)).offset(1).limit(2)
        let results = try test.store.fetch(query)
        #expect(results.map(\.postID) == ["p2", "p3"], "\(engine): filter, order and page apply after including: \(results.map(\.postID))")
        #expect(Self.authorNames(results) == ["p2": "Ada", "p3": "Bob"], "\(engine): only the page's authors are included")
    }

    @Test(arguments: Engine.allCases)
    func anIncludingQueryTakesAClosureFilter(engine: Engine) throws {
        let test = try QueryParityTests.makeStore(engine)
        let query = StoreQuery(Post.self).including(P.author).filter { $0.postID.hasSuffix("3") || $0.postID.hasSuffix("6") }
        let results = try test.store.fetch(query)
        #expect(Self.authorNames(results) == ["p3": "Bob", "p6": "Ada"], "\(engine): the closure keeps p3 and p6, with their authors: \(Self.authorNames(results))")
    }

    @Test(arguments: Engine.allCases)
    func theBatchFormReadsTheRecordsInHandsTargets(engine: Engine) throws {
        let test = try QueryParityTests.makeStore(engine)
        let posts = try test.store.fetch(StoreQuery(Post.self))
        let authors = try test.store.related(P.author, of: posts)
        #expect(authors.mapValues(\.name) == [Author.ID("ada"): "Ada", Author.ID("bob"): "Bob"], "\(engine): the authors of the posts in hand, by identity")
        let results = try test.store.results(of: posts, including: StoreInclusion(P.author, then: StoreInclusion(A.posts)))
        #expect(results.related.count == 7, "\(engine): two authors, then their five posts, one level further: \(results.related.count)")
    }

    @Test(arguments: Engine.allCases)
    func aContextIncludesItsOwnWrites(engine: Engine) throws {
        let test = try QueryParityTests.makeStore(engine)
        let names = try test.store.perform { context in
            try context.insert(Author(authorID: "dee", name: "Dee"))
            try context.insert(Post(postID: "p7", createdDate: Date(timeIntervalSince1970: 0), content: "new", localUserHasShared: false,
                                    viewCount: 1, author: Author.ID("dee")))
            let results = try context.fetch(StoreQuery(Post.self).filter(P.postID == "p7").including(P.author))
            let related = try context.related(P.author, of: Array(results))
            return (results.first.flatMap { results.relatedRecord(P.author, of: $0)?.name }, related[Author.ID("dee")]?.name)
        }
        #expect(names.0 == "Dee", "\(engine): a context's query includes the author it inserted")
        #expect(names.1 == "Dee", "\(engine): a context's batch form reads the author it inserted")
    }

    @Test(arguments: Engine.allCases)
    func anIncludingObservationWakesOnTheIncludedEntity(engine: Engine) async throws {
        let test = try QueryParityTests.makeStore(engine)
        defer { withExtendedLifetime(test) {} }
        let query = StoreQuery(Post.self).filter(P.postID == "p3").including(P.author)
        #expect(query.observedEntityNames == [Post.entityName, Author.entityName], "the query reads posts and, included, authors")
        var values = test.store.observe(query).makeAsyncIterator()
        #expect(try await values.next().map(Self.authorNames) == ["p3": "Bob"], "\(engine): first value")
        try await test.store.perform { context in
            guard var bob = try context.fetch(Author.self, id: Author.ID("bob")) else { return }
            bob.name = "Robert"
            try context.update(bob)
        }
        #expect(try await values.next().map(Self.authorNames) == ["p3": "Robert"], "\(engine): renaming the author (an Author commit) must show")
    }

    @Test(arguments: Engine.allCases)
    func everyRelationshipFormIsIncluded(engine: Engine) throws {
        let test = try QueryRelationshipFormsTests.makeStore(engine)
        let query = StoreQuery(Article.self)
            .including(Article.Columns.topics)
            .including(Article.Columns.related)
            .including(Article.Columns.editor)
            .including(Article.Columns.writer, then: StoreInclusion(Writer.Columns.desk))
        let results = try test.store.fetch(query)
        let lines = results.map { article in
            let topics = results.relatedRecords(Article.Columns.topics, of: article).map { "\($0.namespace)/\($0.name)" }
            let related = results.relatedRecords(Article.Columns.related, of: article).map(\.articleID)
            let editor = results.relatedRecord(Article.Columns.editor, of: article)?.name ?? "-"
            let writer = results.relatedRecord(Article.Columns.writer, of: article)
            let floor = writer.flatMap { results.relatedRecord(Writer.Columns.desk, of: $0) }.map { "\($0.floor)" } ?? "-"
            return "\(article.articleID) \(topics) \(related) \(editor) \(writer?.name ?? "-") \(floor)"
        }
        #expect(lines == [
            #"a1 ["lang/swift", "lang/rust"] ["a2"] Ben Ann 1"#,
            #"a2 ["misc/food"] [] - Ben 3"#,
            #"a3 [] ["a1", "a2"] Ben - -"#,
        ], "\(engine): many-to-many (composite identity), list without inverse, to-one without inverse, one-to-many and one-to-one: \(lines)")
    }

    @Test(arguments: Engine.allCases)
    func manyRecordsListsAreFilledAcrossBatches(engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleBlogModule.entities)
        try test.store.perform { context in
            for author in 0..<700 {
                try context.insert(Author(authorID: "a\(author)", name: "A\(author)"))
                for post in 0..<(author % 3) {
                    try context.insert(Post(postID: "p\(author)-\(post)", createdDate: Date(timeIntervalSince1970: 0), content: "", localUserHasShared: false,
                                            viewCount: 0, author: Author.ID("a\(author)")))
                }
            }
        }
        let authors = try test.store.fetch(StoreQuery(Author.self))
        let wrong = try authors.filter { author in try test.store.fetch(Author.self, id: author.id)?.posts != author.posts }
        #expect(authors.count == 700, "\(engine): every author is read")
        #expect(wrong.isEmpty, "\(engine): a query's records carry the same lists as a fetch by identity; these do not: \(wrong.prefix(3).map(\.authorID))")
        #expect(authors.filter { !$0.posts.isEmpty }.count == 466, "\(engine): every author whose number is not a multiple of 3 has posts, in every batch")
    }
}

/// `StoreListChanges(from:to:)` of two results of an including query: a record whose
/// included related record changed is updated, as a list row showing it must be redrawn.
@Suite struct IncludedChangesParityTests {
    typealias Post = MapwrightExampleBlog.Post
    typealias Author = MapwrightExampleBlog.Author
    typealias P = MapwrightExampleBlog.Post.Columns
    typealias A = MapwrightExampleBlog.Author.Columns

    @Test(arguments: Engine.allCases)
    func aRenamedAuthorUpdatesThePostsThatIncludeIt(engine: Engine) throws {
        let test = try QueryParityTests.makeStore(engine)
        let query = StoreQuery(Post.self).sorted(by: .ascending(P.postID)).including(P.author)
        let before = try test.store.fetch(query)
        try test.store.perform { context in
            try context.modify(Author.self, id: Author.ID("ada")) { $0.name = "Ada L." }
        }
        let after = try test.store.fetch(query)
        let changes = StoreListChanges(from: before, to: after)
        #expect(changes.updated.map { after[$0].postID } == ["p1", "p2", "p6"],
                "\(engine): Ada's posts must be updated, and only they: \(changes.updated)")
        #expect(changes.inserted.isEmpty && changes.removed.isEmpty && changes.moved.isEmpty, "\(engine): nothing else changed")
        #expect(StoreListChanges(from: before.records, to: after.records).updated.isEmpty,
                "\(engine): compared as plain records, no post changed")
    }

    @Test(arguments: Engine.allCases)
    func aChangeTwoInclusionsDeepUpdatesTheRecord(engine: Engine) throws {
        let test = try QueryParityTests.makeStore(engine)
        let query = StoreQuery(Post.self).sorted(by: .ascending(P.postID)).including(P.author, then: StoreInclusion(A.posts))
        let before = try test.store.fetch(query)
        try test.store.perform { context in
            try context.modify(Post.self, id: Post.ID("p3")) { $0.content = "Salut" }
        }
        let changes = StoreListChanges(from: before, to: try test.store.fetch(query))
        // p3 changed itself; p4 shares its author bob, whose posts (p3 among them) are included.
        #expect(changes.updated.map { before[$0].postID } == ["p3", "p4"],
                "\(engine): p3 and the post that includes it through bob must be updated: \(changes.updated)")
    }
}
