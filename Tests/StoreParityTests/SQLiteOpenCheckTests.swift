import MapwrightExampleBlog
import Foundation
import Mapwright
import MapwrightSQLite
import Testing

/// What opening a SQLite file checks, and what it leaves alone: a file that is not a
/// store, tables changed by hand, a description table emptied.
@Suite struct SQLiteOpenCheckTests {
    /// A Blog store file in a new directory holding one post, closed again.
    static func blogFile() throws -> (directory: TemporaryDirectory, url: URL) {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("blog.sqlite")
        let store = try Store(sqliteAt: url, entities: MapwrightExampleBlogModule.entities)
        try store.perform { context in
            try context.insert(Post(postID: "p1", createdDate: Date(timeIntervalSince1970: 1_000), content: "Hello", localUserHasShared: false, viewCount: 3))
        }
        return (directory, url)
    }

    /// The differences of the `schemaMismatch` opening `url` with the Blog entities
    /// throws, or nil (and an issue) when it opens or throws something else.
    static func mismatch(
        opening url: URL, entities: [any StoreEntity.Type] = MapwrightExampleBlogModule.entities, options: SQLiteStoreOptions = SQLiteStoreOptions()
    ) -> [String]? {
        do {
            _ = try Store(sqliteAt: url, entities: entities, options: options)
            Issue.record("the file opened")
        } catch StoreError.schemaMismatch(_, let differences) {
            return differences
        } catch {
            Issue.record("opening threw \(error), not a schema mismatch")
        }
        return nil
    }

