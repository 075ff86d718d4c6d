/// A typed filter over records of `E`: built from generated column descriptors
/// (`Post.Columns.viewCount > 10 && Post.Columns.country == nil`), evaluated by the
/// in-memory engine and compiled to SQL by the SQLite engine, with the same result.
///
/// Combine predicates with `&&`, `||` and `!`. Every test is true or false, never
/// unknown: a nil value fails every comparison but `== nil`, so `!(rating > 3)` matches
/// the records with no rating.
public struct StorePredicate<E: StoreEntity>: Sendable {
    /// The filter as data, for engines that compile it.
    public let expression: StoreQueryExpression
    /// The entities (besides `E`) whose records the filter reads through relationships.
    public let relatedEntityNames: Set<String>
    /// Evaluates the filter on one record, reading related records from the lookup.
    let test: @Sendable (E, any StoreRecordLookup) throws -> Bool

    /// A predicate from its expression, the entities it follows, and its evaluation.
    public init(
        expression: StoreQueryExpression, relatedEntityNames: Set<String> = [],
        test: @escaping @Sendable (E, any StoreRecordLookup) throws -> Bool
    ) {
        self.expression = expression
        self.relatedEntityNames = relatedEntityNames
        self.test = test
    }

    /// Whether `record` matches, reading related records from `lookup`.
    public func matches(_ record: E, in lookup: any StoreRecordLookup) throws -> Bool {
        try test(record, lookup)
    }

    /// Every record.
    public static var all: StorePredicate { StorePredicate(expression: .constant(true)) { _, _ in true } }

    /// No record.
    public static var none: StorePredicate { StorePredicate(expression: .constant(false)) { _, _ in false } }

    /// Both hold.
    public static func && (lhs: StorePredicate, rhs: StorePredicate) -> StorePredicate {
        StorePredicate(expression: .and([lhs.expression, rhs.expression]),
                       relatedEntityNames: lhs.relatedEntityNames.union(rhs.relatedEntityNames)) { record, lookup in
            try lhs.test(record, lookup) && rhs.test(record, lookup)
        }
    }

    /// Either holds.
    public static func || (lhs: StorePredicate, rhs: StorePredicate) -> StorePredicate {
        StorePredicate(expression: .or([lhs.expression, rhs.expression]),
                       relatedEntityNames: lhs.relatedEntityNames.union(rhs.relatedEntityNames)) { record, lookup in
            try lhs.test(record, lookup) || rhs.test(record, lookup)
        }
    }

    /// Does not hold.
    public static prefix func ! (operand: StorePredicate) -> StorePredicate {
        StorePredicate(expression: .not(operand.expression), relatedEntityNames: operand.relatedEntityNames) { record, lookup in
            try !operand.test(record, lookup)
        }
    }
}

extension StorePredicate where E: StoreTableEntity {
    /// The records whose identity is one of `ids`.
    public static func ids<S: Sequence>(_ ids: S) -> StorePredicate where S.Element == E.ID {
        let set = Set(ids)
        let values = set.map { id in StoreQueryValue.values { id.writeStoreColumns(to: &$0) } }
        return StorePredicate(expression: .identityIn(values)) { record, _ in set.contains(record.id) }
    }
}
