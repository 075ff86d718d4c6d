/// Where a query evaluated in memory reads the records its relationship tests follow:
/// the same view (unit of work or snapshot) whose records it filters.
public protocol StoreRecordLookup {
    /// The record of `T` with identity `id` in this view, or nil.
    func record<T: StoreEntity>(_ type: T.Type, id: T.ID) throws -> T?
}

/// The records a unit of work sees.
struct TransactionLookup: StoreRecordLookup {
    let transaction: any StoreTransaction

    func record<T: StoreEntity>(_ type: T.Type, id: T.ID) throws -> T? {
        try transaction.fetch(type, id: id)
    }
}

/// The committed records an engine holds.
struct EngineLookup: StoreRecordLookup {
    let engine: any StoreEngine

    func record<T: StoreEntity>(_ type: T.Type, id: T.ID) throws -> T? {
        try engine.fetch(type, id: id)
    }
}

extension StoreSnapshot: StoreRecordLookup {
    /// The record of `T` with identity `id` in this snapshot, or nil.
    public func record<T: StoreEntity>(_ type: T.Type, id: T.ID) throws -> T? {
        try fetch(type, id: id)
    }
}
