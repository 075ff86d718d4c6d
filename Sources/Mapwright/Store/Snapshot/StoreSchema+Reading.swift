extension StoreSchema {
    /// A state holding every record `reader` reads of each registered entity: the
    /// committed state of an engine that reads in one go, as the in-memory engine holds it.
    func state(reading reader: any StoreBatchReader) throws -> StoreState {
        var state = StoreState()
        for entity in entities {
            state.tables[ObjectIdentifier(entity.type)] = try Self.table(entity.type, reading: reader)
        }
        return state
    }

    /// The records of `type` that `reader` reads, by identity.
    private static func table<E: StoreEntity>(_ type: E.Type, reading reader: any StoreBatchReader) throws -> any AnyEntityTable {
        let records = try reader.fetch(StoreQuery(type))
        var builder = PersistentMapBuilder<E.ID, E>(capacity: records.count)
        for record in records { builder.append(record, forKey: record.id) }
        return EntityTable<E>(records: builder.build().map)
    }
}

extension Store {
    /// The committed state and schema a snapshot or a snapshot file holds: the in-memory
    /// engine's own, or every record of an engine that reads in one go (SQLite), read in
    /// one read transaction; ``StoreError/unsupported(_:)`` for another engine.
    func committedState(for operation: String) throws -> (state: StoreState, schema: StoreSchema) {
        if let memory { return (try memory.openState(), memory.schema) }
        guard let reading = engine as? any StoreBatchReading else {
            throw StoreError.unsupported("\(operation) needs an engine that reads a whole commit at once; this store is on \(type(of: engine))")
        }
        let schema = try StoreSchema(reading.entityTypes)
        let state = try reading.withBatchReader { reader in try schema.state(reading: reader) }
        return (state, schema)
    }
}
