import Foundation
import Testing
@testable import MapwrightGenerator

/// Schema directories with things in them that are not readable schema files, and
/// names and text that are not plain ASCII: every message says what is wrong, in
/// legible text.
@Suite("Schema file reading")
struct SchemaFileReadingTests {
    /// A fresh `Schemas` directory; removed afterwards.
    private func withSchemas(_ body: (URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-reading-\(UUID().uuidString)")
        let schemas = root.appendingPathComponent("Schemas")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try body(schemas)
    }

    /// The printed diagnostics of loading `schemas`.
    private func lines(_ schemas: URL) -> [String] {
        DiagnosticFormatter.lines(for: SchemaFrontEnd.load(directory: schemas.path).diagnostics)
    }

    @Test func directoryNamedLikeASchemaSaysItIsADirectory() throws {
        try withSchemas { schemas in
            try FileManager.default.createDirectory(at: schemas.appendingPathComponent("Blog.json"), withIntermediateDirectories: true)
            #expect(lines(schemas) == ["\(schemas.path)/Blog.json: error: cannot read the schema file: is a directory, not a regular file (fix it, or move it out of the schema directory)"], "\(lines(schemas))")
        }
    }

    @Test func fifoIsReportedWithoutBeingOpened() throws {
        try withSchemas { schemas in
            let fifo = schemas.appendingPathComponent("Pipe.json")
            #expect(mkfifo(fifo.path, 0o644) == 0, "could not make a FIFO")
            // Opening a FIFO for reading would wait for a writer forever: this returns only if it is not opened.
            #expect(lines(schemas) == ["\(fifo.path): error: cannot read the schema file: is a FIFO (named pipe), not a regular file (fix it, or move it out of the schema directory)"], "\(lines(schemas))")
        }
    }

    @Test func deviceIsReported() throws {
        try withSchemas { schemas in
            let device = schemas.appendingPathComponent("Null.json")
            try FileManager.default.createSymbolicLink(atPath: device.path, withDestinationPath: "/dev/null")
            #expect(lines(schemas) == ["\(device.path): error: cannot read the schema file: is a character device, not a regular file (fix it, or move it out of the schema directory)"], "\(lines(schemas))")
        }
    }

    @Test func symbolicLinkLoopIsReported() throws {
        try withSchemas { schemas in
            let first = schemas.appendingPathComponent("A.json")
            try FileManager.default.createSymbolicLink(atPath: first.path, withDestinationPath: "B.json")
            try FileManager.default.createSymbolicLink(atPath: schemas.appendingPathComponent("B.json").path, withDestinationPath: "A.json")
            let reason = "cannot read the schema file: symbolic link loop (too many levels of symbolic links) (fix it, or move it out of the schema directory)"
            #expect(lines(schemas) == ["\(first.path): error: \(reason)", "\(schemas.path)/B.json: error: \(reason)"], "\(lines(schemas))")
        }
    }

    @Test func brokenSymbolicLinkIsReported() throws {
        try withSchemas { schemas in
            let link = schemas.appendingPathComponent("Gone.json")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "Nowhere.json")
            #expect(lines(schemas) == ["\(link.path): error: cannot read the schema file: broken symbolic link (its target does not exist) (fix it, or move it out of the schema directory)"], "\(lines(schemas))")
        }
    }

    @Test(.enabled(if: geteuid() != 0, "root reads files whatever their mode"))
    func unreadableFileSaysPermissionDenied() throws {
        try withSchemas { schemas in
            let file = schemas.appendingPathComponent("Secret.json")
            try Data("{}".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
            #expect(lines(schemas) == ["\(file.path): error: cannot read the schema file: permission denied (fix it, or move it out of the schema directory)"], "\(lines(schemas))")
        }
    }

    @Test func nameThatIsNotUTF8IsPrintedWithOnlyTheBadByteEscaped() throws {
        try withSchemas { schemas in
            let name: [UInt8] = Array("Café-".utf8) + [0xE9] + Array(".json".utf8)
            let path = Array(schemas.path.utf8) + [UInt8(ascii: "/")] + name
            let descriptor = (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
            #expect(descriptor >= 0, "could not create a file with a non-UTF-8 name")
            _ = "{".withCString { write(descriptor, $0, 1) }
            close(descriptor)
            let printed = lines(schemas)
            #expect(printed == ["\(schemas.path)/Café-\\xE9.json:1:2: error: invalid JSON: unexpected end of input, expected a string key"], "\(printed)")
        }
    }

    /// Thousands of entries with long names fill the system's directory buffers to their
    /// ends; each name is read where it lies (AddressSanitizer reports a copy past them).
    @Test func directoryOfThousandsOfLongNamesListsItsOneSchema() throws {
        try withSchemas { schemas in
            for index in 0..<3_000 {
                let name = "\(index)-" + String(repeating: "n", count: 40 + index % 200) + ".txt"
                #expect(FileManager.default.createFile(atPath: schemas.appendingPathComponent(name).path, contents: nil))
            }
            try Data(#"{ "entities": { "Note": { "attributes": { "id": "Int" }, "identity": "id" } } }"#.utf8)
                .write(to: schemas.appendingPathComponent("Notes.json"))
            let read = SchemaDirectory.read(schemas.path)
            #expect(read.sources.map(\.path) == ["\(schemas.path)/Notes.json"], "\(read.sources.map(\.path)) \(read.diagnostics)")
        }
    }

    @Test func schemaDiagnosticColumnsCountCharacters() {
        let text = #"{ "entities": { "Café": {}, "Tag": { "colour": 1 } } }"#
        let lines = SchemaFixture.lines(text)
        #expect(lines.contains("Test.json:1:38: error: unknown key 'colour' in entity 'Tag'"), "column after 'é' counts it once: \(lines)")
    }
}
