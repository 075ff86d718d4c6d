import Foundation
import Mapwright
import MapwrightExampleBlog
import Testing

/// The examples of the article on lists and related records
/// (`ListsAndRelatedRecords.md`), as written there, run from the main actor.
@Suite struct RelatedRecordsExamplesTests {
    /// Posts 1 and 3 by author a, post 2 by b.
    static func makeStore() throws -> Store {
        let store = try MapwrightExampleBlogModule.makeStore()
        try store.perform { context in
            for (id, author) in [("1", "a"), ("2", "b"), ("3", "a")] {
                _ = try PostParser().parse(try JSONValue(parsing: ExamplePages.post(id, by: author)), in: context)
            }
        }
        return store
    }

    @Test func aQueryIncludesEachPostsAuthor() throws {
        let store = try Self.makeStore()
        var names: [String?] = []
        // The article's first example:
        let query = StoreQuery(Post.self)
            .sorted(by: .descending(Post.Columns.createdDate))
            .including(Post.Columns.author)
        let results = try store.fetch(query)          // StoreResults<Post>
        for post in results {
            let author = results.relatedRecord(Post.Columns.author, of: post)   // Author?
            names.append(author?.name)
        }
        #expect(names == ["Author a", "Author b", "Author a"], "each post's author, in the query's order: \(names)")
    }

    @Test func aNestedInclusionGivesTheAuthorsPosts() throws {
        let store = try Self.makeStore()
        var found: [Post.ID] = []
        // The article's nested example:
        let withSiblings = StoreQuery(Post.self)
            .including(Post.Columns.author, then: StoreInclusion(Author.Columns.posts))
        let results = try store.fetch(withSiblings)
        if let post = results.first, let author = results.relatedRecord(Post.Columns.author, of: post) {
            let sameAuthor = results.relatedRecords(Author.Columns.posts, of: author)
            found = sameAuthor.map(\.id)
        }
        #expect(found == [Post.ID("1"), Post.ID("3")], "post 1's author's posts, included one level further: \(found)")
    }

    @Test func theBatchFormReadsAuthorsOfPostsInHand() throws {
        let store = try Self.makeStore()
        // The article's batch example:
        let posts = try store.fetch(StoreQuery(Post.self))
        let authors = try store.related(Post.Columns.author, of: posts)   // [Author.ID: Author]
        #expect(authors.keys.sorted { $0.authorID < $1.authorID } == [Author.ID("a"), Author.ID("b")], "the two authors, by identity")
    }
}
