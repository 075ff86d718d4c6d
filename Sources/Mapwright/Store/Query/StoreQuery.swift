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
    /// The filters given as closures (`filter { … }`), all of which a record must pass;
    /// evaluated in Swift on every engine.
    var closureFilters: [@Sendable (E) throws -> Bool] = []

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

    /// Keeps the records for which `isIncluded` returns true (filters combine with `&&`).
    ///
    /// The escape hatch for a test a ``StorePredicate`` cannot say: it is Swift, run on
    /// each record, so the SQLite engine reads every record the query's predicates select
    /// and tests it here (no index helps), and a `limit` or `offset` applies after it.
    /// Prefer column predicates where they can say it.
    ///
    /// ```swift
    /// let tagged = StoreQuery(Post.self).filter { $0.content.contains("#swift") }
    /// ```
    public func filter(_ isIncluded: @escaping @Sendable (E) throws -> Bool) -> StoreQuery {
        var copy = self
        copy.closureFilters.append(isIncluded)
        return copy
    }

    /// Whether the engine must finish the query in Swift: it has a closure filter or a
    /// closure sort key (see ``finishedInSwift(_:)``).
    package var needsSwiftEvaluation: Bool {
        !closureFilters.isEmpty || sortKeys.contains { $0.comparator != nil }
    }

    /// The part of the query an engine can run itself, its predicate, without order or
    /// page: what an engine selects before ``finishedInSwift(_:)`` (which orders and
    /// pages once) when ``needsSwiftEvaluation`` is true.
    package var withoutSwiftParts: StoreQuery {
        var copy = self
        copy.closureFilters = []
        copy.sortKeys = []
        copy.limit = nil
        copy.offset = 0
        return copy
    }

    /// `records` (selected by ``withoutSwiftParts``) filtered by the closure filters,
    /// in the query's order, and cut to its page.
    package func finishedInSwift(_ records: [E]) throws -> [E] {
        var kept: [E] = []
        for record in records where try passesClosureFilters(record) { kept.append(record) }
        let ordered = ordered(kept)
        let start = min(offset, ordered.count)
        let end = limit.map { min(ordered.count, start + $0) } ?? ordered.count
        return Array(ordered[start..<end])
    }

    /// Whether `record` passes every closure filter.
    func passesClosureFilters(_ record: E) throws -> Bool {
        for isIncluded in closureFilters where try !isIncluded(record) { return false }
        return true
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

extension StoreQuery {
    /// Every record of `E`, for an entity kept only in memory (not a
    /// ``StoreTableEntity``): its identity has no stored form to order by, so records the
    /// sort keys leave tied (all of them, without sort keys) come in the store's own
    /// order, which is stable for the same records but otherwise unspecified.
    public init(_ type: E.Type = E.self) {
        identityValues = { _ in [] }
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
        var matches: [E] = []
        var keys: [[StoreQueryValue]] = []
        try forEach { record in
            if try predicate.test(record, lookup), try passesClosureFilters(record) {
                matches.append(record)
                keys.append(sortKey(record))
            }
        }
        let order = positionsInOrder(matches, keys: keys)
        let start = min(offset, order.count)
        let end = limit.map { min(order.count, start + $0) } ?? order.count
        return order[start..<end].map { matches[$0] }
    }

    /// `records` in the query's order: by the sort keys, then by identity. (An engine that
    /// selects the records without ordering them, to leave its planner free to use any
    /// index, orders them so.)
    public func ordered(_ records: [E]) -> [E] {
        positionsInOrder(records, keys: records.map(sortKey)).map { records[$0] }
    }

    /// The positions of `records` (whose sort keys are `keys`, position for position) in
    /// the query's order. Positions are sorted rather than the records, so that sorting
    /// moves integers, not records.
    private func positionsInOrder(_ records: [E], keys: [[StoreQueryValue]]) -> [Int] {
        var positions = Array(records.indices)
        positions.sort { a, b in precedes(a, b, records: records, keys: keys) }
        return positions
    }

    /// Whether the record at `a` comes before the one at `b`: by each sort key (a closure
    /// key compares the records, a column key their values), then by identity.
    private func precedes(_ a: Int, _ b: Int, records: [E], keys: [[StoreQueryValue]]) -> Bool {
        let aKey = keys[a], bKey = keys[b]
        for index in aKey.indices where index < bKey.count {
            let sortKey = index < sortKeys.count ? sortKeys[index] : nil
            let order = sortKey?.comparator.map { $0(records[a], records[b]) } ?? StoreQueryValue.compare(aKey[index], bKey[index])
            if order != 0 { return sortKey?.isDescending == true ? order > 0 : order < 0 }
        }
        return false
    }

    /// The number of records ``evaluate(lookup:_:)`` returns, without sorting.
    func evaluateCount(lookup: any StoreRecordLookup, _ forEach: ((E) throws -> Void) throws -> Void) throws -> Int {
        var total = 0
        try forEach { record in
            if try predicate.test(record, lookup), try passesClosureFilters(record) { total += 1 }
        }
        let afterOffset = max(0, total - offset)
        return limit.map { min($0, afterOffset) } ?? afterOffset
    }

    /// The sort keys' values, then the identity's.
    private func sortKey(_ record: E) -> [StoreQueryValue] {
        sortKeys.map { $0.value(record) } + identityValues(record)
    }
}
