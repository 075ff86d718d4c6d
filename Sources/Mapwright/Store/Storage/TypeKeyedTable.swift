/// Objects kept per type (a record cache, a change tracker's records), found by the
/// type's `ObjectIdentifier`, in the order they were added.
///
/// A schema has a handful of entity types, or tens: comparing identifiers one after the
/// other costs a few instructions each, where a dictionary hashes the key (about 150
/// instructions) on each of the several lookups per record written.
@usableFromInline
package struct TypeKeyedTable<Value> {
    @usableFromInline var keys: [ObjectIdentifier] = []
    /// The objects, in the order they were added.
    @usableFromInline package private(set) var values: [Value] = []

    /// An empty table.
    @inlinable
    package init() {}

    /// The object kept for `key`, or nil.
    @inlinable
    package func value(for key: ObjectIdentifier) -> Value? {
        for index in keys.indices where keys[index] == key { return values[index] }
        return nil
    }

    /// Keeps `value` for `key`, which has none yet.
    @inlinable
    package mutating func add(_ value: Value, for key: ObjectIdentifier) {
        keys.append(key)
        values.append(value)
    }

    /// Forgets every object, keeping the capacity.
    @inlinable
    package mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }
}
