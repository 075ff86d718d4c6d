import Foundation
import Mapwright
import MapwrightSQLite
import Testing

/// A note as version 1 declared it: optional text.
private struct NoteV1: StoreEntity, StoreTableEntity {
    struct ID: Hashable, Sendable, Codable, StoreTableIdentity {
        var noteID: String
        func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(noteID) }
        init(_ noteID: String) { self.noteID = noteID }
        init<R: StoreRowReader>(storeRow row: inout R) throws { noteID = try row.read(String.self) }
    }

    static let entityName = "Note"
    static let storeTable = StoreTable(
        name: "Note",
        columns: [StoreColumn("noteID", String.self, schemaType: "String"), StoreColumn("text", String?.self, schemaType: "String?")],
        identity: ["noteID"])

    var noteID: String
    var text: String?
    var id: ID { ID(noteID) }

    init(noteID: String, text: String?) { (self.noteID, self.text) = (noteID, text) }
    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(noteID); row.write(text) }
    init<R: StoreRowReader>(storeRow row: inout R) throws { try self.init(noteID: row.read(String.self), text: row.read(String?.self)) }
}

/// Version 2: `text` required with a default (nils become it), and a new to-one
/// relationship `folder` to a new entity.
private struct NoteV2: StoreEntity, StoreTableEntity {
    typealias ID = NoteV1.ID

    static let entityName = "Note"
    static let relationships: [StoreRelationship<NoteV2>] = [.toOne("folder", \.folder, to: Folder.self)]
    static let storeTable = StoreTable(
        name: "Note",
        columns: [
            StoreColumn("noteID", String.self, schemaType: "String"),
            StoreColumn("text", String.self, schemaType: "String", default: "(empty)"),
        ],
        identity: ["noteID"],
        relationships: [.toOne("folder", to: "Folder")])

    var noteID: String
    var text: String
    var folder: Folder.ID?
    var id: ID { ID(noteID) }

    init(noteID: String, text: String, folder: Folder.ID? = nil) { (self.noteID, self.text, self.folder) = (noteID, text, folder) }
    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(noteID); row.write(text) }
    init<R: StoreRowReader>(storeRow row: inout R) throws { try self.init(noteID: row.read(String.self), text: row.read(String.self)) }
}

/// An entity new in version 2.
private struct Folder: StoreEntity, StoreTableEntity {
    struct ID: Hashable, Sendable, Codable, StoreTableIdentity {
        var folderID: String
        func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(folderID) }
        init(_ folderID: String) { self.folderID = folderID }
        init<R: StoreRowReader>(storeRow row: inout R) throws { folderID = try row.read(String.self) }
    }

    static let entityName = "Folder"
    static let storeTable = StoreTable(name: "Folder", columns: [StoreColumn("folderID", String.self, schemaType: "String")], identity: ["folderID"])

    var folderID: String
    var id: ID { ID(folderID) }

    init(folderID: String) { self.folderID = folderID }
    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(folderID) }
    init<R: StoreRowReader>(storeRow row: inout R) throws { try self.init(folderID: row.read(String.self)) }
}

/// Making an attribute required with a default and adding a relationship, on both engines.
@Suite struct MoreMigrationTests {
    private static let written = [NoteV1(noteID: "a", text: "kept"), NoteV1(noteID: "b", text: nil)]
    private static let expected = [NoteV2(noteID: "a", text: "kept"), NoteV2(noteID: "b", text: "(empty)")]

    @Test func sqliteFillsNilsWithTheDefaultAndAddsTheRelationship() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("notes.sqlite")
        do {
            let store = try Store(sqliteAt: url, entities: [NoteV1.self])
            try store.perform { context in for note in Self.written { try context.insert(note) } }
        }
        let store = try Store(sqliteAt: url, entities: [NoteV2.self, Folder.self])
        for note in Self.expected {
            #expect(try store.fetch(NoteV2.self, id: note.id) == note, "note \(note.noteID) did not migrate as expected")
        }
        try store.perform { context in
            try context.insert(Folder(folderID: "f"))
            try context.update(NoteV2(noteID: "a", text: "kept", folder: Folder.ID("f")))
        }
        #expect(try store.fetch(NoteV2.self, id: NoteV1.ID("a"))?.folder == Folder.ID("f"), "the new relationship does not keep a link")
    }

    @Test func snapshotsFillNilsWithTheDefault() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("notes.snapshot")
        let old = try Store(entities: [NoteV1.self])
        try old.perform { context in for note in Self.written { try context.insert(note) } }
        try old.save(to: url)
        let store = try Store.load(from: url, entities: [NoteV2.self, Folder.self])
        for note in Self.expected {
            #expect(try store.fetch(NoteV2.self, id: note.id) == note, "note \(note.noteID) did not load as expected")
        }
    }

    @Test func makingRequiredWithoutADefaultIsRefusedOnBothEngines() throws {
        let directory = try TemporaryDirectory()
        let database = directory.url.appendingPathComponent("notes.sqlite")
        let snapshot = directory.url.appendingPathComponent("notes.snapshot")
        do {
            let store = try Store(sqliteAt: database, entities: [NoteV1.self])
            try store.perform { context in for note in Self.written { try context.insert(note) } }
            let memory = try Store(entities: [NoteV1.self])
            try memory.perform { context in for note in Self.written { try context.insert(note) } }
            try memory.save(to: snapshot)
        }
        let message = #"Note.text: was optional (String?) and is now required (String), so stored nils have no value: give it a "default" to replace them, or keep it optional"#
        for open in [{ _ = try Store(sqliteAt: database, entities: [StrictNote.self]) }, { _ = try Store.load(from: snapshot, entities: [StrictNote.self]) }] {
            do {
                try open()
                Issue.record("an optional attribute was made required without a default")
            } catch StoreError.schemaMismatch(_, let differences) {
                #expect(differences == [message], "the refusal reads \(differences)")
            }
        }
    }
}

/// Version 2 without the default: refused.
private struct StrictNote: StoreEntity, StoreTableEntity {
    typealias ID = NoteV1.ID

    static let entityName = "Note"
    static let storeTable = StoreTable(
        name: "Note",
        columns: [StoreColumn("noteID", String.self, schemaType: "String"), StoreColumn("text", String.self, schemaType: "String")],
        identity: ["noteID"])

    var noteID: String
    var text: String
    var id: ID { ID(noteID) }

    init(noteID: String, text: String) { (self.noteID, self.text) = (noteID, text) }
    func writeStoreColumns<W: StoreRowWriter>(to row: inout W) { row.write(noteID); row.write(text) }
    init<R: StoreRowReader>(storeRow row: inout R) throws { try self.init(noteID: row.read(String.self), text: row.read(String.self)) }
}
