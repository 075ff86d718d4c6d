import Foundation
import Testing
@testable import MapwrightGenerator

/// How the fixture folder beside the schemas is read, and what lint says about it.
@Suite("payload fixture folder")
struct PayloadFixtureFolderTests {
    @Test func noFixtureFolderMeansNoFixturesAndNoProblems() throws {
        let scan = try PayloadFixtureScratch().scan()
        #expect(scan.fixtures.isEmpty && scan.diagnostics.isEmpty, "an absent fixture folder gave \(scan)")
    }

    @Test func aPayloadIsFoundWithItsMappingModuleAndRecordingPath() throws {
        let scratch = try PayloadFixtureScratch()
        try scratch.write(PayloadFixtureScratch.payload, to: "Schemas/Fixtures/Blog/Post/one-post.json")
        let fixture = try #require(try scratch.scan().fixtures.first, "the payload was not found")
        #expect([fixture.schemaName, fixture.module, fixture.mapping, fixture.name] == ["Blog", "Blog", "Post", "one-post"], "wrong fixture: \(fixture)")
        #expect(fixture.expectedPath == scratch.schemas + "/Fixtures/Blog/Post/one-post.expected.json", "wrong recording path: \(fixture.expectedPath)")
    }

    @Test func theFixtureFolderIsNotReadAsASchema() throws {
        let scratch = try PayloadFixtureScratch()
        try scratch.write(PayloadFixtureScratch.payload, to: "Schemas/Fixtures/Blog/Post/one-post.json")
        let (status, output) = scratch.run(["lint"], output: false)
        #expect(status == 0, "lint failed with a fixture folder:\n\(output.standardError)")
        #expect(output.standardOutput.contains("1 schema, 1 module, 4 entities, 1 payload fixture: no problems"), "lint said:\n\(output.standardOutput)")
    }

    @Test func anUnknownSchemaFolderIsAnErrorSuggestingTheClosestName() throws {
        let scratch = try PayloadFixtureScratch()
        try scratch.write(PayloadFixtureScratch.payload, to: "Schemas/Fixtures/Blgo/Post/one-post.json")
        let messages = try scratch.scan().diagnostics.map(\.description)
        #expect(messages == ["\(scratch.schemas)/Fixtures/Blgo: error: no schema file 'Blgo.json' for this fixture folder; did you mean 'Blog'? "
                             + "(a fixture folder is named after a schema file: Blog)"], "diagnostics: \(messages)")
    }

    @Test func anUnknownMappingIsAnErrorSuggestingTheClosestName() throws {
        let scratch = try PayloadFixtureScratch()
        try scratch.write(PayloadFixtureScratch.payload, to: "Schemas/Fixtures/Blog/Pots/one-post.json")
        let messages = try scratch.scan().diagnostics.map(\.description)
        #expect(messages.count == 1 && messages[0].contains("Fixtures/Blog/Pots: error: module Blog has no mapping named 'Pots'; did you mean 'Post'?"),
                "diagnostics: \(messages)")
    }

    @Test func aValueTypesMappingIsRefused() throws {
        let scratch = try PayloadFixtureScratch()
        try scratch.write(#"{"amount": "1.5"}"#, to: "Schemas/Fixtures/Blog/Money/one.json")
        let messages = try scratch.scan().diagnostics.map(\.description)
        #expect(messages.count == 1 && messages[0].contains("mapping Money fills the value type Money, which no store holds"), "diagnostics: \(messages)")
    }

    @Test func aPayloadThatIsNotJSONIsAnErrorAtWhereItBreaks() throws {
        let scratch = try PayloadFixtureScratch()
        try scratch.write("[\n  {\"id\": \"p1\",}\n]", to: "Schemas/Fixtures/Blog/Post/broken.json")
        let messages = try scratch.scan().diagnostics.map(\.description)
        #expect(messages.count == 1 && messages[0].hasPrefix("\(scratch.schemas)/Fixtures/Blog/Post/broken.json:2:") && messages[0].contains("error: the payload is not valid JSON"),
                "diagnostics: \(messages)")
    }

    @Test func lintFailsOnAFixtureError() throws {
        let scratch = try PayloadFixtureScratch()
        try scratch.write("<html>502 Bad Gateway</html>", to: "Schemas/Fixtures/Blog/Post/broken.json")
        let (status, output) = scratch.run(["lint"], output: false)
        #expect(status == ExitStatus.schemaErrors, "lint exited \(status) on a broken payload:\n\(output.standardError)")
        #expect(output.standardError.contains("broken.json:1:1: error: the payload is not valid JSON"), "lint said:\n\(output.standardError)")
    }

    @Test func aRecordingWithoutItsPayloadIsListed() throws {
        let scratch = try PayloadFixtureScratch()
        try scratch.write("{}", to: "Schemas/Fixtures/Blog/Post/gone.expected.json")
        let scan = try scratch.scan()
        #expect(scan.fixtures.isEmpty && scan.orphanedRecordings == [scratch.schemas + "/Fixtures/Blog/Post/gone.expected.json"], "scan: \(scan)")
    }

    @Test func anotherFileInAMappingFolderIsAWarning() throws {
        let scratch = try PayloadFixtureScratch()
        try scratch.write("notes", to: "Schemas/Fixtures/Blog/Post/README.md")
        let diagnostics = try scratch.scan().diagnostics
        #expect(diagnostics.count == 1 && diagnostics[0].severity == .warning, "diagnostics: \(diagnostics.map(\.description))")
    }
}
