// Version 1 of the migration test schema, written by hand as the generator emits it
// (model, `StoreEntity`, `+Columns` glue): the "older generated code" that wrote
// `Fixtures/tasks-v1.sqlite`. `MigrationEntitiesV2.swift` is the schema it migrates to.

import Foundation
import Mapwright

/// A task as version 1 declared it.
struct OldTask: StoreEntity, StoreTableEntity {
    struct ID: Hashable, Sendable, Codable, StoreTableIdentity {
        var taskID: Int64
        init(_ taskID: Int64) { self.taskID = taskID }
        func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(taskID) }
        init<R: StoreRowReader>(storeRow row: inout R) throws { taskID = try row.read(Int64.self) }
    }

    static let entityName = "Task"
    static let relationships: [StoreRelationship<OldTask>] = [.toOne("project", \.project, inverse: \OldProject.tasks)]
    static let storeTable = StoreTable(
        name: "Task",
        columns: [
            StoreColumn("taskID", Int64.self, schemaType: "Int64"),
            StoreColumn("title", String.self, schemaType: "String"),
            StoreColumn("due", Date?.self, schemaType: "Date?"),
            StoreColumn("estimate", Int16.self, schemaType: "Int16"),
            StoreColumn("note", String?.self, schemaType: "String?"),
        ],
        identity: ["taskID"],
        relationships: [.toOne("project", to: "Project", inverse: "tasks")])

    var taskID: Int64
    var title: String
    var due: Date?
    var estimate: Int16
    var note: String?
    var project: OldProject.ID?
    var id: ID { ID(taskID) }

    init(taskID: Int64, title: String, due: Date?, estimate: Int16, note: String?, project: OldProject.ID?) {
        (self.taskID, self.title, self.due, self.estimate, self.note, self.project) = (taskID, title, due, estimate, note, project)
    }

    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) {
        row.write(taskID); row.write(title); row.write(due); row.write(estimate); row.write(note)
    }

    init<R: StoreRowReader>(storeRow row: inout R) throws {
        try self.init(
            taskID: row.read(Int64.self), title: row.read(String.self), due: row.read(Date?.self),
            estimate: row.read(Int16.self), note: row.read(String?.self), project: nil)
    }
}

/// A project as version 1 declared it (version 2 renames it `Team`).
struct OldProject: StoreEntity, StoreTableEntity {
    struct ID: Hashable, Sendable, Codable, StoreTableIdentity {
        var projectID: String
        init(_ projectID: String) { self.projectID = projectID }
        func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(projectID) }
        init<R: StoreRowReader>(storeRow row: inout R) throws { projectID = try row.read(String.self) }
    }

    static let entityName = "Project"
    static let relationships: [StoreRelationship<OldProject>] = [.toMany("tasks", \.tasks, inverse: \OldTask.project)]
    static let storeTable = StoreTable(
        name: "Project",
        columns: [StoreColumn("projectID", String.self, schemaType: "String"), StoreColumn("name", String.self, schemaType: "String")],
        identity: ["projectID"],
        relationships: [.toMany("tasks", to: "Task", inverse: "project")])

    var projectID: String
    var name: String
    var tasks: ToMany<OldTask.ID>
    var id: ID { ID(projectID) }

    init(projectID: String, name: String, tasks: ToMany<OldTask.ID> = []) {
        (self.projectID, self.name, self.tasks) = (projectID, name, tasks)
    }

    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(projectID); row.write(name) }

    init<R: StoreRowReader>(storeRow row: inout R) throws {
        try self.init(projectID: row.read(String.self), name: row.read(String.self))
    }
}

/// An entity version 2 marks `"removed": true`.
struct OldArchive: StoreEntity, StoreTableEntity {
    struct ID: Hashable, Sendable, Codable, StoreTableIdentity {
        var archiveID: String
        init(_ archiveID: String) { self.archiveID = archiveID }
        func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(archiveID) }
        init<R: StoreRowReader>(storeRow row: inout R) throws { archiveID = try row.read(String.self) }
    }

    static let entityName = "Archive"
    static let storeTable = StoreTable(name: "Archive", columns: [StoreColumn("archiveID", String.self, schemaType: "String")], identity: ["archiveID"])

    var archiveID: String
    var id: ID { ID(archiveID) }

    init(archiveID: String) { self.archiveID = archiveID }
    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(archiveID) }
    init<R: StoreRowReader>(storeRow row: inout R) throws { try self.init(archiveID: row.read(String.self)) }
}

/// The version 1 records every fixture holds.
enum MigrationFixtureV1 {
    static let entities: [any StoreEntity.Type] = [OldTask.self, OldProject.self, OldArchive.self]

    /// Writes the fixture's records into `context`.
    static func fill(_ context: StoreContext) throws {
        try context.insert(OldProject(projectID: "p1", name: "Home"))
        try context.insert(OldProject(projectID: "p2", name: "Work"))
        try context.insert(OldTask(taskID: 1, title: "Buy milk", due: Date(timeIntervalSince1970: 1_700_000_000), estimate: 3, note: "two litres", project: OldProject.ID("p1")))
        try context.insert(OldTask(taskID: 2, title: "Write report", due: nil, estimate: 300, note: nil, project: OldProject.ID("p2")))
        try context.insert(OldTask(taskID: 3, title: "Call Bob", due: Date(timeIntervalSince1970: 1_700_100_000.25), estimate: -2, note: "x", project: OldProject.ID("p1")))
        try context.insert(OldArchive(archiveID: "a1"))
    }
}
