/// A record type the ``Store`` can hold: a generated value type with a typed identity.
///
/// The generator emits the conformance; it is a handful of lines per entity:
///
/// ```swift
/// extension Post: StoreEntity {
///     public static let entityName = "Post"
///     public static let relationships: [StoreRelationship<Post>] = [
///         .toOne("author", \.author, inverse: \Author.posts),
///     ]
/// }
/// ```
///
/// `ID` is a generated struct wrapping the identity attribute(s). To-one relationships are
/// stored as `Target.ID?`, to-many as `ToMany<Target.ID>`; the store keeps both ends of every
/// relationship that declares an inverse in step.
public protocol StoreEntity: Codable, Sendable, Hashable, Identifiable where ID: Codable & Sendable {
    /// The entity's name: the table's name in snapshot files and in error messages.
    /// Must be unique among the entities of one store.
    static var entityName: String { get }

    /// The entity's relationships. Every relationship that names an inverse must be
    /// named back by that inverse on the target entity.
    static var relationships: [StoreRelationship<Self>] { get }
}

extension StoreEntity {
    /// No relationships, for entities that have none.
    public static var relationships: [StoreRelationship<Self>] { [] }
}
