import Foundation
import Mapwright

/// A post, shaped like the one in seed 000, as the generator would emit it.
struct BenchPost: Sendable, Hashable, Codable, Identifiable {
    struct ID: Hashable, Sendable, Codable {
        var rawValue: String
        init(_ rawValue: String) { self.rawValue = rawValue }
    }
    var id: ID { ID(postID) }
    var postID: String
    var createdDate: Date
    var country: String?
    var content: String
    var shareCount: Int
    var viewCount: Int
    var author: BenchAuthor.ID?
}

extension BenchPost: StoreEntity {
    static let entityName = "Post"
    static let relationships: [StoreRelationship<BenchPost>] = [
        .toOne("author", \.author, inverse: \BenchAuthor.posts),
    ]
}

/// A post's author.
struct BenchAuthor: Sendable, Hashable, Codable, Identifiable {
    struct ID: Hashable, Sendable, Codable {
        var rawValue: String
        init(_ rawValue: String) { self.rawValue = rawValue }
    }
    var id: ID { ID(authorID) }
    var authorID: String
    var name: String
    var posts: [BenchPost.ID]
}

extension BenchAuthor: StoreEntity {
    static let entityName = "Author"
    static let relationships: [StoreRelationship<BenchAuthor>] = [
        .toMany("posts", \.posts, inverse: \BenchPost.author),
    ]
}
