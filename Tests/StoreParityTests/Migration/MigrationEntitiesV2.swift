// Version 2 of the migration test schema, written by hand as the generator emits it.
// From version 1: `Project` renamed `Team`, `Task.project` renamed `team`, `Task.due`
// renamed `dueDate`, `Task.title` made optional, `Task.estimate` widened from Int16 to
// Int64, `Task.priority` (default "normal") and `Task.done` (optional) added,
// `Task.note` and the entity `Archive` removed, the entity `Tag` added.

import Foundation
import Mapwright

/// A task as version 2 declares it.
struct NewTask: StoreEntity, StoreTableEntity {
    struct ID: Hashable, Sendable, Codable, StoreTableIdentity {
        var taskID: Int64
        init(_ taskID: Int64) { self.taskID = taskID }
        func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(taskID) }
        init<R: StoreRowReader>(storeRow row: inout R) throws { taskID = try row.read(Int64.self) }
    }

    static let entityName = "Task"
    static let relationships: [StoreRelationship<NewTask>] = [.toOne("team", \.team, inverse: \Team.tasks)]
    static let storeTable = StoreTable(
        name: "Task",
        columns: [
            StoreColumn("taskID", Int64.self, schemaType: "Int64"),
            StoreColumn("title", String?.self, schemaType: "String?"),
            StoreColumn("dueDate", Date?.self, schemaType: "Date?", renamedFrom: "due"),
            StoreColumn("estimate", Int64.self, schemaType: "Int64"),
            StoreColumn("priority", String.self, schemaType: "String", default: "normal"),
            StoreColumn("done", Bool?.self, schemaType: "Bool?"),
        ],
        identity: ["taskID"],
        relationships: [.toOne("team", to: "Team", inverse: "tasks", renamedFrom: "project")],
        removed: ["note"])

    var taskID: Int64
    var title: String?
    var dueDate: Date?
    var estimate: Int64
    var priority: String
    var done: Bool?
    var team: Team.ID?
    var id: ID { ID(taskID) }

    init(taskID: Int64, title: String?, dueDate: Date?, estimate: Int64, priority: String = "normal", done: Bool? = nil, team: Team.ID? = nil) {
        (self.taskID, self.title, self.dueDate, self.estimate, self.priority, self.done, self.team) = (taskID, title, dueDate, estimate, priority, done, team)
    }

    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) {
        row.write(taskID); row.write(title); row.write(dueDate); row.write(estimate); row.write(priority); row.write(done)
    }

    init<R: StoreRowReader>(storeRow row: inout R) throws {
        try self.init(
            taskID: row.read(Int64.self), title: row.read(String?.self), dueDate: row.read(Date?.self),
            estimate: row.read(Int64.self), priority: row.read(String.self), done: row.read(Bool?.self))
    }
}

/// Version 1's `Project`, renamed.
struct Team: StoreEntity, StoreTableEntity {
    struct ID: Hashable, Sendable, Codable, StoreTableIdentity {
        var projectID: String
        init(_ projectID: String) { self.projectID = projectID }
        func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(projectID) }
        init<R: StoreRowReader>(storeRow row: inout R) throws { projectID = try row.read(String.self) }
    }

    static let entityName = "Team"
    static let relationships: [StoreRelationship<Team>] = [.toMany("tasks", \.tasks, inverse: \NewTask.team)]
    static let storeTable = StoreTable(
        name: "Team",
        columns: [StoreColumn("projectID", String.self, schemaType: "String"), StoreColumn("name", String.self, schemaType: "String")],
        identity: ["projectID"],
        relationships: [.toMany("tasks", to: "Task", inverse: "team")],
        renamedFrom: "Project")

    var projectID: String
    var name: String
    var tasks: ToMany<NewTask.ID>
    var id: ID { ID(projectID) }

    init(projectID: String, name: String, tasks: ToMany<NewTask.ID> = []) {
        (self.projectID, self.name, self.tasks) = (projectID, name, tasks)
    }

    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(projectID); row.write(name) }

    init<R: StoreRowReader>(storeRow row: inout R) throws {
        try self.init(projectID: row.read(String.self), name: row.read(String.self))
    }
}

/// An entity new in version 2.
struct Tag: StoreEntity, StoreTableEntity {
    struct ID: Hashable, Sendable, Codable, StoreTableIdentity {
        var tagID: String
        init(_ tagID: String) { self.tagID = tagID }
        func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(tagID) }
        init<R: StoreRowReader>(storeRow row: inout R) throws { tagID = try row.read(String.self) }
    }

    static let entityName = "Tag"
    static let storeTable = StoreTable(name: "Tag", columns: [StoreColumn("tagID", String.self, schemaType: "String")], identity: ["tagID"])

    var tagID: String
    var id: ID { ID(tagID) }

    init(tagID: String) { self.tagID = tagID }
    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(tagID) }
    init<R: StoreRowReader>(storeRow row: inout R) throws { try self.init(tagID: row.read(String.self)) }
}

/// Version 2, and what its records must be after migrating the version 1 fixture.
enum MigrationFixtureV2 {
    static let entities: [any StoreEntity.Type] = [NewTask.self, Team.self, Tag.self]
    static let removedEntities: Set<String> = ["Archive"]

    static let tasks = [
        NewTask(taskID: 1, title: "Buy milk", dueDate: Date(timeIntervalSince1970: 1_700_000_000), estimate: 3, team: Team.ID("p1")),
        NewTask(taskID: 2, title: "Write report", dueDate: nil, estimate: 300, team: Team.ID("p2")),
        NewTask(taskID: 3, title: "Call Bob", dueDate: Date(timeIntervalSince1970: 1_700_100_000.25), estimate: -2, team: Team.ID("p1")),
    ]
    static let teams = [
        Team(projectID: "p1", name: "Home", tasks: [NewTask.ID(1), NewTask.ID(3)]),
        Team(projectID: "p2", name: "Work", tasks: [NewTask.ID(2)]),
    ]
}
