import Foundation
import Testing
import Mapwright
import MapwrightExampleBlog
import MapwrightExampleBlogTestSupport

/// Seed 000 on the generated Blog module, in the article's three steps: the post parser
/// with the real author parser (integration), the post parser with a stub author parser
/// (unit), and the author parser's own tests. Each test gets a fresh in-memory store,
/// as the article's `wbm_inMemoryTestContext`. Where the article's parser returns nil
/// for a missing id, the generated one throws a `ParseError` naming the key.

/// Parses `fixture` with `parse` in one unit of work on `store`; returns what it returned.
private func parse<R>(_ fixture: String, into store: Store, _ parse: (JSONValue, StoreContext) throws -> R) throws -> R {
    let json = try Fixture.json(fixture)
    return try store.perform { context in try parse(json, context) }
}

/// The post parser with the real author parser: the article's first test suite.
@Suite struct BlogPostParserIntegrationTests {
    let store: Store
    let sut = PostParser(authorParser: AuthorParser())

    init() throws { store = try MapwrightExampleBlogModule.makeStore() }

    @Test func validDictionaryCreatesPostAndAuthor() throws {
        let post = try parse("blog-post", into: store) { json, context in try sut.parse(json, in: context) }
        #expect(post.postID == "456" && post.country == "UK" && post.content == "Hello world", "post fields: \(post)")
        #expect(post.createdDate == Date(timeIntervalSince1970: 1_460_368_800), "createdDate: \(post.createdDate)")
        #expect(post.shareCount == 5 && post.localUserHasShared && post.viewCount == 100, "counts and flag: \(post)")
        let authorID = try #require(post.author, "post has an author")
        let author = try #require(try store.fetch(Author.self, id: authorID), "author stored")
        #expect(author.authorID == "789" && author.name == "William", "author fields: \(author)")
        #expect(author.avatarURL == URL(string: "https://example.com/avatar.png"), "avatarURL: \(String(describing: author.avatarURL))")
        #expect(author.posts == [Post.ID("456")], "inverse Author.posts kept by the store")
    }

    @Test func existingPostIsUpdatedWithItsAuthor() throws {
        _ = try parse("blog-post", into: store) { json, context in try sut.parse(json, in: context) }
        let post = try parse("blog-post-updated", into: store) { json, context in try sut.parse(json, in: context) }
        #expect(post.country == "US" && post.content == "Updated content", "country and content: \(post)")
        #expect(post.shareCount == 10 && !post.localUserHasShared && post.viewCount == 200, "counts and flag: \(post)")
        let author = try #require(try store.fetch(Author.self, id: Author.ID("789")), "author 789")
        #expect(author.name == "Will" && author.avatarURL == URL(string: "https://example.com/avatar.jpg"), "author updated: \(author)")
    }

    @Test func parsingTwiceCreatesNoDuplicatePostOrAuthor() throws {
        _ = try parse("blog-post", into: store) { json, context in try sut.parse(json, in: context) }
        _ = try parse("blog-post", into: store) { json, context in try sut.parse(json, in: context) }
        let posts = try store.count(Post.self)
        #expect(posts == 1, "one post, found \(posts)")
        let authors = try store.count(Author.self)
        #expect(authors == 1, "one author, found \(authors)")
    }

