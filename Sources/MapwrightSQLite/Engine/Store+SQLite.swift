import Foundation
import Mapwright

extension Store {
    /// A store kept in the SQLite database at `url`, holding the given entities (a
    /// generated module's `entities`). A new file is created with one table per entity
    /// (see the README's "Storage engines"); an existing file must have been made for the
    /// same schema, or this throws `StoreError.schemaMismatch(path:differences:)`
    /// naming each difference.
    ///
    /// Opening reads before it writes: a file that is not a Mapwright store is refused
    /// and left unchanged; a current file is checked (its tables' columns, primary keys
    /// and `NOT NULL`s against the schema it stores) without taking the write lock, so
    /// opening never waits for another process's unit of work. Creating or migrating
    /// takes the write lock, and throws `StoreError.busy(path:seconds:)`
    /// when another process keeps it past `options.busyTimeout`.
    ///
    /// The database runs in write-ahead-log mode: units of work take turns on one writer
    /// connection (each sees every commit made before it), while committed reads
    /// (`fetch`, `count`) use reader connections and never wait for the writer.
    ///
    /// Files: the database is `url`; while the store is open, and after a process ended
    /// without `Store.close()`, commits may still sit in `url`'s `-wal` file
    /// (with its `-shm` index beside it). Copy all three together, or call `close()`
    /// first, after which the `.sqlite` file alone holds every commit.
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
