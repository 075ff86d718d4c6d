import Foundation
import Testing
import Mapwright
import Blog

/// The README's store examples, run from main-actor code (this target's default
/// isolation is the main actor; the suite says so too) and from a detached task.
@MainActor @Suite struct StoreExamplesTests {
    @Test func performParsesAPostFromTheMainActor() throws {
        let store = try Store(entities: [Post.self, Author.self])
        let json = try JSONValue(parsing: ExamplePages.post("1", by: "a"))
        let post = try store.perform { context in
            try PostParser(authorParser: AuthorParser()).parse(json, in: context)
        }
        #expect(post.postID == "1" && post.author == Author.ID("a"), "the parsed post: \(post)")
        #expect(try store.count(Post.self) == 1 && store.count(Author.self) == 1, "the post and its author committed")
    }

    @Test func asyncPerformCommitsWhatItsBodyParsedFromTheMainActor() async throws {
        let store = try BlogModule.makeStore()
        let source = ExamplePages.blogSource()
        try await store.perform { context in
            let json = try JSONReader().read(try await source.data(for: ExamplePages.secondPostPage))
            if let posts = json["posts"] { _ = try PostParser().parseArray(posts, in: context) }
        }
        #expect(try store.fetch(Post.self, id: Post.ID("3"))?.content == "Post 3", "post 3 committed")
    }

    @Test func asyncPerformRollsBackWhenItsBodyThrowsOnTheMainActor() async throws {
        struct Abandoned: Error {}
        let store = try BlogModule.makeStore()
        let source = ExamplePages.blogSource()
        await #expect(throws: Abandoned.self, "the body's error comes out of perform") {
            try await store.perform { context in
                let json = try JSONReader().read(try await source.data(for: ExamplePages.secondPostPage))
                if let posts = json["posts"] { _ = try PostParser().parseArray(posts, in: context) }
                throw Abandoned()
            }
        }
        #expect(try store.count(Post.self) == 0, "nothing of the failed unit of work was stored")
    }

    @Test func asyncPerformCommitsFromADetachedTask() async throws {
        let store = try BlogModule.makeStore()
        let committed = try await Task.detached {
            let source = ExamplePages.blogSource()
            try await store.perform { context in
                let json = try JSONReader().read(try await source.data(for: ExamplePages.secondPostPage))
                if let posts = json["posts"] { _ = try PostParser().parseArray(posts, in: context) }
            }
            return try store.count(Post.self)
        }.value
        #expect(committed == 1, "the detached task's post committed")
        #expect(try store.fetch(Post.self, id: Post.ID("3")) != nil, "and is visible from the main actor")
    }
}
