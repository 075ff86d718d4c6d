import Foundation
import Testing
@testable import Mapwright

/// Snapshots whose checksums are valid but whose relationships are not a state the
/// store could have made: forged by re-encoding a real store's state with one record
/// tampered with, through the same encoder `save` uses.
@Suite struct StoreSnapshotConsistencyTests {
    /// Authors 789 (posts 456, 457) and 790 (profile), tag swift (post 456).
    private func consistentState() throws -> StoreState {
        let store = try makeStore()
        try store.perform { context in
            try context.insert(makeAuthor("789"))
            try context.insert(makeAuthor("790"))
            try context.insert(Tag(name: "swift"))
            try context.insert(makePost("456", author: "789", tags: ["swift"]))
            try context.insert(makePost("457", author: "789"))
            try context.insert(Profile(profileID: UUID(), bio: "bio", author: Author.ID("790")))
        }
        return try #require(store.engine as? MemoryEngine, "an in-memory store").currentState()
    }

    /// `state` with the record `id` of `E` changed by `change`.
    private func tampered<E: StoreEntity>(
        _ state: StoreState, _ type: E.Type, _ id: E.ID, _ change: @escaping (inout E) -> Void
    ) throws -> StoreState {
        var records = try #require(state.records(type), "no \(E.entityName) table")
        let found = records.modifyValue(forKey: id, change)
        #expect(found, "no \(E.entityName) \(id) to tamper with")
        var forged = state
        forged.tables[ObjectIdentifier(type)] = EntityTable<E>(records: records)
        return forged
    }

    /// The error loading `state` encoded as a snapshot file (checksums valid), or `nil`.
    private func loadError(_ state: StoreState) throws -> StoreError? {
        let schema = try StoreSchema(blogEntities)
        let bytes = try SnapshotEncoder.encode(state, schema: schema, path: "forged").flatMap { $0 }
        do {
            _ = try SnapshotDecoder(schema: schema, path: "forged").decode(bytes)
            return nil
        } catch let error as StoreError {
            return error
        }
    }

    private func malformedReason(_ error: StoreError?) -> String? {
        if case .snapshot(_, _, .malformed(let reason))? = error { return reason }
        return nil
    }

    /// A repeated identity is found and reported at its second record. (These entities
    /// are read through `Decodable`; the field-by-field path, which builds a table after
    /// reading it, is checked against this one in `SnapshotFieldKindsTests`.)
    @Test func aTableHoldingAnIdentityTwiceIsRejected() throws {
        let forged = try tampered(consistentState(), Post.self, Post.ID("457")) { $0.postID = "456" }
        let error = try loadError(forged)
        #expect(malformedReason(error) == "Post 456 appears twice", "a table holding post 456 twice: \(String(describing: error))")
        guard case .snapshot(_, let offset?, _)? = error else {
            Issue.record("the repeated record's error has no offset: \(String(describing: error))")
            return
        }
        #expect(offset > 0, "the repeated record is reported at offset \(offset)")
    }

    @Test func untamperedStateLoads() throws {
        #expect(try loadError(consistentState()) == nil, "a consistent state was rejected")
    }

    @Test func authorListingAPostThatNamesAnotherAuthorIsRejected() throws {
        let forged = try tampered(consistentState(), Author.self, Author.ID("790")) { $0.posts = [Post.ID("456")] }
        let reason = malformedReason(try loadError(forged))
        #expect(reason == "Author 790.posts links to Post 456, which does not link back to it",
                "forged Author.posts not rejected clearly: \(String(describing: reason))")
    }

    @Test func postNamingAnAuthorThatDoesNotListItIsRejected() throws {
        let forged = try tampered(consistentState(), Post.self, Post.ID("457")) { $0.author = Author.ID("790") }
        let reason = malformedReason(try loadError(forged))
        #expect(reason?.hasPrefix("Author 789.posts links to Post 457, which does not link back to it") == true
                    || reason?.hasPrefix("Post 457.author links to Author 790, which does not link back to it") == true,
                "post whose author does not list it not rejected clearly: \(String(describing: reason))")
    }

    @Test func referenceToAMissingRecordIsRejected() throws {
        let unlisted = try tampered(consistentState(), Author.self, Author.ID("789")) { $0.posts = [Post.ID("456")] }
        let forged = try tampered(unlisted, Post.self, Post.ID("457")) { $0.author = Author.ID("404") }
        let error = try loadError(forged)
        #expect(malformedReason(error) == "Post 457.author links to Author 404, which is not in the snapshot",
                "link to a missing author not rejected clearly: \(String(describing: error))")
        #expect(error?.description == "forged: malformed snapshot: Post 457.author links to Author 404, which is not in the snapshot",
                "message wrong: \(String(describing: error?.description))")
    }

    @Test func manyToManyLinkWithoutItsInverseIsRejected() throws {
        let forged = try tampered(consistentState(), Tag.self, Tag.ID("swift")) { $0.posts = [Post.ID("456"), Post.ID("457")] }
        let reason = malformedReason(try loadError(forged))
        #expect(reason == "Tag swift.posts links to Post 457, which does not link back to it",
                "tag listing a post without the tag not rejected clearly: \(String(describing: reason))")
    }

    @Test func inverseListRepeatingARecordIsRejected() throws {
        let forged = try tampered(consistentState(), Author.self, Author.ID("789")) { $0.posts.append(Post.ID("456")) }
        #expect(malformedReason(try loadError(forged)) != nil, "an author listing post 456 twice loaded")
    }

    @Test func oneToOneLinkNotNamedBackIsRejected() throws {
        let forged = try tampered(consistentState(), Author.self, Author.ID("790")) { $0.profile = nil }
        let reason = malformedReason(try loadError(forged))
        #expect(reason?.contains("Profile") == true && reason?.contains("does not link back to it") == true,
                "profile naming an author that does not name it back not rejected: \(String(describing: reason))")
    }

    @Test func forgedFileOnDiskFailsToLoadNamingItsPath() throws {
        let forged = try tampered(consistentState(), Author.self, Author.ID("790")) { $0.posts = [Post.ID("456")] }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-forged-\(UUID().uuidString).snapshot")
        defer { try? FileManager.default.removeItem(at: url) }
        let chunks = try SnapshotEncoder.encode(forged, schema: try StoreSchema(blogEntities), path: url.path)
        try Data(chunks.flatMap { $0 }).write(to: url)
        #expect(performing: { try Store.load(from: url, entities: blogEntities) }, throws: { error in
            guard case .snapshot(let path, _, .malformed)? = error as? StoreError else { return false }
            return path == url.path(percentEncoded: false)
        })
    }
}
