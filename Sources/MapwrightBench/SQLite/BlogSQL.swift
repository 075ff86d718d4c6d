import MapwrightSQLite

/// The Blog tables as Mapwright's SQLite engine lays them out (same tables, columns,
/// types, primary keys and index; see the README's "Storage engines"), and the prepared
/// upserts a hand-written import runs against them.
enum BlogSQL {
    /// The connection settings Mapwright's engine uses (its default page cache included,
    /// read from the engine's options so that the two stay the same).
    static let pragmas = "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA cache_size = -\(SQLiteStoreOptions().writerCacheBytes / 1024);"

    /// The tables and the index on the posts' foreign key.
    static let schema = """
        CREATE TABLE "Author" (
            "authorID" TEXT NOT NULL,
            "name" TEXT NOT NULL,
            "avatarURL" TEXT,
            PRIMARY KEY ("authorID")
        );
        CREATE TABLE "Post" (
            "postID" TEXT NOT NULL,
            "createdDate" REAL NOT NULL,
            "country" TEXT,
            "content" TEXT NOT NULL,
            "shareCount" INTEGER NOT NULL,
            "localUserHasShared" INTEGER NOT NULL,
            "viewCount" INTEGER NOT NULL,
            "author" TEXT,
            "author_position" INTEGER,
            PRIMARY KEY ("postID")
        );
        CREATE INDEX "Post_author" ON "Post" ("author", "author_position");
        """

    /// Inserts or updates an author: ?1 identity, ?2 name, ?3 avatar URL.
    static let upsertAuthor = """
        INSERT INTO "Author" ("authorID", "name", "avatarURL") VALUES (?1, ?2, ?3)
        ON CONFLICT ("authorID") DO UPDATE SET "name" = excluded."name", "avatarURL" = excluded."avatarURL"
        """

    /// Inserts or updates a post (?1…?7 its columns, ?8 its author): a post that joins
    /// an author goes last in the author's list; one that keeps its author keeps its place.
    static let upsertPost = """
        INSERT INTO "Post" ("postID", "createdDate", "country", "content", "shareCount", "localUserHasShared",
                            "viewCount", "author", "author_position")
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8,
                CASE WHEN ?8 IS NULL THEN NULL
                     ELSE (SELECT COALESCE(MAX("author_position"), -1) + 1 FROM "Post" WHERE "author" = ?8) END)
        ON CONFLICT ("postID") DO UPDATE SET
            "createdDate" = excluded."createdDate", "country" = excluded."country", "content" = excluded."content",
            "shareCount" = excluded."shareCount", "localUserHasShared" = excluded."localUserHasShared",
            "viewCount" = excluded."viewCount", "author" = excluded."author",
            "author_position" = CASE WHEN "author" IS excluded."author" THEN "author_position"
                                     ELSE excluded."author_position" END
        """
}
