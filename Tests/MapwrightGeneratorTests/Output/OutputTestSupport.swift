import Foundation
@testable import MapwrightGenerator

/// Runs `body` with a fresh, unique directory, removed afterwards whatever happens.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("mapwright-output-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    return try body(root)
}

/// Runs `body` with a fresh `…/Generated` output directory (not yet created).
func withOutputDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    try withTemporaryDirectory { root in
        try body(root.appendingPathComponent("Generated"))
    }
}

/// A small blog module's generated files.
func blogFiles(post: String = blogPost, extra: [GeneratedFile] = []) throws -> GeneratedFileSet {
    try GeneratedFileSet([
        GeneratedFile(path: "Blog/Post.swift", contents: post),
        GeneratedFile(path: "Blog/Author.swift", contents: lines("// Generated from Schemas/Blog.json. Do not edit.", "public struct Author {}")),
        GeneratedFile(path: "BlogTestSupport/StubPostParser.swift", contents: lines("// Generated from Schemas/Blog.json. Do not edit.", "public final class StubPostParser {}")),
    ] + extra)
}

/// The generated `Post.swift` of ``blogFiles(post:extra:)``.
let blogPost = lines(
    "// Generated from Schemas/Blog.json. Do not edit.",
    "import Mapwright",
    "",
    "public struct Post: Sendable, Hashable, Identifiable {",
    "    public let id: PostID",
    "    public var title: String",
    "    public var body: String",
    "    public var authorID: Author.ID?",
    "}"
)

/// Reads and writes files under an output directory by relative path.
struct OnDisk {
    /// The output directory.
    let root: URL

    /// The location of `path`.
    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// Whether anything exists at `path`.
    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }

    /// The text of the file at `path`.
    func text(_ path: String) throws -> String { try String(contentsOf: url(path), encoding: .utf8) }

    /// Writes `text` to `path`, creating directories.
    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url(path))
    }

    /// The modification date of `path`.
    func modified(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url(path).path)[.modificationDate] as? Date
    }

    /// Sets the modification date of every item under the root to `date`.
    func backdateEverything(to date: Date) throws {
        for path in try FileManager.default.subpathsOfDirectory(atPath: root.path) {
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url(path).path)
        }
    }

    /// Every item under the root with its bytes (empty for directories) and
    /// modification date, for before/after comparisons.
    func snapshot() throws -> [String: Item] {
        guard FileManager.default.fileExists(atPath: root.path) else { return [:] }
        var items: [String: Item] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: root.path) {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url(path).path, isDirectory: &isDirectory)
            let bytes = isDirectory.boolValue ? Data() : try Data(contentsOf: url(path))
            items[path] = Item(bytes: bytes, modified: try modified(path))
        }
        return items
    }

    /// One item of a ``snapshot()``.
    struct Item: Equatable {
        /// The file's bytes; empty for a directory.
        let bytes: Data
        /// The modification date.
        let modified: Date?
    }
}

/// A date far in the past, to tell untouched files from rewritten ones regardless of
/// file-system timestamp granularity.
let longAgo = Date(timeIntervalSince1970: 1_000_000_000)

/// Makes `directory` refuse new entries even to root: mode 0555, and when the tests run
/// as root (who ignores modes), the immutable attribute (`chattr +i`, Linux). Runs
/// `body`, then makes it writable again. Returns `false` without running `body` when
/// the directory cannot be made unwritable here.
func withUnwritableDirectory(_ directory: URL, _ body: () throws -> Void) throws -> Bool {
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
    var immutable = false
    defer {
        if immutable { _ = runTool("/usr/bin/chattr", ["-i", directory.path]) }
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
    }
    if access(directory.path, W_OK) == 0 {
        immutable = runTool("/usr/bin/chattr", ["+i", directory.path])
        guard immutable, access(directory.path, W_OK) != 0 else { return false }
    }
    try body()
    return true
}

/// Runs `tool` with `arguments`; whether it exited with status 0.
private func runTool(_ tool: String, _ arguments: [String]) -> Bool {
    guard FileManager.default.isExecutableFile(atPath: tool) else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}
