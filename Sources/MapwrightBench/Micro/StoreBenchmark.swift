import MapwrightExampleBlog
import Foundation
import Mapwright

/// `mapwright-bench store`: the store alone, without JSON. Measures fetch-or-create of
/// the generated Blog entities at growing sizes: time per record should stay flat (O(1)
/// per record), and peak memory per record bounded.
enum StoreBenchmark {
    static func run(sizes: [Int]) throws {
        print("store: fetch-or-create of n posts (1 author per 100 posts, linked), one context, then commit")
        print("n          import ns/rec  re-import ns/rec  fetch ns/rec  store B/rec  peak RSS MiB  peak B/rec")
        for n in sizes {
            try measure(n)
        }
    }

    private static func measure(_ n: Int) throws {
        let store = try MapwrightExampleBlogModule.makeStore()
        let baseline = ProcessMemory.peakResidentBytes()
        let resident = ProcessMemory.residentBytes()
        let importTime = try BenchClock.measure { try importPosts(n, into: store, views: 1) }
        let retained = max(0, ProcessMemory.residentBytes() - resident) / n
        let reimportTime = try BenchClock.measure { try importPosts(n, into: store, views: 2) }
        let snapshot = try store.snapshot()
        var found = 0
        let fetchTime = try BenchClock.measure {
            for i in 0..<n where try snapshot.fetch(Post.self, id: Post.ID("p\(i)"))?.viewCount == 2 { found += 1 }
        }
        guard found == n, try store.count(Author.self) == max(1, n / 100) else {
            print("  wrong result: found \(found) of \(n)")
            return
        }
        let peak = ProcessMemory.peakResidentBytes()
        print(
            "\(n)".padded(to: 11) + nanos(importTime, n).padded(to: 15) + nanos(reimportTime, n).padded(to: 18) + nanos(fetchTime, n).padded(to: 14)
                + String(retained).padded(to: 13) + String(peak / 1_048_576).padded(to: 14) + String(max(0, peak - baseline) / n))
    }

    /// Fetch-or-create every post and its author in one unit of work, as a generated
    /// parser does, then commit.
    private static func importPosts(_ n: Int, into store: Store, views: Int) throws {
        let authors = max(1, n / 100)
        let date = Date(timeIntervalSinceReferenceDate: 482_000_000)
        try store.perform { context in
            for i in 0..<n {
                let authorID = Author.ID("a\(i % authors)")
                _ = try context.fetchOrCreate(Author.self, id: authorID) {
                    Author(authorID: authorID.authorID, name: "Author \(i % authors)")
                }
                let postID = Post.ID("p\(i)")
                var post = try context.fetchOrCreate(Post.self, id: postID) {
                    Post(
                        postID: postID.postID, createdDate: date, country: "UK", content: "Hello world",
                        shareCount: 5, localUserHasShared: false, viewCount: 0)
                }
                post.viewCount = views
                post.author = authorID
                try context.update(post)
            }
        }
    }

    private static func nanos(_ total: UInt64, _ n: Int) -> String {
        String(Int((Double(total) / Double(n)).rounded()))
    }

}
