import Foundation
import Testing
@testable import MapwrightGenerator

/// Runs the writer refuses before changing anything: unwritable directories, files or
/// links in the way, links that would lead outside the output directory.
@Suite("Generated file writer refusals")
struct GeneratedFileWriterRefusalTests {
    /// The blog files with every file's content changed, so a run rewrites all three
    /// (in path order: `Blog/…` before `BlogTestSupport/…`).
    private func changedFiles() throws -> GeneratedFileSet {
        try GeneratedFileSet([
            GeneratedFile(path: "Blog/Post.swift", contents: "// changed\n"),
            GeneratedFile(path: "Blog/Author.swift", contents: "// changed\n"),
            GeneratedFile(path: "BlogTestSupport/StubPostParser.swift", contents: "// changed\n"),
        ])
    }

    @Test func readOnlySubdirectoryChangesNothingAndIsNamed() throws {
        try withOutputDirectory { output in
            let disk = OnDisk(root: output)
            try GeneratedFileWriter(directory: output).write(try blogFiles())
            try disk.backdateEverything(to: longAgo)
            let before = try disk.snapshot()
            let readOnly = output.appendingPathComponent("BlogTestSupport")
            let ran = try withUnwritableDirectory(readOnly) {
                let error = #expect(throws: GeneratedOutputError.self, "writing into a read-only directory succeeded") {
                    try GeneratedFileWriter(directory: output).write(try changedFiles())
                }
                guard case .writeFailed(let path, let reason)? = error else {
                    Issue.record("expected a write failure naming the directory, got \(String(describing: error))")
                    return
                }
                #expect(path == readOnly.path, "error names \(path), not the read-only directory")
                #expect(["Permission denied", "Operation not permitted", "Read-only file system"].contains(reason), "reason: \(reason)")
            }
            #expect(try disk.snapshot() == before, "a refused run changed files (ran: \(ran))")
        }
    }

    @Test func fileWhereADirectoryBelongsChangesNothingAndIsNamed() throws {
        try withOutputDirectory { output in
            let disk = OnDisk(root: output)
            try disk.write("not a directory\n", to: "BlogTestSupport")
            let before = try disk.snapshot()
            #expect(throws: GeneratedOutputError.notADirectory(path: output.appendingPathComponent("BlogTestSupport").path),
                    "a file in the way of a directory was not named") {
                try GeneratedFileWriter(directory: output).write(try blogFiles())
            }
            #expect(try disk.snapshot() == before, "a refused run changed files")
        }
    }

    @Test func symlinkedSubdirectoryIsRefusedAndNothingIsWrittenThroughIt() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("Generated")
            let outside = root.appendingPathComponent("Elsewhere")
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: output.appendingPathComponent("Blog"), withDestinationURL: outside)
            #expect(throws: GeneratedOutputError.symbolicLink(path: output.appendingPathComponent("Blog").path),
                    "a symlinked subdirectory was not refused") {
                try GeneratedFileWriter(directory: output).write(try blogFiles())
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty, "files were written through the link")
            #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["Blog"], "the refused run wrote into the output directory")
        }
    }

    @Test func symlinkedFileIsRefusedAndItsTargetUntouched() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("Generated")
            let outside = root.appendingPathComponent("precious.swift")
            try Data("precious\n".utf8).write(to: outside)
            try FileManager.default.createDirectory(at: output.appendingPathComponent("Blog"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: output.appendingPathComponent("Blog/Post.swift"), withDestinationURL: outside)
            #expect(throws: GeneratedOutputError.symbolicLink(path: output.appendingPathComponent("Blog/Post.swift").path),
                    "a symlinked generated file was not refused") {
                try GeneratedFileWriter(directory: output).write(try blogFiles())
            }
            #expect(try String(contentsOf: outside, encoding: .utf8) == "precious\n", "the link's target was changed")
        }
    }

    @Test func outputDirectoryItselfMayBeALink() throws {
        try withTemporaryDirectory { root in
            let real = root.appendingPathComponent("RealGenerated")
            try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
            let output = root.appendingPathComponent("Generated")
            try FileManager.default.createSymbolicLink(at: output, withDestinationURL: real)
            let summary = try GeneratedFileWriter(directory: output).write(try blogFiles())
            #expect(summary.created.count == 3, "writing through a linked output directory itself: \(summary)")
            #expect(FileManager.default.fileExists(atPath: real.appendingPathComponent("Blog/Post.swift").path), "files did not land in the link's target")
        }
    }

    @Test func missingOutputDirectoryInAnUnwritableParentNamesTheParent() throws {
        try withTemporaryDirectory { root in
            let parent = root.appendingPathComponent("Locked")
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            _ = try withUnwritableDirectory(parent) {
                let error = #expect(throws: GeneratedOutputError.self, "creating the output directory in a read-only parent succeeded") {
                    try GeneratedFileWriter(directory: parent.appendingPathComponent("Generated")).write(try blogFiles())
                }
                guard case .writeFailed(let path, _)? = error else {
                    Issue.record("expected a write failure naming the parent, got \(String(describing: error))")
                    return
                }
                #expect(path == parent.path, "error names \(path), not the read-only parent")
            }
        }
    }

    @Test func failedWriteNamesTheTargetNotItsTemporary() throws {
        try withOutputDirectory { output in
            try GeneratedFileWriter(directory: output).write(try blogFiles())
            _ = try withUnwritableDirectory(output) {
                let target = output.appendingPathComponent(GenerationManifest.fileName).path
                // Straight to the directory, past the writer's check, as a run would fail if
                // the directory changed between the check and the write.
                #expect(performing: { try OutputDirectory(root: output).write([1], to: GenerationManifest.fileName) }, throws: { error in
                    guard case .writeFailed(let path, _)? = error as? GeneratedOutputError else { return false }
                    return path == target
                })
            }
        }
    }
}
