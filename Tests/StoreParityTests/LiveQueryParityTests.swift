import MapwrightExampleBlog
import Foundation
@testable import Mapwright
import Observation
import Testing

/// `StoreLiveQuery`, the `@Observable` live query: its properties follow commits on both
/// engines, Observation tells a tracker (as SwiftUI is told) when they change, and it
/// stops observing when released.
@MainActor @Suite struct LiveQueryParityTests {
    typealias Post = MapwrightExampleBlog.Post
    typealias Author = MapwrightExampleBlog.Author
    typealias P = MapwrightExampleBlog.Post.Columns

    /// Waits until reading `read` inside `withObservationTracking` reports a change, then
    /// returns what `read` gives after it.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    static func nextChange<Value>(_ read: @escaping @MainActor () -> Value) async -> Value {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            withObservationTracking {
                _ = read()
            } onChange: {
                continuation.resume()
            }
        }
        // onChange runs before the new value is set: read it once the change is made.
        await Task.yield()
        return read()
    }

    /// Waits (a bounded number of changes) until `done` holds.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    static func waitUntil(_ done: @escaping @MainActor () -> Bool) async {
        for _ in 0..<20 where !done() { _ = await nextChange(done) }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(arguments: Engine.allCases)
    func observationTrackingSeesTheFirstValueThenACommit(engine: Engine) async throws {
        let test = try QueryParityTests.makeStore(engine)
        defer { withExtendedLifetime(test) {} }
        let live = StoreLiveQuery(StoreQuery(Post.self).filter(P.viewCount >= 50).including(P.author), in: test.store, minimumInterval: 0)
        await Self.waitUntil { live.isLoaded }
        #expect(live.records.map(\.postID) == ["p2", "p3", "p5"], "\(engine): the first value is the committed popular posts")
        #expect(live.count == 3, "\(engine): count follows the records")
        #expect(live.records.first.flatMap { live.results.relatedRecord(P.author, of: $0) }?.name == "Ada", "\(engine): authors are included")

        try await test.store.perform { context in
            try context.insert(Post(postID: "p0", createdDate: Date(timeIntervalSince1970: 0), content: "new", localUserHasShared: false,
                                    viewCount: 60, author: Author.ID("bob")))
        }
        let records = await Self.nextChange { live.records.map(\.postID) }
        #expect(records == ["p0", "p2", "p3", "p5"], "\(engine): withObservationTracking must report the commit's new post: \(records)")
        #expect(live.changes.inserted == [0], "\(engine): the list changes name the inserted row: \(live.changes)")
        #expect(live.error == nil, "\(engine): no error")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aReleasedLiveQueryStopsObserving() async throws {
        let test = try QueryParityTests.makeStore(.memory)
        var live: StoreLiveQuery<Post>? = StoreLiveQuery(StoreQuery(Post.self), in: test.store, minimumInterval: 0)
        weak let released = live
        if let current = live { await Self.waitUntil { current.isLoaded } }
        live = nil
        #expect(released == nil, "nothing but its owner keeps a live query alive")
        // The observation leaves the store once its task sees the cancellation.
        try await test.store.perform { try $0.insert(Author(authorID: "zed", name: "Zed")) }
        for _ in 0..<100 where test.store.observers.count > 0 { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(test.store.observers.count == 0, "the store still has an observer after the live query was released")
    }
}
