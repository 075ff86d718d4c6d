import Foundation
import Testing
import Mapwright

@Suite struct StoreRelationshipTests {
    /// A context with authors a1, a2 and posts p1, p2, p3 (no links).
    private func seeded() throws -> StoreContext {
        let context = try makeStore().makeContext()
        try context.insert(makeAuthor("a1"))
        try context.insert(makeAuthor("a2"))
        for id in ["p1", "p2", "p3"] { try context.insert(makePost(id)) }
        return context
    }

    private func posts(of author: String, in context: StoreContext) throws -> [String] {
        try context.fetch(Author.self, id: Author.ID(author))?.posts.map(\.rawValue) ?? ["<missing>"]
    }

    private func author(of post: String, in context: StoreContext) throws -> String? {
        try context.fetch(Post.self, id: Post.ID(post))?.author?.rawValue
    }

    @Test func settingToOneAddsToTheInverse() throws {
        let context = try seeded()
        try context.modify(Post.self, id: Post.ID("p1")) { $0.author = Author.ID("a1") }
        #expect(try posts(of: "a1", in: context) == ["p1"], "Author.posts did not gain the post whose author was set")
    }

    @Test func replacingToOneMovesBetweenInverses() throws {
        let context = try seeded()
        try context.modify(Post.self, id: Post.ID("p1")) { $0.author = Author.ID("a1") }
        try context.modify(Post.self, id: Post.ID("p1")) { $0.author = Author.ID("a2") }
        #expect(try posts(of: "a1", in: context).isEmpty, "old author kept the post after its author was replaced")
        #expect(try posts(of: "a2", in: context) == ["p1"], "new author did not gain the post")
    }

    @Test func clearingToOneRemovesFromTheInverse() throws {
        let context = try seeded()
        try context.modify(Post.self, id: Post.ID("p1")) { $0.author = Author.ID("a1") }
        try context.modify(Post.self, id: Post.ID("p1")) { $0.author = nil }
        #expect(try posts(of: "a1", in: context).isEmpty, "author kept the post after the post's author was cleared")
    }

