/// One file the generator produces: where it goes under the output directory and
/// what it holds.
///
/// The path is relative to the output directory and uses `/` separators, e.g.
/// `Blog/Post.swift`. It is checked when the file joins a ``GeneratedFileSet``, not
/// here, so building a value never fails.
public struct GeneratedFile: Sendable, Hashable {
    /// The path relative to the output directory, `/`-separated.
    public let path: String
    /// The complete text of the file; written to disk as UTF-8.
    public let contents: String

    /// Creates a file at `path` (relative to the output directory) holding `contents`.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }

    /// The bytes written to disk: `contents` encoded as UTF-8.
    var bytes: [UInt8] { Array(contents.utf8) }
}
