/// One key of a query's order: a column, ascending or descending, or (the escape hatch)
/// a comparison written in Swift. Ties are broken by the next key, and finally by the
/// identity (ascending), so results are in the same order on every engine.
///
/// Nil sorts first in ascending order and last in descending order (as in SQLite).
public struct StoreQuerySortKey<E: StoreEntity>: Sendable {
    /// The column's name (empty for a key made with ``by(_:)``).
    public let column: String
    /// Whether larger values come first.
    public let isDescending: Bool
    /// Reads the column's stored value.
    let value: @Sendable (E) -> StoreQueryValue
    /// The comparison of a key made with ``by(_:)``: negative when the first record
    /// comes first, zero when tied.
    let comparator: (@Sendable (E, E) -> Int)?

    init(column: String, isDescending: Bool, value: @escaping @Sendable (E) -> StoreQueryValue) {
        self.column = column
        self.isDescending = isDescending
        self.value = value
        self.comparator = nil
    }

    private init(comparator: @escaping @Sendable (E, E) -> Int) {
        self.column = ""
        self.isDescending = false
        self.value = { _ in .null }
        self.comparator = comparator
    }

    /// Orders by `areInIncreasingOrder` ("does the first come before the second"), for
    /// an order no column gives (a computed property, a locale-aware comparison).
    ///
    /// It runs in Swift: the SQLite engine reads every record the query selects and
    /// sorts them here, and a `limit` or `offset` applies after it.
    ///
    /// ```swift
    /// let byLength = StoreQuery(Post.self).sorted(by: .by { $0.content.count < $1.content.count })
    /// ```
    public static func by(_ areInIncreasingOrder: @escaping @Sendable (E, E) -> Bool) -> StoreQuerySortKey {
        StoreQuerySortKey { a, b in areInIncreasingOrder(a, b) ? -1 : areInIncreasingOrder(b, a) ? 1 : 0 }
    }

    /// Smallest value first.
    public static func ascending<V: StoreOrderedValue>(_ column: StoreQueryColumn<E, V>) -> StoreQuerySortKey {
        StoreQuerySortKey(column: column.name, isDescending: false, value: column.stored)
    }

    /// Largest value first.
    public static func descending<V: StoreOrderedValue>(_ column: StoreQueryColumn<E, V>) -> StoreQuerySortKey {
        StoreQuerySortKey(column: column.name, isDescending: true, value: column.stored)
    }

    /// Nil first, then the smallest value.
    public static func ascending<V: StoreOrderedValue>(_ column: StoreQueryColumn<E, V?>) -> StoreQuerySortKey {
        StoreQuerySortKey(column: column.name, isDescending: false, value: column.stored)
    }

    /// The largest value first, nil last.
    public static func descending<V: StoreOrderedValue>(_ column: StoreQueryColumn<E, V?>) -> StoreQuerySortKey {
        StoreQuerySortKey(column: column.name, isDescending: true, value: column.stored)
    }
}
