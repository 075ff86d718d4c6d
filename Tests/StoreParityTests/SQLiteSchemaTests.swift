import MapwrightExampleBlog
import Foundation
@_spi(Generated) @testable import Mapwright
import MapwrightSQLite
import MapwrightExampleShop
import Testing

/// A `Customer` as an older schema declared it (a text identity, no orders), with its glue.
private struct LegacyCustomer: StoreEntity, StoreTableEntity {
    struct ID: Hashable, Sendable, Codable, StoreTableIdentity {
        var customerID: String
        func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(customerID) }
        init(customerID: String) { self.customerID = customerID }
        init<R: StoreRowReader>(storeRow row: inout R) throws { customerID = try row.read(String.self) }
    }

    static let entityName = "Customer"
    static let storeTable = StoreTable(
        name: "Customer",
        columns: [StoreColumn("customerID", String.self, schemaType: "String"), StoreColumn("name", String.self, schemaType: "String")],
        identity: ["customerID"])

    var customerID: String
    var name: String
    var id: ID { ID(customerID: customerID) }

    init(customerID: String, name: String) {
        self.customerID = customerID
        self.name = name
    }

    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) {
        row.write(customerID)
        row.write(name)
    }

    init<R: StoreRowReader>(storeRow row: inout R) throws {
        try self.init(customerID: row.read(String.self), name: row.read(String.self))
    }
}

