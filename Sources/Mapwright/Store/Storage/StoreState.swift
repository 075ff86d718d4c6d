/// A committed state of a store: one persistent table per registered entity. Copying it
/// is O(number of entities), whatever the number of records.
@usableFromInline
struct StoreState: Sendable {
    /// Tables by entity type.
    @usableFromInline var tables: [ObjectIdentifier: any AnyEntityTable]

    @inlinable
    init(tables: [ObjectIdentifier: any AnyEntityTable] = [:]) {
        self.tables = tables
    }

    /// The records of `E`, or nil when `E` is not registered.
    @inlinable
    func records<E: StoreEntity>(_ type: E.Type) -> PersistentMap<E.ID, E>? {
        (tables[ObjectIdentifier(type)] as? EntityTable<E>)?.records
    }

    /// Removes the records of `E` from this state and returns them, so that the caller
    /// holds the only reference and can change them in place.
    @inlinable
    mutating func takeRecords<E: StoreEntity>(_ type: E.Type) -> PersistentMap<E.ID, E>? {
        (tables.removeValue(forKey: ObjectIdentifier(type)) as? EntityTable<E>)?.records
    }
}

/// A table with its entity type erased.
@usableFromInline
protocol AnyEntityTable: Sendable {
    /// Number of records.
    var count: Int { get }
}

/// The records of one entity, by identity.
@usableFromInline
struct EntityTable<E: StoreEntity>: AnyEntityTable {
    @usableFromInline var records: PersistentMap<E.ID, E>

    @inlinable
    init(records: PersistentMap<E.ID, E> = PersistentMap()) {
        self.records = records
    }

    @usableFromInline
    var count: Int { records.count }
}
