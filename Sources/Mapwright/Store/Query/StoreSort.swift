/// One key of the deprecated closure fetch's sort order. Several keys sort by the first,
/// then the next.
///
/// Use ``StoreQuerySortKey`` with ``StoreQuery`` instead: a column's `.ascending(_:)` or
/// `.descending(_:)`, or `.by { … }` for an order no column gives.
@available(*, deprecated, message: "use StoreQuery(_:).sorted(by:) with StoreQuerySortKey: a column's .ascending/.descending, or .by { … }")
public struct StoreSort<E> {
    /// Negative when the first record sorts before the second, zero when tied.
    @usableFromInline let compare: (E, E) -> Int

    @inlinable
    init(compare: @escaping (E, E) -> Int) {
        self.compare = compare
    }

    /// Sorts by any order given as "is the first before the second".
    @inlinable
    public static func by(_ areInIncreasingOrder: @escaping (E, E) -> Bool) -> StoreSort {
        StoreSort { a, b in areInIncreasingOrder(a, b) ? -1 : areInIncreasingOrder(b, a) ? 1 : 0 }
    }

    /// Smallest value first.
    @inlinable
    public static func ascending<V: Comparable>(_ keyPath: KeyPath<E, V>) -> StoreSort {
        StoreSort { a, b in order(a[keyPath: keyPath], b[keyPath: keyPath]) }
    }

    /// Largest value first.
    @inlinable
    public static func descending<V: Comparable>(_ keyPath: KeyPath<E, V>) -> StoreSort {
        StoreSort { a, b in order(b[keyPath: keyPath], a[keyPath: keyPath]) }
    }

    /// Smallest value first; nil before any value.
    @inlinable
    public static func ascending<V: Comparable>(_ keyPath: KeyPath<E, V?>) -> StoreSort {
        StoreSort { a, b in order(a[keyPath: keyPath], b[keyPath: keyPath]) }
    }

    /// Largest value first; nil after any value.
    @inlinable
    public static func descending<V: Comparable>(_ keyPath: KeyPath<E, V?>) -> StoreSort {
        StoreSort { a, b in order(b[keyPath: keyPath], a[keyPath: keyPath]) }
    }

    @inlinable
    static func order<V: Comparable>(_ a: V, _ b: V) -> Int {
        a < b ? -1 : b < a ? 1 : 0
    }

    @inlinable
    static func order<V: Comparable>(_ a: V?, _ b: V?) -> Int {
        switch (a, b) {
        case let (a?, b?): order(a, b)
        case (nil, nil): 0
        case (nil, _): -1
        case (_, nil): 1
        }
    }
}

/// Sorting shared by contexts and snapshots.
@available(*, deprecated, message: "StoreSort's sorting")
@usableFromInline
enum StoreSorting {
    /// `records` sorted by `sort`: by the first key, ties by the next (unchanged when empty).
    @inlinable
    static func sorted<E>(_ records: [E], by sort: [StoreSort<E>]) -> [E] {
        guard !sort.isEmpty else { return records }
        return records.sorted { a, b in
            for key in sort {
                let order = key.compare(a, b)
                if order != 0 { return order < 0 }
            }
            return false
        }
    }
}
