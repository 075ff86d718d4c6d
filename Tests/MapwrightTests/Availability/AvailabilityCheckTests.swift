import Foundation
import Testing

/// `.ci/check-availability`: the grep-based guard that keeps the runtime and the
/// templates within the platform floors of Package.swift. It passes on this tree and
/// fails, naming file, line, API and floors, when an offender is put into a copy.
@Suite(.enabled(if: AvailabilityCheck.toolsFound, "bash and python3 must be on PATH to run .ci/check-availability"))
struct AvailabilityCheckTests {
    @Test func theTreePasses() throws {
        let run = try AvailabilityCheck.run(root: AvailabilityCheck.repository)
        #expect(run.status == 0, "the tree must use no API above its floors; the check said:\n\(run.output)")
    }

    @Test func aRuntimeOffenderFails() throws {
        let copy = try AvailabilityCheck.Copy()
        let line = try copy.append("let pause: Duration = .seconds(1)", to: "Sources/Mapwright/DataSources/StubResponseSource.swift")
        let run = try AvailabilityCheck.run(root: copy.root)
        #expect(run.status == 1, "a Duration in the runtime must fail the check; it said:\n\(run.output)")
        #expect(run.output.contains("Sources/Mapwright/DataSources/StubResponseSource.swift:\(line): Duration needs iOS 16, macOS 13"),
                "the failure must name file, line, API and its availability; it said:\n\(run.output)")
        #expect(run.output.contains("floors: iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1"),
                "the failure must name the declared floors; it said:\n\(run.output)")
    }

    @Test func aTemplateOffenderFails() throws {
        let copy = try AvailabilityCheck.Copy()
        let line = try copy.append("import Synchronization", to: "Templates/Header.mustache")
        let run = try AvailabilityCheck.run(root: copy.root)
        #expect(run.status == 1, "Synchronization in a template must fail the check; it said:\n\(run.output)")
        #expect(run.output.contains("Templates/Header.mustache:\(line): Synchronization module needs iOS 18, macOS 15"),
                "the failure must name the template's line; it said:\n\(run.output)")
    }

    @Test func anOffenderNamedOnlyInACommentPasses() throws {
        let copy = try AvailabilityCheck.Copy()
        _ = try copy.append("// Synchronization.Mutex needs iOS 18: we use Locked instead.", to: "Sources/Mapwright/Concurrency/Locked.swift")
        let run = try AvailabilityCheck.run(root: copy.root)
        #expect(run.status == 0, "an API named in a comment is not a use of it; the check said:\n\(run.output)")
    }

    @Test func anotherModulesPrivateInterfaceFails() throws {
        let copy = try AvailabilityCheck.Copy()
        let line = try copy.append("@_spi(Private) import Foundation", to: "Sources/Mapwright/Concurrency/Locked.swift")
        let run = try AvailabilityCheck.run(root: copy.root)
        #expect(run.status == 1, "@_spi(Private) must fail the check; it said:\n\(run.output)")
        #expect(run.output.contains("Sources/Mapwright/Concurrency/Locked.swift:\(line): @_spi (another module's private interface)"),
                "the failure must name the line; it said:\n\(run.output)")
    }

    @Test func aPackageWithoutFloorsCannotBeChecked() throws {
        let copy = try AvailabilityCheck.Copy()
        try copy.replace("platforms:", with: "_platforms:", in: "Package.swift")
        let run = try AvailabilityCheck.run(root: copy.root)
        #expect(run.status == 2, "without declared floors the check must refuse (exit 2); it said:\n\(run.output)")
    }
}

/// Running the check, on the repository or on a copy of what it reads.
enum AvailabilityCheck {
    /// The repository root: three folders up from this file.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Whether `bash` and `python3` are on PATH.
    static let toolsFound = ["bash", "python3"].allSatisfy { tool in
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains { directory in
            FileManager.default.isExecutableFile(atPath: "\(directory)/\(tool)")
        }
    }

    /// Runs `ROOT/.ci/check-availability` (which checks ROOT): exit status and all output.
    static func run(root: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", root.appendingPathComponent(".ci/check-availability").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// A temporary copy of what the check reads, removed afterwards.
    final class Copy {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-availability-\(UUID().uuidString)")

        init() throws {
            for path in ["Package.swift", "Sources/Mapwright", "Templates", ".ci/check-availability"] {
                let destination = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: AvailabilityCheck.repository.appendingPathComponent(path), to: destination)
            }
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        /// Appends `line` to the file at `path`; returns its line number.
        func append(_ line: String, to path: String) throws -> Int {
            let file = root.appendingPathComponent(path)
            var text = try String(contentsOf: file, encoding: .utf8)
            if !text.hasSuffix("\n") { text += "\n" }
            text += line + "\n"
            try text.write(to: file, atomically: true, encoding: .utf8)
            return text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        }

        /// Replaces `old` with `new` in the file at `path`.
        func replace(_ old: String, with new: String, in path: String) throws {
            let file = root.appendingPathComponent(path)
            let text = try String(contentsOf: file, encoding: .utf8)
            try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
        }
    }
}
