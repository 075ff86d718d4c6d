import Foundation

/// The hand-written baseline in the style of seed 000: `JSONSerialization` into
/// `[String: Any]`, then fetch-or-create into dictionaries keyed by identity, with
/// inverses kept by hand. Done efficiently: one lookup per record, one date parser
/// (`Date.ISO8601FormatStyle`, the fastest Foundation has; a cached
/// `ISO8601DateFormatter` is a hundred times slower here), no key path machinery.
enum DictionaryImport {
    /// A post as a managed object would hold it.
    final class PostObject {
        let postID: String
        var createdDate: Date?
        var country: String?
        var content: String?
        var shareCount = 0
        var localUserHasShared = false
        var viewCount = 0
        var authorID: String?
        init(postID: String) { self.postID = postID }
    }

    /// An author, with its posts' identities (the inverse of `PostObject.authorID`).
    final class AuthorObject {
        let authorID: String
        var name: String?
        var avatarURL: URL?
        var postIDs: [String] = []
        init(authorID: String) { self.authorID = authorID }
    }

    /// Imports a JSON array of posts; returns how many posts the dictionary holds.
    static func importPosts(_ data: Data) throws -> Int {
        guard let array = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return 0 }
        var posts: [String: PostObject] = [:]
        var authors: [String: AuthorObject] = [:]
        let dates = Date.ISO8601FormatStyle()
        for dictionary in array {
            guard let postID = dictionary["id"] as? String else { continue }
            let post = posts[postID] ?? {
                let created = PostObject(postID: postID)
                posts[postID] = created
                return created
            }()
            if let text = dictionary["created_at"] as? String { post.createdDate = try? dates.parse(text) }
            post.country = dictionary["country"] as? String
            post.content = dictionary["content"] as? String
            post.shareCount = dictionary["share_count"] as? Int ?? 0
            post.localUserHasShared = dictionary["is_shared"] as? Bool ?? false
            post.viewCount = dictionary["views_count"] as? Int ?? 0
            guard let authorDictionary = dictionary["author"] as? [String: Any],
                  let authorID = authorDictionary["id"] as? String else { continue }
            let author = authors[authorID] ?? {
                let created = AuthorObject(authorID: authorID)
                authors[authorID] = created
                return created
            }()
            author.name = authorDictionary["name"] as? String
            author.avatarURL = (authorDictionary["avatar_url"] as? String).flatMap(URL.init(string:))
            if post.authorID != authorID {
                if let previous = post.authorID { authors[previous]?.postIDs.removeAll { $0 == postID } }
                post.authorID = authorID
                author.postIDs.append(postID)
            }
        }
        return posts.count
    }
}
