import Foundation
@_spi(Generated) @testable import Mapwright
import Testing

/// `PayloadFixtureCase`, what a generated `PayloadFixtureTests` runs for each payload:
/// import, dump, then compare with the recording or record it.
@Suite struct PayloadFixtureCaseTests {
    /// A folder holding `Tests/Suite.swift`'s neighbours: a payload of one author.
    private static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"id": "a1"}"#.utf8).write(to: folder.appendingPathComponent("one.json"))
        return folder
    }

    private static let fixture = PayloadFixtureCase(
        mapping: "Author", name: "one", payloadPath: "one.json", expectedPath: "one.expected.json", recordedAgainst: "test")

    /// Runs the fixture with an import that stores `name`'s author.
    private static func run(in folder: URL, name: String) throws -> String? {
        try fixture.run(besides: folder.appendingPathComponent("Suite.swift").path, entities: [Author.self],
                        in: makeStore().makeContext()) { _, context in
            try context.insert(makeAuthor("a1", name: name))
        }
    }

    /// Writes the dump of a store holding `name`'s author as the recording.
    private static func record(in folder: URL, name: String) throws {
        let context = try makeStore().makeContext()
        try context.insert(makeAuthor("a1", name: name))
        let dump = try StoreDump(context, entities: [Author.self], issues: [], recordedAgainst: "test")
        try Data(dump.text.utf8).write(to: folder.appendingPathComponent("one.expected.json"))
    }

    @Test func whatWasStoredMatchingTheRecordingReportsNothing() throws {
        let folder = try Self.folder()
        try Self.record(in: folder, name: "Ada")
        #expect(try Self.run(in: folder, name: "Ada") == nil, "a matching recording must pass")
    }

    @Test func aDifferenceNamesTheFixtureAndHowToRecordAgain() throws {
        let folder = try Self.folder()
        try Self.record(in: folder, name: "Ada")
        let failure = try Self.run(in: folder, name: "Bo")
        #expect(failure?.contains("payload fixture Author/one: what mapping Author stored differs") == true,
                "the failure must name the fixture: \(failure ?? "nil")")
        #expect(failure?.contains("fixtures record --mapping Author") == true, "the failure must say how to record: \(failure ?? "nil")")
    }

    @Test func aMissingRecordingSaysHowToMakeIt() throws {
        let failure = try Self.run(in: Self.folder(), name: "Ada")
        #expect(failure?.contains("has no recording at") == true, "a missing recording must be reported: \(failure ?? "nil")")
    }

    @Test(arguments: [
        ("1", true), ("Author", true), ("Post, Author", true), ("Post", false), ("", false),
    ])
    func theEnvironmentSaysWhichMappingsRecord(value: String, records: Bool) {
        #expect(PayloadFixtureCase.records("Author", environment: ["MAPWRIGHT_RECORD_FIXTURES": value]) == records,
                "MAPWRIGHT_RECORD_FIXTURES=\(value) must \(records ? "" : "not ")record Author")
    }
}
