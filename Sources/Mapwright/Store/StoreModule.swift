import Foundation

/// A generated module's entities, as one type (`BlogModule`): what makes and loads
/// stores of them. The SQLite engine adds `openStore(at:options:)` where
/// `MapwrightSQLite` is imported, so a module that never opens a database does not link it.
public protocol StoreModule {
    /// The entities stored in a store, by identity.
    static var entities: [any StoreEntity.Type] { get }
    /// The entities the schema marks `"removed": true`: opening or loading data written
    /// by an older schema drops their records.
    static var removedEntities: Set<String> { get }
}

extension StoreModule {
    /// A new, empty in-memory store of this module's entities: for tests and caches.
    public static func makeStore() throws -> Store {
        try Store(entities: entities)
    }

    /// The in-memory store saved at `url` (`store.save(to:)`); a snapshot saved by an
    /// older version of the schema loads migrated.
    public static func loadStore(from url: URL) throws -> Store {
        try Store.load(from: url, entities: entities, removedEntities: removedEntities)
    }
}
