/// An object kept per entity type (a record cache, a filter of new identities), found by
/// the type's `ObjectIdentifier`.
///
/// A schema has a handful of entity types, or tens: comparing identifiers one after the
/// other costs a few instructions each, where a dictionary hashes the key (about 150
/// instructions) on each of the session's several lookups per record written.
struct SQLiteTypeTable<Value: AnyObject> {
    private var keys: [ObjectIdentifier] = []
    private var values: [Value] = []

    /// The object kept for `key`, or nil.
    func value(for key: ObjectIdentifier) -> Value? {
        for index in keys.indices where keys[index] == key { return values[index] }
        return nil
    }

    /// Keeps `value` for `key`, which has none yet.
    mutating func add(_ value: Value, for key: ObjectIdentifier) {
        keys.append(key)
        values.append(value)
    }

    /// Forgets every object, keeping the capacity.
    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }
}
