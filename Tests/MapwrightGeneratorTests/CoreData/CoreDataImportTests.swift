import Foundation
import Testing
@testable import MapwrightGenerator

/// `mapwright import-coredata` on the fixture models: each imports and its schema lints
/// clean, and each Core Data feature shows up as its schema entry.
@Suite("import-coredata: models become schemas")
struct CoreDataImportTests {
    @Test("each fixture model imports, and the schema it writes lints clean", arguments: CoreDataFixture.models.map(\.path))
    func fixtureImportsAndLints(_ model: String) throws {
        let module = try #require(CoreDataFixture.models.first { $0.path == model }?.module)
        let run = try CoreDataFixture.run(CoreDataFixture.path(model), module: module)
        #expect(run.status == 0, "import of \(model) exits \(run.status):\n\(run.output.standardError)")
        let text = try #require(run.text, "no schema written for \(model)")
        let lint = SchemaFrontEnd.load([SchemaSource(path: run.schemaPath, text: text)])
        #expect(lint.diagnostics.isEmpty, "lint of the schema of \(model): \(DiagnosticFormatter.text(for: lint.diagnostics))")
        #expect(lint.schema != nil, "the schema of \(model) does not load")
    }

    /// A feature: the fixture, options, and a line the schema must hold.
    struct Feature: CustomTestStringConvertible, Sendable {
        var name: String
        var model: String
        var arguments: [String] = []
        var line: String
        var testDescription: String { name }
    }

