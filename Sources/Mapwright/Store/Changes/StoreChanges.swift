/// What one committed unit of work changed: per entity, the identities of the records it
/// inserted, updated and deleted.
///
/// Every commit of a ``Store`` has one, whatever the engine (see
/// ``Store/performReportingChanges(_:)``); observations (``Store/observe(tracking:_:)``)
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
    /// The changes of one entity.
    struct Entry: Sendable, Hashable {
        var inserted: Set<ChangedIdentity> = []
        var updated: Set<ChangedIdentity> = []
        var deleted: Set<ChangedIdentity> = []

        var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty }
    }

    /// Changes by entity name; an entity without changes has no entry.
    private(set) var entries: [String: Entry] = [:]

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
        identities(entries[E.entityName]?.inserted)
    }

    /// The identities of the records of `E` that existed before and after and changed.
    public func updated<E: StoreEntity>(_ type: E.Type) -> Set<E.ID> {
        identities(entries[E.entityName]?.updated)
    }

    /// The identities of the records of `E` that were deleted.
    public func deleted<E: StoreEntity>(_ type: E.Type) -> Set<E.ID> {
        identities(entries[E.entityName]?.deleted)
    }

    private func identities<ID: Hashable>(_ changed: Set<ChangedIdentity>?) -> Set<ID> {
        guard let changed else { return [] }
        var result = Set<ID>(minimumCapacity: changed.count)
        for identity in changed { if let id = identity.base.base as? ID { result.insert(id) } }
        return result
    }

    /// Adds one record's change.
    mutating func add(_ identity: ChangedIdentity, _ kind: StoreChangeKind, entity: String) {
        switch kind {
        case .inserted: entries[entity, default: Entry()].inserted.insert(identity)
        case .updated: entries[entity, default: Entry()].updated.insert(identity)
        case .deleted: entries[entity, default: Entry()].deleted.insert(identity)
        }
    }

    /// `Post: 2 inserted, 1 updated; Author: 1 updated`, entities by name.
    public var description: String {
        guard !entries.isEmpty else { return "no changes" }
        return entries.keys.sorted().map { name in
            let entry = entries[name] ?? Entry()
            let parts = [(entry.inserted.count, "inserted"), (entry.updated.count, "updated"), (entry.deleted.count, "deleted")]
                .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
            return "\(name): " + parts.joined(separator: ", ")
        }.joined(separator: "; ")
    }
}

/// How one record changed.
@usableFromInline
enum StoreChangeKind: Sendable {
    case inserted, updated, deleted
}

/// A record identity with its type erased. Made only from a ``StoreEntity``'s `ID`, which
/// is `Sendable`, so holding it is safe.
@usableFromInline
struct ChangedIdentity: Hashable, @unchecked Sendable {
    @usableFromInline let base: AnyHashable

    @inlinable
    init<ID: Hashable & Sendable>(_ id: ID) {
        base = AnyHashable(id)
    }
}