/// What the SQLite engine writes into the file and checks when it opens one.
@Suite struct SQLiteSchemaTests {
    @Test func theBlogTablesReadAsPlainSQL() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("blog.sqlite")
        _ = try Store(sqliteAt: url, entities: MapwrightExampleBlogModule.entities)
        let sql = try DatabaseFile.schemaSQL(url).joined(separator: ";\n")
        let post = """
            CREATE TABLE "Post" (
                "postID" TEXT NOT NULL, -- String, identity 1
                "createdDate" REAL NOT NULL, -- Date (seconds since 1970)
                "country" TEXT, -- String?
                "content" TEXT NOT NULL, -- String
                "shareCount" INTEGER NOT NULL, -- Int
                "localUserHasShared" INTEGER NOT NULL, -- Bool
                "viewCount" INTEGER NOT NULL, -- Int
                "author" TEXT, -- String, foreign key of author → Author (Author.posts)
                "author_position" INTEGER, -- Int, position in Author.posts
                PRIMARY KEY ("postID")
            )
            """
        #expect(sql.contains(post), "the Post table is not declared as documented:\n\(sql)")
        #expect(sql.contains(#"CREATE INDEX "Post_author" ON "Post" ("author", "author_position")"#), "no index on Post.author:\n\(sql)")
    }

    @Test func aFileOfAnotherSchemaIsRefusedWithEveryDifference() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("shop.sqlite")
        _ = try Store(sqliteAt: url, entities: MapwrightExampleShopModule.entities)
        do {
            _ = try Store(sqliteAt: url, entities: [LegacyCustomer.self])
            Issue.record("a file made for another schema was opened")
        } catch StoreError.schemaMismatch(let path, let differences) {
            #expect(path == url.path, "the error names \(path)")
            #expect(differences.contains { $0.hasPrefix("Customer: identity changed from (customerID: Int64) to (customerID: String)") },
                    "the changed identity is not named: \(differences)")
            #expect(differences.contains { $0.hasPrefix("Order: is in the stored data but not in the schema") }, "the dropped table is not named: \(differences)")
            #expect(differences.contains { $0.hasPrefix("Customer.tags: is in the stored data but not in the schema") }, "the dropped column is not named: \(differences)")
        }
    }

    @Test func aFileThatIsNotAStoreIsRefused() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("other.sqlite")
        try DatabaseFile.execute(url, "CREATE TABLE notes (body TEXT)")
        #expect(throws: StoreError.self, "a foreign database was opened as a store") {
            try Store(sqliteAt: url, entities: parityEntities)
        }
    }

    @Test func committedRecordsSurviveReopening() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("store.sqlite")
        do {
            let store = try Store(sqliteAt: url, entities: parityEntities)
            try store.perform { context in
                try context.insert(writer("w"))
                try context.insert(article("a", writer: "w"))
            }
        }
        let reopened = try Store(sqliteAt: url, entities: parityEntities)
        #expect(try reopened.fetch(Writer.self, id: Writer.ID("w"))?.articles == [Article.ID("a")], "the reopened file lost the commit")
        #expect(try DatabaseFile.integrityCheck(url) == ["ok"], "integrity check failed")
    }

    @Test func aSnapshotOfASQLiteStoreHoldsOnlyCommittedRecords() throws {
        let test = try Engine.sqlite.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { try $0.insert(Desk(deskID: 1, floor: 0)) }
        let context = test.store.makeContext()
        try context.insert(Desk(deskID: 2, floor: 0))
        let snapshot = try test.store.snapshot()
        #expect(try snapshot.count(Desk.self) == 1, "the snapshot holds the committed desk, not the open unit of work's")
        context.rollback()
    }

    @Test func aRollbackLeavesTheFileLogicallyUnchanged() throws {
        let test = try Engine.sqlite.makeStore()
        defer { withExtendedLifetime(test) {} }
        let file = try #require(test.file)
        try test.store.perform { context in
            try context.insert(Desk(deskID: 1, floor: 0))
            try context.insert(writer("w", desk: 1))
            try context.insert(topic("x"))
            try context.insert(article("a", writer: "w", topics: ["x"]))
        }
        let before = try DatabaseFile.dump(file)
        #expect(throws: PlannedFailure.self, "perform did not rethrow") {
            try test.store.perform { context in
                try context.insert(article("b", writer: "w", topics: ["x"], related: ["a"]))
                try context.update(writer("w", articles: ["b"], desk: nil))
                try context.delete(Topic.self, id: topicID("x"))
                try context.insert(try RoundTripParityTests.extremes())
                throw PlannedFailure()
            }
        }
        let after = try DatabaseFile.dump(file)
        #expect(after == before, "the rolled-back unit of work changed rows:\nbefore \(before)\nafter  \(after)")
    }

    @Test func aBlockedUnitOfWorkTimesOutWithAClearError() throws {
        let test = try Engine.sqlite.makeStore(options: SQLiteStoreOptions(busyTimeout: 0.2))
        defer { withExtendedLifetime(test) {} }
        let holder = test.store.makeContext()
        try holder.insert(writer("w"))  // takes the writer
        let start = Date()
        #expect(throws: StoreError.busy(path: test.file?.path ?? "", seconds: 0.2), "a second unit of work did not time out") {
            try test.store.perform { try $0.insert(writer("x")) }
        }
        #expect(Date().timeIntervalSince(start) < 5, "the wait was not bounded by the busy timeout")
        try holder.commit()
        try test.store.perform { try $0.insert(writer("x")) }
        #expect(try test.store.count(Writer.self) == 2, "the writer was not free after the commit")
    }

    @Test func prefetchIsWorthItOnlyWhereATableHadRows() throws {
        let test = try Engine.sqlite.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            #expect(try context.benefitsFromPrefetch(Article.self) == false, "a table empty at the start of the unit of work has nothing to prefetch")
            try context.insert(article("a1"))
            #expect(try context.benefitsFromPrefetch(Article.self) == false, "inserting into a table that started empty must not make prefetching worth it")
        }
        try test.store.perform { context in
            let articles = try context.benefitsFromPrefetch(Article.self)
            let topics = try context.benefitsFromPrefetch(Topic.self)
            #expect(articles, "a table with rows is worth prefetching from")
            #expect(topics == false, "another entity's empty table has nothing to prefetch")
        }
        let memory = try Engine.memory.makeStore()
        defer { withExtendedLifetime(memory) {} }
        try memory.store.perform { context in
            try context.insert(article("a1"))
            #expect(try context.benefitsFromPrefetch(Article.self) == false, "the in-memory engine never prefetches")
        }
    }

    @Test func prefetchLoadsWhatExistsAndRemembersWhatDoesNot() throws {
        let test = try Engine.sqlite.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            for i in 0..<100 { try context.insert(article("a\(i)")) }
            for name in ["x", "y"] { try context.insert(topic(name)) }
        }
        try test.store.perform { context in
            try context.prefetch(Article.self, ids: (0..<150).map { Article.ID("a\($0)") })
            try context.prefetch(Topic.self, ids: [topicID("y"), topicID("none")])
            #expect(try context.fetch(Article.self, id: Article.ID("a99")) == article("a99"), "a prefetched record is wrong")
            #expect(try context.fetch(Article.self, id: Article.ID("a120")) == nil, "a missing record was found")
            #expect(try context.fetch(Topic.self, id: topicID("y")) == topic("y"), "a composite-identity prefetch is wrong")
            try context.insert(article("a120"))
            #expect(try context.fetch(Article.self, id: Article.ID("a120")) == article("a120"), "an insert after prefetch was not seen")
        }
    }
}