    @Test func missingIDIsRejectedAndNothingIsStored() throws {
        #expect(performing: { try parse("blog-post-without-id", into: store) { json, context in try sut.parse(json, in: context) } },
                throws: { ($0 as? ParseError)?.hasIssue(at: "id") == true })
        #expect(try store.count(Post.self) == 0 && store.count(Author.self) == 0, "nothing stored")
    }

    @Test func everyIssueOfADocumentIsReported() throws {
        let json = try JSONValue(parsing: #"{"id":"1","created_at":"yesterday","content":7,"is_shared":"maybe","views_count":1,"author":{"name":"x"}}"#)
        do {
            try store.perform { context in _ = try sut.parse(json, in: context) }
            Issue.record("a bad document must throw")
        } catch let error as ParseError {
            let paths = Set(error.issues.map(\.keyPath.description))
            #expect(paths == ["created_at", "is_shared", "author.id"], "issues at \(paths.sorted())")
        }
    }

    @Test func absentKeepsAndNullClearsOnUpdate() throws {
        _ = try parse("blog-post", into: store) { json, context in try sut.parse(json, in: context) }
        try store.perform { context in _ = try sut.parse(try JSONValue(parsing: #"{"id":"456","country":null}"#), in: context) }
        let post = try #require(try store.fetch(Post.self, id: Post.ID("456")))
        #expect(post.country == nil, "null cleared country")
        #expect(post.content == "Hello world" && post.viewCount == 100, "absent keys kept")
    }
}

/// The post parser with a stub author parser: the article's unit tests, which test post
/// parsing and nothing else.
@Suite struct BlogPostParserTests {
    let store: Store
    let stubAuthor = Author(authorID: "789", name: "William")
    /// The generated stub, as the article's `WBMStubAuthorParser`: returns the author.
    let authorParser: StubAuthorParser
    let sut: PostParser

    init() throws {
        store = try MapwrightExampleBlogModule.makeStore()
        authorParser = StubAuthorParser(returning: stubAuthor, storing: false)
        sut = PostParser(authorParser: authorParser)
    }

    /// Parses `fixture` with the stub author already in the context, as the article
    /// inserts `stubAuthor` before parsing.
    private func parsePost(_ fixture: String) throws -> Post {
        try parse(fixture, into: store) { json, context in
            try context.upsert(stubAuthor)
            return try sut.parse(json, in: context)
        }
    }

    @Test func validDictionaryCreatesPost() throws {
        let post = try parsePost("blog-post")
        #expect(post.postID == "456" && post.country == "UK" && post.content == "Hello world", "post fields: \(post)")
        #expect(post.shareCount == 5 && post.localUserHasShared && post.viewCount == 100, "counts and flag: \(post)")
    }

    @Test func existingPostIsUpdated() throws {
        _ = try parsePost("blog-post")
        let post = try parsePost("blog-post-updated")
        #expect(post.country == "US" && post.content == "Updated content", "country and content: \(post)")
        #expect(post.shareCount == 10 && !post.localUserHasShared && post.viewCount == 200, "counts and flag: \(post)")
    }

    @Test func parsingTwiceCreatesNoDuplicatePost() throws {
        _ = try parsePost("blog-post")
        _ = try parsePost("blog-post")
        let posts = try store.count(Post.self)
        #expect(posts == 1, "one post, found \(posts)")
    }

    @Test func missingIDIsRejected() throws {
        #expect(performing: { try parsePost("blog-post-without-id") }, throws: { ($0 as? ParseError)?.hasIssue(at: "id") == true })
        #expect(try store.count(Post.self) == 0, "nothing stored")
    }

    @Test func authorFromTheAuthorParserIsAssignedToThePost() throws {
        let post = try parsePost("blog-post")
        #expect(post.author == stubAuthor.id, "author: \(String(describing: post.author))")
        let askedIDs = authorParser.calls.map { $0.json["id"]?.string }
        #expect(askedIDs == ["789"], "the stub (the article's WBMStubAuthorParser, generated) was handed the post's author JSON: \(askedIDs)")
        #expect(try store.fetch(Author.self, id: stubAuthor.id)?.name == "William", "the stub's author, not a parsed one")
    }
}

/// The author parser's own tests.
@Suite struct BlogAuthorParserTests {
    let store: Store
    let sut = AuthorParser()

    init() throws { store = try MapwrightExampleBlogModule.makeStore() }

    @Test func validDictionaryCreatesAuthor() throws {
        let author = try parse("blog-author", into: store) { json, context in try sut.parse(json, in: context) }
        #expect(author.authorID == "123" && author.name == "William", "author fields: \(author)")
        #expect(author.avatarURL == URL(string: "https://example.com/avatar.png"), "avatarURL: \(String(describing: author.avatarURL))")
    }

    @Test func existingAuthorIsUpdated() throws {
        _ = try parse("blog-author", into: store) { json, context in try sut.parse(json, in: context) }
        let author = try parse("blog-author-updated", into: store) { json, context in try sut.parse(json, in: context) }
        #expect(author.name == "Will", "name: \(author.name)")
        #expect(author.avatarURL == URL(string: "https://example.com/new_avatar.png"), "avatarURL: \(String(describing: author.avatarURL))")
    }

    @Test func parsingTwiceCreatesNoDuplicateAuthor() throws {
        _ = try parse("blog-author", into: store) { json, context in try sut.parse(json, in: context) }
        _ = try parse("blog-author", into: store) { json, context in try sut.parse(json, in: context) }
        let authors = try store.count(Author.self)
        #expect(authors == 1, "one author, found \(authors)")
    }

    @Test func theSameAuthorAgainChangesNothing() throws {
        let json = try JSONValue(parsing: #"{"id": "7", "name": "Ann", "avatar_url": "https://example.com/a.png"}"#)
        _ = try store.perform { context in try sut.parse(json, in: context) }
        let again = try store.performReportingChanges { context in try sut.parse(json, in: context) }
        #expect(again.changes.isEmpty, "JSON equal to the stored author must change nothing: \(again.changes)")
        #expect(again.result.name == "Ann" && again.result.avatarURL == URL(string: "https://example.com/a.png"),
                "the stored author is returned: \(again.result)")
    }

    @Test func anAuthorWithOneFieldChangedOrNulledIsUpdated() throws {
        let first = try JSONValue(parsing: #"{"id": "7", "name": "Ann", "avatar_url": "https://example.com/a.png"}"#)
        let renamed = try JSONValue(parsing: #"{"id": "7", "name": "Anne"}"#)
        let nulled = try JSONValue(parsing: #"{"id": "7", "name": "Anne", "avatar_url": null}"#)
        _ = try store.perform { context in try sut.parse(first, in: context) }
        let afterRename = try store.perform { context in try sut.parse(renamed, in: context) }
        #expect(afterRename.name == "Anne" && afterRename.avatarURL != nil, "a new name with the avatar absent: \(afterRename)")
        let afterNull = try store.perform { context in try sut.parse(nulled, in: context) }
        #expect(afterNull.avatarURL == nil, "avatar_url null clears the stored avatar: \(afterNull)")
        #expect(try store.fetch(Author.self, id: Author.ID("7"))?.avatarURL == nil, "and the store holds that")
    }

    @Test func missingIDIsRejected() throws {
        #expect(performing: { try parse("blog-author-without-id", into: store) { json, context in try sut.parse(json, in: context) } },
                throws: { ($0 as? ParseError)?.hasIssue(at: "id") == true })
        #expect(try store.count(Author.self) == 0, "nothing stored")
    }
}
