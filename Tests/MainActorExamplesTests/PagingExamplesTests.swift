import Foundation
import Testing
import Mapwright
import MapwrightExampleBlog

/// A main-actor model, as an app's view model is: it pages through the posts inside one
/// unit of work and updates its own (main-actor) state from the page body.
final class PostListModel {
    let store: Store
    private(set) var pagesLoaded: [Int] = []

    init(store: Store) {
        self.store = store
    }

    /// The documentation's pattern: `perform`, then `forEachPage`, parsing each page in the context.
    func load(from source: StubResponseSource) async throws {
        let pager = PagedFetch(source: source, next: "next")
        let parser = PostParser()
        try await store.perform { context in
            try await pager.forEachPage(from: ExamplePages.firstPostPage) { page in
                if let posts = page.json["posts"] { _ = try parser.parseArray(posts, in: context) }
                pagesLoaded.append(page.number)
            }
        }
    }
}

/// `PagedFetch` inside `store.perform`, as the documentation shows it, from main-actor code
/// and from a detached task: all pages are one unit of work.
@MainActor @Suite struct PagingExamplesTests {
    @Test func performWithPagingStoresEveryPageFromTheMainActor() async throws {
        let store = try MapwrightExampleBlogModule.makeStore()
        let pager = PagedFetch(source: ExamplePages.blogSource(), next: "next")
        let fetched = try await store.perform { context in
            try await pager.forEachPage(from: ExamplePages.firstPostPage) { page in
                if let posts = page.json["posts"] { _ = try PostParser().parseArray(posts, in: context) }
            }
        }
        #expect(fetched == [ExamplePages.firstPostPage, ExamplePages.secondPostPage], "both pages fetched: \(fetched)")
        #expect(try store.count(Post.self) == 3, "three posts over two pages")
        #expect(try store.count(Author.self) == 2, "two distinct authors, no duplicate")
    }

    @Test func aMainActorModelUpdatesItsStateFromThePageBody() async throws {
        let model = PostListModel(store: try MapwrightExampleBlogModule.makeStore())
        try await model.load(from: ExamplePages.blogSource())
        #expect(model.pagesLoaded == [1, 2], "the model saw each page: \(model.pagesLoaded)")
        #expect(try model.store.count(Post.self) == 3, "the model's store holds every post")
    }

    @Test func aPageBodyThatThrowsLeavesTheStoreAsItWasFromTheMainActor() async throws {
        struct SecondPageRefused: Error {}
        let store = try MapwrightExampleBlogModule.makeStore()
        let pager = PagedFetch(source: ExamplePages.blogSource(), next: "next")
        await #expect(throws: SecondPageRefused.self, "the page body's error comes out") {
            try await store.perform { context in
                try await pager.forEachPage(from: ExamplePages.firstPostPage) { page in
                    guard page.number == 1 else { throw SecondPageRefused() }
                    if let posts = page.json["posts"] { _ = try PostParser().parseArray(posts, in: context) }
                }
            }
        }
        #expect(try store.count(Post.self) == 0, "page 1's posts rolled back with the rest")
    }

    @Test func performWithPagingStoresEveryPageFromADetachedTask() async throws {
        let store = try MapwrightExampleBlogModule.makeStore()
        let pages = try await Task.detached {
            let pager = PagedFetch(source: ExamplePages.blogSource(), next: "next")
            return try await store.perform { context in
                try await pager.forEachPage(from: ExamplePages.firstPostPage) { page in
                    if let posts = page.json["posts"] { _ = try PostParser().parseArray(posts, in: context) }
                }
            }.count
        }.value
        #expect(pages == 2, "both pages fetched")
        #expect(try store.count(Post.self) == 3, "three posts over two pages")
    }
}
