import Foundation
import Mapwright
import MapwrightSQLite
import Testing

/// The committed database written by version 1 (`MigrationEntitiesV1.swift`), and
/// copies of it to migrate.
enum SQLiteMigrationFixture {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/tasks-v1.sqlite")

    /// A copy of the fixture in a new temporary directory (migrations change the file).
    static func copy() throws -> (directory: TemporaryDirectory, url: URL) {
        let directory = try TemporaryDirectory()
        let copy = directory.url.appendingPathComponent("tasks.sqlite")
        try FileManager.default.copyItem(at: url, to: copy)
        return (directory, copy)
    }

    static var options: SQLiteStoreOptions {
        var options = SQLiteStoreOptions()
        options.removedEntities = MigrationFixtureV2.removedEntities
        return options
    }
}

/// Opening a file written by an older schema migrates it in place, all or nothing.
@Suite struct SQLiteMigrationTests {
    @Test func theFixtureHoldsWhatVersionOneWrote() throws {
        if ProcessInfo.processInfo.environment["MAPWRIGHT_WRITE_MIGRATION_FIXTURES"] == "1" {
            try? FileManager.default.removeItem(at: SQLiteMigrationFixture.url)
            let store = try Store(sqliteAt: SQLiteMigrationFixture.url, entities: MigrationFixtureV1.entities)
            try store.perform { context in try MigrationFixtureV1.fill(context) }
        }
        let (directory, url) = try SQLiteMigrationFixture.copy()
        defer { _ = directory }
        let store = try Store(sqliteAt: url, entities: MigrationFixtureV1.entities)
        #expect(try store.count(OldTask.self) == 3, "the fixture does not hold version 1's three tasks")
        #expect(try store.fetch(OldProject.self, id: OldProject.ID("p1"))?.tasks == [OldTask.ID(1), OldTask.ID(3)], "the fixture's project p1 lost its tasks")
        #expect(try store.fetch(OldTask.self, id: OldTask.ID(1))?.note == "two litres", "the fixture's task 1 lost its note")
    }

    @Test func versionTwoOpensVersionOneWithoutLosingAValue() throws {
        let (directory, url) = try SQLiteMigrationFixture.copy()
        defer { _ = directory }
        let store = try Store(sqliteAt: url, entities: MigrationFixtureV2.entities, options: SQLiteMigrationFixture.options)
        for task in MigrationFixtureV2.tasks {
            #expect(try store.fetch(NewTask.self, id: task.id) == task, "task \(task.taskID) did not migrate as expected")
        }
        for team in MigrationFixtureV2.teams {
            #expect(try store.fetch(Team.self, id: team.id) == team, "project \(team.projectID) did not become the expected team")
        }
        #expect(try store.count(Tag.self) == 0, "the new entity Tag does not start empty")
        let sql = try DatabaseFile.schemaSQL(url).joined(separator: "\n")
        #expect(!sql.contains("\"Archive\"") && !sql.contains("\"Project\"") && !sql.contains("\"note\""), "a removed or renamed table or column is left:\n\(sql)")
        #expect(sql.contains(#"CREATE INDEX "Task_team" ON "Task" ("team", "team_position")"#), "the renamed relationship's index is missing:\n\(sql)")
        #expect(try DatabaseFile.integrityCheck(url) == ["ok"], "the migrated file fails its integrity check")
    }

    @Test func theMigratedFileTakesNewWritesAndOpensAgainUnchanged() throws {
        let (directory, url) = try SQLiteMigrationFixture.copy()
        defer { _ = directory }
        do {
            let store = try Store(sqliteAt: url, entities: MigrationFixtureV2.entities, options: SQLiteMigrationFixture.options)
            try store.perform { context in
                try context.insert(NewTask(taskID: 4, title: nil, dueDate: nil, estimate: 5_000_000_000, priority: "high", done: true, team: Team.ID("p1")))
            }
        }
        let before = try DatabaseFile.dump(url)
        let store = try Store(sqliteAt: url, entities: MigrationFixtureV2.entities, options: SQLiteMigrationFixture.options)
        #expect(try DatabaseFile.dump(url) == before, "opening a migrated file again changed it")
        #expect(try store.fetch(Team.self, id: Team.ID("p1"))?.tasks == [NewTask.ID(1), NewTask.ID(3), NewTask.ID(4)],
                "a task added after the migration is not last in its team")
        #expect(try store.fetch(NewTask.self, id: NewTask.ID(4))?.estimate == 5_000_000_000, "the widened column does not hold 64 bits")
    }

    @Test func aRefusedMigrationNamesEveryProblemAndLeavesTheFileAsItWas() throws {
        let (directory, url) = try SQLiteMigrationFixture.copy()
        defer { _ = directory }
        let before = try DatabaseFile.dump(url)
        do {
            // Version 2 without its removed entity: Archive is dropped without a mark.
            _ = try Store(sqliteAt: url, entities: MigrationFixtureV2.entities)
            Issue.record("a migration that loses the Archive records was made")
        } catch StoreError.schemaMismatch(let path, let differences) {
            #expect(path == url.path, "the error names \(path)")
            #expect(differences == [
                #"Archive: is in the stored data but not in the schema, so its records would be lost: mark it "removed": true to drop them, or declare "renamedFrom": "Archive" on the entity that replaces it"#,
            ], "the refusal reads \(differences)")
        }
        #expect(try DatabaseFile.dump(url) == before, "a refused migration changed the file")
    }

    @Test func aMigrationThatFailsMidwayLeavesTheFileAsItWas() throws {
        let (directory, url) = try SQLiteMigrationFixture.copy()
        defer { _ = directory }
        // A table the engine does not know, named like the new entity: creating Tag
        // fails after Task and Project have been moved aside.
        try DatabaseFile.execute(url, #"CREATE TABLE "Tag" ("somethingElse" TEXT)"#)
        let before = try DatabaseFile.dump(url)
        let schema = try DatabaseFile.schemaSQL(url)
        #expect(throws: StoreError.self, "a migration whose CREATE TABLE fails did not throw") {
            _ = try Store(sqliteAt: url, entities: MigrationFixtureV2.entities, options: SQLiteMigrationFixture.options)
        }
        #expect(try DatabaseFile.dump(url) == before, "a failed migration changed the rows of the file")
        #expect(try DatabaseFile.schemaSQL(url) == schema, "a failed migration changed the tables of the file")
        let old = try Store(sqliteAt: url, entities: MigrationFixtureV1.entities)
        #expect(try old.count(OldTask.self) == 3, "version 1 cannot open the file after a failed migration")
    }
}
