import Foundation
@testable import Mapwright
import Testing

/// The committed snapshots written by version 1 (`MigrationEntitiesV1.swift`): one in
/// the current format, which records the schema it was written with, and one in format 1,
/// as runtimes before schema evolution wrote it.
enum SnapshotMigrationFixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let current = directory.appendingPathComponent("tasks-v1.snapshot")
    static let formatOne = directory.appendingPathComponent("tasks-v1-format1.snapshot")

    /// Writes both fixtures from version 1's records.
    static func write() throws {
        let store = try Store(entities: MigrationFixtureV1.entities)
        try store.perform { context in try MigrationFixtureV1.fill(context) }
        try store.save(to: current)
        let memory = try #require(store.engine as? MemoryEngine)
        let chunks = try SnapshotEncoder.encode(memory.currentState(), schema: memory.schema, path: formatOne.path, version: 1)
        try Data(chunks.joined()).write(to: formatOne)
    }
}

/// Loading a snapshot saved with an older schema migrates it in memory.
@Suite struct SnapshotMigrationTests {
    @Test func theFixturesHoldWhatVersionOneWrote() throws {
        if ProcessInfo.processInfo.environment["MAPWRIGHT_WRITE_MIGRATION_FIXTURES"] == "1" { try SnapshotMigrationFixture.write() }
        for url in [SnapshotMigrationFixture.current, SnapshotMigrationFixture.formatOne] {
            let store = try Store.load(from: url, entities: MigrationFixtureV1.entities)
            #expect(try store.count(OldTask.self) == 3, "\(url.lastPathComponent) does not hold version 1's three tasks")
            #expect(try store.fetch(OldTask.self, id: OldTask.ID(1))?.note == "two litres", "\(url.lastPathComponent) lost task 1's note")
        }
        let version = try Data(contentsOf: SnapshotMigrationFixture.formatOne)[8]
        #expect(version == 1, "the format 1 fixture is in format \(version)")
    }

    @Test(arguments: ["tasks-v1.snapshot", "tasks-v1-format1.snapshot"])
    func versionTwoLoadsVersionOneWithoutLosingAValue(_ name: String) throws {
        let url = SnapshotMigrationFixture.directory.appendingPathComponent(name)
        let store = try Store.load(from: url, entities: MigrationFixtureV2.entities, removedEntities: MigrationFixtureV2.removedEntities)
        for task in MigrationFixtureV2.tasks {
            #expect(try store.fetch(NewTask.self, id: task.id) == task, "\(name): task \(task.taskID) did not migrate as expected")
        }
        for team in MigrationFixtureV2.teams {
            #expect(try store.fetch(Team.self, id: team.id) == team, "\(name): project \(team.projectID) did not become the expected team")
        }
        #expect(try store.count(Tag.self) == 0, "\(name): the new entity Tag does not start empty")
    }

    @Test func savingAMigratedStoreWritesTheNewForm() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("tasks.snapshot")
        let migrated = try Store.load(
            from: SnapshotMigrationFixture.current, entities: MigrationFixtureV2.entities, removedEntities: MigrationFixtureV2.removedEntities)
        try migrated.save(to: url)
        let reloaded = try Store.load(from: url, entities: MigrationFixtureV2.entities)
        #expect(try reloaded.fetch(NewTask.self, id: NewTask.ID(1)) == MigrationFixtureV2.tasks[0], "the saved migration does not load back")
        #expect(try Data(contentsOf: url)[8] == UInt8(SnapshotFormat.version), "the migrated store was not saved in the current format")
    }

    @Test func aRefusedMigrationNamesEveryProblem() throws {
        do {
            _ = try Store.load(from: SnapshotMigrationFixture.current, entities: MigrationFixtureV2.entities)
            Issue.record("a snapshot migration that loses the Archive records was made")
        } catch StoreError.schemaMismatch(let path, let differences) {
            #expect(path == SnapshotMigrationFixture.current.path, "the error names \(path)")
            #expect(differences == [
                #"Archive: is in the stored data but not in the schema, so its records would be lost: mark it "removed": true to drop them, or declare "renamedFrom": "Archive" on the entity that replaces it"#,
            ], "the refusal reads \(differences)")
        }
    }

    @Test func aFormatOneFileWithAnUnknownTableIsStillRefused() throws {
        do {
            _ = try Store.load(from: SnapshotMigrationFixture.formatOne, entities: MigrationFixtureV2.entities)
            Issue.record("a format 1 table of no registered or removed entity was loaded")
        } catch StoreError.snapshot(_, _, let problem) {
            #expect(problem == .unregisteredEntity("Archive"), "the problem is \(problem)")
        }
    }
}
