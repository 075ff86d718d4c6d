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
/// Each takes a `deleteRule` (``StoreDeleteRule``, `.nullify` by default):
/// `.toMany("comments", \.comments, inverse: \Comment.post, deleteRule: .cascade)`.
///
/// Both ends of an inverse pair must be declared, each naming the other. A to-many is an
/// insertion-ordered set: each identifier appears once, links are appended. Without an
/// inverse, deleting a target leaves the identifier in place.
///
/// A class, immutable once made: the store walks an entity's relationships on every
/// write, and a reference is one retain to pass around where a struct of closures and
/// key paths was several.
public final class StoreRelationship<Source: StoreEntity>: Sendable {
    /// The relationship's name.
    public let name: String
    @usableFromInline package let targetType: any StoreEntity.Type
    @usableFromInline let forwardKeyPath: any AnyKeyPath & Sendable
    @usableFromInline let inverseKeyPath: (any AnyKeyPath & Sendable)?
    // The edge's operations, as closures made where Source and Target are known.
    @usableFromInline let checkTargets: @Sendable (Source, Source?, RecordWorkspace) throws -> Bool
    @usableFromInline let keepLinks: @Sendable (Source?, inout Source) -> Void
    @usableFromInline let applyChanges: @Sendable (Source.ID, Source?, Source, RecordWorkspace, RecordWorkspace?) -> Void
    @usableFromInline let detach: @Sendable (Source.ID, Source, RecordWorkspace) -> Void
    /// See ``RelationshipEdge/linksNewSourceInPlace``.
    @usableFromInline let linksNewRecordInPlace: Bool
    /// Whether the target is `Source` itself (a tree's parent, a record's own link).
    @usableFromInline let targetsSource: Bool
    @usableFromInline let linkNewRecord: @Sendable (Source.ID, Source, RecordWorkspace) -> Bool
    /// See ``RelationshipEdge/checkAndLinkNewSource(id:record:in:)``.
    @usableFromInline let checkAndLinkNewRecord: @Sendable (Source.ID, Source, RecordWorkspace) throws -> Void
    /// The typed edge, for engines that keep links themselves (see ``StoreRelationshipVisitor``).
    @usableFromInline package let edge: any AnyRelationshipEdge
    /// See ``RelationshipEdge/firstInconsistency(in:)``.
    @usableFromInline let firstInconsistency: @Sendable (StoreState) -> String?
    /// What deleting a record of `Source` does to the records this relationship links to.
    public let deleteRule: StoreDeleteRule
    /// Whether the inverse end is a required to-one (`"optional": false`): the records
    /// linked cannot be unlinked, so a `nullify` delete of a record that links to any is
    /// refused (``StoreError/deleteRequired(entity:id:relationship:requiredBy:)``).
    @usableFromInline let inverseIsRequired: Bool
    /// Whether a record links to any target through this relationship.
    @usableFromInline let linksAnything: @Sendable (Source) -> Bool
    /// Deletes, through a context, every target a (deleted) record linked to.
    @usableFromInline let deleteTargets: @Sendable (Source, StoreContext) throws -> Void
    /// See ``RelationshipEdge/rememberLinked(from:to:tracker:context:)`` (change sets).
    @usableFromInline let rememberLinked: @Sendable (Source?, Source?, ChangeTracker, StoreContext) throws -> Void
    /// `rememberLinked` for a new record (nothing before): the targets it links to.
    @usableFromInline let rememberLinkedNew: @Sendable (Source, ChangeTracker, StoreContext) throws -> Void
    /// See ``RelationshipEdge/inversePositions(of:in:)`` (changes of identity): the
    /// places a record holds in its targets' to-many inverse ends, as a function that
    /// puts another identity back at them.
    @usableFromInline let keepInversePositions: @Sendable (Source, StoreContext) throws -> (Source.ID, StoreContext) throws -> Void

