import Foundation
import Testing
import Mapwright
import MapwrightExampleBlog

/// One row of a list of posts, as a view shows it.
struct PostRow: Equatable, Sendable {
    var id: Post.ID
    var content: String
    var authorName: String?
}

/// The documentation's view model fed by an observation: what a SwiftUI view (as an
/// `@Observable` or `ObservableObject` model) or a UIKit view controller holds. No UI
/// framework here: `onUpdate` stands for the view's refresh.
@MainActor final class PostsViewModel {
    private(set) var rows: [PostRow] = []
    var onUpdate: () -> Void = {}

    /// Keeps `rows` up to date until the calling task is cancelled.
    func observe(_ store: Store) async throws {
        let posts = store.observe(tracking: [Post.self, Author.self]) { store in
            try store.fetch(Post.self).sorted { $0.postID < $1.postID }.map { post in
                PostRow(id: post.id, content: post.content,
                        authorName: try post.author.flatMap { try store.fetch(Author.self, id: $0) }?.name)
            }
        }
        for try await rows in posts {
            self.rows = rows
            onUpdate()
        }
    }
}

/// The documentation's observation example, run on the main actor.
@MainActor @Suite struct ObservationExamplesTests {
    @Test func aViewModelFollowsCommitsFromTheMainActor() async throws {
        let store = try MapwrightExampleBlogModule.makeStore()
        let model = PostsViewModel()
        let updates = AsyncStream<[PostRow]>.makeStream()
        model.onUpdate = { updates.continuation.yield(model.rows) }
        let observing = Task { try await model.observe(store) }
        var seen = updates.stream.makeAsyncIterator()
        #expect(await seen.next() == [], "the first update is the empty store")

        let json = try JSONValue(parsing: ExamplePages.post("1", by: "a"))
        try await Task.detached {
            try store.perform { context in _ = try PostParser().parse(json, in: context) }
        }.value
        let rows = await seen.next()
        #expect(rows?.map(\.id) == [Post.ID("1")], "the model did not get the post committed from a background task: \(String(describing: rows))")
        #expect(rows?.first?.authorName != nil, "the row's author name is missing: \(String(describing: rows))")

        observing.cancel()
        _ = await observing.result
        #expect(model.rows.count == 1, "the model keeps its last rows after the observation ends")
    }
}
