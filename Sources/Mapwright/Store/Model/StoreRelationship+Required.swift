/// Relationships whose to-one end is required (`"optional": false`): the record holds
/// `Target.ID`, not `Target.ID?`.
///
/// The store reads and writes such an end through an optional view of it. Linking sets
/// it; unlinking (the target deleted, or taken by another record of a one-to-one) cannot
/// make it nil, so it keeps the identifier it had: a required link to a deleted record
/// stays as it was, a dangling identifier, until the record is written again. Delete the
/// records that require a target before the target, or give them another one.
extension StoreRelationship {
    /// A required to-one relationship whose inverse on `Target` is a to-many.
    public static func toOne<Target: StoreEntity>(
        _ name: String,
        _ keyPath: any WritableKeyPath<Source, Target.ID> & Sendable,
        inverse: any WritableKeyPath<Target, [Source.ID]> & Sendable,
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
        .toOne(name, RequiredLink.optionalView(keyPath), inverse: RequiredLink.optionalView(inverse), deleteRule: deleteRule)
    }

    /// An optional to-one relationship whose inverse on `Target` is a required to-one.
    public static func toOne<Target: StoreEntity>(
        _ name: String,
        _ keyPath: any WritableKeyPath<Source, Target.ID?> & Sendable,
        inverse: any WritableKeyPath<Target, Source.ID> & Sendable,
        deleteRule: StoreDeleteRule = .nullify
    ) -> StoreRelationship {
        .toOne(name, keyPath, inverse: RequiredLink.optionalView(inverse), deleteRule: deleteRule)
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
        _ keyPath: any WritableKeyPath<Source, [Target.ID]> & Sendable,
        inverse: any WritableKeyPath<Target, Source.ID> & Sendable,
        deleteRule: StoreDeleteRule = .nullify
    ) -> StoreRelationship {
        .toMany(name, keyPath, inverse: RequiredLink.optionalView(inverse), deleteRule: deleteRule)
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
