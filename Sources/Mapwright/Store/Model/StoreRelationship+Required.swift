/// Relationships whose to-one end is required (`"optional": false`): the record holds
/// `Target.ID`, not `Target.ID?`.
///
/// The store reads and writes such an end through an optional view of it. Linking sets
/// it; unlinking (the target deleted, or taken by another record of a one-to-one) cannot
/// make it nil. So deleting a target that records still require is refused when the
/// target's end of the relationship has the `nullify` rule
/// (``StoreError/deleteRequired(entity:id:relationship:requiredBy:)``): delete those
/// records first, give them another target, or make that end `cascade`. Without an
/// inverse the store cannot tell who requires a target: a deleted one stays named, a
/// dangling identifier, until the record is written again; and a one-to-one link taken
/// by another record keeps the identifier too.
extension StoreRelationship {
    /// A required to-one relationship whose inverse on `Target` is a to-many.
    public static func toOne<Target: StoreEntity>(
        _ name: String,
        _ keyPath: any WritableKeyPath<Source, Target.ID> & Sendable,
        inverse: any WritableKeyPath<Target, ToMany<Source.ID>> & Sendable,
        deleteRule: StoreDeleteRule = .nullify
    ) -> StoreRelationship {
        .toOne(name, RequiredLink.optionalView(keyPath), inverse: inverse, deleteRule: deleteRule)
    }

    /// A required to-one relationship whose inverse on `Target` is an optional to-one.
    public static func toOne<Target: StoreEntity>(
        _ name: String,
        _ keyPath: any WritableKeyPath<Source, Target.ID> & Sendable,
        inverse: any WritableKeyPath<Target, Source.ID?> & Sendable,
        deleteRule: StoreDeleteRule = .nullify
    ) -> StoreRelationship {
        .toOne(name, RequiredLink.optionalView(keyPath), inverse: inverse, deleteRule: deleteRule)
    }

    /// A required to-one relationship whose inverse on `Target` is a required to-one.
    public static func toOne<Target: StoreEntity>(
        _ name: String,
        _ keyPath: any WritableKeyPath<Source, Target.ID> & Sendable,
        inverse: any WritableKeyPath<Target, Source.ID> & Sendable,
        deleteRule: StoreDeleteRule = .nullify
    ) -> StoreRelationship {
        StoreRelationship(RelationshipEdge<Source, Target>(
            name: name, forward: .one(FieldAccessor(RequiredLink.optionalView(keyPath))),
            inverse: .one(FieldAccessor(RequiredLink.optionalView(inverse)))), deleteRule: deleteRule, inverseIsRequired: true)
    }

    /// An optional to-one relationship whose inverse on `Target` is a required to-one.
    public static func toOne<Target: StoreEntity>(
        _ name: String,
        _ keyPath: any WritableKeyPath<Source, Target.ID?> & Sendable,
        inverse: any WritableKeyPath<Target, Source.ID> & Sendable,
        deleteRule: StoreDeleteRule = .nullify
    ) -> StoreRelationship {
        StoreRelationship(RelationshipEdge<Source, Target>(
            name: name, forward: .one(FieldAccessor(keyPath)),
            inverse: .one(FieldAccessor(RequiredLink.optionalView(inverse)))), deleteRule: deleteRule, inverseIsRequired: true)
    }

    /// A required to-one relationship without an inverse.
    public static func toOne<Target: StoreEntity>(
        _ name: String,
        _ keyPath: any WritableKeyPath<Source, Target.ID> & Sendable,
        to target: Target.Type,
        deleteRule: StoreDeleteRule = .nullify
    ) -> StoreRelationship {
        .toOne(name, RequiredLink.optionalView(keyPath), to: target, deleteRule: deleteRule)
    }

    /// A to-many relationship whose inverse on `Target` is a required to-one.
    public static func toMany<Target: StoreEntity>(
        _ name: String,
        _ keyPath: any WritableKeyPath<Source, ToMany<Target.ID>> & Sendable,
        inverse: any WritableKeyPath<Target, Source.ID> & Sendable,
        deleteRule: StoreDeleteRule = .nullify
    ) -> StoreRelationship {
        StoreRelationship(RelationshipEdge<Source, Target>(
            name: name, forward: .many(FieldAccessor(keyPath)),
            inverse: .one(FieldAccessor(RequiredLink.optionalView(inverse)))), deleteRule: deleteRule, inverseIsRequired: true)
    }
}

/// Optional views of required identifiers, so that the store's relationship machinery
/// (which works on `ID?` ends) can hold them.
enum RequiredLink {
    /// `keyPath` seen as optional: reading wraps the identifier, writing an identifier
    /// stores it, writing nil keeps what is there.
    static func optionalView<Root, ID: Hashable>(
        _ keyPath: any WritableKeyPath<Root, ID> & Sendable
    ) -> any WritableKeyPath<Root, ID?> & Sendable {
        let plain: WritableKeyPath<Root, ID> = keyPath
        let view = plain.appending(path: \ID.mapwrightRequiredLinkView)  // availability-checked: KeyPath, not URL
        // A key path is an immutable value, safe to share across tasks; the type system
        // only cannot see that `Sendable` survives `appending(path:)`.
        return unsafeBitCast(view, to: (any WritableKeyPath<Root, ID?> & Sendable).self)
    }
}

extension Hashable {
    /// The identifier as an optional; setting nil keeps it (see ``RequiredLink``).
    var mapwrightRequiredLinkView: Self? {
        get { self }
        set { if let newValue { self = newValue } }
    }
}
