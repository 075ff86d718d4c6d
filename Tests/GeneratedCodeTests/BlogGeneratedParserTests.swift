import Foundation
import Testing
import Mapwright
import Blog

/// The generated Blog module run end to end on seed 000's Post JSON.
@Suite struct BlogGeneratedParserTests {
    static let postJSON = """
    {
        "id": "456",
        "created_at": "2016-04-11T10:00:00Z",
        "country": "UK",
        "content": "Hello world",
        "share_count": 5,
        "is_shared": true,
        "views_count": 100,
        "author": {
            "id": "789",
            "name": "William",
            "avatar_url": "https://example.com/avatar.png"
        }
    }
    """

    @Test func parsesSeedPostIntoStoreAndReadsItBack() throws {
        let store = try BlogModule.makeStore()
        let json = try JSONValue(parsing: Self.postJSON)
        try store.perform { context in _ = try PostParser().parse(json, in: context) }
        let post = try #require(try store.fetch(Post.self, id: Post.ID("456")), "post 456 stored")
        #expect(post.createdDate == Date(timeIntervalSince1970: 1_460_368_800), "createdDate")
        #expect(post.country == "UK" && post.content == "Hello world", "country and content")
        #expect(post.shareCount == 5 && post.localUserHasShared && post.viewCount == 100, "counts and flag")
        #expect(post.author == Author.ID("789"), "author linked")
        let author = try #require(try store.fetch(Author.self, id: Author.ID("789")), "author 789 stored")
        #expect(author.name == "William" && author.avatarURL == URL(string: "https://example.com/avatar.png"), "author fields")
        #expect(author.posts == [Post.ID("456")], "inverse Author.posts kept by the store")
    }

    @Test func parsingTwiceUpdatesWithoutDuplicates() throws {
        let store = try BlogModule.makeStore()
        let first = try JSONValue(parsing: Self.postJSON)
        let second = try JSONValue(parsing: Self.postJSON.replacingOccurrences(of: "\"UK\"", with: "\"US\""))
        try store.perform { context in
            _ = try PostParser().parse(first, in: context)
            _ = try PostParser().parse(second, in: context)
        }
        #expect(try store.count(Post.self) == 1 && store.count(Author.self) == 1, "one post, one author")
        #expect(try store.fetch(Post.self, id: Post.ID("456"))?.country == "US", "country updated")
    }

    @Test func missingIdentityIsRejectedAndNothingIsStored() throws {
        let store = try BlogModule.makeStore()
        let json = try JSONValue(parsing: #"{"content":"no id","created_at":"2016-04-11T10:00:00Z"}"#)
        #expect(throws: ParseError.self, "a post without id is rejected") {
            try store.perform { context in _ = try PostParser().parse(json, in: context) }
        }
        #expect(try store.count(Post.self) == 0, "nothing stored")
    }

    @Test func everyIssueOfADocumentIsReported() throws {
        let store = try BlogModule.makeStore()
        let json = try JSONValue(parsing: #"{"id":"1","created_at":"yesterday","content":7,"is_shared":"maybe","views_count":1,"author":{"name":"x"}}"#)
        do {
            try store.perform { context in _ = try PostParser(authorParser: AuthorParser()).parse(json, in: context) }
            Issue.record("a bad document must throw")
        } catch let error as ParseError {
            let paths = Set(error.issues.map(\.keyPath.description))
            #expect(paths == ["created_at", "is_shared", "author.id"], "issues at \(paths.sorted())")
        }
    }

    @Test func absentKeepsAndNullClearsOnUpdate() throws {
        let store = try BlogModule.makeStore()
        try store.perform { context in
            _ = try PostParser().parse(try JSONValue(parsing: Self.postJSON), in: context)
            _ = try PostParser().parse(try JSONValue(parsing: #"{"id":"456","country":null}"#), in: context)
        }
        let post = try #require(try store.fetch(Post.self, id: Post.ID("456")))
        #expect(post.country == nil, "null cleared country")
        #expect(post.content == "Hello world" && post.viewCount == 100, "absent keys kept")
    }

    @Test func postParserUsesTheInjectedAuthorParser() throws {
        struct FixedAuthorParser: AuthorParsing {
            let author: Author
            func parse(_ json: JSONValue, in context: StoreContext) throws -> Author {
                try context.upsert(author)
                return author
            }
        }
        let store = try BlogModule.makeStore()
        let stubbed = Author(authorID: "stub", name: "Stub")
        try store.perform { context in
            _ = try PostParser(authorParser: FixedAuthorParser(author: stubbed)).parse(try JSONValue(parsing: Self.postJSON), in: context)
        }
        #expect(try store.fetch(Post.self, id: Post.ID("456"))?.author == Author.ID("stub"), "author from the injected parser")
        #expect(try store.fetch(Author.self, id: Author.ID("789")) == nil, "the real author parser never ran")
    }
}
