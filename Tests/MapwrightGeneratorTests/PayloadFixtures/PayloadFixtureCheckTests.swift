import Foundation
import Testing
@testable import MapwrightGenerator

/// What `check` says about payload fixtures and their recordings.
@Suite("payload fixtures in check")
struct PayloadFixtureCheckTests {
    /// A scratch folder with fixture `Post/one-post`, generated.
    private func generated() throws -> PayloadFixtureScratch {
        let scratch = try PayloadFixtureScratch()
        try scratch.write(PayloadFixtureScratch.payload, to: "Schemas/Fixtures/Blog/Post/one-post.json")
        #expect(scratch.run(["generate"]).status == 0, "generate failed")
        return scratch
    }

    /// A recording of `Post/one-post` made against `fingerprint`.
    private func record(_ scratch: PayloadFixtureScratch, against fingerprint: String) throws {
        try scratch.write("{\n  \"recordedAgainst\": \"\(fingerprint)\",\n  \"records\": {},\n  \"issues\": []\n}\n",
                          to: "Schemas/Fixtures/Blog/Post/one-post.expected.json")
    }

    @Test func aFixtureWithoutARecordingFailsTheCheck() throws {
        let scratch = try generated()
        let (status, output) = scratch.run(["check"])
        #expect(status == ExitStatus.failure, "check exited \(status) with a fixture not recorded")
        #expect(output.standardOutput.contains("payload fixture not recorded: \(scratch.schemas)/Fixtures/Blog/Post/one-post.json: no recording beside it; "
                                               + "run `swift run mapwright fixtures record --mapping Post`"), "check said:\n\(output.standardOutput)")
    }

    @Test func aCurrentRecordingPassesTheCheck() throws {
        let scratch = try generated()
        try record(scratch, against: try scratch.fingerprint(of: "one-post"))
        let (status, output) = scratch.run(["check"])
        #expect(status == 0, "check failed with a current recording:\n\(output.standardOutput)")
        #expect(output.standardOutput.contains("1 payload fixture: every recording is current"), "check said:\n\(output.standardOutput)")
    }

    @Test func aRecordingMadeAgainstAnEarlierMappingIsStale() throws {
        let scratch = try generated()
        try record(scratch, against: try scratch.fingerprint(of: "one-post"))
        try scratch.write(PayloadFixtureScratch.blogSchema.replacingOccurrences(of: #""title": "title""#, with: #""title": "headline""#), to: "Schemas/Blog.json")
        #expect(scratch.run(["generate"]).status == 0, "generate failed")
        let (status, output) = scratch.run(["check"])
        #expect(status == ExitStatus.failure, "check exited \(status) with a stale recording")
        #expect(output.standardOutput.contains("stale payload fixture: \(scratch.schemas)/Fixtures/Blog/Post/one-post.expected.json: recorded against an earlier "
                                               + "version of mapping Post or its payload; run `swift run mapwright fixtures record --mapping Post` and review the diff"),
                "check said:\n\(output.standardOutput)")
    }

    @Test func aRecordingWithoutAFingerprintIsStale() throws {
        let scratch = try generated()
        try scratch.write("{}\n", to: "Schemas/Fixtures/Blog/Post/one-post.expected.json")
        let (status, output) = scratch.run(["check"])
        #expect(status == ExitStatus.failure && output.standardOutput.contains("stale payload fixture:"), "check said:\n\(output.standardOutput)")
    }

    @Test func aRecordingWithoutItsPayloadFailsTheCheck() throws {
        let scratch = try PayloadFixtureScratch()
        try scratch.write("{}", to: "Schemas/Fixtures/Blog/Post/gone.expected.json")
        #expect(scratch.run(["generate"]).status == 0, "generate failed")
        let (status, output) = scratch.run(["check"])
        #expect(status == ExitStatus.failure, "check exited \(status) with a recording without payload")
        #expect(output.standardOutput.contains("recording without a payload: \(scratch.schemas)/Fixtures/Blog/Post/gone.expected.json"),
                "check said:\n\(output.standardOutput)")
    }

    @Test func withoutFixturesCheckSaysNothingAboutThem() throws {
        let scratch = try PayloadFixtureScratch()
        #expect(scratch.run(["generate"]).status == 0, "generate failed")
        let (status, output) = scratch.run(["check"])
        #expect(status == 0 && !output.standardOutput.contains("payload fixture"), "check said:\n\(output.standardOutput)")
    }
}
