/// A committed state of a store: one persistent table per registered entity. Copying it
/// is O(number of entities), whatever the number of records.
struct StoreState: Sendable {
    /// Tables by entity type.
    var tables: [ObjectIdentifier: any AnyEntityTable] = [:]

    /// The records of `E`, or nil when `E` is not registered.
    func records<E: StoreEntity>(_ type: E.Type) -> PersistentMap<E.ID, E>? {
        (tables[ObjectIdentifier(type)] as? EntityTable<E>)?.records
    }
}

/// A table with its entity type erased.
protocol AnyEntityTable: Sendable {
    /// Number of records.
    var count: Int { get }
    /// A mutable box holding this table, for a commit to change in place.
    func makeBox() -> any AnyTableBox
}

/// The records of one entity, by identity.
struct EntityTable<E: StoreEntity>: AnyEntityTable {
    var records = PersistentMap<E.ID, E>()

    var count: Int { records.count }

    func makeBox() -> any AnyTableBox {
        TableBox<E>(records)
    }
}

/// A mutable box around a table, so that a commit can change tables of any entity in
/// place through a class reference.
protocol AnyTableBox: AnyObject {
    /// The table as it is now.
    func table() -> any AnyEntityTable
}

/// A mutable table of `E`.
final class TableBox<E: StoreEntity>: AnyTableBox {
    var records: PersistentMap<E.ID, E>

    init(_ records: PersistentMap<E.ID, E>) {
        self.records = records
    }

    func table() -> any AnyEntityTable {
        EntityTable<E>(records: records)
    }
}
