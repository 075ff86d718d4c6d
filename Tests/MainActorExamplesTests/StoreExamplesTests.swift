import Foundation
import Testing
@_spi(Generated) import Mapwright
import MapwrightExampleBlog

/// The documentation's store examples, run from main-actor code (this target's default
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

    /// The documentation's fetch, change and write back with a write mark.
    private func rewrite(_ store: Store, content: String) throws -> (wrote: Bool, changes: StoreChanges) {
        let id = Post.ID("1")
        let (wrote, changes) = try store.performReportingChanges { context -> Bool in
            let mark = context.writeMark                       // before the fetch
            guard let fetched = try context.fetch(Post.self, id: id) else { return false }
            var post = fetched
            post.content = content
            try context.upsert(post, replacing: fetched, since: mark)
            return context.hasChanges
        }
        return (wrote, changes)
    }

    @Test func aRecordWrittenBackUnchangedWritesNothing() throws {
        let store = try MapwrightExampleBlogModule.makeStore()
        let json = try JSONValue(parsing: ExamplePages.post("1", by: "a"))
        let post = try store.perform { context in try PostParser().parse(json, in: context) }
        let unchanged = try rewrite(store, content: post.content)
        #expect(!unchanged.wrote && unchanged.changes.isEmpty, "an unchanged post was written: \(unchanged.changes)")
        let changed = try rewrite(store, content: "Edited")
        #expect(changed.wrote && changed.changes.updated(Post.self) == [Post.ID("1")], "the edit: \(changed.changes)")
        #expect(try store.fetch(Post.self, id: Post.ID("1"))?.content == "Edited", "the edit was not stored")
    }

    @Test func asyncPerformCommitsWhatItsBodyParsedFromTheMainActor() async throws {
        let store = try MapwrightExampleBlogModule.makeStore()
        let source = ExamplePages.blogSource()
        try await store.perform { context in
            let json = try JSONReader().read(try await source.data(for: ExamplePages.secondPostPage))
            if let posts = json["posts"] { _ = try PostParser().parseArray(posts, in: context) }
        }
        #expect(try store.fetch(Post.self, id: Post.ID("3"))?.content == "Post 3", "post 3 committed")
    }

    /// The documentation's spelling: `try await store.perform` with a closure that never awaits
    /// reaches the async overload. (Were it to reach the synchronous one, the `await`
    /// would be a warning, and this target, built with warnings as errors, would fail.)
    @Test func awaitedPerformWhoseBodyNeverAwaitsCommits() async throws {
        let store = try MapwrightExampleBlogModule.makeStore()
        let json = try JSONValue(parsing: "[" + ExamplePages.post("3", by: "a") + "]")
        try await store.perform { context in
            _ = try PostParser().parseArray(json, in: context)
        }
        let changes = try await store.performReportingChanges { context in
            _ = try PostParser().parseArray(json, in: context)
        }
        #expect(try store.fetch(Post.self, id: Post.ID("3")) != nil, "post 3 committed")
        #expect(changes.changes.isEmpty, "the second, unchanged import reported \(changes.changes)")
    }

    @Test func asyncPerformRollsBackWhenItsBodyThrowsOnTheMainActor() async throws {
        struct Abandoned: Error {}
        let store = try MapwrightExampleBlogModule.makeStore()
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
        let store = try MapwrightExampleBlogModule.makeStore()
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
