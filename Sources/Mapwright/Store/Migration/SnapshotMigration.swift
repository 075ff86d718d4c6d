/// How one entity's records in an older snapshot are read into the current type: the
/// stored key of each renamed attribute or relationship, and the stored-form default of
/// each attribute a record may lack (new, or made required).
struct SnapshotRecordMigration: Sendable {
    /// Current key → the key older records hold it under.
    var aliases: [String: String] = [:]
    /// Current key → the value a record without it (or with nil, for a required one) gets.
    var defaults: [String: StoreColumnDefault] = [:]

    var isEmpty: Bool { aliases.isEmpty && defaults.isEmpty }
}

/// How a snapshot written with an older schema loads into the current entities: which
/// stored table becomes which entity, which are dropped, and how each record is read.
/// Built from the entities' generated descriptions (``StoreTableEntity/storeTable``);
/// when the file records the schema it was written with, the migration is first
/// planned (``StoreMigrationPlan``) so that a change that would lose data is refused.
struct SnapshotMigration: Sendable {
    /// Stored table name → current entity name, for renamed entities.
    private(set) var tableNames: [String: String] = [:]
    /// Stored tables whose entity the schema marks removed: skipped.
    let removed: Set<String>
    /// Current entity name → how its records are read.
    private(set) var records: [String: SnapshotRecordMigration] = [:]

    /// The current descriptions of `schema`'s entities, or nil when one has none.
    static func descriptions(_ schema: StoreSchema) -> [StoreTable]? {
        var tables: [StoreTable] = []
        for entity in schema.entities {
            guard let glued = entity.type as? any StoreTableEntity.Type else { return nil }
            tables.append(glued.storeTable)
        }
        return tables
    }

    /// The migration of a file that recorded `stored` (nil for a file that recorded no
    /// schema: renames and defaults then apply wherever a record lacks the current key).
    /// Throws ``StoreError/schemaMismatch(path:differences:)`` listing every change the
    /// plan refuses.
    init(schema: StoreSchema, stored: [StoreTable]?, removedEntities: Set<String>, path: String) throws {
        removed = removedEntities
        guard let current = Self.descriptions(schema) else { return }
        if let stored {
            do {
                _ = try StoreMigrationPlan.make(from: stored, to: current, removedEntities: removedEntities)
            } catch {
                throw StoreError.schemaMismatch(path: path, differences: error.problems.map(\.description))
            }
        }
        for table in current {
            if let old = table.renamedFrom { tableNames[old] = table.name }
            var record = SnapshotRecordMigration()
            for column in table.columns {
                if let old = column.renamedFrom { record.aliases[column.name] = old }
                if let value = column.defaultValue { record.defaults[column.name] = value }
            }
            for relationship in table.relationships {
                if let old = relationship.renamedFrom { record.aliases[relationship.name] = old }
            }
            if !record.isEmpty { records[table.name] = record }
        }
    }

    /// The current entity name of the stored table `name`.
    func entityName(ofTable name: String) -> String {
        tableNames[name] ?? name
    }
}
