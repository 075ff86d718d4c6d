import Foundation
import Mapwright

/// Every test entity, as the generated module's entity list would give them.
let blogEntities: [any StoreEntity.Type] = [Post.self, Author.self, Tag.self, Profile.self, Standing.self]

/// A new empty store of every test entity.
func makeStore() throws -> Store {
    try Store(entities: blogEntities)
}

/// A post with defaults for everything but its identity.
func makePost(
    _ id: String, country: String? = "UK", views: Int = 0, author: String? = nil, tags: [String] = []
) -> Post {
    Post(
        postID: id, createdDate: Date(timeIntervalSinceReferenceDate: 482_000_000), country: country,
        content: "Post \(id)", shareCount: 0, localUserHasShared: false, viewCount: views,
        author: author.map(Author.ID.init), tags: ToMany(tags.map(Tag.ID.init)))
}

/// An author with defaults for everything but its identity.
func makeAuthor(_ id: String, name: String? = nil, posts: [String] = []) -> Author {
    Author(authorID: id, name: name ?? "Author \(id)", posts: ToMany(posts.map(Post.ID.init)))
}

/// Fails the import on purpose.
struct ImportFailure: Error {}

/// Every inverse in `snapshot` agrees with its forward side; returns descriptions of the
/// disagreements (empty when consistent).
func inverseProblems(in snapshot: StoreSnapshot) throws -> [String] {
    var problems: [String] = []
    let posts = try snapshot.fetch(Post.self)
    let authors = try snapshot.fetch(Author.self)
    let tags = try snapshot.fetch(Tag.self)
    var postsByAuthor: [Author.ID: Set<Post.ID>] = [:]
    var postsByTag: [Tag.ID: Set<Post.ID>] = [:]
    for post in posts {
        if let author = post.author { postsByAuthor[author, default: []].insert(post.id) }
        for tag in post.tags { postsByTag[tag, default: []].insert(post.id) }
        if Set(post.tags).count != post.tags.count { problems.append("post \(post.id) repeats a tag") }
    }
    for author in authors {
        if Set(author.posts).count != author.posts.count { problems.append("author \(author.id) repeats a post") }
        if Set(author.posts) != postsByAuthor[author.id, default: []] {
            problems.append("author \(author.id).posts \(author.posts) disagrees with Post.author")
        }
    }
    for tag in tags where Set(tag.posts) != postsByTag[tag.id, default: []] || Set(tag.posts).count != tag.posts.count {
        problems.append("tag \(tag.id).posts \(tag.posts) disagrees with Post.tags")
    }
    let authorIDs = Set(authors.map(\.id))
    for post in posts {
        if let author = post.author, !authorIDs.contains(author) { problems.append("post \(post.id) links to missing \(author)") }
    }
    return problems
}
