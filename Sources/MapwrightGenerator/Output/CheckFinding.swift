/// One way an output directory differs from what generation would leave there.
public struct CheckFinding: Sendable, Hashable {
    /// How the file differs.
    public enum Kind: String, Sendable, Hashable {
        /// On disk with other contents (including a manifest that lists other files).
        case stale
        /// Produced, but not on disk.
        case missing
        /// On disk and listed in the previous manifest, but no longer produced:
        /// generation would remove it.
        case orphaned
    }

    /// How the file differs.
    public let kind: Kind
    /// The path relative to the output directory.
    public let path: String
    /// The unified diff from the file on disk to what generation would leave:
    /// against `/dev/null` for missing and orphaned files.
    public let diff: String

    /// Creates a finding.
    public init(kind: Kind, path: String, diff: String) {
        self.kind = kind
        self.path = path
        self.diff = diff
    }
}
