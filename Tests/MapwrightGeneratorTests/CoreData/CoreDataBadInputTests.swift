import Foundation
import Testing
@testable import MapwrightGenerator

/// Bad input: a positioned error (`file:line:column: error: …`) and the documented exit status.
@Suite("import-coredata: bad input")
struct CoreDataBadInputTests {
    /// A bad model: its text, the position and words of the error, the exit status.
    struct Bad: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var position: String
        var words: String
        var status: Int32 = 2
        var testDescription: String { name }
    }

    static let cases: [Bad] = [
        Bad(name: "not XML", text: "{\"entities\": []}\n", position: "1:1", words: "not XML"),
        Bad(name: "XML but not a model", text: "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n</plist>\n", position: "2:1", words: "not a Core Data model"),
        Bad(name: "no entities", text: CoreDataFixture.model("    <elements/>"), position: "2:1", words: "has no entities"),
        Bad(name: "unknown attribute type", text: CoreDataFixture.model("""
                <entity name="Post" syncable="YES">
                    <attribute name="score" attributeType="Integer 128" syncable="YES"/>
                </entity>
            """), position: "4:9", words: "unknown attributeType 'Integer 128'"),
        Bad(name: "missing destination entity", text: CoreDataFixture.model("""
                <entity name="Post" syncable="YES">
                    <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Autor" syncable="YES"/>
                </entity>
                <entity name="Author" syncable="YES"/>
            """), position: "4:9", words: "destinationEntity 'Autor', which the model does not declare; did you mean 'Author'?"),
        Bad(name: "missing inverse entity", text: CoreDataFixture.model("""
                <entity name="Post" syncable="YES">
                    <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author" inverseName="posts" inverseEntity="Writer" syncable="YES"/>
                </entity>
                <entity name="Author" syncable="YES"/>
            """), position: "4:9", words: "inverseEntity 'Writer'"),
        Bad(name: "missing inverse relationship", text: CoreDataFixture.model("""
                <entity name="Post" syncable="YES">
                    <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author" inverseName="posts" inverseEntity="Author" syncable="YES"/>
                </entity>
                <entity name="Author" syncable="YES"/>
            """), position: "4:9", words: "inverse 'posts', which entity 'Author' does not declare"),
        Bad(name: "missing parent entity", text: CoreDataFixture.model("""
                <entity name="Post" parentEntity="Item" syncable="YES"/>
            """), position: "3:5", words: "parentEntity 'Item'"),
    ]

    @Test("each bad model gets its positioned error and exit status", arguments: cases)
    func badModel(_ bad: Bad) throws {
        let path = try CoreDataFixture.contents(bad.text)
        let run = try CoreDataFixture.run(path, module: "Bad")
        #expect(run.status == bad.status, "\(bad.name): exit \(run.status), expected \(bad.status):\n\(run.output.standardError)")
        let expected = "\(path):\(bad.position): error: "
        #expect(run.output.standardError.hasPrefix(expected), "\(bad.name): the error should start \(expected):\n\(run.output.standardError)")
        #expect(run.output.standardError.contains(bad.words), "\(bad.name): the error should say \(bad.words):\n\(run.output.standardError)")
        #expect(run.text == nil, "\(bad.name): nothing should be written")
    }

    @Test("a model path that does not exist is an I/O failure (exit 3)")
    func missingPath() throws {
        let run = try CoreDataFixture.run("/nonexistent/Model.xcdatamodeld", module: "Missing")
        #expect(run.status == 3, "exit \(run.status): \(run.output.standardError)")
        #expect(run.output.standardError.contains("/nonexistent/Model.xcdatamodeld: error: no such file"), "message: \(run.output.standardError)")
    }

    @Test("an .xcdatamodel folder without contents is an I/O failure (exit 3)")
    func folderWithoutContents() throws {
        let folder = try SchemaFixture.directory(["other": ""])
        let run = try CoreDataFixture.run(folder, module: "Empty")
        #expect(run.status == 3, "exit \(run.status): \(run.output.standardError)")
    }
}
