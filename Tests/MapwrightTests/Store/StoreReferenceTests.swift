import Testing
@_spi(Generated) import Mapwright

@Suite struct StoreReferenceTests {
    @Test func referenceToAnExistingTargetLinksAtOnce() throws {
        let context = try makeStore().makeContext()
        try context.insert(makeAuthor("a1"))
        try context.insert(makePost("p1"))
        try context.reference(Post.self, id: Post.ID("p1"), \.author, to: Author.self, id: Author.ID("a1"), relationship: "author")
        #expect(try context.fetch(Post.self, id: Post.ID("p1"))?.author == Author.ID("a1"), "linked at once")
        #expect(try context.fetch(Author.self, id: Author.ID("a1"))?.posts == [Post.ID("p1")], "inverse kept")
        #expect(context.unresolvedReferences.isEmpty, "nothing waits")
    }

    @Test func referenceBeforeItsTargetLinksWhenTheTargetArrives() throws {
        let store = try makeStore()
        try store.perform { context in
            try context.insert(makePost("p1"))
            try context.reference(Post.self, id: Post.ID("p1"), \.author, to: Author.self, id: Author.ID("a1"), relationship: "author")
            #expect(context.unresolvedReferences.count == 1, "waits for a1")
            try context.insert(makeAuthor("a1"))
        }
        #expect(try store.fetch(Post.self, id: Post.ID("p1"))?.author == Author.ID("a1"), "resolved at commit")
        #expect(try store.fetch(Author.self, id: Author.ID("a1"))?.posts == [Post.ID("p1")], "inverse kept")
    }

    @Test func commitWithAnUnresolvedReferenceFailsAndChangesNothing() throws {
        let store = try makeStore()
        #expect(throws: StoreError.self, "the target never arrives") {
            try store.perform { context in
                try context.insert(makePost("p1"))
                try context.reference(Post.self, id: Post.ID("p1"), \.author, to: Author.self, id: Author.ID("missing"), relationship: "author")
            }
        }
        #expect(try store.count(Post.self) == 0, "nothing committed")
    }

    @Test func anIgnorableReferenceDoesNotExcuseOneThatMustResolve() throws {
        let store = try makeStore()
        let context = store.makeContext()
        try context.insert(makePost("p1"))
        try context.insert(makePost("p2"))
        try context.reference(Post.self, id: Post.ID("p1"), \.author, to: Author.self, id: Author.ID("gone"), relationship: "author", unresolved: .ignore)
        try context.reference(Post.self, id: Post.ID("p2"), \.author, to: Author.self, id: Author.ID("missing"), relationship: "author")
        let error = #expect(throws: StoreError.self, "p2's reference must still fail the commit") { try context.commit() }
        #expect(error?.description == "1 unresolved reference: Post p2.author → Author missing",
                "only the reference that must resolve is reported: \(String(describing: error))")
        #expect(context.ignoredReferences.isEmpty, "a failed commit must not drop the ignorable reference: \(context.ignoredReferences)")
        #expect(try store.count(Post.self) == 0, "nothing committed")
    }

    @Test func discardedReferencesLetTheRestCommit() throws {
        let store = try makeStore()
        let discarded = try store.perform { context in
            try context.insert(makePost("p1"))
            try context.reference(Post.self, id: Post.ID("p1"), \.author, to: Author.self, id: Author.ID("missing"), relationship: "author")
            return context.discardDeferredLinks()
        }
        #expect(discarded.map(\.description) == ["Post p1.author → Author missing"], "reported: \(discarded)")
        #expect(try store.fetch(Post.self, id: Post.ID("p1"))?.author == nil, "committed without the link")
    }
}
