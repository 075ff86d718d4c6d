/// A relationship of `E` to `Target`, for queries: generated code lists one per
/// relationship in `E.Columns` (`Post.Columns.author`, `Author.Columns.posts`). Test
/// what it links to, or follow it with ``any(_:)`` to filter by the linked records.
///
/// ```swift
/// // Posts whose author is called Ada, and authors with a popular post:
/// let byAda = StoreQuery(Post.self).filter(Post.Columns.author.any(Author.Columns.name == "Ada"))
/// let popular = StoreQuery(Author.self).filter(Author.Columns.posts.any(Post.Columns.viewCount > 1000))
/// ```
public struct StoreQueryRelationship<E: StoreEntity, Target: StoreTableEntity>: Sendable {
    /// The relationship's name in the schema.
    public let name: String
    /// Whether it holds many identities.
    public let isToMany: Bool
    /// The identity a to-one links to (nil for a to-many).
    @usableFromInline let readOne: (@Sendable (E) -> Target.ID?)?
    /// The identities a to-many links to (nil for a to-one).
    @usableFromInline let readMany: (@Sendable (E) -> ToMany<Target.ID>)?

    /// A to-one relationship `name`, which `read` reads from a record.
    public static func toOne(_ name: String, _ read: @escaping @Sendable (E) -> Target.ID?) -> StoreQueryRelationship {
        StoreQueryRelationship(name: name, isToMany: false, readOne: read, readMany: nil)
    }

    /// A to-many relationship `name`, which `read` reads from a record.
    public static func toMany(_ name: String, _ read: @escaping @Sendable (E) -> ToMany<Target.ID>) -> StoreQueryRelationship {
        StoreQueryRelationship(name: name, isToMany: true, readOne: nil, readMany: read)
    }

    /// The identities `record` links to through this relationship, in order.
    @inlinable
    public func identities(of record: E) -> ToMany<Target.ID> {
        if let readOne { return readOne(record).map { [$0] } ?? [] }
        return readMany?(record) ?? []
    }

    /// A predicate testing, in memory, the to-one's identity (`one`) or the to-many's list (`many`).
    private func predicate(
        _ test: StoreQueryRelationTest, related: Set<String> = [],
        one: @escaping @Sendable (Target.ID?, any StoreRecordLookup) throws -> Bool,
        many: @escaping @Sendable (ToMany<Target.ID>, any StoreRecordLookup) throws -> Bool
    ) -> StorePredicate<E> {
        let expression = StoreQueryExpression.related(relationship: name, target: Target.entityName, test)
        let related = related.union([Target.entityName])
        if let readOne {
            return StorePredicate(expression: expression, relatedEntityNames: related) { record, lookup in try one(readOne(record), lookup) }
        }
        let readMany = self.readMany
        return StorePredicate(expression: expression, relatedEntityNames: related) { record, lookup in
            try many(readMany?(record) ?? [], lookup)
        }
    }

    /// It links to nothing: a to-one is nil, a to-many is empty.
    public var isEmpty: StorePredicate<E> {
        predicate(.isEmpty, one: { id, _ in id == nil }, many: { ids, _ in ids.isEmpty })
    }

    /// It links to something.
    public var isNotEmpty: StorePredicate<E> { !isEmpty }

    /// A to-one is nil (the same as ``isEmpty``).
    public var isNil: StorePredicate<E> { isEmpty }

    /// A to-one is not nil (the same as ``isNotEmpty``).
    public var isNotNil: StorePredicate<E> { isNotEmpty }

    /// It links to the record `id`.
    public func includes(_ id: Target.ID) -> StorePredicate<E> {
        let values = StoreQueryValue.values { id.writeStoreColumns(to: &$0) }
        return predicate(.includes(values), one: { linked, _ in linked == id }, many: { ids, _ in ids.contains(id) })
    }

    /// It links to at least one record matching `predicate` (a to-one: its target matches).
    public func any(_ predicate: StorePredicate<Target>) -> StorePredicate<E> {
        let test = predicate.test
        return self.predicate(
            .any(predicate.expression), related: predicate.relatedEntityNames,
            one: { id, lookup in
                guard let id, let target = try lookup.record(Target.self, id: id) else { return false }
                return try test(target, lookup)
            },
            many: { ids, lookup in
                for id in ids {
                    if let target = try lookup.record(Target.self, id: id), try test(target, lookup) { return true }
                }
                return false
            })
    }

    /// A to-one links to the record `id` (the same as ``includes(_:)``).
    public static func == (relationship: StoreQueryRelationship, id: Target.ID) -> StorePredicate<E> {
        relationship.includes(id)
    }

    /// A to-one does not link to the record `id` (nil included).
    public static func != (relationship: StoreQueryRelationship, id: Target.ID) -> StorePredicate<E> {
        !relationship.includes(id)
    }
}
