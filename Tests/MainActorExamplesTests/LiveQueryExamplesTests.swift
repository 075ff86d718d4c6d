import Foundation
import Mapwright
import MapwrightExampleBlog
import Observation
import Testing

/// The documentation's SwiftUI list, without SwiftUI (not on Linux): `PostListScreen`
/// stands for the `View`, its `posts` for the `@State` live query, `rows` for what
/// `body`'s `List` shows. Compiled under main-actor default isolation, as an app is.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct PostListScreen {
    /// In SwiftUI: `@State private var posts = StoreLiveQuery(…)`.
    let posts: StoreLiveQuery<Post>

    init(store: Store) {
        let query = StoreQuery(Post.self)
            .sorted(by: .descending(Post.Columns.createdDate))
            .including(Post.Columns.author)
        posts = StoreLiveQuery(query, in: store)
    }

    /// In SwiftUI: `List(posts.results) { post in PostRowView(post: post, author: posts.results.relatedRecord(…)) }`.
    var rows: [PostRow] {
        posts.results.map { post in
            PostRow(id: post.id, content: post.content, authorName: posts.results.relatedRecord(Post.Columns.author, of: post)?.name)
        }
    }
}

/// The documentation's UIKit table, without UIKit: the identities of the rows on screen,
/// kept in step by applying each value's changes (as `performBatchUpdates` does).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class PostTable {
    private(set) var shown: [Post.ID] = []

    /// Applies the live query's last changes (deleteRows, insertRows, moveRow in UIKit).
    func apply(_ changes: StoreListChanges<Post.ID>) {
        shown = shown.applying(changes.difference) ?? shown
    }
}

@MainActor @Suite struct LiveQueryExamplesTests {
    /// Returns once something `read` reads changes.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    static func change(of read: @escaping @MainActor () -> Void) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            withObservationTracking { read() } onChange: { continuation.resume() }
        }
        await Task.yield()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aSwiftUIShapedListShowsPostsWithTheirAuthors() async throws {
        let store = try MapwrightExampleBlogModule.makeStore()
        try await store.perform { context in
            _ = try PostParser().parse(try JSONValue(parsing: ExamplePages.post("1", by: "a")), in: context)
        }
        let screen = PostListScreen(store: store)
        let table = PostTable()
        for _ in 0..<10 where !screen.posts.isLoaded { await Self.change { _ = screen.posts.isLoaded } }
        table.apply(screen.posts.changes)
        #expect(screen.rows == [PostRow(id: Post.ID("1"), content: "Post 1", authorName: "Author a")], "first rows: \(screen.rows)")

        try await Task.detached {
            try store.perform { context in _ = try PostParser().parse(try JSONValue(parsing: ExamplePages.post("2", by: "b")), in: context) }
        }.value
        for _ in 0..<10 where screen.posts.count < 2 { await Self.change { _ = screen.posts.records } }
        table.apply(screen.posts.changes)
        #expect(screen.rows.map(\.authorName) == ["Author a", "Author b"], "a post committed in the background shows with its author: \(screen.rows)")
        #expect(table.shown == screen.posts.records.map(\.id), "the table's rows, kept by the changes alone, must match the records")
    }
}
