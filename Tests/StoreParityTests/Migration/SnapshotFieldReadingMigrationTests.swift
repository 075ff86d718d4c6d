import Foundation
@testable import Mapwright
import Testing

// Version 2's `Task` and `Team` (`MigrationEntitiesV2.swift`) as entities that read
// snapshot records field by field, as generated entities do: same names, fields and
// table descriptions, so a version 1 file migrates to them as it does to version 2.

/// `NewTask`, reading its records field by field.
struct FieldReadTask: StoreEntity, StoreTableEntity, SnapshotRecordDecodable {
    static let entityName = "Task"
    static let relationships: [StoreRelationship<FieldReadTask>] = [.toOne("team", \.team, inverse: \FieldReadTeam.tasks)]
    static var storeTable: StoreTable { NewTask.storeTable }
    static let snapshotFieldNames = ["taskID", "title", "dueDate", "estimate", "priority", "done", "team"]

    var taskID: Int64
    var title: String?
    var dueDate: Date?
    var estimate: Int64
    var priority: String
    var done: Bool?
    var team: Team.ID?
    var id: NewTask.ID { NewTask.ID(taskID) }

    /// The same record as version 2 declares it.
    var task: NewTask {
        NewTask(taskID: taskID, title: title, dueDate: dueDate, estimate: estimate, priority: priority, done: done, team: team)
    }

    init(_ task: NewTask) {
        (taskID, title, dueDate, estimate, priority, done, team) = (task.taskID, task.title, task.dueDate, task.estimate, task.priority, task.done, task.team)
    }

    init(snapshotRecord record: SnapshotRecordReader) throws {
        taskID = try record.field(0)
        title = try record.optionalField(1)
        dueDate = try record.optionalField(2)
        estimate = try record.field(3)
        priority = try record.field(4)
        done = try record.optionalField(5)
        team = try record.optionalField(6)
    }

    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { task.writeStoreColumns(to: &row) }
    init<R: StoreRowReader>(storeRow row: inout R) throws { self.init(try NewTask(storeRow: &row)) }
}

/// `Team`, reading its records field by field.
struct FieldReadTeam: StoreEntity, StoreTableEntity, SnapshotRecordDecodable {
    static let entityName = "Team"
    static let relationships: [StoreRelationship<FieldReadTeam>] = [.toMany("tasks", \.tasks, inverse: \FieldReadTask.team)]
    static var storeTable: StoreTable { Team.storeTable }
    static let snapshotFieldNames = ["projectID", "name", "tasks"]

    var projectID: String
    var name: String
    var tasks: ToMany<NewTask.ID>
    var id: Team.ID { Team.ID(projectID) }

    /// The same record as version 2 declares it.
    var team: Team { Team(projectID: projectID, name: name, tasks: tasks) }

    init(_ team: Team) {
        (projectID, name, tasks) = (team.projectID, team.name, team.tasks)
    }

    init(snapshotRecord record: SnapshotRecordReader) throws {
        projectID = try record.field(0)
        name = try record.field(1)
        tasks = try record.field(2)
    }

    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { team.writeStoreColumns(to: &row) }
    init<R: StoreRowReader>(storeRow row: inout R) throws { self.init(try Team(storeRow: &row)) }
}

/// A snapshot written with an older schema migrates the same way when its records are
/// read field by field: renamed fields are found under their old keys and added ones
/// get their defaults.
@Suite struct SnapshotFieldReadingMigrationTests {
    @Test(arguments: ["tasks-v1.snapshot", "tasks-v1-format1.snapshot"])
    func versionOneLoadsMigratedIntoFieldReadingEntities(_ name: String) throws {
        let url = SnapshotMigrationFixture.directory.appendingPathComponent(name)
        let store = try Store.load(
            from: url, entities: [FieldReadTask.self, FieldReadTeam.self, Tag.self], removedEntities: MigrationFixtureV2.removedEntities)
        for task in MigrationFixtureV2.tasks {
            #expect(try store.fetch(FieldReadTask.self, id: task.id)?.task == task, "\(name): task \(task.taskID) did not migrate as expected")
        }
        for team in MigrationFixtureV2.teams {
            #expect(try store.fetch(FieldReadTeam.self, id: team.id)?.team == team, "\(name): project \(team.projectID) did not become the expected team")
        }
    }

    @Test func aRequiredFieldMissingWithoutADefaultIsAnUnreadableRecordOnBothPaths() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("crews.snapshot")
        let store = try Store(entities: [Crew.self])
        try store.perform { context in try context.insert(Crew(crewID: "c1")) }
        try store.save(to: url)
        let schema = try StoreSchema([CrewWithMotto.self])
        let bytes = try POSIXFileOperations().read(url.path)
        var decodable = SnapshotDecoder(schema: schema, path: url.path)
        decodable.readsFieldsDirectly = false
        for (path, decoder) in [("field reading", SnapshotDecoder(schema: schema, path: url.path)), ("Decodable", decodable)] {
            #expect("\(path) did not report the crew without a motto as an unreadable Crew record", performing: { _ = try decoder.decode(bytes) }, throws: { error in
                guard case .snapshot(_, let offset?, .unreadableRecord(entity: "Crew", let reason))? = error as? StoreError else { return false }
                return offset > SnapshotFormat.headerSize && reason.contains("motto")
            })
        }
    }
}

/// A crew as first written: no motto.
struct Crew: StoreEntity {
    static let entityName = "Crew"
    var crewID: String
    var id: String { crewID }
}

/// A crew as a later schema declares it, with a required `motto` and no default for it.
struct CrewWithMotto: StoreEntity, SnapshotRecordDecodable {
    static let entityName = "Crew"
    static let snapshotFieldNames = ["crewID", "motto"]
    var crewID: String
    var motto: String
    var id: String { crewID }

    init(snapshotRecord record: SnapshotRecordReader) throws {
        crewID = try record.field(0)
        motto = try record.field(1)
    }
}
