import Foundation
import Mapwright
import Testing
@testable import MapwrightGenerator

/// `mapwright try` on the bundled schemas and payload fixtures: output and exit status.
/// (That its records and issues are the generated parsers' is `TryAgreementTests`.)
@Suite("try")
struct TryCommandTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let schemas = root.appendingPathComponent("Schemas").path

    private func path(_ text: String) -> JSONKeyPath { JSONKeyPath(stringLiteral: text) }

    private func fixture(_ name: String) -> String {
        Self.root.appendingPathComponent("Tests/GeneratedCodeTests/Fixtures/\(name).json").path
    }

    private func run(_ arguments: [String], schemas: String = TryCommandTests.schemas) -> (status: Int32, output: CommandOutput) {
        var output = CommandOutput()
        let status = MapwrightTool.run(["try", "--schemas", schemas] + arguments, output: &output)
        return (status, output)
    }

    @Test func aCleanPayloadPrintsRecordsAndLinksAndExits0() {
        let (status, output) = run(["--mapping", "Post", fixture("blog-post")])
        #expect(status == 0, "exit \(status): \(output.standardError)")
        for line in ["2 records, 1 link, no errors", "  Post(\"456\")", "    createdDate: 2016-04-11T10:00:00Z", "    author: Author(\"789\")",
                     "    posts: [Post(\"456\")]", "  Post(\"456\").author → Author(\"789\") (nested, mapping Author)"] {
            #expect(output.standardOutput.contains(line), "output should contain \(line):\n\(output.standardOutput)")
        }
    }

    /// `try` shows a date as it is stored, to the microsecond (not rounded to the
    /// millisecond, which would hide what an export writes).
    @Test func aDateIsPrintedAsStoredToTheMicrosecond() throws {
        let text = try String(contentsOfFile: fixture("blog-post"), encoding: .utf8)
            .replacingOccurrences(of: "2016-04-11T10:00:00Z", with: "2015-09-10T12:40:08.123456Z")
        let payload = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-try-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: payload)
        defer { try? FileManager.default.removeItem(at: payload) }
        let (status, output) = run(["--mapping", "Post", payload.path])
        #expect(status == 0, "exit \(status): \(output.standardError)")
        #expect(output.standardOutput.contains("    createdDate: 2015-09-10T12:40:08.123456Z"), "the stored date:\n\(output.standardOutput)")
    }

    @Test func aPayloadWithIssuesListsEachWithItsPositionAndExits1() {
        let (status, output) = run(["--mapping", "MapwrightExampleBlog.Post", fixture("blog-post-without-id")])
        #expect(status == 1, "exit \(status)")
        #expect(output.standardOutput.contains("blog-post-without-id.json:1:1: error: id: missing identity 'postID' (expected string)"),
                "issue line with the enclosing object's position: \(output.standardOutput)")
    }

    @Test func jsonFormatIsOneJSONObjectWithRecordsAndIssues() throws {
        let (status, output) = run(["--mapping", "WidgetDiff", "--format", "json", fixture("widgets-valid")])
        #expect(status == 0, "exit \(status)")
        let json = try JSONReader().read(output.standardOutput)
        #expect(json["ok"]?.bool == true, "ok: \(output.standardOutput)")
        #expect(json["records"]?.count == 2, "two records: \(output.standardOutput)")
        #expect(json[path("records.1.fields.textWidget.identity.serverID")]?.string == "0", "the image widget's reference: \(output.standardOutput)")
        #expect(json[path("links.0.via")]?.string == "reference", "the link is a reference: \(output.standardOutput)")
    }

    @Test func issuesInJSONCarryLineAndColumnOfTheirValue() throws {
        let (status, output) = run(["--mapping", "Customer", "--format", "json", fixture("hr-employees")])
        #expect(status == 1, "exit \(status)")
        let issue = try #require(try JSONReader().read(output.standardOutput)[path("issues.1")], "a second issue: \(output.standardOutput)")
        #expect(issue["keyPath"]?.string == "1.id" && issue["line"]?.int64 == 3 && issue["column"]?.int64 == 13
                && issue["positionOf"]?.string == "value", "the second element's id issue at its value: \(issue)")
    }

    @Test func skippedIdentifiedElementsAreWarningsAndStoreNothing() throws {
        let (status, output) = run(["--mapping", "MapwrightExampleTracker.Issue", "--format", "json", fixture("tracker-issue-skipped-comments")])
        #expect(status == 0, "warnings only: exit \(status): \(output.standardOutput)")
        let json = try JSONReader().read(output.standardOutput)
        let issues = (0..<(json["issues"]?.count ?? 0)).compactMap { json[path("issues.\($0)")] }
        let warnings = issues.filter { $0["severity"]?.string == "warning" }.compactMap { $0["keyPath"]?.string }
        #expect(warnings == ["comments.0.replies.1.body", "comments.1.body", "comments.2"],
                "a warning per skipped element, at its key path: \(warnings)\n\(output.standardOutput)")
        let records = (0..<(json["records"]?.count ?? 0)).compactMap { json[path("records.\($0)")] }
        let comments = records.filter { $0["entity"]?.string == "Comment" }.compactMap { $0[path("identity.commentID")]?.int64 }.sorted()
        #expect(comments == [20, 21, 23, 40], "comments 22, 30 and 30's reply 31 (stored before 30 failed) are not stored: \(comments)")
    }

    @Test func aChangeOfIdentityIsRefusedNamingTheField() throws {
        let schema = try #require(SchemaFrontEnd.load(directory: Self.schemas).schema, "the bundled schemas load")
        let payload = try JSONValue(parsing: #"[{"name": "crash"}, {"name": "bug", "old_name": "crash"}]"#)
        let report = try TryRunner(schema: schema).run("MapwrightExampleTracker.Tag", payload: payload)
        #expect(report.failure?.contains("does not change identities") == true && report.failure?.contains("field 'name'") == true
                && report.failure?.contains("old_name") == true, "try must refuse a re-key, naming the field and key: \(String(describing: report.failure))")
        let renamedOnly = try TryRunner(schema: schema).run("MapwrightExampleTracker.Tag", payload: JSONValue(parsing: #"{"name": "bug", "old_name": "crash"}"#))
        #expect(renamedOnly.failure == nil, "nothing stored under the former identity: an ordinary insert: \(String(describing: renamedOnly.failure))")
    }

    @Test func aMissingFieldIsPlacedAtTheObjectThatLacksIt() throws {
        let (_, output) = run(["--mapping", "Customer", "--format", "json", fixture("blog-post")])
        let issue = try #require(try JSONReader().read(output.standardOutput)[path("issues.0")], "an issue: \(output.standardOutput)")
        #expect(issue["keyPath"]?.string == "name" && issue["line"]?.int64 == 1 && issue["column"]?.int64 == 1
                && issue["positionOf"]?.string == "enclosing value", "the missing name at the object: \(issue)")
    }

    @Test func aValueTypeMappingShowsTheValueAndTheResult() {
        let (status, output) = run(["--mapping", "FetchCharactersResponse", fixture("marvel-characters")])
        #expect(status == 0, "exit \(status)")
        #expect(output.standardOutput.contains("Result: success\n  CharactersSliceResponse(offset: 20, total: 22"), "result: \(output.standardOutput)")
    }

    @Test func anUnknownMappingSuggestsTheClosestAndExits64() {
        let (status, output) = run(["--mapping", "Pots", fixture("blog-post")])
        #expect(status == 64, "exit \(status)")
        #expect(output.standardError.hasPrefix("error: no mapping or feed named 'Pots'; did you mean 'Post'?"), "stderr: \(output.standardError)")
    }

    @Test func schemaErrorsExit2() throws {
        try withTemporaryDirectory { root in
            try OnDisk(root: root).write(#"{ "module": "M", "entities": { "E": { "identity": "x", "attributes": {} } } }"#, to: "S/M.json")
            let (status, _) = run(["--mapping", "E", fixture("blog-post")], schemas: root.appendingPathComponent("S").path)
            #expect(status == 2, "schema errors exit \(status)")
        }
    }

    @Test func malformedJSONIsAnIssueAtItsPosition() throws {
        try withTemporaryDirectory { root in
            try OnDisk(root: root).write("{\"id\": 1,\n  \"name\" 2}", to: "bad.json")
            let (status, output) = run(["--mapping", "Author", root.appendingPathComponent("bad.json").path])
            #expect(status == 1, "exit \(status)")
            #expect(output.standardOutput.contains("bad.json:2:10: error: (root): malformed JSON"), "output: \(output.standardOutput)")
        }
    }
}
