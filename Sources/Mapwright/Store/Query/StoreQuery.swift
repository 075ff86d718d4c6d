/// A typed query over the records of `E`: a filter, an order, and a page. Build it from
/// generated column descriptors, then run it with `fetch(_:)` or `count(_:)` on a
/// ``Store`` (committed state) or a ``StoreContext`` (its own writes included).
///
/// ```swift
/// let query = StoreQuery(Post.self)
///     .filter(Post.Columns.viewCount >= 100 && Post.Columns.country.isNotNil)
///     .sorted(by: .descending(Post.Columns.viewCount), .ascending(Post.Columns.createdDate))
///     .limit(20)
/// let posts = try store.fetch(query)
/// ```
///
/// The in-memory engine evaluates it record by record; the SQLite engine compiles it to
/// one SQL statement with bound parameters, which uses the schema's `indexes`. Both return
/// the same records in the same order: results are ordered by the sort keys, then by
/// identity (ascending), with values compared as ``StoreQueryValue/compare(_:_:)`` says.
public struct StoreQuery<E: StoreEntity>: Sendable {
    /// The filter (every record when none was given).
    public private(set) var predicate: StorePredicate<E> = .all
    /// The sort keys, most significant first.
    public private(set) var sortKeys: [StoreQuerySortKey<E>] = []
    /// At most this many records (nil: all).
    public private(set) var limit: Int?
    /// Records skipped before the first one returned.
    public private(set) var offset = 0
    /// The identity's stored values (the final sort key).
    let identityValues: @Sendable (E) -> [StoreQueryValue]

    /// Every entity whose change can change the query's result: `E` and every entity its
    /// filter reads through relationships.
    public var observedEntityNames: Set<String> {
        predicate.relatedEntityNames.union([E.entityName])
    }

    /// Keeps the records that also match `predicate` (filters combine with `&&`).
    public func filter(_ predicate: StorePredicate<E>) -> StoreQuery {
        var copy = self
        if case .constant(true) = self.predicate.expression {
            copy.predicate = predicate
        } else {
            copy.predicate = self.predicate && predicate
        }
        return copy
    }

    /// Orders by these keys (replacing any earlier order).
    public func sorted(by keys: StoreQuerySortKey<E>...) -> StoreQuery {
        sorted(by: keys)
    }

    /// Orders by these keys (replacing any earlier order).
    public func sorted(by keys: [StoreQuerySortKey<E>]) -> StoreQuery {
        var copy = self
        copy.sortKeys = keys
        return copy
    }

    /// Returns at most `count` records (negative counts as zero).
    public func limit(_ count: Int) -> StoreQuery {
        var copy = self
        copy.limit = max(0, count)
        return copy
    }

    /// Skips the first `count` records (negative counts as zero).
    public func offset(_ count: Int) -> StoreQuery {
        var copy = self
        copy.offset = max(0, count)
        return copy
    }
}

extension StoreQuery where E: StoreTableEntity {
    /// Every record of `E`, ordered by identity.
    public init(_ type: E.Type = E.self) {
        identityValues = { record in StoreQueryValue.values { record.id.writeStoreColumns(to: &$0) } }
    }
}

// MARK: Evaluation in memory

extension StoreQuery {
    /// The records `forEach` visits that match, in the query's order and page, reading
    /// related records from `lookup`.
    func evaluate(lookup: any StoreRecordLookup, _ forEach: ((E) throws -> Void) throws -> Void) throws -> [E] {
        var matches: [(record: E, key: [StoreQueryValue])] = []
        try forEach { record in
            if try predicate.test(record, lookup) { matches.append((record, sortKey(record))) }
        }
        let directions = sortKeys.map(\.isDescending)
        matches.sort { a, b in Self.precedes(a.key, b.key, directions) }
        let start = min(offset, matches.count)
        let end = limit.map { min(matches.count, start + $0) } ?? matches.count
        return matches[start..<end].map(\.record)
    }

    /// `records` in the query's order: by the sort keys, then by identity. (An engine that
    /// selects the records without ordering them, to leave its planner free to use any
    /// index, orders them so.)
    public func ordered(_ records: [E]) -> [E] {
        let directions = sortKeys.map(\.isDescending)
        return records.map { ($0, sortKey($0)) }.sorted { a, b in
            Self.precedes(a.1, b.1, directions)
        }.map(\.0)
    }

    /// Whether the sort key `a` comes before `b`.
    private static func precedes(_ a: [StoreQueryValue], _ b: [StoreQueryValue], _ directions: [Bool]) -> Bool {
        for index in a.indices where index < b.count {
            let order = StoreQueryValue.compare(a[index], b[index])
            if order != 0 { return index < directions.count && directions[index] ? order > 0 : order < 0 }
        }
        return false
    }

    /// The number of records ``evaluate(lookup:_:)`` returns, without sorting.
    func evaluateCount(lookup: any StoreRecordLookup, _ forEach: ((E) throws -> Void) throws -> Void) throws -> Int {
        var total = 0
        try forEach { record in
            if try predicate.test(record, lookup) { total += 1 }
        }
        let afterOffset = max(0, total - offset)
        return limit.map { min($0, afterOffset) } ?? afterOffset
    }

    /// The sort keys' values, then the identity's.
    private func sortKey(_ record: E) -> [StoreQueryValue] {
        sortKeys.map { $0.value(record) } + identityValues(record)
    }
}
