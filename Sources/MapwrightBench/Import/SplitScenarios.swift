import MapwrightExampleBlog
import Foundation
import Mapwright

/// The store filled from a Blog corpus by the generated parser and its snapshot file,
/// made before the snapshot scenarios' timing starts.
final class SnapshotFixture {
    /// The filled store, which `snapshot-save` saves.
    let store: Store
    /// Posts in the store.
    let posts: Int
    /// The directory of this process's own that holds the files.
    let directory: URL
    /// Where `snapshot-save` writes and `snapshot-load` reads.
    let file: URL

    /// Imports `data` with the generated parser and saves the store once, so that the
    /// file exists for `snapshot-load`.
    init(corpus data: Data) throws {
        (store, posts) = try SplitScenarios.importPosts(data)
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mapwright-bench-snapshot-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        file = directory.appendingPathComponent("blog.snapshot")
        try store.save(to: file)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }
}

/// A store the generated parser fills from a Blog corpus before each run of the teardown
/// scenario, which then releases it.
final class FilledStore {
    /// The corpus.
    let corpus: Data
    /// The filled store, until the scenario releases it.
    var store: Store?
    /// Posts in the store.
    var posts = 0

    /// A holder for stores filled from `corpus`; empty until ``fill()``.
    init(corpus: Data) {
        self.corpus = corpus
    }

    /// Imports the corpus into a new store (the one released before, if any, is gone).
    func fill() throws {
        store = nil
        (store, posts) = try SplitScenarios.importPosts(corpus)
    }
}

/// The scenarios that time one part of the import on its own: the parse without a
/// store, saving and loading a snapshot of the result, and releasing it.
enum SplitScenarios {
    /// A new Blog store with the posts of `data` imported by the generated parser (what
    /// the `mapwright` scenario times), and how many posts that was.
    static func importPosts(_ data: Data) throws -> (store: Store, posts: Int) {
        let store = try MapwrightExampleBlogModule.makeStore()
        let posts = try store.perform { context in try PostParser().importArray(from: data, in: context) }
        return (store, posts)
    }

    /// Reads the corpus a batch at a time (`JSONElementStream`, as the generated parser's
    /// `importArray` does) and builds every post and its author with the generated
    /// builders (default mapping), with no store: returns the posts built.
    static func builders(_ data: Data) throws -> Int {
        var stream = try JSONElementStream(data)
        var built = 0
        while let posts = try stream.nextBatch() {
            for post in posts {
                let value = try PostBuilder(json: post).build()
                if let author = post["author"] {
                    let writer = try AuthorBuilder(json: author, at: JSONKeyPath.root.appending(.key("author"))).build()
                    if writer.authorID.isEmpty { return -1 }
                }
                if !value.postID.isEmpty { built += 1 }
            }
        }
        return built
    }

    /// Reads the corpus a batch at a time (`JSONElementStream`) and touches nothing
    /// else: returns the elements read.
    static func stream(_ data: Data) throws -> Int {
        var stream = try JSONElementStream(data)
        while try stream.nextBatch() != nil {}
        return stream.elementsRead
    }

    /// Saves the fixture's store to its file; returns the posts saved.
    static func save(_ fixture: SnapshotFixture) throws -> Int {
        try fixture.store.save(to: fixture.file)
        return fixture.posts
    }

    /// Releases the filled store (the holder keeps the only reference); returns the
    /// posts it held, or -1 when there was no store to release.
    static func teardown(_ filled: FilledStore) -> Int {
        guard filled.store != nil else { return -1 }
        filled.store = nil
        return filled.posts
    }

    /// Loads the fixture's file into a new store; returns the posts it holds.
    static func load(_ fixture: SnapshotFixture) throws -> Int {
        let store = try Store.load(from: fixture.file, entities: MapwrightExampleBlogModule.entities)
        return try store.count(Post.self)
    }
}