    @Test func aRenamedColumnIsRefusedAtOpen() throws {
        let (directory, url) = try Self.blogFile()
        defer { _ = directory }
        try RawConnection(url).execute(#"ALTER TABLE "Post" RENAME COLUMN "content" TO "body""#)
        let differences = Self.mismatch(opening: url) ?? []
        #expect(differences.contains { $0.contains("Post") && $0.contains("content") }, "the missing column Post.content is not named: \(differences)")
    }

    @Test func aMigrationRefusesAFileMissingAColumnRatherThanCopyingItsName() throws {
        let (directory, url) = try SQLiteMigrationFixture.copy()
        defer { _ = directory }
        try RawConnection(url).execute(#"ALTER TABLE "Task" RENAME COLUMN "due" TO "when""#)
        let differences = Self.mismatch(opening: url, entities: MigrationFixtureV2.entities, options: SQLiteMigrationFixture.options) ?? []
        #expect(differences.contains { $0.contains("Task") && $0.contains("due") }, "the missing column Task.due is not named: \(differences)")
    }

    @Test func aColumnDroppedWhileOpenIsAnErrorNotItsOwnName() throws {
        let (directory, url) = try Self.blogFile()
        defer { _ = directory }
        let store = try Store(sqliteAt: url, entities: MapwrightExampleBlogModule.entities)
        try RawConnection(url).execute(#"ALTER TABLE "Post" DROP COLUMN "content""#)
        do {
            let post = try store.fetch(Post.self, id: Post.ID("p1"))
            Issue.record("a dropped column was read as \(String(describing: post?.content)) instead of failing")
        } catch {
            #expect("\(error)".contains("content"), "the error does not name the missing column: \(error)")
        }
    }

    @Test func aDroppedEntityTableIsRefusedAtOpen() throws {
        let (directory, url) = try Self.blogFile()
        defer { _ = directory }
        try RawConnection(url).execute(#"DROP TABLE "Author""#)
        let differences = Self.mismatch(opening: url) ?? []
        #expect(differences.contains { $0.contains("Author") }, "the dropped table Author is not named: \(differences)")
    }

    @Test func aTableMadeAgainWithoutItsPrimaryKeyIsRefused() throws {
        let (directory, url) = try Self.blogFile()
        defer { _ = directory }
        try RawConnection(url).execute("""
            ALTER TABLE "Author" RENAME TO "old";
            CREATE TABLE "Author" ("authorID" TEXT NOT NULL, "name" TEXT NOT NULL, "avatarURL" TEXT);
            INSERT INTO "Author" SELECT * FROM "old";
            DROP TABLE "old";
            """)
        let differences = Self.mismatch(opening: url) ?? []
        #expect(differences.contains { $0.contains("Author") && $0.contains("authorID") && $0.contains("primary key") },
                "the lost primary key of Author.authorID is not named: \(differences)")
    }

    @Test func aTableMadeAgainWithoutNotNullIsRefused() throws {
        let (directory, url) = try Self.blogFile()
        defer { _ = directory }
        try RawConnection(url).execute("""
            ALTER TABLE "Author" RENAME TO "old";
            CREATE TABLE "Author" ("authorID" TEXT NOT NULL, "name" TEXT, "avatarURL" TEXT, PRIMARY KEY ("authorID"));
            INSERT INTO "Author" SELECT * FROM "old";
            DROP TABLE "old";
            """)
        let differences = Self.mismatch(opening: url) ?? []
        #expect(differences.contains { $0.contains("Author") && $0.contains("name") && $0.contains("NOT NULL") },
                "the lost NOT NULL of Author.name is not named: \(differences)")
    }

    @Test func anEmptiedSchemaDescriptionIsAClearMismatch() throws {
        let (directory, url) = try Self.blogFile()
        defer { _ = directory }
        try RawConnection(url).execute(#"DELETE FROM "mapwright_schema""#)
        let differences = Self.mismatch(opening: url) ?? []
        #expect(differences.contains { $0.contains("mapwright_schema") }, "the empty description table is not named: \(differences)")
    }

    @Test func aFileOfAnotherApplicationIsLeftByteForByte() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("other.sqlite")
        do {
            let other = try RawConnection(url)
            try other.execute("PRAGMA application_id = 1234; CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me')")
        }
        let before = try Data(contentsOf: url)
        #expect(throws: StoreError.self, "another application's file was opened as a store") {
            try Store(sqliteAt: url, entities: MapwrightExampleBlogModule.entities)
        }
        let after = try Data(contentsOf: url)
        #expect(after == before, "refusing the file changed it (header bytes 18–19: \(Array(before[18...19])) → \(Array(after[18...19])))")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0 != "other.sqlite" }
        #expect(leftovers.isEmpty, "refusing the file left \(leftovers) next to it")
    }

    @Test func openingDoesNotWaitForAnotherWriter() throws {
        let (directory, url) = try Self.blogFile()
        defer { _ = directory }
        let other = try RawConnection(url)
        try other.execute(#"BEGIN IMMEDIATE; UPDATE "Post" SET "viewCount" = 4"#)
        defer { try? other.execute("ROLLBACK") }
        let start = Date()
        let store = try Store(sqliteAt: url, entities: MapwrightExampleBlogModule.entities, options: SQLiteStoreOptions(busyTimeout: 2))
        #expect(Date().timeIntervalSince(start) < 1, "opening a current file waited for another connection's write transaction")
        #expect(try store.fetch(Post.self, id: Post.ID("p1"))?.viewCount == 3, "the store opened beside a writer does not read the committed post")
    }

    /// The Blog file with the page of the Post table overwritten with garbage.
    static func damagedBlogFile() throws -> (directory: TemporaryDirectory, url: URL) {
        let (directory, url) = try blogFile()
        let page = try #require(try RawConnection(url).integer(#"SELECT rootpage FROM sqlite_master WHERE name = 'Post'"#))
        let pageSize = try #require(try RawConnection(url).integer("PRAGMA page_size"))
        var bytes = try Data(contentsOf: url)
        let start = Int((page - 1) * pageSize)
        bytes.replaceSubrange(start + 1..<start + 64, with: [UInt8](repeating: 0xA5, count: 63))
        try bytes.write(to: url)
        return (directory, url)
    }

    @Test func theIntegrityCheckOnOpenRefusesADamagedFile() throws {
        let (directory, url) = try Self.damagedBlogFile()
        defer { _ = directory }
        var options = SQLiteStoreOptions()
        options.checksIntegrityOnOpen = true
        do {
            _ = try Store(sqliteAt: url, entities: MapwrightExampleBlogModule.entities, options: options)
            Issue.record("a damaged file opened with checksIntegrityOnOpen")
        } catch StoreError.database(_, let code, let message) {
            #expect(code == 11, "the damaged file was refused with code \(code), not SQLITE_CORRUPT")
            #expect(message.contains("quick_check"), "the error does not say what the integrity check reported: \(message)")
        }
    }

    @Test func theIntegrityCheckIsOffByDefault() {
        #expect(SQLiteStoreOptions().checksIntegrityOnOpen == false, "checksIntegrityOnOpen must be off by default")
    }
}
