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
