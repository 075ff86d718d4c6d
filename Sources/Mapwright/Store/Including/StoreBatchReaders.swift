/// Reads for inclusions from an in-memory snapshot: direct lookups.
struct SnapshotBatchReader: StoreBatchReader {
    let snapshot: StoreSnapshot

    func fetch<E: StoreEntity>(_ query: StoreQuery<E>) throws -> [E] {
        try snapshot.fetch(query)
    }

    func records<T: StoreTableEntity>(_ type: T.Type, ids: [T.ID]) throws -> [T] {
        try ids.compactMap { try snapshot.fetch(type, id: $0) }
    }
}

/// Reads for inclusions from an engine's committed state, read by read (engines that do
/// not read in one go: see ``StoreBatchReading``).
struct EngineBatchReader: StoreBatchReader {
    let engine: any StoreEngine

    func fetch<E: StoreEntity>(_ query: StoreQuery<E>) throws -> [E] {
        try engine.fetch(query)
    }

    func records<T: StoreTableEntity>(_ type: T.Type, ids: [T.ID]) throws -> [T] {
        try StoreQueryBatches.fetch(ids) { chunk in try engine.fetch(StoreQuery(type).filter(.ids(chunk))) }
    }
}

/// Reads for inclusions as a unit of work sees the store (its own writes included).
struct ContextBatchReader: StoreBatchReader {
    let context: StoreContext

    func fetch<E: StoreEntity>(_ query: StoreQuery<E>) throws -> [E] {
        try context.fetch(query)
    }

    func records<T: StoreTableEntity>(_ type: T.Type, ids: [T.ID]) throws -> [T] {
        try context.fetch(type, ids: ids)
    }
}

extension StoreQueryBatches {
    /// The records of `ids` read a batch at a time by `fetch` (a query per batch),
    /// unordered.
    package static func records<T: StoreTableEntity>(_ ids: [T.ID], _ fetch: ([T.ID]) throws -> [T]) throws -> [T] {
        var found: [T] = []
        var start = 0
        while start < ids.count {
            let end = min(ids.count, start + size)
            found += try fetch(Array(ids[start..<end]))
            start = end
        }
        return found
    }
}
