import Foundation
import Testing
import Mapwright

@Suite struct StoreFetchTests {
    @Test func fetchByIdentityReturnsTheInsertedRecord() throws {
        let context = try makeStore().makeContext()
        try context.insert(makePost("456", views: 100))
        let post = try context.fetch(Post.self, id: Post.ID("456"))
        #expect(post == makePost("456", views: 100), "fetch by identity did not return the inserted post")
        #expect(try context.fetch(Post.self, id: Post.ID("nope")) == nil, "fetch of an unknown identity returned a record")
    }

    @Test func fetchByCompositeIdentityNeedsEveryPart() throws {
        let context = try makeStore().makeContext()
        try context.insert(Standing(tournamentID: "wc", groupID: "A", teamID: 7, position: 1, points: 9))
        try context.insert(Standing(tournamentID: "wc", groupID: "B", teamID: 7, position: 3, points: 4))
        let a = try context.fetch(Standing.self, id: .init(tournamentID: "wc", groupID: "A", teamID: 7))
        let b = try context.fetch(Standing.self, id: .init(tournamentID: "wc", groupID: "B", teamID: 7))
        #expect(a?.points == 9 && b?.points == 4, "composite identities differing in one part were confused")
        #expect(try context.count(Standing.self) == 2, "two composite identities did not make two records")
    }

    @Test func fetchOrCreateCreatesOnceThenFetches() throws {
        let context = try makeStore().makeContext()
        var creations = 0
        for _ in 0..<3 {
            _ = try context.fetchOrCreate(Post.self, id: Post.ID("1")) {
                creations += 1
                return makePost("1")
            }
        }
        #expect(creations == 1, "fetch-or-create created \(creations) times for one identity")
        #expect(try context.count(Post.self) == 1, "fetch-or-create left duplicates")
    }

