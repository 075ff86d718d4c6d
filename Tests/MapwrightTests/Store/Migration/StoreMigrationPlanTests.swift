import Foundation
import Mapwright
import Testing

/// Descriptions of a tiny `Task` entity in its stored and current forms.
private enum Tables {
    static let id = StoreColumn("taskID", Int64.self, schemaType: "Int64")
    static let title = StoreColumn("title", String.self, schemaType: "String")

    static func task(_ columns: [StoreColumn], relationships: [StoreTableRelationship] = [], renamedFrom: String? = nil, removed: [String] = []) -> StoreTable {
        StoreTable(name: "Task", columns: [id] + columns, identity: ["taskID"], relationships: relationships, renamedFrom: renamedFrom, removed: removed)
    }

    static let stored = task([title])
    static let project = StoreTable(name: "Project", columns: [StoreColumn("projectID", String.self, schemaType: "String")], identity: ["projectID"])

    static func plan(_ stored: [StoreTable], _ current: [StoreTable], removed: Set<String> = []) throws -> StoreMigrationPlan {
        try StoreMigrationPlan.make(from: stored, to: current, removedEntities: removed)
    }

    /// The refusal's problems as text, or a failure when the plan was made.
    static func refusal(_ stored: [StoreTable], _ current: [StoreTable], removed: Set<String> = []) -> [String] {
        do {
            let plan = try StoreMigrationPlan.make(from: stored, to: current, removedEntities: removed)
            return ["planned: \(plan)"]
        } catch {
            return error.problems.map(\.description)
        }
    }
}

/// What the planner makes of each change between a stored and a current schema.
@Suite struct StoreMigrationPlanTests {
    @Test func theSameSchemaNeedsNothing() throws {
        let plan = try Tables.plan([Tables.stored], [Tables.stored])
        #expect(plan.isEmpty, "an unchanged schema planned \(plan)")
        #expect(plan.sources["Task"]?.columns == ["taskID": "taskID", "title": "title"], "the columns do not come from themselves: \(plan.sources)")
    }

    @Test func aNewEntityStartsEmpty() throws {
        let plan = try Tables.plan([Tables.stored], [Tables.stored, Tables.project])
        #expect(plan.steps == [.addEntity("Project")], "a new entity planned \(plan.steps)")
        #expect(plan.sources["Project"] == nil, "a new entity has a stored source")
    }

    @Test func aNewOptionalAttributeIsNilInExistingRecords() throws {
        let plan = try Tables.plan([Tables.stored], [Tables.task([Tables.title, StoreColumn("note", String?.self, schemaType: "String?")])])
        #expect(plan.steps == [.addAttribute(entity: "Task", name: "note", default: nil)], "a new optional attribute planned \(plan.steps)")
    }

