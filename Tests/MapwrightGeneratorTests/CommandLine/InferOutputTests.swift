import Foundation
import Testing
@testable import MapwrightGenerator

/// `infer --output FILE` where the file cannot be written: the message says what is in
/// the way and what to do, a file already there is never overwritten (exit 1), and a
/// path that cannot be written exits 3.
@Suite("infer --output")
struct InferOutputTests {
    /// What is at, or around, the output path.
    enum Obstacle: String, CaseIterable, CustomTestStringConvertible {
        case directory, missingFolder, existingFile

        /// The output path under `root`, with the obstacle made.
        func make(in root: URL) throws -> String {
            switch self {
            case .directory:
                let path = root.appendingPathComponent("Drafts").path
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                return path
            case .missingFolder:
                return root.appendingPathComponent("Drafts/Shop.json").path
            case .existingFile:
                let path = root.appendingPathComponent("Shop.json").path
                try Data("keep me".utf8).write(to: URL(fileURLWithPath: path))
                return path
            }
        }

        /// What the message must say about `path`.
        func message(for path: String) -> String {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            return switch self {
            case .directory: "error: cannot write \(path): it is a directory: give a file path to --output"
            case .missingFolder: "error: cannot write \(path): the folder \(folder) does not exist: create it first"
            case .existingFile: "error: \(path) already exists, and an existing file is never overwritten: choose another path for --output, or delete \(path) first"
            }
        }

        /// The exit status.
        var status: Int32 { self == .existingFile ? ExitStatus.failure : ExitStatus.ioFailure }

        var testDescription: String { rawValue }
    }

    private func infer(output path: String, in root: URL) throws -> (status: Int32, output: CommandOutput) {
        let sample = root.appendingPathComponent("order.json")
        try Data(#"{"id": 1, "total": 9.99}"#.utf8).write(to: sample)
        var output = CommandOutput()
        let status = MapwrightTool.run(["infer", "--output", path, sample.path], output: &output)
        return (status, output)
    }

    @Test(arguments: Obstacle.allCases)
    func anOutputPathThatCannotBeWrittenSaysWhatIsInTheWayAndWhatToDo(obstacle: Obstacle) throws {
        try withTemporaryDirectory { root in
            let path = try obstacle.make(in: root)
            let (status, output) = try infer(output: path, in: root)
            #expect(output.standardError.contains(obstacle.message(for: path)), "\(obstacle): \(output.standardError)")
            #expect(!output.standardError.contains("A file with the same name already exists"), "\(obstacle): Foundation's misleading words: \(output.standardError)")
            #expect(status == obstacle.status, "\(obstacle) should exit \(obstacle.status), got \(status)")
        }
    }

    /// The hint after writing names the folder the draft went to, not a placeholder.
    @Test func theHintNamesTheFolderTheDraftWasWrittenTo() throws {
        try withTemporaryDirectory { root in
            let folder = root.appendingPathComponent("Schemas")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let path = folder.appendingPathComponent("Shop.json").path
            let (status, output) = try infer(output: path, in: root)
            #expect(status == ExitStatus.success, "exit \(status): \(output.standardError)")
            #expect(output.standardOutput.contains("swift run mapwright try --mapping Order --schemas \(folder.path) "),
                    "the hint should name \(folder.path): \(output.standardOutput)")
        }
    }

    @Test func anExistingFileIsLeftAsItWas() throws {
        try withTemporaryDirectory { root in
            let path = try Obstacle.existingFile.make(in: root)
            _ = try infer(output: path, in: root)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me", "the existing file must not change")
        }
    }

    @Test func aFolderThatCannotBeWrittenExits3NamingItAndTheReason() throws {
        try withTemporaryDirectory { root in
            let folder = root.appendingPathComponent("Locked")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let path = folder.appendingPathComponent("Shop.json").path
            _ = try withUnwritableDirectory(folder) {
                let (status, output) = try infer(output: path, in: root)
                #expect(status == ExitStatus.ioFailure, "an unwritable folder exits 3, got \(status): \(output.standardError)")
                #expect(output.standardError.contains("error: cannot write \(path): ")
                        && output.standardError.contains("check the permissions of \(folder.path), or choose another path for --output"),
                        "names the file, the reason and a way out: \(output.standardError)")
            }
        }
    }
}
