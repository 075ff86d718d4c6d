import Foundation
import Testing
@testable import MapwrightGenerator

/// The generated fixture tests and the fingerprints their recordings carry.
@Suite("payload fixture generation")
struct PayloadFixtureGenerationTests {
    private static let testsFile = "BlogTests/PayloadFixtureTests.swift"

    @Test func noFixturesMeansNoFixtureTests() throws {
        let scratch = try PayloadFixtureScratch()
        #expect(scratch.run(["generate"]).status == 0, "generate failed")
        #expect(scratch.read("Generated/" + Self.testsFile) == nil, "a fixture test file was written without fixtures")
    }

    @Test func theTestsFindEachFixtureByItsPathFromTheTestsFolder() throws {
        let scratch = try PayloadFixtureScratch()
        try scratch.write(PayloadFixtureScratch.payload, to: "Schemas/Fixtures/Blog/Post/one-post.json")
        let (status, output) = scratch.run(["generate"])
        #expect(status == 0, "generate failed:\n\(output.standardError)")
        let text = try #require(scratch.read("Generated/" + Self.testsFile), "no fixture tests written")
        #expect(text.contains(#"payloadPath: "../../Schemas/Fixtures/Blog/Post/one-post.json","#),
                "the case's paths are not relative to the tests folder:\n\(text)")
        #expect(text.contains("_ = try Blog.PostParser().parseArray(payload, in: context)"), "the payload is not imported with the real parser:\n\(text)")
    }

    @Test func theFingerprintChangesWhenTheMappingChanges() throws {
        let scratch = try PayloadFixtureScratch()
        try scratch.write(PayloadFixtureScratch.payload, to: "Schemas/Fixtures/Blog/Post/one-post.json")
        let before = try scratch.fingerprint(of: "one-post")
        try scratch.write(PayloadFixtureScratch.blogSchema.replacingOccurrences(of: #""title": "title""#, with: #""title": "headline""#), to: "Schemas/Blog.json")
        #expect(try scratch.fingerprint(of: "one-post") != before, "a changed key left the fingerprint as it was")
    }

    @Test func theFingerprintChangesWhenAReachedEntityChanges() throws {
        let scratch = try PayloadFixtureScratch()
        try scratch.write(PayloadFixtureScratch.payload, to: "Schemas/Fixtures/Blog/Post/one-post.json")
        let before = try scratch.fingerprint(of: "one-post")
        try scratch.write(PayloadFixtureScratch.blogSchema.replacingOccurrences(of: #""name": "name""#, with: #""name": "full_name""#), to: "Schemas/Blog.json")
        #expect(try scratch.fingerprint(of: "one-post") != before, "a changed key of the nested Author mapping left the fingerprint as it was")
    }

    @Test func theFingerprintIgnoresAnEntityTheMappingDoesNotReach() throws {
        let scratch = try PayloadFixtureScratch()
        try scratch.write(PayloadFixtureScratch.payload, to: "Schemas/Fixtures/Blog/Post/one-post.json")
        let before = try scratch.fingerprint(of: "one-post")
        try scratch.write(PayloadFixtureScratch.blogSchema.replacingOccurrences(of: #""text": "text""#, with: #""text": "body""#), to: "Schemas/Blog.json")
        #expect(try scratch.fingerprint(of: "one-post") == before, "a change to Note, which Post does not reach, changed the fingerprint")
    }

    @Test func theFingerprintChangesWhenThePayloadChanges() throws {
        let scratch = try PayloadFixtureScratch()
        try scratch.write(PayloadFixtureScratch.payload, to: "Schemas/Fixtures/Blog/Post/one-post.json")
        let before = try scratch.fingerprint(of: "one-post")
        try scratch.write(PayloadFixtureScratch.payload.replacingOccurrences(of: "Hello", with: "Hi"), to: "Schemas/Fixtures/Blog/Post/one-post.json")
        #expect(try scratch.fingerprint(of: "one-post") != before, "a changed payload left the fingerprint as it was")
    }

    @Test func generateRefusesAFixtureError() throws {
        let scratch = try PayloadFixtureScratch()
        try scratch.write(PayloadFixtureScratch.payload, to: "Schemas/Fixtures/Blog/Pots/one-post.json")
        let (status, output) = scratch.run(["generate"])
        #expect(status == ExitStatus.schemaErrors, "generate exited \(status) with an unknown mapping folder")
        #expect(output.standardError.contains("no mapping named 'Pots'"), "generate said:\n\(output.standardError)")
        #expect(scratch.read("Generated/Blog/Post.swift") == nil, "generate wrote files despite the error")
    }
}
