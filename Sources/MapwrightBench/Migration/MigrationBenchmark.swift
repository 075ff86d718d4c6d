import Foundation
import Mapwright
import MapwrightSQLite

/// `mapwright-bench migrate`: a SQLite file of n records written by version 1 of a small
/// entity, opened by version 2, which renames one attribute and adds a defaulted one.
/// Times the open (the whole migration) and checks that nothing was lost: the record
/// count and a checksum of every value that was kept.
enum MigrationBenchmark {
    static func run(records n: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-bench-migrate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("items.sqlite")
        var before = Checksum()
        let writeTime = try BenchClock.measure {
            let store = try Store(sqliteAt: url, entities: [ItemV1.self])
            try store.perform { context in
                for i in 0..<n {
                    let item = ItemV1(itemID: Int64(i), name: "item \(i)", count: Int32(truncatingIfNeeded: i &* 7919))
                    before.add(item.itemID, item.name, Int64(item.count))
                    try context.insert(item)
                }
            }
        }
        var migrated: Store?
        let migrateTime = try BenchClock.measure { migrated = try Store(sqliteAt: url, entities: [ItemV2.self]) }
        guard let store = migrated else { return }
        var after = Checksum()
        var defaults = 0
        for item in try store.fetch(ItemV2.self) {
            after.add(item.itemID, item.title, Int64(item.count))
            if item.status == "new" { defaults += 1 }
        }
        let seconds = { (nanos: UInt64) in String(format: "%.2f s", Double(nanos) / 1e9) }
        print("migrate: \(n) records; v1 → v2 renames name → title and adds status (default \"new\")")
        print("write v1 \(seconds(writeTime)), open v2 with migration \(seconds(migrateTime)) "
              + "(\(Int(Double(migrateTime) / Double(max(n, 1)))) ns/record)")
        let intact = after == before && defaults == n
        print("records \(after.count) of \(before.count), checksum \(after.value == before.value ? "equal" : "DIFFERENT"), "
              + "defaults \(defaults) of \(n): \(intact ? "nothing lost" : "DATA LOST")")
        if !intact { throw BenchFailure(description: "the migration lost data") }
    }

    /// Count and an order-independent sum of per-record hashes (FNV-1a of the values).
    struct Checksum: Equatable {
        var count = 0
        var value: UInt64 = 0

        mutating func add(_ id: Int64, _ text: String, _ number: Int64) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            withUnsafeBytes(of: id.littleEndian) { $0.forEach(mix) }
            text.utf8.forEach(mix)
            withUnsafeBytes(of: number.littleEndian) { $0.forEach(mix) }
            count += 1
            value &+= hash
        }
    }

    struct BenchFailure: Error, CustomStringConvertible {
        let description: String
    }
}
