import Foundation
import Testing
import Mapwright

@Suite struct StoreConcurrencyTests {
    @Test func concurrentImportersOfOverlappingIdentitiesEndWithOneRecordEach() async throws {
        let store = try makeStore()
        let importers = 8
        let postsPerImporter = 150
        try await withThrowingTaskGroup(of: Void.self) { group in
            for importer in 0..<importers {
                group.addTask {
                    // Windows overlap: importer k covers posts 50k ..< 50k + 150.
                    let first = importer * 50
                    for batch in stride(from: first, to: first + postsPerImporter, by: 30) {
                        try await store.perform { context in
                            for i in batch..<(batch + 30) {
                                let author = "a\(i % 7)"
                                _ = try context.fetchOrCreate(Author.self, id: Author.ID(author)) { makeAuthor(author) }
                                _ = try context.fetchOrCreate(Tag.self, id: Tag.ID("t\(i % 3)")) { Tag(name: "t\(i % 3)") }
                                try context.upsert(makePost("p\(i)", views: importer, author: author, tags: ["t\(i % 3)"]))
                            }
                        }
                        await Task.yield()
                    }
                }
            }
            try await group.waitForAll()
        }
        let snapshot = try store.snapshot()
        let expectedPosts = (importers - 1) * 50 + postsPerImporter
        let postCount = try snapshot.count(Post.self)
        #expect(postCount == expectedPosts, "posts: expected \(expectedPosts) unique, found \(postCount)")
        #expect(try snapshot.count(Author.self) == 7, "authors duplicated or lost")
        #expect(try snapshot.count(Tag.self) == 3, "tags duplicated or lost")
        let linked = try snapshot.fetch(Author.self).reduce(0) { $0 + $1.posts.count }
        #expect(linked == expectedPosts, "authors list \(linked) posts in all, expected \(expectedPosts)")
        #expect(try inverseProblems(in: snapshot) == [], "concurrent imports left inverses inconsistent")
    }

    @Test func readersNeverSeeHalfACommit() async throws {
        let store = try makeStore()
        try await store.perform { try $0.insert(makeAuthor("a")) }
        let commits = 200
        let torn = try await withThrowingTaskGroup(of: Int.self) { group in
            group.addTask {
                for i in 0..<commits {
                    // One commit: a post, its standing, and the author's inverse link.
                    try await store.perform { context in
                        try context.insert(makePost("p\(i)", author: "a"))
                        try context.insert(Standing(tournamentID: "t", groupID: "g", teamID: i, position: i, points: 0))
                    }
                    if i.isMultiple(of: 10) { await Task.yield() }
                }
                return 0
            }
            group.addTask {
                var torn = 0
                for _ in 0..<400 {
                    let snapshot = try store.snapshot()
                    let posts = try snapshot.count(Post.self)
                    let standings = try snapshot.count(Standing.self)
                    let linked = try snapshot.fetch(Author.self, id: Author.ID("a"))?.posts.count ?? -1
                    if posts != standings || posts != linked { torn += 1 }
                    await Task.yield()
                }
                return torn
            }
            return try await group.reduce(0, +)
        }
        #expect(torn == 0, "\(torn) snapshots showed part of a commit")
        #expect(try store.count(Post.self) == commits, "writer's commits were lost")
    }
}
