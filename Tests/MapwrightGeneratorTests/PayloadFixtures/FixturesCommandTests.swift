import Foundation
import Testing
@testable import MapwrightGenerator

/// `mapwright fixtures add`, `record` and `list`.
@Suite("fixtures command")
struct FixturesCommandTests {
    /// A payload file outside the schemas, as captured.
    private func captured(_ scratch: PayloadFixtureScratch, _ text: String = PayloadFixtureScratch.payload, name: String = "two-posts.json") throws -> String {
        try scratch.write(text, to: "captures/" + name)
        return scratch.root.appendingPathComponent("captures/" + name).path
    }

    @Test func addCopiesThePayloadByteForByteAndSaysWhatIsNext() throws {
        let scratch = try PayloadFixtureScratch()
        let text = "[ {\"id\": \"p1\", \"title\": \"Héllo\"} ]\n"
        let (status, output) = scratch.run(["fixtures", "add", "--mapping", "Post", try captured(scratch, text)], output: false)
        #expect(status == 0, "add failed:\n\(output.standardError)")
        #expect(scratch.read("Schemas/Fixtures/Blog/Post/two-posts.json") == text, "the payload was not copied as it was")
        #expect(output.standardOutput.contains("swift run mapwright generate") && output.standardOutput.contains("swift run mapwright fixtures record --mapping Post"),
                "add did not say what to run next:\n\(output.standardOutput)")
    }

    @Test func addTakesTheCaseNameFromNameWhenGiven() throws {
        let scratch = try PayloadFixtureScratch()
        let (status, _) = scratch.run(["fixtures", "add", "--mapping", "Post", "--name", "first-page", try captured(scratch)], output: false)
        #expect(status == 0 && scratch.read("Schemas/Fixtures/Blog/Post/first-page.json") != nil, "--name was not used for the case")
    }

    @Test func addRefusesToReplaceACaseWithoutForce() throws {
        let scratch = try PayloadFixtureScratch()
        try scratch.write("[]", to: "Schemas/Fixtures/Blog/Post/two-posts.json")
        let (status, output) = scratch.run(["fixtures", "add", "--mapping", "Post", try captured(scratch)], output: false)
        #expect(status == ExitStatus.failure, "add exited \(status) over an existing case")
        #expect(output.standardError.contains("already exists; pass --force to replace it"), "add said:\n\(output.standardError)")
        #expect(scratch.read("Schemas/Fixtures/Blog/Post/two-posts.json") == "[]", "the existing payload was replaced")
    }

    @Test func addReplacesACaseWithForce() throws {
        let scratch = try PayloadFixtureScratch()
        try scratch.write("[]", to: "Schemas/Fixtures/Blog/Post/two-posts.json")
        let (status, output) = scratch.run(["fixtures", "add", "--mapping", "Post", "--force", try captured(scratch)], output: false)
        #expect(status == 0 && output.standardOutput.hasPrefix("replaced "), "add --force said:\n\(output.standardOutput)\(output.standardError)")
        #expect(scratch.read("Schemas/Fixtures/Blog/Post/two-posts.json") == PayloadFixtureScratch.payload, "the payload was not replaced")
    }

    @Test func addRefusesAPayloadThatIsNotJSON() throws {
        let scratch = try PayloadFixtureScratch()
        let path = try captured(scratch, "<html>502 Bad Gateway</html>", name: "error.json")
        let (status, output) = scratch.run(["fixtures", "add", "--mapping", "Post", path], output: false)
        #expect(status == ExitStatus.failure, "add exited \(status) on HTML")
        #expect(output.standardError.contains("\(path):1:1: error: the payload is not valid JSON"), "add said:\n\(output.standardError)")
        #expect(scratch.read("Schemas/Fixtures/Blog/Post/error.json") == nil, "a payload that is not JSON was added")
    }

    @Test func addNamesTheClosestMappingForAnUnknownOne() throws {
        let scratch = try PayloadFixtureScratch()
        let (status, output) = scratch.run(["fixtures", "add", "--mapping", "Pots", try captured(scratch)], output: false)
        #expect(status == ExitStatus.usage, "add exited \(status) for an unknown mapping")
        #expect(output.standardError.contains("no mapping named 'Pots'; did you mean 'Post'?"), "add said:\n\(output.standardError)")
    }

    @Test func addNamesTheClosestSchemaForAnUnknownOne() throws {
        let scratch = try PayloadFixtureScratch()
        let (status, output) = scratch.run(["fixtures", "add", "--mapping", "Post", "--schema", "Blgo", try captured(scratch)], output: false)
        #expect(status == ExitStatus.usage && output.standardError.contains("no schema file 'Blgo.json'; did you mean 'Blog'?"), "add said:\n\(output.standardError)")
    }

    @Test func recordRunsTheFixtureTestsWithRecordingOn() throws {
        let scratch = try PayloadFixtureScratch()
        try scratch.write(PayloadFixtureScratch.payload, to: "Schemas/Fixtures/Blog/Post/one-post.json")
        #expect(scratch.run(["generate"]).status == 0, "generate failed")
        let calls = Calls()
        let launcher = ProcessLauncher { arguments, environment, _ in
            calls.append(arguments, environment)
            return 0
        }
        var output = CommandOutput()
        let job = GenerationJob(ParsedOptions(values: ["schemas": scratch.schemas, "output": scratch.output]))
        let status = FixturesRecordCommand.run(job, schemaName: nil, mapping: "Post", launcher: launcher, output: &output)
        #expect(status == 0, "record failed:\n\(output.standardError)")
        #expect(calls.all == [.init(arguments: ["swift", "test", "--filter", "BlogTests.PayloadFixtureTests"], environment: ["MAPWRIGHT_RECORD_FIXTURES": "Post"])],
                "record ran: \(calls.all)")
        #expect(output.standardOutput.hasPrefix("running: MAPWRIGHT_RECORD_FIXTURES=Post swift test --filter BlogTests.PayloadFixtureTests"),
                "record did not say what it runs:\n\(output.standardOutput)")
    }

    @Test func recordAsksForGenerateWhenTheTestsAreOutOfDate() throws {
        let scratch = try PayloadFixtureScratch()
        try scratch.write(PayloadFixtureScratch.payload, to: "Schemas/Fixtures/Blog/Post/one-post.json")
        var output = CommandOutput()
        let job = GenerationJob(ParsedOptions(values: ["schemas": scratch.schemas, "output": scratch.output]))
        let status = FixturesRecordCommand.run(job, schemaName: nil, mapping: nil, launcher: ProcessLauncher { _, _, _ in 0 }, output: &output)
        #expect(status == ExitStatus.failure, "record exited \(status) with the tests not generated")
        #expect(output.standardError.contains("run 'swift run mapwright generate' first"), "record said:\n\(output.standardError)")
    }

    @Test func recordWithoutFixturesSaysHowToAddOne() throws {
        let scratch = try PayloadFixtureScratch()
        let (status, output) = scratch.run(["fixtures", "record"])
        #expect(status == ExitStatus.failure && output.standardError.contains("no payload fixtures to record"), "record said:\n\(output.standardError)")
    }

    @Test func listShowsEachFixtureWithItsState() throws {
        let scratch = try PayloadFixtureScratch()
        try scratch.write(PayloadFixtureScratch.payload, to: "Schemas/Fixtures/Blog/Post/one-post.json")
        try scratch.write("{}", to: "Schemas/Fixtures/Blog/Post/gone.expected.json")
        let (status, output) = scratch.run(["fixtures", "list"])
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(status == 0, "list failed:\n\(output.standardError)")
        #expect(lines.contains { $0.hasPrefix("Blog: Post/one-post  not recorded  ") }, "list said:\n\(output.standardOutput)")
        #expect(lines.contains { $0.contains("no payload") && $0.hasSuffix("gone.expected.json") }, "list said:\n\(output.standardOutput)")
    }

    @Test func anUnknownSubcommandNamesTheClosestOne() {
        var output = CommandOutput()
        let status = MapwrightTool.run(["fixtures", "recrod"], output: &output)
        #expect(status == ExitStatus.usage, "exited \(status)")
        #expect(output.standardError.contains("unknown subcommand 'recrod' for 'fixtures'; did you mean 'record'?"), "said:\n\(output.standardError)")
    }

    @Test func eachSubcommandHasItsOwnHelp() {
        var output = CommandOutput()
        let status = MapwrightTool.run(["fixtures", "add", "--help"], output: &output)
        #expect(status == 0 && output.standardOutput.contains("USAGE: mapwright fixtures add --mapping NAME [--schema NAME]"), "help:\n\(output.standardOutput)")
    }

    /// The launches a fake launcher saw.
    private final class Calls: @unchecked Sendable {
        struct Call: Equatable {
            let arguments: [String]
            let environment: [String: String]
        }
        private let lock = NSLock()
        private var calls: [Call] = []
        func append(_ arguments: [String], _ environment: [String: String]) {
            lock.withLock { calls.append(Call(arguments: arguments, environment: environment)) }
        }
        var all: [Call] { lock.withLock { calls } }
    }
}
