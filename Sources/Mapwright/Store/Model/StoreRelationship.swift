/// Describes one relationship of `Source` for the store: where the source keeps the
/// target identifiers, and where the target keeps the inverse.
///
/// Generated conformances list these in ``StoreEntity/relationships``:
///
/// ```swift
/// .toOne("author", \.author, inverse: \Author.posts)      // Post.author  <-> Author.posts
/// .toMany("posts", \.posts, inverse: \Post.author)        // Author.posts <-> Post.author
/// .toMany("tags", \.tags, inverse: \Tag.posts)            // many-to-many
/// .toOne("venue", \.venue, to: Venue.self)                // no inverse
/// ```
///
/// Both ends of an inverse pair must be declared, each naming the other. A to-many is an
/// insertion-ordered set: each identifier appears once, links are appended.
public struct StoreRelationship<Source: StoreEntity>: Sendable {
    let edge: any AnyRelationshipEdge<Source>

    /// The relationship's name.
    public var name: String { edge.name }

    private init(_ edge: any AnyRelationshipEdge<Source>) {
        self.edge = edge
    }

    /// A to-one relationship whose inverse on `Target` is a to-many.
    public static func toOne<Target: StoreEntity>(
        _ name: String,
        _ keyPath: any WritableKeyPath<Source, Target.ID?> & Sendable,
        inverse: any WritableKeyPath<Target, [Source.ID]> & Sendable
    ) -> StoreRelationship {
        StoreRelationship(RelationshipEdge<Source, Target>(name: name, forward: .one(keyPath), inverse: .many(inverse)))
    }

    /// A one-to-one relationship: its inverse on `Target` is also a to-one.
    public static func toOne<Target: StoreEntity>(
        _ name: String,
        _ keyPath: any WritableKeyPath<Source, Target.ID?> & Sendable,
        inverse: any WritableKeyPath<Target, Source.ID?> & Sendable
    ) -> StoreRelationship {
        StoreRelationship(RelationshipEdge<Source, Target>(name: name, forward: .one(keyPath), inverse: .one(inverse)))
    }

    /// A to-one relationship without an inverse. Deleting a target does not clear it.
    public static func toOne<Target: StoreEntity>(
        _ name: String,
        _ keyPath: any WritableKeyPath<Source, Target.ID?> & Sendable,
        to target: Target.Type
    ) -> StoreRelationship {
        StoreRelationship(RelationshipEdge<Source, Target>(name: name, forward: .one(keyPath), inverse: nil))
    }

    /// A to-many relationship whose inverse on `Target` is a to-one.
    public static func toMany<Target: StoreEntity>(
        _ name: String,
        _ keyPath: any WritableKeyPath<Source, [Target.ID]> & Sendable,
        inverse: any WritableKeyPath<Target, Source.ID?> & Sendable
    ) -> StoreRelationship {
        StoreRelationship(RelationshipEdge<Source, Target>(name: name, forward: .many(keyPath), inverse: .one(inverse)))
    }

    /// A many-to-many relationship: its inverse on `Target` is also a to-many.
    public static func toMany<Target: StoreEntity>(
        _ name: String,
        _ keyPath: any WritableKeyPath<Source, [Target.ID]> & Sendable,
        inverse: any WritableKeyPath<Target, [Source.ID]> & Sendable
    ) -> StoreRelationship {
        StoreRelationship(RelationshipEdge<Source, Target>(name: name, forward: .many(keyPath), inverse: .many(inverse)))
    }

    /// A to-many relationship without an inverse. Deleting a target does not remove it.
    public static func toMany<Target: StoreEntity>(
        _ name: String,
        _ keyPath: any WritableKeyPath<Source, [Target.ID]> & Sendable,
        to target: Target.Type
    ) -> StoreRelationship {
        StoreRelationship(RelationshipEdge<Source, Target>(name: name, forward: .many(keyPath), inverse: nil))
    }
}
