import Foundation
import Testing
@testable import MapwrightGenerator

/// `generate` and `check` on a scratch copy of a schema directory.
@Suite("generate and check")
struct GenerateAndCheckTests {
    static let blogSchema = """
    {
      "module": "Blog",
      "entities": {
        "Author": { "identity": "authorID", "attributes": { "authorID": "String", "name": "String" } },
        "Post": {
          "identity": "postID",
          "attributes": { "postID": "String", "title": "String" },
          "relationships": { "author": { "to": "Author" } }
        }
      },
      "mappings": {
        "Author": { "fields": { "authorID": "id", "name": "name" } },
        "Post": { "fields": { "postID": "id", "title": "title", "author": "author" } }
      }
    }
    """

    /// A fresh directory with `Schemas/Blog.json` and an empty `Generated/`.
    private func scratch() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-drift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Schemas"), withIntermediateDirectories: true)
        try Data(Self.blogSchema.utf8).write(to: root.appendingPathComponent("Schemas/Blog.json"))
        return root
    }

    private func run(_ command: String, in root: URL) -> (status: Int32, output: CommandOutput) {
        var output = CommandOutput()
        let status = MapwrightTool.run([command, "--schemas", root.appendingPathComponent("Schemas").path,
                                        "--output", root.appendingPathComponent("Generated").path], output: &output)
        return (status, output)
    }

    @Test func generateWritesThenWritesNothingTheSecondTime() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = run("generate", in: root)
        #expect(first.status == 0, "first generate: \(first.output.standardError)")
        #expect(first.output.standardOutput.contains("0 updated, 0 unchanged"), "first run creates: \(first.output.standardOutput)")
        let second = run("generate", in: root)
        #expect(second.status == 0 && second.output.standardOutput.contains("0 new, 0 updated"), "second run writes nothing: \(second.output.standardOutput)")
    }

    @Test func checkFailsWithADiffAfterASchemaEditAndPassesAfterGenerate() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = run("generate", in: root)
        #expect(run("check", in: root).status == 0, "check is clean right after generate")

        let edited = Self.blogSchema.replacingOccurrences(of: #""title": "String""#, with: #""title": "String", "subtitle": "String?""#)
        try Data(edited.utf8).write(to: root.appendingPathComponent("Schemas/Blog.json"))
        let stale = run("check", in: root)
        #expect(stale.status == 1, "check fails after the edit")
        #expect(stale.output.standardOutput.contains("stale: "), "names the stale files: \(stale.output.standardOutput)")
        #expect(stale.output.standardOutput.contains("+    public var subtitle: Swift.String?"), "shows the diff: \(stale.output.standardOutput)")

        _ = run("generate", in: root)
        #expect(run("check", in: root).status == 0, "check passes after generate")
    }

    @Test func checkNeverWrites() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = run("check", in: root)
        #expect(result.status == 1, "nothing generated yet: check fails")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Generated").path), "check created nothing")
    }

    @Test func schemaErrorsExitWith2AndWriteNothing() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"module": "Blog", "entitees": {}}"#.utf8).write(to: root.appendingPathComponent("Schemas/Blog.json"))
        let result = run("generate", in: root)
        #expect(result.status == 2, "schema errors exit 2")
        #expect(result.output.standardError.contains("Blog.json:1:20: error: unknown key 'entitees'"), "diagnostic: \(result.output.standardError)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Generated").path), "nothing written")
    }

    @Test func outputIsIdenticalWhateverTheFileOrder() throws {
        let author = SchemaSource(path: "A/Authors.json", text: #"{"module":"Blog","entities":{"Author":{"identity":"authorID","attributes":{"authorID":"String"}}},"mappings":{"Author":{"fields":{"authorID":"id"}}}}"#)
        let post = SchemaSource(path: "B/Posts.json", text: #"{"module":"Blog","entities":{"Post":{"identity":"postID","attributes":{"postID":"String"}}},"mappings":{"Post":{"fields":{"postID":"id"}}}}"#)
        let forward = try #require(SchemaFrontEnd.load([author, post]).schema)
        let backward = try #require(SchemaFrontEnd.load([post, author]).schema)
        #expect(try CodeGenerator().generate(forward) == CodeGenerator().generate(backward), "same files in any order")
    }
}
