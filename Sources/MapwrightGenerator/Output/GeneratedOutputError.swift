/// A failure reading or changing the output directory.
///
/// Paths in these errors are full file-system paths, so the message points at the
/// file on disk.
public enum GeneratedOutputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Something other than a regular file (a directory, say) sits where a generated
    /// file belongs.
    case notAFile(path: String)
    /// A symbolic link sits at `path`, inside the output directory, where a generated
    /// file or directory belongs: generation never writes or reads through links.
    case symbolicLink(path: String)
    /// Something other than a directory sits at `path`, where a directory of generated
    /// files belongs.
    case notADirectory(path: String)
    /// The file at `path` exists but could not be read.
    case readFailed(path: String, reason: String)
    /// The file at `path`, or the directory `path` (when its entries cannot be
    /// created or replaced), could not be written; `reason` is the system's.
    case writeFailed(path: String, reason: String)
    /// The file or empty directory at `path` could not be removed.
    case removeFailed(path: String, reason: String)
    /// The manifest at `path` has an unusable entry on `line` (1-based).
    case corruptManifest(path: String, line: Int, reason: String)

    /// The failure in words, naming the path.
    public var description: String {
        switch self {
        case .notAFile(let path):
            "\(path): expected a regular file, found a directory or other item; move it away and retry"
        case .symbolicLink(let path):
            "\(path): is a symbolic link; generated files are never written through links: replace it with a real directory or file"
        case .notADirectory(let path):
            "\(path): expected a directory, found a file or other item; move it away and retry"
        case .readFailed(let path, let reason):
            "\(path): cannot read: \(reason)"
        case .writeFailed(let path, let reason):
            "\(path): cannot write: \(reason)"
        case .removeFailed(let path, let reason):
            "\(path): cannot remove: \(reason)"
        case .corruptManifest(let path, let line, let reason):
            "\(path):\(line): invalid manifest entry \(reason); delete the manifest to start afresh (nothing will then be removed)"
        }
    }
}
