import Foundation
@testable import MapwrightGenerator

/// A scratch package folder with `Schemas/Blog.json` (Post, Author and a value type
/// Money), payload fixtures beside it, and `Generated/`.
struct PayloadFixtureScratch {
    static let blogSchema = """
    {
      "module": "Blog",
      "entities": {
        "Author": { "identity": "authorID", "attributes": { "authorID": "String", "name": "String" } },
        "Post": {
          "identity": "postID",
          "attributes": { "postID": "String", "title": "String" },
          "relationships": { "author": { "to": "Author" } }
        },
        "Note": { "identity": "noteID", "attributes": { "noteID": "String", "text": "String" } },
        "Money": { "attributes": { "amount": "Decimal" } }
      },
      "mappings": {
        "Author": { "fields": { "authorID": "id", "name": "name" } },
        "Post": { "fields": { "postID": "id", "title": "title", "author": "author" } },
        "Note": { "fields": { "noteID": "id", "text": "text" } },
        "Money": { "fields": { "amount": "amount" } }
      }
    }
    """

    static let payload = #"[{"id": "p1", "title": "Hello", "author": {"id": "a1", "name": "Ada"}}]"#

    let root: URL

    /// A new scratch folder holding the schema.
    init(schema: String = Self.blogSchema) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-fixtures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Schemas"), withIntermediateDirectories: true)
        try write(schema, to: "Schemas/Blog.json")
    }

    var schemas: String { root.appendingPathComponent("Schemas").path }
    var output: String { root.appendingPathComponent("Generated").path }

    /// Writes `text` at `path` (relative to the scratch folder), making its folders.
    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The text at `path`, if any.
    func read(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Runs `mapwright` with `arguments`, pointing `--schemas` (and `--output` when the
    /// command takes it) at the scratch folder.
    func run(_ arguments: [String], output takesOutput: Bool = true) -> (status: Int32, output: CommandOutput) {
        var output = CommandOutput()
        let status = MapwrightTool.run(arguments + ["--schemas", schemas] + (takesOutput ? ["--output", self.output] : []), output: &output)
        return (status, output)
    }

    /// The loaded schema; nil (with the diagnostics in the message) when it does not load.
    func schema() throws -> Schema {
        let result = SchemaFrontEnd.load(directory: schemas)
        guard let schema = result.schema else { throw ScratchError(message: DiagnosticFormatter.text(for: result.diagnostics)) }
        return schema
    }

    /// The fixture scan of the scratch schemas.
    func scan() throws -> PayloadFixtureScan {
        PayloadFixtureFolder.scan(schemas: schemas, schema: try schema())
    }

    /// The current fingerprint of the fixture `Post/<name>`, as `generate` writes it.
    func fingerprint(of name: String, mapping: String = "Post") throws -> String {
        let schema = try schema()
        let scan = PayloadFixtureFolder.scan(schemas: schemas, schema: schema)
        let files = try CodeGenerator().generate(schema, fixtures: scan.fixtures, outputDirectory: output)
        guard let fixture = scan.fixtures.first(where: { $0.name == name && $0.mapping == mapping }),
              let module = schema.module(named: "Blog") else { throw ScratchError(message: "no fixture \(mapping)/\(name)") }
        return PayloadFixtureFingerprint.of(fixture, module: module, contents: files.contents(at:))
    }

    struct ScratchError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
