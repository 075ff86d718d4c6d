import MapwrightExampleBlog
import Foundation
import Mapwright
@testable import MapwrightSQLite
import Testing

/// The connection settings the SQLite engine opens its writer with.
@Suite struct SQLiteEngineSettingsTests {
    @Test func theWriterKeeps32MiBOfPagesByDefault() throws {
        let directory = try TemporaryDirectory()
        let engine = try SQLiteEngine(path: directory.url.appendingPathComponent("store.sqlite").path, entities: MapwrightExampleBlogModule.entities, options: SQLiteStoreOptions())
        // A negative cache_size is in KiB.
        #expect(try engine.writer.integer("PRAGMA cache_size") == -32_768, "the writer's page cache must default to 32 MiB")
    }

    @Test func theWriterCacheFollowsTheOption() throws {
        let directory = try TemporaryDirectory()
        var options = SQLiteStoreOptions()
        options.writerCacheBytes = 8 << 20
        let engine = try SQLiteEngine(path: directory.url.appendingPathComponent("store.sqlite").path, entities: MapwrightExampleBlogModule.entities, options: options)
        #expect(try engine.writer.integer("PRAGMA cache_size") == -8_192, "writerCacheBytes = 8 MiB must set cache_size to -8192 KiB")
    }
}