    @inlinable
    init<Target: StoreEntity>(_ edge: RelationshipEdge<Source, Target>, deleteRule: StoreDeleteRule = .nullify, inverseIsRequired: Bool = false) {
        self.edge = edge
        self.deleteRule = deleteRule
        self.inverseIsRequired = inverseIsRequired
        linksAnything = { record in !edge.forward.members(of: record).isEmpty }
        deleteTargets = { record, context in
            for target in edge.forward.members(of: record) { _ = try context.delete(Target.self, id: target) }
        }
        name = edge.name
        targetType = Target.self
        forwardKeyPath = edge.forward.keyPath
        inverseKeyPath = edge.inverse?.keyPath
        checkTargets = { record, previous, workspace in try edge.checkTargets(of: record, previous: previous, in: workspace) }
        keepLinks = { stored, record in edge.forward.copy(from: stored, into: &record) }
        applyChanges = { id, old, new, workspace, context in
            edge.applyChanges(id: id, from: old, to: new, in: workspace, context: context)
        }
        detach = { id, record, workspace in edge.detach(id: id, record: record, in: workspace) }
        linksNewRecordInPlace = edge.linksNewSourceInPlace
        targetsSource = Target.self == Source.self
        linkNewRecord = { id, record, workspace in edge.linkNewSource(id: id, record: record, in: workspace) }
        checkAndLinkNewRecord = { id, record, workspace in try edge.checkAndLinkNewSource(id: id, record: record, in: workspace) }
        firstInconsistency = { state in edge.firstInconsistency(in: state) }
        rememberLinked = { old, new, tracker, context in try edge.rememberLinked(from: old, to: new, tracker: tracker, context: context) }
        rememberLinkedNew = edge.rememberLinkedNew()
        keepInversePositions = { record, context in
            let positions = try edge.inversePositions(of: record, in: context)
            return { id, context in try edge.restoreInversePositions(positions, of: id, in: context) }
        }
    }

    /// A to-one relationship whose inverse on `Target` is a to-many.
    @inlinable
    public static func toOne<Target: StoreEntity>(
        _ name: String,
        _ keyPath: any WritableKeyPath<Source, Target.ID?> & Sendable,
        inverse: any WritableKeyPath<Target, ToMany<Source.ID>> & Sendable,
        deleteRule: StoreDeleteRule = .nullify
    ) -> StoreRelationship {
        StoreRelationship(RelationshipEdge<Source, Target>(name: name, forward: .one(FieldAccessor(keyPath)), inverse: .many(FieldAccessor(inverse))), deleteRule: deleteRule)
    }

    /// A one-to-one relationship: its inverse on `Target` is also a to-one.
    @inlinable
    public static func toOne<Target: StoreEntity>(
        _ name: String,
        _ keyPath: any WritableKeyPath<Source, Target.ID?> & Sendable,
        inverse: any WritableKeyPath<Target, Source.ID?> & Sendable,
        deleteRule: StoreDeleteRule = .nullify
    ) -> StoreRelationship {
        StoreRelationship(RelationshipEdge<Source, Target>(name: name, forward: .one(FieldAccessor(keyPath)), inverse: .one(FieldAccessor(inverse))), deleteRule: deleteRule)
    }

    /// A to-one relationship without an inverse.
    @inlinable
    public static func toOne<Target: StoreEntity>(
        _ name: String,
        _ keyPath: any WritableKeyPath<Source, Target.ID?> & Sendable,
        to target: Target.Type,
        deleteRule: StoreDeleteRule = .nullify
    ) -> StoreRelationship {
        StoreRelationship(RelationshipEdge<Source, Target>(name: name, forward: .one(FieldAccessor(keyPath)), inverse: nil), deleteRule: deleteRule)
    }

    /// A to-many relationship whose inverse on `Target` is a to-one.
    @inlinable
    public static func toMany<Target: StoreEntity>(
        _ name: String,
        _ keyPath: any WritableKeyPath<Source, ToMany<Target.ID>> & Sendable,
        inverse: any WritableKeyPath<Target, Source.ID?> & Sendable,
        deleteRule: StoreDeleteRule = .nullify
    ) -> StoreRelationship {
        StoreRelationship(RelationshipEdge<Source, Target>(name: name, forward: .many(FieldAccessor(keyPath)), inverse: .one(FieldAccessor(inverse))), deleteRule: deleteRule)
    }

    /// A many-to-many relationship: its inverse on `Target` is also a to-many.
    @inlinable
    public static func toMany<Target: StoreEntity>(
        _ name: String,
        _ keyPath: any WritableKeyPath<Source, ToMany<Target.ID>> & Sendable,
        inverse: any WritableKeyPath<Target, ToMany<Source.ID>> & Sendable,
        deleteRule: StoreDeleteRule = .nullify
    ) -> StoreRelationship {
        StoreRelationship(RelationshipEdge<Source, Target>(name: name, forward: .many(FieldAccessor(keyPath)), inverse: .many(FieldAccessor(inverse))), deleteRule: deleteRule)
    }

    /// A to-many relationship without an inverse.
    @inlinable
    public static func toMany<Target: StoreEntity>(
        _ name: String,
        _ keyPath: any WritableKeyPath<Source, ToMany<Target.ID>> & Sendable,
        to target: Target.Type,
        deleteRule: StoreDeleteRule = .nullify
    ) -> StoreRelationship {
        StoreRelationship(RelationshipEdge<Source, Target>(name: name, forward: .many(FieldAccessor(keyPath)), inverse: nil), deleteRule: deleteRule)
    }
}
