/// One key of a query's order: a column, ascending or descending. Ties are broken by the
/// next key, and finally by the identity (ascending), so results are in the same order on
/// every engine.
///
/// Nil sorts first in ascending order and last in descending order (as in SQLite).
public struct StoreQuerySortKey<E: StoreEntity>: Sendable {
    /// The column's name.
    public let column: String
    /// Whether larger values come first.
    public let isDescending: Bool
    /// Reads the column's stored value.
    let value: @Sendable (E) -> StoreQueryValue

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
