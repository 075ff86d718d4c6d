import MapwrightExampleBlog
import Foundation
import Mapwright
import MapwrightSQLite
import Synchronization
import Testing

/// How many statements SQLite runs for a list with its related records: one per
/// relationship (and batch of a few hundred), however long the list, never one per row.
/// Counted with ``SQLiteStoreOptions/trace``.
@Suite struct SQLiteStatementCountTests {
    typealias Post = MapwrightExampleBlog.Post
    typealias Author = MapwrightExampleBlog.Author

    /// The SELECT statements a store's connections start, counted as they run.
    final class SelectCounter: Sendable {
        private let selects = Mutex<[String]>([])

        /// Options whose trace counts into this counter.
        var options: SQLiteStoreOptions {
            var options = SQLiteStoreOptions()
            options.trace = { [self] sql in
                if sql.hasPrefix("SELECT") { selects.withLock { $0.append(sql) } }
            }
            return options
        }

        /// The SELECTs `body` runs.
        func selects(during body: () throws -> Void) rethrows -> [String] {
            selects.withLock { $0.removeAll() }
            try body()
            return selects.withLock { $0 }
        }
    }

    /// A SQLite store of `posts` posts by 10 authors, with its counter.
    static func makeStore(posts: Int) throws -> (test: TestStore, counter: SelectCounter) {
        let counter = SelectCounter()
        let test = try Engine.sqlite.makeStore(MapwrightExampleBlogModule.entities, options: counter.options)
        try test.store.perform { context in
            for author in 0..<10 { try context.insert(Author(authorID: "a\(author)", name: "Author \(author)")) }
            for post in 0..<posts {
                try context.insert(Post(
                    postID: "p\(post)", createdDate: Date(timeIntervalSince1970: Double(post)), content: "", localUserHasShared: false,
                    viewCount: post, author: Author.ID("a\(post % 10)")))
            }
        }
        return (test, counter)
    }

    @Test(arguments: [20, 400])
    func aListWithItsAuthorsIsThreeSelectsWhateverItsLength(posts: Int) throws {
        let (test, counter) = try Self.makeStore(posts: posts)
        let query = StoreQuery(Post.self).sorted(by: .descending(Post.Columns.createdDate)).including(Post.Columns.author)
        var results: StoreResults<Post>?
        let selects = try counter.selects { results = try test.store.fetch(query) }
        #expect(results?.count == posts, "every post is in the results")
        #expect(selects.count == 3,
                "\(posts) posts with their authors: the posts, their authors, the authors' post lists; ran \(selects.count):\n\(selects.joined(separator: "\n"))")
    }

    @Test func readingEachPostsAuthorIsASelectPerPost() throws {
        let (test, counter) = try Self.makeStore(posts: 20)
        let posts = try test.store.fetch(StoreQuery(Post.self))
        let selects = try counter.selects {
            for post in posts { _ = try post.author.flatMap { try test.store.fetch(Author.self, id: $0) } }
        }
        #expect(selects.count >= posts.count, "the per-record way the bench compares with reads at least once per post; ran \(selects.count)")
    }

    @Test func theTraceReportsTheSQLWithItsParametersNotTheirValues() throws {
        let (test, counter) = try Self.makeStore(posts: 1)
        let selects = try counter.selects { _ = try test.store.fetch(StoreQuery(Post.self).filter(Post.Columns.viewCount >= 12345)) }
        #expect(selects.count == 1, "one statement for a query without to-many lists: \(selects)")
        #expect(selects.first?.contains("?1") == true && selects.first?.contains("12345") == false,
                "the trace shows the parameter, not its value: \(selects)")
    }
}
