import Foundation
import Testing
@testable import MapwrightGenerator

/// A `try` payload or an `infer` sample that cannot be read: the message names the
/// cause, the exit status is 3 (I/O), and nothing that could block or never end (a FIFO,
/// `/dev/zero`) is opened or read.
@Suite("try and infer input files")
struct InputFileTests {
    /// Something at the input path that is not a readable JSON file.
    enum Problem: String, CaseIterable, CustomTestStringConvertible {
        case missing, brokenLink, directory, fifo, endlessDevice

        /// Makes the problem at `path`.
        func make(at path: String) throws {
            switch self {
            case .missing: break
            case .brokenLink: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path + ".gone")
            case .directory: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            case .fifo: #expect(mkfifo(path, 0o644) == 0, "could not make a FIFO")
            case .endlessDevice: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
            }
        }

        /// The cause the message must give.
        var reason: String {
            switch self {
            case .missing: "no such file"
            case .brokenLink: "broken symbolic link (its target does not exist)"
            case .directory: "is a directory, not a regular file"
            case .fifo: "is a FIFO (named pipe), not a regular file"
            case .endlessDevice: "is a character device, not a regular file"
            }
        }

        var testDescription: String { rawValue }
    }

    /// Runs `command` (`try` or `infer`) on the input `path`.
    static func run(_ command: String, input path: String, reader: RegularFileReader = .system) -> (status: Int32, output: CommandOutput) {
        var output = CommandOutput()
        let status = command == "try"
            ? TryCommand.run(mapping: "Post", schemas: TryCommandTests.schemas, format: "text", payload: path, reader: reader, output: &output)
            : InferCommand.run(samples: [path], module: "Inferred", entity: nil, outputFile: nil, reader: reader, output: &output)
        return (status, output)
    }

    /// What the command calls its input in messages.
    static func noun(_ command: String) -> String { command == "try" ? "payload" : "sample" }

    @Test(arguments: ["try", "infer"], Problem.allCases)
    func anUnreadableInputNamesTheCauseAndExits3(command: String, problem: Problem) throws {
        try withTemporaryDirectory { root in
            let path = root.appendingPathComponent("input.json").path
            try problem.make(at: path)
            // A FIFO opened for reading would wait for a writer, /dev/zero never ends: this returns only if neither is read.
            let (status, output) = Self.run(command, input: path)
            #expect(output.standardError.contains("error: cannot read the \(Self.noun(command)) file '\(path)': \(problem.reason)"),
                    "\(command) on a \(problem) input should say '\(problem.reason)': \(output.standardError)")
            #expect(status == ExitStatus.ioFailure, "\(command) on a \(problem) input should exit 3 (I/O), got \(status)")
        }
    }

    @Test(arguments: ["try", "infer"])
    func anInputWithoutReadPermissionSaysPermissionDeniedAndExits3(command: String) throws {
        // Root opens any file whatever its mode, so the refusal comes from the reader's seam.
        let denying = RegularFileReader(open: { _, _ in
            errno = EACCES
            return -1
        })
        try withTemporaryDirectory { root in
            let path = root.appendingPathComponent("input.json").path
            try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
            let (status, output) = Self.run(command, input: path, reader: denying)
            #expect(output.standardError.contains("error: cannot read the \(Self.noun(command)) file '\(path)': permission denied"),
                    "\(command) should say permission denied: \(output.standardError)")
            #expect(status == ExitStatus.ioFailure, "\(command) on an unreadable input should exit 3, got \(status)")
        }
    }
}
