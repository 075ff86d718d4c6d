import Foundation

/// One schema file's bytes and the path it is reported under.
public struct SchemaSource: Sendable, Hashable {
    /// The path printed in diagnostics (`Schemas/Blog.json`).
    public var path: String
    /// The file's content.
    public var bytes: [UInt8]

    /// A source from bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// A source from text (tests, tools).
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The last path component (`Blog.json`): the key schema files are ordered by.
    public var fileName: String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }

    /// The file name without its extension (`Blog`): the default module name.
    public var stem: String {
        let name = fileName
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// Whether `lhs` is merged before `rhs`: by file name, then by full path, so the
    /// order never depends on how a directory happens to list its files.
    public static func mergeOrder(_ lhs: SchemaSource, _ rhs: SchemaSource) -> Bool {
        (lhs.fileName, lhs.path) < (rhs.fileName, rhs.path)
    }
}

/// Finds the schema files of a directory: every `*.json` directly inside it (not in
/// subdirectories), in merge order.
public enum SchemaDirectory {
    /// The sources of `directory`, or diagnostics saying why they could not be read.
    /// Paths are reported as `directory/fileName`.
    public static func read(_ directory: String) -> (sources: [SchemaSource], diagnostics: [Diagnostic]) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            return ([], [Diagnostic(.error, "schema directory not found", at: SchemaLocation(file: directory))])
        }
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: directory)
        } catch {
            return ([], [Diagnostic(.error, "cannot list the schema directory: \(error.localizedDescription)", at: SchemaLocation(file: directory))])
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        var sources: [SchemaSource] = []
        var diagnostics: [Diagnostic] = []
        for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
            let path = prefix + name
            guard let data = manager.contents(atPath: path) else {
                diagnostics.append(Diagnostic(.error, "cannot read the schema file", at: SchemaLocation(file: path)))
                continue
            }
            sources.append(SchemaSource(path: path, bytes: Array(data)))
        }
        if sources.isEmpty, diagnostics.isEmpty {
            diagnostics.append(Diagnostic(.warning, "no schema files (*.json) in this directory", at: SchemaLocation(file: directory)))
        }
        return (sources.sorted(by: SchemaSource.mergeOrder), diagnostics)
    }
}