    @Test func appendingToManySetsTheInverses() throws {
        let context = try seeded()
        try context.modify(Author.self, id: Author.ID("a1")) { $0.posts.append(Post.ID("p1")) }
        try context.modify(Author.self, id: Author.ID("a1")) { $0.posts.append(Post.ID("p2")) }
        #expect(try posts(of: "a1", in: context) == ["p1", "p2"], "appended posts not kept in order")
        #expect(try author(of: "p1", in: context) == "a1" && author(of: "p2", in: context) == "a1",
                "Post.author not set for posts appended to Author.posts")
    }

    @Test func appendingToManyStealsFromThePreviousOwner() throws {
        let context = try seeded()
        try context.modify(Author.self, id: Author.ID("a1")) { $0.posts = [Post.ID("p1"), Post.ID("p2")] }
        try context.modify(Author.self, id: Author.ID("a2")) { $0.posts.append(Post.ID("p1")) }
        #expect(try posts(of: "a1", in: context) == ["p2"], "previous author kept a post another author took")
        #expect(try author(of: "p1", in: context) == "a2", "taken post does not point at its new author")
    }

    @Test func replacingToManyUnlinksTheDropped() throws {
        let context = try seeded()
        try context.modify(Author.self, id: Author.ID("a1")) { $0.posts = [Post.ID("p1"), Post.ID("p2")] }
        try context.modify(Author.self, id: Author.ID("a1")) { $0.posts = [Post.ID("p2"), Post.ID("p3")] }
        #expect(try author(of: "p1", in: context) == nil, "dropped post still points at the author")
        #expect(try author(of: "p3", in: context) == "a1", "added post does not point at the author")
        #expect(try Set(posts(of: "a1", in: context)) == ["p2", "p3"], "replaced to-many holds the wrong posts")
    }

    @Test func duplicateIdentifiersInAToManyAreStoredOnce() throws {
        let context = try seeded()
        try context.modify(Author.self, id: Author.ID("a1")) { $0.posts = [Post.ID("p1"), Post.ID("p1")] }
        #expect(try posts(of: "a1", in: context) == ["p1"], "a to-many kept a repeated identifier")
    }

    @Test func deletingTheToOneTargetNullifiesTheSources() throws {
        let context = try seeded()
        try context.modify(Author.self, id: Author.ID("a1")) { $0.posts = [Post.ID("p1"), Post.ID("p2")] }
        try context.delete(Author.self, id: Author.ID("a1"))
        #expect(try author(of: "p1", in: context) == nil && author(of: "p2", in: context) == nil,
                "posts still point at their deleted author")
    }

    @Test func deletingAToManyMemberRemovesItFromTheInverse() throws {
        let context = try seeded()
        try context.modify(Author.self, id: Author.ID("a1")) { $0.posts = [Post.ID("p1"), Post.ID("p2")] }
        try context.delete(Post.self, id: Post.ID("p1"))
        #expect(try posts(of: "a1", in: context) == ["p2"], "author still lists a deleted post")
    }

    @Test func manyToManyKeepsBothSidesInStep() throws {
        let context = try seeded()
        try context.insert(Tag(name: "swift"))
        try context.insert(Tag(name: "json"))
        try context.modify(Post.self, id: Post.ID("p1")) { $0.tags = [Tag.ID("swift"), Tag.ID("json")] }
        try context.modify(Tag.self, id: Tag.ID("swift")) { $0.posts.append(Post.ID("p2")) }
        try context.modify(Post.self, id: Post.ID("p1")) { $0.tags = [Tag.ID("json")] }
        #expect(try context.fetch(Tag.self, id: Tag.ID("swift"))?.posts == [Post.ID("p2")], "Tag.posts out of step with Post.tags")
        #expect(try context.fetch(Post.self, id: Post.ID("p2"))?.tags == [Tag.ID("swift")], "Post.tags out of step with Tag.posts")
        try context.delete(Tag.self, id: Tag.ID("json"))
        #expect(try context.fetch(Post.self, id: Post.ID("p1"))?.tags == [], "deleted tag still on the post")
    }

    @Test func oneToOneDisplacesThePreviousPartner() throws {
        let context = try seeded()
        let profile = Profile(profileID: UUID(), bio: "hi")
        try context.insert(profile)
        try context.modify(Author.self, id: Author.ID("a1")) { $0.profile = profile.id }
        try context.modify(Author.self, id: Author.ID("a2")) { $0.profile = profile.id }
        #expect(try context.fetch(Author.self, id: Author.ID("a1"))?.profile == nil, "previous partner kept a one-to-one link")
        #expect(try context.fetch(Profile.self, id: profile.id)?.author == Author.ID("a2"), "one-to-one inverse not moved")
    }

    @Test func insertingWithLinksSetsTheInverses() throws {
        let context = try makeStore().makeContext()
        try context.insert(makeAuthor("a1"))
        try context.insert(makePost("p1", author: "a1"))
        try context.insert(makePost("p2", author: "a1"))
        #expect(try posts(of: "a1", in: context) == ["p1", "p2"], "inserting posts with an author did not fill Author.posts")
    }

    @Test func linkToAMissingTargetIsRejectedAndChangesNothing() throws {
        let context = try seeded()
        #expect(throws: StoreError.missingTarget(entity: "Post", id: "p1", relationship: "author", target: "Author", targetID: "ghost"),
                "link to a missing author not rejected") {
            try context.modify(Post.self, id: Post.ID("p1")) { $0.author = Author.ID("ghost") }
        }
        #expect(try author(of: "p1", in: context) == nil, "rejected link was stored")
    }

    @Test func committedRelationshipsAreConsistent() throws {
        let store = try makeStore()
        try store.perform { context in
            try context.insert(makeAuthor("a1"))
            try context.insert(Tag(name: "t"))
            for i in 0..<20 { try context.insert(makePost("p\(i)", author: "a1", tags: i.isMultiple(of: 2) ? ["t"] : [])) }
            try context.delete(Post.self, id: Post.ID("p4"))
            try context.modify(Post.self, id: Post.ID("p6")) { $0.author = nil }
        }
        #expect(try inverseProblems(in: store.snapshot()).isEmpty, "committed inverses are inconsistent")
        #expect(try store.fetch(Author.self, id: Author.ID("a1"))?.posts.count == 18, "author's committed posts are wrong")
    }
}

/// `upsert` returns the record as stored: what a fetch right after it would return.
@Suite struct StoreUpsertResultTests {
    @Test func upsertReturnsTheRecordAsStored() throws {
        let context = try makeStore().makeContext()
        try context.insert(makeAuthor("a1"))
        let post = try context.upsert(makePost("p1", author: "a1"))
        #expect(post == (try context.fetch(Post.self, id: Post.ID("p1"))), "inserted post differs from the stored one")
        // Writing the author with the post kept changes its name only.
        let author = try context.upsert(makeAuthor("a1", name: "Ann", posts: ["p1"]))
        #expect(author.posts == [Post.ID("p1")] && author.name == "Ann", "author as stored: \(author)")
        #expect(author == (try context.fetch(Author.self, id: Author.ID("a1"))), "returned author differs from the stored one")
        let unchanged = try context.upsert(author)
        #expect(unchanged == author, "an upsert that changes nothing returns the record")
        // Writing a post with another author: returned as stored, the old author lets it go.
        try context.insert(makeAuthor("a2"))
        let moved = try context.upsert(makePost("p1", author: "a2"))
        let fetched = try context.fetch(Post.self, id: Post.ID("p1"))
        #expect(moved.author == Author.ID("a2") && moved == fetched, "moved post: \(moved)")
        #expect(try context.fetch(Author.self, id: Author.ID("a1"))?.posts == [], "old author still holds the post")
    }

    @Test func aLinkToAMissingTargetIsAnErrorAndReturnsNothing() throws {
        let context = try makeStore().makeContext()
        #expect(throws: StoreError.self, "the author does not exist") {
            _ = try context.upsert(makePost("p1", author: "nobody"))
        }
        #expect(try context.fetch(Post.self, id: Post.ID("p1")) == nil, "nothing stored")
    }
}
