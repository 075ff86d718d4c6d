import MapwrightExampleBlog
import Foundation
import Mapwright
import MapwrightSQLite

/// An empty Blog store on the engine a bench names (`memory` or `sqlite`), a SQLite file
/// in a fresh temporary folder that ``remove()`` deletes.
struct BlogBenchStore {
    let store: Store
    private let directory: URL

    init(engine: String, name: String) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        switch engine {
        case "memory": store = try MapwrightExampleBlogModule.makeStore()
        case "sqlite": store = try Store(sqliteAt: directory.appendingPathComponent("\(name).sqlite"), entities: MapwrightExampleBlogModule.entities)
        default:
            try? FileManager.default.removeItem(at: directory)
            throw BenchOptions.UsageError(description: "unknown engine '\(engine)' (memory, sqlite)")
        }
    }

    /// Deletes the temporary folder (and the SQLite file in it).
    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
