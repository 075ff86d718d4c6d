import Foundation
import Testing
@testable import MapwrightGenerator

/// I/O failures in `generate`, `check` and `lint`: exit status 3, the real path, the
/// system's reason, and a hint.
@Suite("I/O failures on the command line")
struct IOFailureTests {
    /// A fresh directory with `Schemas/Blog.json`; removed afterwards.
    private func withProject(_ body: (URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-io-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Schemas"), withIntermediateDirectories: true)
        try Data(GenerateAndCheckTests.blogSchema.utf8).write(to: root.appendingPathComponent("Schemas/Blog.json"))
        defer { try? FileManager.default.removeItem(at: root) }
        try body(root)
    }

    private func run(_ command: String, in root: URL, schemas: String = "Schemas") -> (status: Int32, output: CommandOutput) {
        var output = CommandOutput()
        var arguments = [command, "--schemas", root.appendingPathComponent(schemas).path]
        if command != "lint" { arguments += ["--output", root.appendingPathComponent("Generated").path] }
        let status = MapwrightTool.run(arguments, output: &output)
        return (status, output)
    }

    @Test func readOnlyOutputSubdirectoryExits3NamingItWithReasonAndHint() throws {
        try withProject { root in
            #expect(run("generate", in: root).status == 0, "first generate")
            let edited = GenerateAndCheckTests.blogSchema.replacingOccurrences(of: #""title": "String""#, with: #""title": "String?""#)
            try Data(edited.utf8).write(to: root.appendingPathComponent("Schemas/Blog.json"))
            let directory = root.appendingPathComponent("Generated/Blog")
            _ = try withUnwritableDirectory(directory) {
                let (status, output) = run("generate", in: root)
                #expect(status == 3, "an unwritable directory exits 3, got \(status): \(output.standardError)")
                let reasons = ["Permission denied", "Operation not permitted"]
                #expect(output.standardError.contains("error: \(directory.path): cannot write: ")
                            && reasons.contains { output.standardError.contains($0) }, "names the directory and the reason: \(output.standardError)")
                #expect(output.standardError.contains("hint: check the permissions of \(directory.path) or pass --output DIR"), "hint: \(output.standardError)")
                #expect(!output.standardError.contains("mapwright-tmp"), "names a temporary: \(output.standardError)")
            }
        }
    }

    @Test func symlinkedOutputSubdirectoryExits3NamingTheLink() throws {
        try withProject { root in
            let outside = root.appendingPathComponent("Elsewhere")
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Generated"), withIntermediateDirectories: true)
            let link = root.appendingPathComponent("Generated/Blog")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)
            for command in ["generate", "check"] {
                let (status, output) = run(command, in: root)
                #expect(status == 3, "\(command): a symlinked subdirectory exits 3, got \(status)")
                #expect(output.standardError.contains("error: \(link.path): is a symbolic link"), "\(command) names the link: \(output.standardError)")
                #expect(output.standardError.contains("hint: replace the link with a real directory or file, or pass --output DIR"), "\(command) hint: \(output.standardError)")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty, "wrote through the link")
        }
    }

    @Test(arguments: ["generate", "check", "lint"])
    func missingSchemaDirectorySaysHowToStart(command: String) throws {
        try withProject { root in
            let (status, output) = run(command, in: root, schemas: "Missing")
            #expect(status == 3, "\(command): a missing schema directory exits 3, got \(status)")
            let missing = root.appendingPathComponent("Missing").path
            #expect(output.standardError.contains("\(missing): error: schema directory not found; create \(missing)/ with a schema file, or pass --schemas DIR"),
                    "\(command): \(output.standardError)")
        }
    }

    @Test func unreadableSchemaFileExits3WithItsReason() throws {
        try withProject { root in
            let directory = root.appendingPathComponent("Schemas/Feeds.json")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let (status, output) = run("lint", in: root)
            #expect(status == 3, "an unreadable schema file exits 3, got \(status)")
            #expect(output.standardError.contains("\(directory.path): error: cannot read the schema file: is a directory, not a regular file (fix it, or move it out of the schema directory)"), "\(output.standardError)")
        }
    }

    @Test func schemaErrorsStillExit2AndDriftStillExits1() throws {
        try withProject { root in
            #expect(run("check", in: root).status == 1, "nothing generated yet is drift: 1")
            try Data(#"{"module": "Blog", "entitees": {}}"#.utf8).write(to: root.appendingPathComponent("Schemas/Blog.json"))
            #expect(run("lint", in: root).status == 2, "schema errors: 2")
        }
    }

    @Test func helpDocumentsTheExitStatuses() {
        var output = CommandOutput()
        _ = MapwrightTool.run(["--help"], output: &output)
        for line in ["EXIT STATUS:", "  1   check: generated code or a payload fixture's recording is out of date; or a template failed", "  2   schema errors",
                     "  3   a file or directory could not be read or written", "  64  bad command line"] {
            #expect(output.standardOutput.contains(line), "help lacks '\(line)': \(output.standardOutput)")
        }
    }
}