    @Test func aNewDefaultedAttributeGetsItsDefaultInStoredForm() throws {
        let priority = StoreColumn("priority", String.self, schemaType: "String", default: "normal")
        let done = StoreColumn("done", Bool.self, schemaType: "Bool", default: false)
        let plan = try Tables.plan([Tables.stored], [Tables.task([Tables.title, priority, done])])
        #expect(plan.steps == [
            .addAttribute(entity: "Task", name: "priority", default: .text("normal")),
            .addAttribute(entity: "Task", name: "done", default: .integer(0)),
        ], "new defaulted attributes planned \(plan.steps)")
        #expect(plan.steps[0].description == "add attribute Task.priority (default 'normal')", "the step reads \(plan.steps[0])")
    }

    @Test func aNewRequiredAttributeWithoutDefaultIsRefused() {
        let problems = Tables.refusal([Tables.stored], [Tables.task([Tables.title, StoreColumn("owner", String.self, schemaType: "String")])])
        #expect(problems == [
            #"Task.owner: is new and required (String), so records already stored have no value for it: give it a "default", make it optional ("String?"), or, if it is an attribute renamed, declare "renamedFrom" with its old name"#,
        ], "the refusal reads \(problems)")
    }

    @Test func aRenamedAttributeKeepsItsValues() throws {
        let renamed = StoreColumn("heading", String.self, schemaType: "String", renamedFrom: "title")
        let plan = try Tables.plan([Tables.stored], [Tables.task([renamed])])
        #expect(plan.steps == [.renameAttribute(entity: "Task", from: "title", to: "heading")], "a rename planned \(plan.steps)")
        #expect(plan.sources["Task"]?.columns["heading"] == "title", "the renamed column's source is \(String(describing: plan.sources["Task"]?.columns))")
    }

    @Test func aRenameAlreadyAppliedIsNothingToDo() throws {
        let renamed = StoreColumn("heading", String.self, schemaType: "String", renamedFrom: "title")
        let plan = try Tables.plan([Tables.task([StoreColumn("heading", String.self, schemaType: "String")])], [Tables.task([renamed])])
        #expect(plan.isEmpty, "data already under the new name planned \(plan)")
    }

    @Test func aRemovedAttributeIsDropped() throws {
        let plan = try Tables.plan([Tables.stored], [Tables.task([], removed: ["title"])])
        #expect(plan.steps == [.dropAttribute(entity: "Task", name: "title")], "a removed attribute planned \(plan.steps)")
    }

    @Test func anAttributeDroppedWithoutMarkIsRefused() {
        let problems = Tables.refusal([Tables.stored], [Tables.task([])])
        #expect(problems == [
            #"Task.title: is in the stored data but not in the schema, so its values would be lost: mark it "removed": true to drop them, or declare "renamedFrom": "title" on the attribute that replaces it"#,
        ], "the refusal reads \(problems)")
    }

    @Test func anAttributeMadeOptionalKeepsItsValues() throws {
        let plan = try Tables.plan([Tables.stored], [Tables.task([StoreColumn("title", String?.self, schemaType: "String?")])])
        #expect(plan.steps == [.makeOptional(entity: "Task", name: "title")], "making optional planned \(plan.steps)")
    }

    @Test func anAttributeMadeRequiredNeedsADefault() throws {
        let stored = Tables.task([StoreColumn("title", String?.self, schemaType: "String?")])
        let problems = Tables.refusal([stored], [Tables.stored])
        #expect(problems == [
            #"Task.title: was optional (String?) and is now required (String), so stored nils have no value: give it a "default" to replace them, or keep it optional"#,
        ], "the refusal reads \(problems)")
        let plan = try Tables.plan([stored], [Tables.task([StoreColumn("title", String.self, schemaType: "String", default: "untitled")])])
        #expect(plan.steps == [.makeRequired(entity: "Task", name: "title", default: .text("untitled"))], "making required with a default planned \(plan.steps)")
    }

    @Test(arguments: [("Int16", "Int32"), ("Int16", "Int64"), ("Int32", "Int64"), ("Int32", "Int"), ("Int", "Int64"), ("Float", "Double")])
    func widerTypesKeepTheirValues(_ old: String, _ new: String) throws {
        let plan = try Tables.plan(
            [Tables.task([StoreColumn(name: "size", schemaType: old, storage: old == "Float" ? .real : .integer, isOptional: false)])],
            [Tables.task([StoreColumn(name: "size", schemaType: new, storage: new == "Double" ? .real : .integer, isOptional: false)])])
        #expect(plan.steps == [.widen(entity: "Task", name: "size", from: old, to: new)], "\(old) to \(new) planned \(plan.steps)")
    }

    @Test(arguments: [("Int64", "Int16"), ("String", "Int"), ("Double", "Float"), ("Int", "Double")])
    func narrowerOrOtherTypesAreRefused(_ old: String, _ new: String) {
        let problems = Tables.refusal(
            [Tables.task([StoreColumn(name: "size", schemaType: old, storage: .integer, isOptional: false)])],
            [Tables.task([StoreColumn(name: "size", schemaType: new, storage: .integer, isOptional: false)])])
        #expect(problems == [
            #"Task.size: changed type from \#(old) to \#(new), which has no safe conversion: add an attribute of the new type and mark this one "removed": true"#,
        ], "\(old) to \(new): the refusal reads \(problems)")
    }

    @Test func anIdentityChangeIsRefused() {
        let stored = StoreTable(name: "Task", columns: [Tables.id, Tables.title], identity: ["taskID"])
        let current = StoreTable(name: "Task", columns: [Tables.id, Tables.title], identity: ["title"])
        let problems = Tables.refusal([stored], [current])
        #expect(problems == [
            #"Task: identity changed from (taskID: Int64) to (title: String), so stored records cannot be matched to new ones: declare a new entity and mark this one "removed": true"#,
        ], "the refusal reads \(problems)")
    }

    @Test func aRenamedIdentityAttributeIsNoIdentityChange() throws {
        let current = StoreTable(
            name: "Task", columns: [StoreColumn("key", Int64.self, schemaType: "Int64", renamedFrom: "taskID"), Tables.title], identity: ["key"])
        let plan = try Tables.plan([Tables.stored], [current])
        #expect(plan.steps == [.renameAttribute(entity: "Task", from: "taskID", to: "key")], "renaming the identity planned \(plan.steps)")
    }

    @Test func aRenamedEntityKeepsItsRecords() throws {
        let current = StoreTable(name: "Chore", columns: [Tables.id, Tables.title], identity: ["taskID"], renamedFrom: "Task")
        let plan = try Tables.plan([Tables.stored], [current])
        #expect(plan.steps == [.renameEntity(from: "Task", to: "Chore")], "an entity rename planned \(plan.steps)")
        #expect(plan.sources["Chore"]?.storedName == "Task", "the renamed entity's source is \(String(describing: plan.sources["Chore"]))")
    }

    @Test func aRemovedEntityIsDroppedAndAnUnmarkedOneRefused() throws {
        let plan = try Tables.plan([Tables.stored, Tables.project], [Tables.stored], removed: ["Project"])
        #expect(plan.steps == [.dropEntity("Project")], "a removed entity planned \(plan.steps)")
        let problems = Tables.refusal([Tables.stored, Tables.project], [Tables.stored])
        #expect(problems == [
            #"Project: is in the stored data but not in the schema, so its records would be lost: mark it "removed": true to drop them, or declare "renamedFrom": "Project" on the entity that replaces it"#,
        ], "the refusal reads \(problems)")
    }

    @Test func relationshipsAreAddedRenamedAndRemoved() throws {
        let stored = Tables.task([Tables.title], relationships: [.toOne("project", to: "Project")])
        let added = try Tables.plan([Tables.stored, Tables.project], [stored, Tables.project])
        #expect(added.steps == [.addRelationship(entity: "Task", name: "project")], "a new relationship planned \(added.steps)")
        let renamed = try Tables.plan([stored, Tables.project], [Tables.task([Tables.title], relationships: [.toOne("group", to: "Project", renamedFrom: "project")]), Tables.project])
        #expect(renamed.steps == [.renameRelationship(entity: "Task", from: "project", to: "group")], "a relationship rename planned \(renamed.steps)")
        #expect(renamed.sources["Task"]?.relationships == ["group": "project"], "the renamed relationship's source is \(String(describing: renamed.sources["Task"]))")
        let removed = try Tables.plan([stored, Tables.project], [Tables.task([Tables.title], removed: ["project"]), Tables.project])
        #expect(removed.steps == [.dropRelationship(entity: "Task", name: "project")], "a removed relationship planned \(removed.steps)")
    }

    @Test func aNewRequiredRelationshipIsRefused() {
        let current = Tables.task([Tables.title], relationships: [.toOne("project", to: "Project", required: true)])
        let problems = Tables.refusal([Tables.stored, Tables.project], [current, Tables.project])
        #expect(problems == [
            #"Task.project: is new and required, so records already stored have no link for it: make it optional ("optional": true, the default), or, if it is a relationship renamed, declare "renamedFrom" with its old name"#,
        ], "the refusal reads \(problems)")
    }

    @Test func aRelationshipDroppedOrReshapedIsRefused() {
        let stored = Tables.task([Tables.title], relationships: [.toOne("project", to: "Project")])
        let dropped = Tables.refusal([stored, Tables.project], [Tables.stored, Tables.project])
        #expect(dropped == [
            #"Task.project: is in the stored data but not in the schema, so its links would be lost: mark it "removed": true to drop them, or declare "renamedFrom": "project" on the relationship that replaces it"#,
        ], "the refusal reads \(dropped)")
        let reshaped = Tables.refusal([stored, Tables.project], [Tables.task([Tables.title], relationships: [.toMany("project", to: "Project")]), Tables.project])
        #expect(reshaped == [
            #"Task.project: changed from to-one Project to to-many Project, which stored links cannot follow: add a relationship of the new shape and mark this one "removed": true"#,
        ], "the refusal reads \(reshaped)")
    }

    @Test func aRelationshipToARenamedEntityWithARenamedInverseIsTheSameRelationship() throws {
        let stored = [
            Tables.task([Tables.title], relationships: [.toOne("project", to: "Project", inverse: "tasks")]),
            StoreTable(name: "Project", columns: Tables.project.columns, identity: ["projectID"], relationships: [.toMany("tasks", to: "Task", inverse: "project")]),
        ]
        let current = [
            Tables.task([Tables.title], relationships: [.toOne("team", to: "Team", inverse: "chores", renamedFrom: "project")]),
            StoreTable(name: "Team", columns: Tables.project.columns, identity: ["projectID"],
                       relationships: [.toMany("chores", to: "Task", inverse: "team", renamedFrom: "tasks")], renamedFrom: "Project"),
        ]
        let plan = try Tables.plan(stored, current)
        #expect(plan.steps == [
            .renameRelationship(entity: "Task", from: "project", to: "team"),
            .renameEntity(from: "Project", to: "Team"),
            .renameRelationship(entity: "Team", from: "tasks", to: "chores"),
        ], "the renames planned \(plan.steps)")
    }

    @Test func everyRefusalIsListedAtOnce() {
        let stored = Tables.task([Tables.title, StoreColumn("size", Int64.self, schemaType: "Int64")])
        let current = Tables.task([StoreColumn("size", Int16.self, schemaType: "Int16"), StoreColumn("owner", String.self, schemaType: "String")])
        let problems = Tables.refusal([stored, Tables.project], [current])
        #expect(problems.count == 4, "expected the new required owner, the narrowed size, the dropped title and the dropped Project: \(problems)")
        #expect(problems.map { $0.prefix(while: { $0 != ":" }) } == ["Task.size", "Task.owner", "Task.title", "Project"], "the problems are \(problems)")
    }
}
