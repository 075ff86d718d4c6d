import Foundation

/// Blog rows as the hand-written imports bind them: column values, ready.
enum BlogRows {
    /// An `Author` row.
    struct Author {
        var authorID: String
        var name: String
        var avatarURL: String?
    }

    /// A `Post` row (its position in the author's list is computed by the upsert).
    struct Post {
        var postID: String
        var createdDate: Double
        var country: String?
        var content: String
        var shareCount: Int64
        var localUserHasShared: Bool
        var viewCount: Int64
        var author: String?
    }

    /// Rows from decoded posts: one per post, in order, and each author once (its last
    /// values, in order of first appearance), as the fetch-or-create semantics leave them.
    static func rows(from posts: [CodableTwins.Post]) -> (authors: [Author], posts: [Post]) {
        var authors: [Author] = []
        var authorIndex: [String: Int] = [:]
        var rows: [Post] = []
        rows.reserveCapacity(posts.count)
        for post in posts {
            if let author = post.author {
                let row = Author(authorID: author.id, name: author.name, avatarURL: author.avatar_url?.absoluteString)
                if let index = authorIndex[author.id] {
                    authors[index] = row
                } else {
                    authorIndex[author.id] = authors.count
                    authors.append(row)
                }
            }
            rows.append(Post(
                postID: post.id, createdDate: post.created_at.timeIntervalSince1970, country: post.country,
                content: post.content, shareCount: Int64(post.share_count ?? 0), localUserHasShared: post.is_shared,
                viewCount: Int64(post.views_count), author: post.author?.id))
        }
        return (authors, rows)
    }
}
