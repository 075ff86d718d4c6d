import Foundation
import Testing
@testable import MapwrightGenerator

/// A released record (`Schemas/.released/<Module>.json`) that is malformed: `migrations`
/// names the file, the line and column (and the key path), and what is wrong, as schema
/// errors do, instead of Foundation's "The data isn't in the correct format".
@Suite("malformed released records")
struct ReleasedRecordErrorTests {
    /// A malformed record's text and what the error must say (after the file's name).
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let expected: String
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "not JSON", text: #"{"module": "Todo",,}"#, expected: ":1:19: error: invalid JSON: "),
        Case(name: "a value of the wrong type", text: #"{"module": 7, "removedEntities": [], "entities": []}"#,
             expected: ":1:12: error: module: expected a string, found number 7"),
        Case(name: "a missing key", text: #"{"module": "Todo", "entities": []}"#,
             expected: ":1:1: error: (root): missing key 'removedEntities'"),
        Case(name: "a missing key of a nested object", text: "{\"module\": \"Todo\", \"removedEntities\": [],\n \"entities\": [{\"name\": \"Task\"}]}",
             expected: ":2:15: error: entities.0: missing key "),
    ]

    @Test(arguments: cases)
    func aMalformedRecordIsReportedAtItsPositionWithWhatIsWrong(_ record: Case) throws {
        let directory = try SchemaFixture.directory(["Todo.json": #"{ "module": "Todo", "entities": { "Task": { "identity": "taskID", "attributes": { "taskID": "Int64" } } } }"#])
        let records = directory + "/.released"
        try FileManager.default.createDirectory(atPath: records, withIntermediateDirectories: true)
        let path = records + "/Todo.json"
        try Data(record.text.utf8).write(to: URL(fileURLWithPath: path))
        var output = CommandOutput()
        let status = MigrationsCommand.run(schemas: directory, released: records, action: "plan", output: &output)
        #expect(output.standardError.contains(path + record.expected), "\(record.name) should be reported as '\(record.expected)': \(output.standardError)")
        #expect(!output.standardError.contains("isn’t in the correct format") && !output.standardError.contains("isn't in the correct format"),
                "\(record.name): Foundation's message without a position: \(output.standardError)")
        #expect(status == ExitStatus.ioFailure, "\(record.name): a record that cannot be read exits 3, got \(status)")
    }
}