    static let features: [Feature] = [
        Feature(name: "Integer 16 with a default", model: "Library.xcdatamodeld", line: #""pages": { "type": "Int16", "default": 0 }"#),
        Feature(name: "Integer 32", model: "Library.xcdatamodeld", line: #""copies": { "type": "Int32", "default": 1 }"#),
        Feature(name: "optional Integer 64", model: "Library.xcdatamodeld", line: #""isbn": "Int64?""#),
        Feature(name: "Double", model: "Library.xcdatamodeld", line: #""rating": { "type": "Double?", "default": 2.5 }"#),
        Feature(name: "Float", model: "Library.xcdatamodeld", line: #""weight": { "type": "Float?", "default": 0.0 }"#),
        Feature(name: "Decimal", model: "Library.xcdatamodeld", line: #""price": { "type": "Decimal?", "default": 9.99 }"#),
        Feature(name: "Boolean default YES", model: "Library.xcdatamodeld", line: #""inPrint": { "type": "Bool", "default": true }"#),
        Feature(name: "Binary Data", model: "Library.xcdatamodeld", line: #""cover": "Data?""#),
        Feature(name: "UUID", model: "Library.xcdatamodeld", line: #""catalogID": "UUID?""#),
        Feature(name: "URI", model: "Library.xcdatamodeld", line: #""link": "URL?""#),
        Feature(name: "Transformable without a JSON transformer", model: "Library.xcdatamodeld", line: #""extra": "JSON?""#),
        Feature(name: "Date default (defaultDateTimeInterval)", model: "Library.xcdatamodeld", line: #""born": { "type": "Date?", "default": "1970-01-01T00:00:00Z" }"#),
        Feature(name: "parentEntity as extends", model: "Library.xcdatamodeld", line: #""extends": "Item""#),
        Feature(name: "id as identity, renamed", model: "Library.xcdatamodeld", line: #""itemID": "id""#),
        Feature(name: "<entity>ID as identity", model: "Library.xcdatamodeld", line: #""identity": "authorID""#),
        Feature(name: "uniqueness constraint as identity", model: "Library.xcdatamodeld", line: #""identity": "label""#),
        Feature(name: "indexed and fetchIndex", model: "Library.xcdatamodeld", line: #""indexes": [["pages"], ["title", "author"]]"#),
        Feature(name: "required to-one with inverse", model: "Library.xcdatamodeld", line: #""author": { "to": "Author", "inverse": "books", "optional": false }"#),
        Feature(name: "ordered to-many, cascade", model: "Library.xcdatamodeld", line: #""chapters": { "to": "Chapter", "many": true, "inverse": "book", "deleteRule": "cascade" }"#),
        Feature(name: "deny", model: "Library.xcdatamodeld", line: #""books": { "to": "Book", "many": true, "inverse": "author", "deleteRule": "deny" }"#),
        Feature(name: "renamingIdentifier of a relationship", model: "Library.xcdatamodeld", line: #""shelf": { "to": "Shelf", "inverse": "books", "renamedFrom": "stack" }"#),
        Feature(name: "renamingIdentifier of an attribute", model: "Library.xcdatamodeld", line: #""title": { "type": "String", "renamedFrom": "name" }"#),
        Feature(name: "renamingIdentifier of an entity", model: "Library.xcdatamodeld", line: #""renamedFrom": "Stack""#),
        Feature(name: "Groot JSONKeyPath", model: "groot/Model.xcdatamodel", line: #""realName": "real_name""#),
        Feature(name: "Groot identityAttributes (composite)", model: "groot/Model.xcdatamodel", line: #""identity": ["suit", "value"]"#),
        Feature(name: "Groot identityAttribute", model: "groot/Model.xcdatamodel", line: #""identity": "identifier""#),
        Feature(name: "MagicalRecord mappedKeyName with fallbacks", model: "magicalrecord/TestModel.xcdatamodel",
                line: #""secondaryMappedAttribute": { "key": ["no_in_use", "getting_warmer", "actualMappedKey"] }"#),
        Feature(name: "MagicalRecord dotted mappedKeyName", model: "magicalrecord/TestModel.xcdatamodel", line: #""nestedAttribute": "attributeValue.nestedValue""#),
        Feature(name: "MagicalRecord relatedByAttribute as identity", model: "magicalrecord/TestModel.xcdatamodel", line: #""identity": "testPrimaryKey""#),
        Feature(name: "MagicalRecord dateFormat", model: "magicalrecord/TestModel.xcdatamodel", line: #""dateWithCustomFormat": { "key": "dateWithCustomFormat", "box": "date:M/d/yyyy H-mm-ss" }"#),
        Feature(name: "MagicalRecord UnixTime", model: "magicalrecord/TestModel.xcdatamodel", line: #""unixTime13TestAttribute": { "key": "unixTime13TestAttribute", "box": "date" }"#),
        Feature(name: "MagicalRecord attributeValueClassName as a custom box", model: "magicalrecord/TestModel.xcdatamodel",
                line: #""colorTestAttribute": { "key": "colorTestAttribute", "box": "custom:MagicalRecordBoxes.Color" }"#),
        Feature(name: "Sync remoteID read from id", model: "Sync.xcdatamodel", line: #""remoteID": "id""#),
        Feature(name: "Sync dotted remoteKey", model: "Sync.xcdatamodel", line: #""city": "address.city""#),
        Feature(name: "Sync isPrimaryKey", model: "Sync.xcdatamodel", line: #""identity": "uuid""#),
        Feature(name: "hyper.isPrimaryKey", model: "Sync.xcdatamodel", line: #""identity": "name""#),
        Feature(name: "hyper.remoteKey", model: "Sync.xcdatamodel", line: #""nickname": "nick""#),
        Feature(name: "Sync nonExportable", model: "Sync.xcdatamodel", line: #""password": { "key": "password", "export": false }"#),
        Feature(name: "Sync valueTransformer as a custom box", model: "Sync.xcdatamodel",
                line: #""signedUpAt": { "key": "signedUpAt", "box": "custom:SyncBoxes.DateStringTransformer" }"#),
        Feature(name: "--keys snake_case sets the file's keys", model: "Sync.xcdatamodel", arguments: ["--keys", "snake_case"], line: #""keys": "snake_case""#),
        Feature(name: "--keys snake_case names relationship keys", model: "Library.xcdatamodeld", arguments: ["--keys", "snake_case"],
                line: #""addedAt": { "key": "added_at", "box": "date" }"#),
    ]

    @Test("each Core Data feature becomes its schema entry", arguments: features)
    func featureEntry(_ feature: Feature) throws {
        let module = CoreDataFixture.models.first { $0.path == feature.model }?.module ?? "Imported"
        let run = try CoreDataFixture.run(CoreDataFixture.path(feature.model), module: module, feature.arguments)
        let text = try #require(run.text, "\(feature.name): nothing written (exit \(run.status)):\n\(run.output.standardError)")
        #expect(text.contains(feature.line), "\(feature.name): the schema of \(feature.model) lacks \(feature.line):\n\(text)")
    }

    @Test("the .xcdatamodeld's current version is read, not the other one")
    func currentVersionIsRead() throws {
        let run = try CoreDataFixture.run(CoreDataFixture.path("Library.xcdatamodeld"), module: "Library")
        let text = try #require(run.text, "nothing written:\n\(run.output.standardError)")
        #expect(text.contains(#""Book": {"#) && !text.contains(#""Volume""#), "Library 2 (Book) should be read, not Library (Volume):\n\(text)")
        #expect(run.output.standardOutput.contains("Library 2.xcdatamodel/contents"), "output names the version read: \(run.output.standardOutput)")
    }

    @Test("the module defaults to the model's name, and the file to Schemas/<module>.json")
    func moduleDefaultsToModelName() throws {
        let folder = try SchemaFixture.directory([:])
        let outcome = try CoreDataImporter.importModel(at: CoreDataFixture.path("magicalrecord/TestModel.xcdatamodel"), module: nil, snakeCaseKeys: false,
                                                       neighbours: [], schemaPath: { folder + "/\($0).json" })
        #expect(outcome.module == "TestModel", "module: \(outcome.module)")
        #expect(outcome.result.schemaText.contains(#""module": "TestModel""#), "schema module")
    }

    @Test("a value transformer's box stub is printed, and compiles against the box protocol's shape")
    func boxStubIsPrinted() throws {
        let run = try CoreDataFixture.run(CoreDataFixture.path("Sync.xcdatamodel"), module: "Sync")
        #expect(run.output.standardOutput.contains("public enum DateStringTransformer: Mapwright.CustomBox {"), "stub: \(run.output.standardOutput)")
        #expect(run.output.standardOutput.contains("put it in a module 'SyncBoxes'"), "stub names its module: \(run.output.standardOutput)")
    }

    @Test("an existing schema file is never overwritten (exit 1, says what to do)")
    func existingFileIsKept() throws {
        let first = try CoreDataFixture.run(CoreDataFixture.path("Sync.xcdatamodel"), module: "Sync")
        var output = CommandOutput()
        let status = MapwrightTool.run(["import-coredata", CoreDataFixture.path("Sync.xcdatamodel"), "--output", first.schemaPath], output: &output)
        #expect(status == 1, "exit \(status)")
        #expect(output.standardError.contains("already exists") && output.standardError.contains("--output FILE"), "message: \(output.standardError)")
    }

    @Test("--keys takes as-named or snake_case only (exit 64)")
    func badKeysIsAUsageError() throws {
        let run = try CoreDataFixture.run(CoreDataFixture.path("Sync.xcdatamodel"), module: "Sync", ["--keys", "camel"])
        #expect(run.status == 64, "exit \(run.status): \(run.output.standardError)")
    }
}
