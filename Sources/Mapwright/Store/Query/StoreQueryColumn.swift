import Foundation

/// A stored attribute of `E` holding `Value`s, for queries: generated code lists one per
/// attribute in `E.Columns` (`Post.Columns.title`). Compare it with a value to make a
/// ``StorePredicate``; sort by it with ``StoreQuerySortKey``.
///
/// Values are compared in their stored form (``StoreQueryValue``), identically on every
/// engine: see ``StoreQueryValue/compare(_:_:)``.
public struct StoreQueryColumn<E: StoreEntity, Value: StoreColumnValue & SendableMetatype>: Sendable {
    /// The attribute's name in the schema (the column's name).
    public let name: String
    /// Reads the attribute from a record.
    let read: @Sendable (E) -> Value

    /// The attribute `name`, which `read` reads from a record.
    public init(_ name: String, _ read: @escaping @Sendable (E) -> Value) {
        self.name = name
        self.read = read
    }

    /// The stored form of `record`'s value.
    func stored(_ record: E) -> StoreQueryValue {
        StoreQueryValue.of(read(record))
    }

    /// A predicate over this column's stored value.
    func predicate(_ expression: StoreQueryExpression, _ test: @escaping @Sendable (StoreQueryValue) -> Bool) -> StorePredicate<E> {
        let read = self.read
        return StorePredicate(expression: expression) { record, _ in test(StoreQueryValue.of(read(record))) }
    }

    /// The value is nil.
    public var isNil: StorePredicate<E> {
        predicate(.equal(columns: [name], values: [.null])) { $0 == .null }
    }

    /// The value is not nil.
    public var isNotNil: StorePredicate<E> { !isNil }

    /// The value is one of `values` (none: matches nothing).
    public func `in`<S: Sequence>(_ values: S) -> StorePredicate<E> where S.Element == Value {
        let stored = values.map { StoreQueryValue.of($0) }
        let set = Set(stored)
        return predicate(.oneOf(column: name, values: stored)) { set.contains($0) }
    }

    /// The value equals `value` (nil equals nil).
    public static func == (column: StoreQueryColumn, value: Value) -> StorePredicate<E> {
        let stored = StoreQueryValue.of(value)
        return column.predicate(.equal(columns: [column.name], values: [stored])) { StoreQueryValue.compare($0, stored) == 0 }
    }

    /// The value differs from `value` (nil differs from any value).
    public static func != (column: StoreQueryColumn, value: Value) -> StorePredicate<E> {
        !(column == value)
    }

    /// An ordering comparison; nil never matches.
    func compared(_ comparison: StoreQueryComparison, _ stored: StoreQueryValue) -> StorePredicate<E> {
        predicate(.compare(column: name, comparison, stored)) { value in
            value != .null && stored != .null && comparison.holds(StoreQueryValue.compare(value, stored))
        }
    }
}

/// A value whose stored form orders like the value itself, so that a query may compare
/// and sort by it: integers, `Bool` (false first), `Double`, `Float` and `Date` by value,
/// `String` by its UTF-8 bytes. (`UInt64`, `Decimal`, `UUID`, `URL`, enums and JSON are
/// stored in forms that do not, so queries only test them for equality.)
public protocol StoreOrderedValue: StoreColumnValue, SendableMetatype {}

extension Int: StoreOrderedValue {}
extension Int64: StoreOrderedValue {}
extension Int32: StoreOrderedValue {}
extension Int16: StoreOrderedValue {}
extension Bool: StoreOrderedValue {}
extension Double: StoreOrderedValue {}
extension Float: StoreOrderedValue {}
extension String: StoreOrderedValue {}
extension Date: StoreOrderedValue {}


// MARK: Ordering comparisons (non-optional columns)

/// The value is smaller than `value`.
public func < <E, V: StoreOrderedValue>(column: StoreQueryColumn<E, V>, value: V) -> StorePredicate<E> {
    column.compared(.less, .of(value))
}

/// The value is smaller than or equal to `value`.
public func <= <E, V: StoreOrderedValue>(column: StoreQueryColumn<E, V>, value: V) -> StorePredicate<E> {
    column.compared(.lessOrEqual, .of(value))
}

/// The value is larger than `value`.
public func > <E, V: StoreOrderedValue>(column: StoreQueryColumn<E, V>, value: V) -> StorePredicate<E> {
    column.compared(.greater, .of(value))
}

/// The value is larger than or equal to `value`.
public func >= <E, V: StoreOrderedValue>(column: StoreQueryColumn<E, V>, value: V) -> StorePredicate<E> {
    column.compared(.greaterOrEqual, .of(value))
}

// MARK: Ordering comparisons (optional columns: nil never matches)

/// The value is not nil and smaller than `value`.
public func < <E, V: StoreOrderedValue>(column: StoreQueryColumn<E, V?>, value: V) -> StorePredicate<E> {
    column.compared(.less, .of(value))
}

/// The value is not nil and smaller than or equal to `value`.
public func <= <E, V: StoreOrderedValue>(column: StoreQueryColumn<E, V?>, value: V) -> StorePredicate<E> {
    column.compared(.lessOrEqual, .of(value))
}

/// The value is not nil and larger than `value`.
public func > <E, V: StoreOrderedValue>(column: StoreQueryColumn<E, V?>, value: V) -> StorePredicate<E> {
    column.compared(.greater, .of(value))
}

/// The value is not nil and larger than or equal to `value`.
public func >= <E, V: StoreOrderedValue>(column: StoreQueryColumn<E, V?>, value: V) -> StorePredicate<E> {
    column.compared(.greaterOrEqual, .of(value))
}

// MARK: Text

extension StoreQueryColumn where Value == String {
    /// The text contains `text` (byte for byte: case-sensitive, no normalization).
    public func contains(_ text: String) -> StorePredicate<E> { textTest(.contains(column: name, text: text), text, prefix: false) }

    /// The text starts with `text` (byte for byte: case-sensitive, no normalization).
    public func hasPrefix(_ text: String) -> StorePredicate<E> { textTest(.hasPrefix(column: name, text: text), text, prefix: true) }
}

extension StoreQueryColumn where Value == String? {
    /// The text is not nil and contains `text` (byte for byte).
    public func contains(_ text: String) -> StorePredicate<E> { textTest(.contains(column: name, text: text), text, prefix: false) }

    /// The text is not nil and starts with `text` (byte for byte).
    public func hasPrefix(_ text: String) -> StorePredicate<E> { textTest(.hasPrefix(column: name, text: text), text, prefix: true) }
}

extension StoreQueryColumn {
    func textTest(_ expression: StoreQueryExpression, _ text: String, prefix: Bool) -> StorePredicate<E> {
        let needle = Array(text.utf8)
        return predicate(expression) { value in
            guard case .text(let stored) = value else { return false }
            let bytes = Array(stored.utf8)
            if prefix { return bytes.starts(with: needle) }
            return StoreQueryText.contains(bytes, needle)
        }
    }
}

/// Byte searches shared by the text tests.
enum StoreQueryText {
    /// Whether `haystack` contains `needle` (an empty needle is everywhere).
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
