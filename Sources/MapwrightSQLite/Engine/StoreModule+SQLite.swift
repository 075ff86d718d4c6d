import Foundation
import Mapwright

extension StoreModule {
    /// The SQLite database at `url` holding this module's entities, created when there is
    /// no file yet. A file written by an older version of the schema is migrated as it
    /// opens (the entities the schema marks removed are dropped); a change that would
    /// lose data is an error naming each one.
    ///
    /// ```swift
    /// import MapwrightSQLite
    ///
    /// let store = try BlogModule.openStore(at: databaseURL)
    /// ```
    public static func openStore(at url: URL, options: SQLiteStoreOptions = SQLiteStoreOptions()) throws -> Store {
        var options = options
        options.removedEntities.formUnion(removedEntities)
        return try Store(sqliteAt: url, entities: entities, options: options)
    }
}
