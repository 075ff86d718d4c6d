import Foundation
import Mapwright

extension Store {
    /// A store kept in the SQLite database at `url`, holding the given entities (a
    /// generated module's `entities`). A new file is created with one table per entity
    /// (see the README's "Storage engines"); an existing file must have been made for the
    /// same schema, or this throws `StoreError.schemaMismatch(path:differences:)`
    /// naming each difference.
    ///
    /// The database runs in write-ahead-log mode: units of work take turns on one writer
    /// connection (each sees every commit made before it), while committed reads
    /// (`fetch`, `count`) use reader connections and never wait for the writer.
    ///
    /// ```swift
    /// let store = try Store(sqliteAt: url, entities: BlogModule.entities)
    /// try await store.perform { context in try PostParser().parseArray(json, in: context) }
    /// ```
    public convenience init(sqliteAt url: URL, entities: [any StoreEntity.Type], options: SQLiteStoreOptions = SQLiteStoreOptions()) throws {
        guard url.isFileURL else {
            throw StoreError.database(path: url.absoluteString, code: 0, message: "a SQLite store needs a file URL")
        }
        try self.init(engine: SQLiteEngine(path: url.path, entities: entities, options: options))
    }
}