    @Test func fetchOrCreateRejectsARecordWithAnotherIdentity() throws {
        let context = try makeStore().makeContext()
        #expect(throws: StoreError.identityMismatch(entity: "Post", expected: "1", found: "2"), "identity mismatch not reported") {
            try context.fetchOrCreate(Post.self, id: Post.ID("1")) { makePost("2") }
        }
        #expect(try context.count(Post.self) == 0, "a mismatched record was inserted")
    }

    @Test func insertOfAnExistingIdentityThrows() throws {
        let context = try makeStore().makeContext()
        try context.insert(makePost("1"))
        #expect(throws: StoreError.duplicateIdentity(entity: "Post", id: "1"), "duplicate insert not rejected") {
            try context.insert(makePost("1", views: 5))
        }
        #expect(try context.fetch(Post.self, id: Post.ID("1"))?.viewCount == 0, "rejected insert changed the record")
    }

    @Test func updateOfAMissingIdentityThrows() throws {
        let context = try makeStore().makeContext()
        #expect(throws: StoreError.recordNotFound(entity: "Post", id: "1"), "update of a missing record not rejected") {
            try context.update(makePost("1"))
        }
    }

    @Test func upsertReplacesAttributes() throws {
        let context = try makeStore().makeContext()
        try context.upsert(makePost("1", views: 1))
        try context.upsert(makePost("1", views: 2))
        #expect(try context.fetch(Post.self, id: Post.ID("1"))?.viewCount == 2, "upsert did not replace the attributes")
        #expect(try context.count(Post.self) == 1, "upsert duplicated the record")
    }

    @Test func modifyChangesTheStoredRecord() throws {
        let context = try makeStore().makeContext()
        try context.insert(makePost("1"))
        try context.modify(Post.self, id: Post.ID("1")) { $0.viewCount = 42 }
        #expect(try context.fetch(Post.self, id: Post.ID("1"))?.viewCount == 42, "modify did not store the change")
    }

    @Test func deleteRemovesTheRecord() throws {
        let context = try makeStore().makeContext()
        try context.insert(makePost("1"))
        #expect(try context.delete(Post.self, id: Post.ID("1")), "delete of an existing record reported false")
        #expect(try context.fetch(Post.self, id: Post.ID("1")) == nil, "deleted record still fetched")
        #expect(try context.count(Post.self) == 0, "count still includes the deleted record")
        #expect(try !context.delete(Post.self, id: Post.ID("1")), "second delete reported true")
    }

    @Test func queryFiltersAndSorts() throws {
        let context = try makeStore().makeContext()
        try context.insert(makePost("a", country: "UK", views: 5))
        try context.insert(makePost("b", country: "FR", views: 9))
        try context.insert(makePost("c", country: "UK", views: 7))
        try context.insert(makePost("d", country: "UK", views: 7))
        let query = StoreQuery(Post.self).filter { $0.country == "UK" }
            .sorted(by: .by { $0.viewCount > $1.viewCount }, .by { $0.postID < $1.postID })
        let uk = try context.fetch(query)
        #expect(uk.map(\.postID) == ["c", "d", "a"], "query by country sorted by views then id gave \(uk.map(\.postID))")
    }

    @Test func querySortsOptionalsWithNilFirst() throws {
        let context = try makeStore().makeContext()
        try context.insert(makePost("a", country: "UK"))
        try context.insert(makePost("b", country: nil))
        try context.insert(makePost("c", country: "FR"))
        let nilFirst = StoreQuery(Post.self).sorted(by: .by { a, b in
            switch (a.country, b.country) {
            case (nil, .some): true
            case let (x?, y?): x < y
            default: false
            }
        })
        let sorted = try context.fetch(nilFirst).map(\.postID)
        #expect(sorted == ["b", "c", "a"], "ascending optional sort gave \(sorted)")
        let custom = try context.fetch(StoreQuery(Post.self).sorted(by: .by { $0.postID > $1.postID })).map(\.postID)
        #expect(custom == ["c", "b", "a"], "closure sort gave \(custom)")
    }

    @Test func countsWithAndWithoutPredicate() throws {
        let context = try makeStore().makeContext()
        for i in 0..<10 { try context.insert(makePost("\(i)", country: i.isMultiple(of: 2) ? "UK" : "FR")) }
        #expect(try context.count(Post.self) == 10, "count of all posts is wrong")
        #expect(try context.count(StoreQuery(Post.self).filter { $0.country == "UK" }) == 5, "count with a closure filter is wrong")
    }

    @Test func queriesSeeCommittedAndPendingRecordsTogether() throws {
        let store = try makeStore()
        try store.perform { try $0.insert(makePost("old", views: 1)) }
        let context = store.makeContext()
        try context.insert(makePost("new", views: 2))
        try context.modify(Post.self, id: Post.ID("old")) { $0.viewCount = 3 }
        let views = try context.fetch(StoreQuery(Post.self).sorted(by: .by { $0.postID < $1.postID })).map(\.viewCount)
        #expect(views == [2, 3], "query over committed plus pending records gave views \(views)")
    }

    @Test func storeReadsCommittedState() throws {
        let store = try makeStore()
        try store.perform { context in
            try context.insert(makePost("1", country: "UK"))
            try context.insert(makePost("2", country: "FR"))
        }
        #expect(try store.count(Post.self) == 2, "store count of committed posts is wrong")
        #expect(try store.count(StoreQuery(Post.self).filter { $0.country == "FR" }) == 1, "store count with a closure filter is wrong")
        #expect(try store.fetch(Post.self, id: Post.ID("2"))?.country == "FR", "store fetch by identity is wrong")
        #expect(try store.fetch(StoreQuery(Post.self).filter { $0.country == "UK" }).map(\.postID) == ["1"], "store query is wrong")
    }

    @Test func unregisteredEntityIsAnError() throws {
        let store = try Store(entities: [Standing.self])
        #expect(throws: StoreError.unregisteredEntity("Post"), "fetch of an unregistered entity not rejected") {
            try store.makeContext().fetch(Post.self, id: Post.ID("1"))
        }
    }
}
