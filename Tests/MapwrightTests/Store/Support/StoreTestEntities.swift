// The entity types a generator emits for the store, written by hand exactly as the
// template should produce them: a model struct with a typed `ID`, then a `StoreEntity`
// conformance of a few lines. Blog (seed 000): Post <-> Author (one-to-many),
// Post <-> Tag (many-to-many), Author <-> Profile (one-to-one); Standings (seed 004):
// Standing with a composite identity.

import Foundation
import Mapwright

/// A blog post.
public struct Post: Sendable, Hashable, Codable, Identifiable {
    /// Identifies a `Post` by its `postID`.
    public struct ID: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The `postID` value.
        public var rawValue: String
        /// Wraps a `postID` value.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The identity as text, for messages.
        public var description: String { rawValue }
    }

    /// The record's identity.
    public var id: ID { ID(postID) }

    /// Identity.
    public var postID: String
    /// When the post was written.
    public var createdDate: Date
    /// Country the post was written in.
    public var country: String?
    /// The text.
    public var content: String
    /// Times shared.
    public var shareCount: Int
    /// Whether the local user shared it.
    public var localUserHasShared: Bool
    /// Times viewed.
    public var viewCount: Int
    /// To-one `author`; inverse `Author.posts`.
    public var author: Author.ID?
    /// To-many `tags`; inverse `Tag.posts`.
    public var tags: ToMany<Tag.ID>

    /// Makes a post from every field.
    public init(
        postID: String, createdDate: Date, country: String? = nil, content: String, shareCount: Int = 0,
        localUserHasShared: Bool, viewCount: Int, author: Author.ID? = nil, tags: ToMany<Tag.ID> = []
    ) {
        self.postID = postID
        self.createdDate = createdDate
        self.country = country
        self.content = content
        self.shareCount = shareCount
        self.localUserHasShared = localUserHasShared
        self.viewCount = viewCount
        self.author = author
        self.tags = tags
    }
}

extension Post: StoreEntity {
    /// The table's name.
    public static let entityName = "Post"
    /// How the store keeps `author` and `tags` in step with their inverses.
    public static let relationships: [StoreRelationship<Post>] = [
        .toOne("author", \.author, inverse: \Author.posts),
        .toMany("tags", \.tags, inverse: \Tag.posts),
    ]
}

/// A post's author.
public struct Author: Sendable, Hashable, Codable, Identifiable {
    /// Identifies an `Author` by its `authorID`.
    public struct ID: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The `authorID` value.
        public var rawValue: String
        /// Wraps an `authorID` value.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The identity as text, for messages.
        public var description: String { rawValue }
    }

    /// The record's identity.
    public var id: ID { ID(authorID) }

    /// Identity.
    public var authorID: String
    /// Display name.
    public var name: String
    /// Avatar image.
    public var avatarURL: URL?
    /// To-many `posts`; inverse `Post.author`.
    public var posts: ToMany<Post.ID>
    /// To-one `profile`; inverse `Profile.author`.
    public var profile: Profile.ID?

    /// Makes an author from every field.
    public init(authorID: String, name: String, avatarURL: URL? = nil, posts: ToMany<Post.ID> = [], profile: Profile.ID? = nil) {
        self.authorID = authorID
        self.name = name
        self.avatarURL = avatarURL
        self.posts = posts
        self.profile = profile
    }
}

extension Author: StoreEntity {
    /// The table's name.
    public static let entityName = "Author"
    /// How the store keeps `posts` and `profile` in step with their inverses.
    public static let relationships: [StoreRelationship<Author>] = [
        .toMany("posts", \.posts, inverse: \Post.author),
        .toOne("profile", \.profile, inverse: \Profile.author),
    ]
}

/// A tag on posts.
public struct Tag: Sendable, Hashable, Codable, Identifiable {
    /// Identifies a `Tag` by its `name`.
    public struct ID: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The `name` value.
        public var rawValue: String
        /// Wraps a `name` value.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The identity as text, for messages.
        public var description: String { rawValue }
    }

    /// The record's identity.
    public var id: ID { ID(name) }

    /// Identity.
    public var name: String
    /// To-many `posts`; inverse `Post.tags`.
    public var posts: ToMany<Post.ID>

    /// Makes a tag from every field.
    public init(name: String, posts: ToMany<Post.ID> = []) {
        self.name = name
        self.posts = posts
    }
}

extension Tag: StoreEntity {
    /// The table's name.
    public static let entityName = "Tag"
    /// How the store keeps `posts` in step with its inverse.
    public static let relationships: [StoreRelationship<Tag>] = [
        .toMany("posts", \.posts, inverse: \Post.tags),
    ]
}

/// An author's profile.
public struct Profile: Sendable, Hashable, Codable, Identifiable {
    /// Identifies a `Profile` by its `profileID`.
    public struct ID: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The `profileID` value.
        public var rawValue: UUID
        /// Wraps a `profileID` value.
        public init(_ rawValue: UUID) { self.rawValue = rawValue }
        /// The identity as text, for messages.
        public var description: String { rawValue.uuidString }
    }

    /// The record's identity.
    public var id: ID { ID(profileID) }

    /// Identity.
    public var profileID: UUID
    /// About the author.
    public var bio: String
    /// To-one `author`; inverse `Author.profile`.
    public var author: Author.ID?

    /// Makes a profile from every field.
    public init(profileID: UUID, bio: String, author: Author.ID? = nil) {
        self.profileID = profileID
        self.bio = bio
        self.author = author
    }
}

extension Profile: StoreEntity {
    /// The table's name.
    public static let entityName = "Profile"
    /// How the store keeps `author` in step with its inverse.
    public static let relationships: [StoreRelationship<Profile>] = [
        .toOne("author", \.author, inverse: \Author.profile),
    ]
}

/// A team's standing in one group of one tournament.
public struct Standing: Sendable, Hashable, Codable, Identifiable {
    /// Identifies a `Standing` by `tournamentID`, `groupID` and `teamID` together.
    public struct ID: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The `tournamentID` value.
        public var tournamentID: String
        /// The `groupID` value.
        public var groupID: String
        /// The `teamID` value.
        public var teamID: Int
        /// Wraps the identity values.
        public init(tournamentID: String, groupID: String, teamID: Int) {
            self.tournamentID = tournamentID
            self.groupID = groupID
            self.teamID = teamID
        }
        /// The identity as text, for messages.
        public var description: String { "\(tournamentID)/\(groupID)/\(teamID)" }
    }

    /// The record's identity.
    public var id: ID { ID(tournamentID: tournamentID, groupID: groupID, teamID: teamID) }

    /// Identity, part 1.
    public var tournamentID: String
    /// Identity, part 2.
    public var groupID: String
    /// Identity, part 3.
    public var teamID: Int
    /// Table position.
    public var position: Int
    /// Points won.
    public var points: Int

    /// Makes a standing from every field.
    public init(tournamentID: String, groupID: String, teamID: Int, position: Int, points: Int) {
        self.tournamentID = tournamentID
        self.groupID = groupID
        self.teamID = teamID
        self.position = position
        self.points = points
    }
}

extension Standing: StoreEntity {
    /// The table's name.
    public static let entityName = "Standing"
}
