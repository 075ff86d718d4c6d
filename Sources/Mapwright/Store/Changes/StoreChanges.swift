/// What one committed unit of work changed: per entity, the identities of the records it
/// inserted, updated and deleted.
///
/// Every commit of a ``Store`` has one, whatever the engine (see
/// ``Store/performReportingChanges(_:)``); observations (``Store/observe(tracking:minimumInterval:_:)-([StoreEntity.],_,_)``)
/// use it to decide whether to fetch again. The change set compares each record as the
/// unit of work found it with the record as it leaves it, so:
/// - inserted then updated in one unit of work is *inserted*;
/// - inserted then deleted is *nothing*;
/// - updated then deleted is *deleted*;
/// - a write that leaves a record exactly as it was (every stored field and link equal),
///   or a series of writes that ends where it started, is *no change*.
///
/// A relationship's link is part of the records at **both** ends, since both store it
/// (`post.author` and `author.posts`): making or removing a link updates the record
/// written and every record whose inverse end gained or lost it, including a record
/// displaced from a to-one end (the author that lost a post to another author).
///
/// ```swift
/// let (_, changes) = try store.performReportingChanges { context in
///     try PostParser().parse(json, in: context)
/// }
/// changes.inserted(Post.self)   // the new posts' identities
/// changes.updated(Author.self)  // authors whose `posts` gained them
/// ```
public struct StoreChanges: Sendable, Hashable, CustomStringConvertible {
    /// Changes by entity name; an entity without changes has no entry.
    private(set) var entries: [String: EntityChanges] = [:]

    /// No change.
    public init() {}

    /// Whether nothing changed.
    public var isEmpty: Bool { entries.isEmpty }

    /// The names (``StoreEntity/entityName``) of the entities with at least one change.
    public var entityNames: Set<String> { Set(entries.keys) }

    /// Whether any of the entities named in `names` changed.
    public func touches(_ names: Set<String>) -> Bool {
        names.count < entries.count ? names.contains { entries[$0] != nil } : entries.keys.contains { names.contains($0) }
    }

    /// The identities of the records of `E` that were inserted.
    public func inserted<E: StoreEntity>(_ type: E.Type) -> Set<E.ID> {
        identities(of: E.self)?.inserted ?? []
    }

    /// The identities of the records of `E` that existed before and after and changed.
    public func updated<E: StoreEntity>(_ type: E.Type) -> Set<E.ID> {
        identities(of: E.self)?.updated ?? []
    }

    /// The identities of the records of `E` that were deleted.
    public func deleted<E: StoreEntity>(_ type: E.Type) -> Set<E.ID> {
        identities(of: E.self)?.deleted ?? []
    }

    private func identities<E: StoreEntity>(of type: E.Type) -> ChangedIdentities<E.ID>? {
        entries[E.entityName]?.identities as? ChangedIdentities<E.ID>
    }

    /// Adds the changes of one entity, named `entity` (each entity once per change set).
    @usableFromInline
    mutating func add<ID: Hashable & Sendable>(_ identities: ChangedIdentities<ID>, entity: String) {
        guard !identities.isEmpty else { return }
        if let existing = entries[entity]?.identities as? ChangedIdentities<ID> {
            entries[entity] = EntityChanges(existing.merging(identities))
        } else {
            entries[entity] = EntityChanges(identities)
        }
    }

    /// `Post: 2 inserted, 1 updated; Author: 1 updated`, entities by name.
    public var description: String {
        guard !entries.isEmpty else { return "no changes" }
        return entries.keys.sorted().map { name in
            let counts = entries[name]?.identities.counts ?? (inserted: 0, updated: 0, deleted: 0)
            let parts = [(counts.inserted, "inserted"), (counts.updated, "updated"), (counts.deleted, "deleted")]
                .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
            return "\(name): " + parts.joined(separator: ", ")
        }.joined(separator: "; ")
    }
}

/// The identities of one entity's changed records, typed (no boxing per identity).
///
/// Kept as lists, in the order found, and made sets only when asked for: a commit finds
/// each identity once (hashed where it was found), and most change sets are only asked
/// which entities they touch (observations), so hashing every identity again into a set
/// would be wasted. A list may repeat an identity (the in-memory engine's written list
/// can); the sets and counts do not.
@usableFromInline
struct ChangedIdentities<ID: Hashable & Sendable>: Sendable, Hashable {
    @usableFromInline var insertedList: [ID] = []
    @usableFromInline var updatedList: [ID] = []
    @usableFromInline var deletedList: [ID] = []

    @inlinable
    init() {}

    /// From sets.
    init(inserted: Set<ID>, updated: Set<ID>, deleted: Set<ID>) {
        insertedList = Array(inserted)
        updatedList = Array(updated)
        deletedList = Array(deleted)
    }

    @inlinable
    var isEmpty: Bool { insertedList.isEmpty && updatedList.isEmpty && deletedList.isEmpty }

    /// The inserted identities.
    var inserted: Set<ID> { Set(insertedList) }
    /// The updated identities.
    var updated: Set<ID> { Set(updatedList) }
    /// The deleted identities.
    var deleted: Set<ID> { Set(deletedList) }

    /// Both; where an identity is in both, `later` says how it changed.
    func merging(_ later: ChangedIdentities) -> ChangedIdentities {
        var inserted = self.inserted
        var updated = self.updated
        var deleted = self.deleted
        let laterInserted = later.inserted
        let laterUpdated = later.updated
        let laterDeleted = later.deleted
        let all = laterInserted.union(laterUpdated).union(laterDeleted)
        inserted.subtract(all)
        updated.subtract(all)
        deleted.subtract(all)
        return ChangedIdentities(inserted: inserted.union(laterInserted), updated: updated.union(laterUpdated),
                                 deleted: deleted.union(laterDeleted))
    }

    @usableFromInline
    static func == (lhs: ChangedIdentities, rhs: ChangedIdentities) -> Bool {
        lhs.inserted == rhs.inserted && lhs.updated == rhs.updated && lhs.deleted == rhs.deleted
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(inserted)
        hasher.combine(updated)
        hasher.combine(deleted)
    }
}

/// What ``StoreChanges`` needs of one entity's ``ChangedIdentities`` without its `ID` type.
protocol AnyChangedIdentities: Sendable {
    /// Number of inserted, updated and deleted identities.
    var counts: (inserted: Int, updated: Int, deleted: Int) { get }
    /// Whether `other` holds the same identities (of the same type).
    func isEqual(to other: any AnyChangedIdentities) -> Bool
    /// Hashes the identities.
    func hash(into hasher: inout Hasher)
}

extension ChangedIdentities: AnyChangedIdentities {
    var counts: (inserted: Int, updated: Int, deleted: Int) { (inserted.count, updated.count, deleted.count) }

    func isEqual(to other: any AnyChangedIdentities) -> Bool {
        (other as? ChangedIdentities<ID>) == self
    }
}

/// One entity's changes in a ``StoreChanges``, with the identity type erased.
@usableFromInline
struct EntityChanges: Sendable, Hashable {
    let identities: any AnyChangedIdentities

    init(_ identities: any AnyChangedIdentities) {
        self.identities = identities
    }

    @usableFromInline
    static func == (lhs: EntityChanges, rhs: EntityChanges) -> Bool {
        lhs.identities.isEqual(to: rhs.identities)
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        identities.hash(into: &hasher)
    }
}
