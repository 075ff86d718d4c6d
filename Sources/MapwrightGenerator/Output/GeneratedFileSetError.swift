/// A file that cannot join a ``GeneratedFileSet``.
public enum GeneratedFileSetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `path` is not a usable relative path, for the reason given.
    case invalidPath(String, GeneratedPathProblem)
    /// Two files share `path`.
    case duplicatePath(String)
    /// `path` and `existing` differ only in letter case, so they would be one file on a
    /// case-insensitive file system (macOS, Windows).
    case caseInsensitiveDuplicate(path: String, existing: String)
    /// `path` is needed both as a file and as a directory holding `other`.
    case fileDirectoryConflict(path: String, other: String)

    /// The problem in words, naming the path.
    public var description: String {
        switch self {
        case .invalidPath(let path, let problem):
            "invalid generated file path '\(path)': \(problem)"
        case .duplicatePath(let path):
            "generated file path '\(path)' is produced more than once"
        case .caseInsensitiveDuplicate(let path, let existing):
            "generated file paths '\(existing)' and '\(path)' differ only in case and would collide on a case-insensitive file system"
        case .fileDirectoryConflict(let path, let other):
            "generated file path '\(path)' is also needed as a directory for '\(other)'"
        }
    }
}
