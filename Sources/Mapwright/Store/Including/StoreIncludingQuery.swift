/// A ``StoreQuery`` whose results come with related records: what
/// ``StoreQuery/including(_:then:)`` makes. Fetched, it gives ``StoreResults``, the
/// records and, for each relationship included, the records it links to, read in one go.
///
/// ```swift
/// let query = StoreQuery(Post.self).sorted(by: .descending(Post.Columns.createdDate)).including(Post.Columns.author)
/// let results = try store.fetch(query)
/// for post in results { print(post.content, results.relatedRecord(Post.Columns.author, of: post)?.name ?? "") }
/// ```
public struct StoreIncludingQuery<E: StoreEntity>: Sendable {
    /// The query whose records are the results.
    public private(set) var query: StoreQuery<E>
    /// The relationships whose records come with the results.
    public private(set) var inclusions: [StoreInclusion<E>]

    /// The query `query` with `inclusions`.
    @usableFromInline
    init(query: StoreQuery<E>, inclusions: [StoreInclusion<E>]) {
        self.query = query
        self.inclusions = inclusions
    }

    /// Every entity whose change can change the results: the query's and those of the
    /// records included.
    public var observedEntityNames: Set<String> {
        inclusions.reduce(into: query.observedEntityNames) { names, inclusion in names.formUnion(inclusion.entityNames) }
    }

    /// Also includes the records `relationship` links to, and from them those `nested` names.
    @inlinable
    public func including<Target: StoreTableEntity>(
        _ relationship: StoreQueryRelationship<E, Target>, then nested: StoreInclusion<Target>...
    ) -> StoreIncludingQuery {
        including(StoreInclusion(relationship, then: nested))
    }

    /// Also includes the records `inclusions` name.
    public func including(_ inclusions: StoreInclusion<E>...) -> StoreIncludingQuery {
        var copy = self
        copy.inclusions += inclusions
        return copy
    }

    /// Keeps the records that also match `predicate` (see
    /// ``StoreQuery/filter(_:)-(StorePredicate<E>)``).
    public func filter(_ predicate: StorePredicate<E>) -> StoreIncludingQuery {
        var copy = self
        copy.query = query.filter(predicate)
        return copy
    }

    /// Keeps the records for which `isIncluded` returns true, tested in Swift (see
    /// `StoreQuery.filter(_:)` with a closure).
    public func filter(_ isIncluded: @escaping @Sendable (E) throws -> Bool) -> StoreIncludingQuery {
        var copy = self
        copy.query = query.filter(isIncluded)
        return copy
    }

    /// Orders by these keys, replacing any earlier order (as `StoreQuery.sorted(by:)`).
    public func sorted(by keys: StoreQuerySortKey<E>...) -> StoreIncludingQuery {
        var copy = self
        copy.query = query.sorted(by: keys)
        return copy
    }

    /// Returns at most `count` records (see ``StoreQuery/limit(_:)``).
    public func limit(_ count: Int) -> StoreIncludingQuery {
        var copy = self
        copy.query = query.limit(count)
        return copy
    }

    /// Skips the first `count` records (see ``StoreQuery/offset(_:)``).
    public func offset(_ count: Int) -> StoreIncludingQuery {
        var copy = self
        copy.query = query.offset(count)
        return copy
    }
}

extension StoreQuery {
    /// This query with the records `relationship` links to coming with its results (to-one
    /// or to-many), and from them those `nested` names: `StoreQuery(Post.self).including(Post.Columns.author)`.
    /// On SQLite each relationship is one `SELECT … WHERE id IN (…)` for all the results,
    /// never one per record; in memory the records are looked up directly.
    @inlinable
    public func including<Target: StoreTableEntity>(
        _ relationship: StoreQueryRelationship<E, Target>, then nested: StoreInclusion<Target>...
    ) -> StoreIncludingQuery<E> {
        StoreIncludingQuery(query: self, inclusions: [StoreInclusion(relationship, then: nested)])
    }

    /// This query with the records `inclusions` name coming with its results.
    public func including(_ inclusions: StoreInclusion<E>...) -> StoreIncludingQuery<E> {
        StoreIncludingQuery(query: self, inclusions: inclusions)
    }
}
