/// The in-memory engine's unit of work: a snapshot of the store's tables taken in O(1)
/// when the context opens, plus per-entity pending changes. Not thread-safe; a context
/// belongs to one task.
final class MemoryTransaction: StoreTransaction, RecordStorage {
    private let store: Store
    private var base: StoreState
    private var tables: [ObjectIdentifier: any AnyPendingTable] = [:]
    /// Tables in the order first used, so commits replay in a stable order.
    private var order: [any AnyPendingTable] = []

    init(store: Store) {
        self.store = store
        self.base = store.currentState()
    }

    /// The pending table of `E`, or nil when `E` is not registered.
    private func pending<E: StoreEntity>(_ type: E.Type) -> PendingTable<E>? {
        let key = ObjectIdentifier(type)
        if let table = tables[key] { return table as? PendingTable<E> }
        guard let records = base.records(type) else { return nil }
        let table = PendingTable<E>(base: records)
        tables[key] = table
        order.append(table)
        return table
    }

    private func table<E: StoreEntity>(_ type: E.Type) throws -> PendingTable<E> {
        guard let table = pending(type) else { throw StoreError.unregisteredEntity(E.entityName) }
        return table
    }

    // MARK: StoreTransaction

    func fetch<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> E? {
        try table(type).value(id)
    }

    func write<E: StoreEntity>(_ record: E, mode: StoreWriteMode) throws {
        let table = try table(E.self)
        let id = record.id
        let previous = table.value(id)
        switch (mode, previous) {
        case (.insert, .some):
            throw StoreError.duplicateIdentity(entity: E.entityName, id: "\(id)")
        case (.update, .none):
            throw StoreError.recordNotFound(entity: E.entityName, id: "\(id)")
        default:
            break
        }
        for edge in table.edges {
            try edge.checkTargets(of: record, previous: previous, in: self)
        }
        var stored = record
        for edge in table.edges { edge.keepLinks(of: previous, in: &stored) }
        table.write(id, stored, existed: previous != nil)
        for edge in table.edges {
            edge.applyChanges(id: id, from: previous, to: record, in: self)
        }
    }

    func delete<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> Bool {
        let table = try table(type)
        guard let current = table.value(id) else { return false }
        for edge in table.edges { edge.detach(id: id, record: current, in: self) }
        table.write(id, nil, existed: true)
        return true
    }

    func forEach<E: StoreEntity>(_ type: E.Type, _ body: (E) throws -> Void) throws {
        try table(type).forEach(body)
    }

    func count<E: StoreEntity>(_ type: E.Type) throws -> Int {
        try table(type).count
    }

    var hasChanges: Bool {
        order.contains { $0.hasWrites }
    }

    func commit() throws {
        let changed = order.filter(\.hasWrites)
        base = changed.isEmpty ? store.currentState() : store.apply(changed)
        tables.removeAll()
        order.removeAll()
    }

    func rollback() {
        tables.removeAll()
        order.removeAll()
        base = store.currentState()
    }

    // MARK: RecordStorage

    func record<E: StoreEntity>(_ type: E.Type, id: E.ID) -> E? {
        pending(type)?.value(id)
    }

    func contains<E: StoreEntity>(_ type: E.Type, id: E.ID) -> Bool {
        pending(type)?.contains(id) ?? false
    }

    @discardableResult
    func modify<E: StoreEntity>(_ type: E.Type, id: E.ID, _ body: (inout E) -> Void) -> Bool {
        pending(type)?.modify(id, body) ?? false
    }
}
