import Foundation

/// The best hand-written import into SQLite: `JSONDecoder` into `Codable` structs, authors
/// deduplicated, then prepared upserts (`INSERT … ON CONFLICT DO UPDATE`) in one
/// transaction, into the same tables as Mapwright's engine, in WAL mode with
/// `synchronous = NORMAL` and a 32 MiB page cache as it runs.
enum HandWrittenSQLiteImport {
    /// Decodes and imports `data` into a new database at `path`; returns the posts written.
    static func importPosts(_ data: Data, into path: String) throws -> Int {
        let posts = try CodableTwins.decoder().decode([CodableTwins.Post].self, from: data)
        return try write(BlogRows.rows(from: posts), into: path)
    }

    /// Creates the database at `path` and upserts `rows` in one transaction; closes it.
    static func write(_ rows: (authors: [BlogRows.Author], posts: [BlogRows.Post]), into path: String) throws -> Int {
        let database = try BenchDatabase(path: path)
        try database.execute(BlogSQL.pragmas)
        try database.execute("BEGIN IMMEDIATE; \(BlogSQL.schema) COMMIT;")
        try database.execute("BEGIN IMMEDIATE")
        do {
            let author = try database.prepare(BlogSQL.upsertAuthor)
            for row in rows.authors {
                author.bind(1, row.authorID)
                author.bind(2, row.name)
                author.bind(3, row.avatarURL)
                try author.run()
            }
            let post = try database.prepare(BlogSQL.upsertPost)
            for row in rows.posts {
                post.bind(1, row.postID)
                post.bind(2, row.createdDate)
                post.bind(3, row.country)
                post.bind(4, row.content)
                post.bind(5, row.shareCount)
                post.bind(6, Int64(row.localUserHasShared ? 1 : 0))
                post.bind(7, row.viewCount)
                post.bind(8, row.author)
                try post.run()
            }
            try database.execute("COMMIT")
        } catch {
            try? database.execute("ROLLBACK")
            throw error
        }
        return rows.posts.count
    }
}
