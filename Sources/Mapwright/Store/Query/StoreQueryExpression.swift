/// A query's filter as data, with every value in its stored form: what a table-based
/// engine (SQLite) compiles to SQL. Column names are the schema's attribute names.
///
/// Every test is true or false, never unknown: a nil value matches only `equal` to nil
/// (and the negations of tests it fails), so `!` and `||` mean the same on both engines.
public indirect enum StoreQueryExpression: Hashable, Sendable {
    /// Always (`true`) or never (`false`).
    case constant(Bool)
    /// The column compared with a value (see ``StoreQueryValue/compare(_:_:)``); nil never matches.
    case compare(column: String, StoreQueryComparison, StoreQueryValue)
    /// Every column equal to its value; nil equals nil.
    case equal(columns: [String], values: [StoreQueryValue])
    /// The column equal to one of the values (nil among them matches nil).
    case oneOf(column: String, values: [StoreQueryValue])
    /// The text column contains the text (UTF-8 bytes, case-sensitive); nil never matches.
    case contains(column: String, text: String)
    /// The text column starts with the text (UTF-8 bytes, case-sensitive); nil never matches.
    case hasPrefix(column: String, text: String)
    /// The record's identity is one of these (each its identity columns' values).
    case identityIn([[StoreQueryValue]])
    /// A test of the records a relationship links to.
    case related(relationship: String, target: String, StoreQueryRelationTest)
    /// Every operand holds (true when empty).
    case and([StoreQueryExpression])
    /// Some operand holds (false when empty).
    case or([StoreQueryExpression])
    /// The operand does not hold.
    case not(StoreQueryExpression)
}

/// An ordering comparison of a column with a value.
public enum StoreQueryComparison: String, Hashable, Sendable {
    /// Smaller than the value.
    case less = "<"
    /// Smaller than or equal to the value.
    case lessOrEqual = "<="
    /// Larger than the value.
    case greater = ">"
    /// Larger than or equal to the value.
    case greaterOrEqual = ">="

    /// Whether an order (negative, zero, positive: see ``StoreQueryValue/compare(_:_:)``)
    /// satisfies the comparison.
    func holds(_ order: Int) -> Bool {
        switch self {
        case .less: order < 0
        case .lessOrEqual: order <= 0
        case .greater: order > 0
        case .greaterOrEqual: order >= 0
        }
    }
}

/// What a query tests of the records a relationship links to.
public indirect enum StoreQueryRelationTest: Hashable, Sendable {
    /// It links to nothing (a to-one is nil, a to-many is empty).
    case isEmpty
    /// It links to the record with this identity (its identity columns' values).
    case includes([StoreQueryValue])
    /// It links to at least one record matching the expression (over the target entity).
    case any(StoreQueryExpression)
}
