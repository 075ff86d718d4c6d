import Foundation
import Testing
@testable import Mapwright

/// Random inserts, links from either end, replacements and deletes in one context.
private func randomWork(in context: StoreContext, seed: UInt64) throws {
    var random = SplitMix(state: seed)
    func pick(_ n: UInt64) -> Int { Int(random.next() % n) }
    for _ in 0..<300 {
        let a = Author.ID("a\(pick(6))"), p = Post.ID("p\(pick(20))"), t = Tag.ID("t\(pick(4))")
        switch pick(9) {
        case 0: _ = try context.fetchOrCreate(Author.self, id: a) { makeAuthor(a.rawValue) }
        case 1: _ = try context.fetchOrCreate(Post.self, id: p) { makePost(p.rawValue) }
        case 2: _ = try context.fetchOrCreate(Tag.self, id: t) { Tag(name: t.rawValue) }
        case 3:
            if try context.fetch(Author.self, id: a) != nil, try context.fetch(Post.self, id: p) != nil {
                try context.modify(Post.self, id: p) { $0.author = a }
            }
        case 4:
            if try context.fetch(Author.self, id: a) != nil, try context.fetch(Post.self, id: p) != nil {
                try context.modify(Author.self, id: a) { $0.posts.append(p) }
            }
        case 5:
            if try context.fetch(Tag.self, id: t) != nil, try context.fetch(Post.self, id: p) != nil {
                try context.modify(Tag.self, id: t) { $0.posts = $0.posts.contains(p) ? $0.posts.filter { $0 != p } : $0.posts + [p] }
            }
        case 6: try context.delete(Post.self, id: p)
        case 7: try context.delete(Author.self, id: a)
        default:
            if try context.fetch(Post.self, id: p) != nil {
                try context.modify(Post.self, id: p) { $0.viewCount += 1; $0.author = nil }
            }
        }
    }
}

/// Every record, with to-many identifiers sorted: a to-many is a set, and the order of
/// links made in one commit may differ between the two commit paths.
private func contents(_ store: Store) throws -> (Set<Post>, Set<Author>, Set<Tag>) {
    let posts = try store.fetch(Post.self).map { post in
        var post = post
        post.tags.sort { $0.rawValue < $1.rawValue }
        return post
    }
    let authors = try store.fetch(Author.self).map { author in
        var author = author
        author.posts.sort { $0.rawValue < $1.rawValue }
        return author
    }
    let tags = try store.fetch(Tag.self).map { tag in
        var tag = tag
        tag.posts.sort { $0.rawValue < $1.rawValue }
        return tag
    }
    return (Set(posts), Set(authors), Set(tags))
}

@Suite struct StoreCommitPathTests {
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func directCommitEqualsReplayedCommit(seed: UInt64) throws {
        let direct = try makeStore()
        try direct.perform { try randomWork(in: $0, seed: seed &* 7919) }
        let directEngine = try #require(direct.memory, "makeStore() did not make an in-memory store")
        let replayed = Store(schema: directEngine.schema, state: directEngine.currentState())
        let replayedEngine = try #require(replayed.memory, "Store(schema:state:) did not make an in-memory store")
        let context = direct.makeContext()
        try randomWork(in: context, seed: seed)
        guard let workspace = context.memory?.workspace else {
            Issue.record("context is not the in-memory engine's")
            return
        }
        #expect(workspace.isCurrent(in: directEngine.currentState()), "an untouched store did not take the direct path")
        // Replayed first: the direct path hands the workspace's records over, leaving it empty.
        _ = replayedEngine.apply(workspace, replayAlways: true)
        _ = directEngine.apply(workspace)
        let (a, b) = (try contents(direct), try contents(replayed))
        #expect(a.0 == b.0 && a.1 == b.1 && a.2 == b.2, "direct and replayed commits of seed \(seed) differ")
        #expect(try inverseProblems(in: replayed.snapshot()) == [], "replayed commit of seed \(seed) is inconsistent")
    }

    @Test func linksWrittenOnlyFromTheToManyEndAreReplayed() throws {
        let store = try makeStore()
        try store.perform { context in
            try context.insert(makeAuthor("a"))
            for i in 0..<3 { try context.insert(makePost("p\(i)")) }
        }
        let context = store.makeContext()
        try context.modify(Author.self, id: Author.ID("a")) { $0.posts = [Post.ID("p0"), Post.ID("p2")] }
        try store.perform { try $0.insert(makePost("other")) }  // forces the replay path
        try context.commit()
        #expect(try store.fetch(Post.self, id: Post.ID("p2"))?.author == Author.ID("a"), "a link made from Author.posts was lost")
        #expect(try inverseProblems(in: store.snapshot()) == [], "replayed to-many links are inconsistent")
    }
}
