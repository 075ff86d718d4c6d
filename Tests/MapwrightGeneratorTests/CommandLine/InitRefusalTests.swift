import Foundation
import Testing
@testable import MapwrightGenerator

/// `init` where it cannot write: everything it will write is checked before anything is
/// written, so a refused `init` leaves nothing behind, names what is in the way, and
/// exits 3 (I/O) as the README says.
@Suite("init refusals")
struct InitRefusalTests {
    private func run(in root: URL, schemas: String = "Schemas") -> (status: Int32, output: CommandOutput) {
        var output = CommandOutput()
        let status = InitCommand.run(module: "Todos", schemas: root.appendingPathComponent(schemas).path,
                                     outputDirectory: root.appendingPathComponent("Generated").path, output: &output)
        return (status, output)
    }

    /// Something at the schema directory's path that is not a directory.
    enum SchemasObstacle: String, CaseIterable, CustomTestStringConvertible {
        case file, brokenLink

        func make(at path: String) throws {
            switch self {
            case .file: try Data("not a folder".utf8).write(to: URL(fileURLWithPath: path))
            case .brokenLink: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path + "-gone")
            }
        }

        func message(for path: String) -> String {
            switch self {
            case .file: "error: \(path) is a file, not a directory: move it away, or pass --schemas DIR"
            case .brokenLink: "error: \(path) is a broken symbolic link (its target does not exist): create the folder it points to, remove the link, or pass --schemas DIR"
            }
        }

        var testDescription: String { rawValue }
    }

    @Test(arguments: SchemasObstacle.allCases)
    func aSchemaDirectoryThatIsNotOneIsNamedAndNothingIsWritten(obstacle: SchemasObstacle) throws {
        try withTemporaryDirectory { root in
            let schemas = root.appendingPathComponent("Schemas").path
            try obstacle.make(at: schemas)
            let (status, output) = run(in: root)
            #expect(output.standardError.contains(obstacle.message(for: schemas)), "\(obstacle): \(output.standardError)")
            #expect(!output.standardError.contains("already exists"), "\(obstacle): misleading words: \(output.standardError)")
            #expect(status == ExitStatus.ioFailure, "\(obstacle) should exit 3, got \(status)")
            #expect(!OnDisk(root: root).exists("Generated"), "\(obstacle): nothing should be generated")
        }
    }

    @Test func aReadOnlyPackageDirectoryExits3AndWritesNothing() throws {
        try withTemporaryDirectory { root in
            let package = root.appendingPathComponent("Package")
            try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
            _ = try withUnwritableDirectory(package) {
                let (status, output) = run(in: package)
                #expect(status == ExitStatus.ioFailure, "a read-only package directory should exit 3, got \(status): \(output.standardError)")
                #expect(output.standardError.contains("error: cannot create the schema directory \(package.path)/Schemas: ")
                        && output.standardError.contains("check the permissions of \(package.path), or pass --schemas DIR"),
                        "names the directory, the reason and a way out: \(output.standardError)")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: package.path).isEmpty, "nothing should be written")
        }
    }

    @Test func aReadOnlyOutputDirectoryWritesNoSchemaSoASecondInitSucceeds() throws {
        try withTemporaryDirectory { root in
            let generated = root.appendingPathComponent("Generated")
            try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
            _ = try withUnwritableDirectory(generated) {
                let (status, output) = run(in: root)
                #expect(status == ExitStatus.ioFailure, "a read-only Generated/ should exit 3, got \(status): \(output.standardError)")
                #expect(output.standardError.contains("error: \(generated.path): cannot write: "), "names Generated/: \(output.standardError)")
                #expect(!OnDisk(root: root).exists("Schemas/Todos.json"), "the schema must not be written when generating cannot be")
            }
            let (status, output) = run(in: root)
            #expect(status == ExitStatus.success, "init once Generated/ is writable should succeed, got \(status): \(output.standardError)")
        }
    }
}
