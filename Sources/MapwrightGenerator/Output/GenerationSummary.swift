/// What one run of ``GeneratedFileWriter`` did, by relative path (each list sorted).
public struct GenerationSummary: Sendable, Hashable, CustomStringConvertible {
    /// Files that did not exist and were written.
    public let created: [String]
    /// Files that existed with other contents and were rewritten.
    public let updated: [String]
    /// Files that already held the right bytes and were left alone.
    public let unchanged: [String]
    /// Files from the previous manifest that are no longer produced and were removed.
    public let removed: [String]

    /// Creates a summary from its lists.
    public init(created: [String], updated: [String], unchanged: [String], removed: [String]) {
        self.created = created
        self.updated = updated
        self.unchanged = unchanged
        self.removed = removed
    }

    /// The number of files produced: created, updated and unchanged.
    public var fileCount: Int { created.count + updated.count + unchanged.count }

    /// The number of files written: created and updated.
    public var writtenCount: Int { created.count + updated.count }

    /// One line, e.g. `Generated 14 files: 2 new, 1 updated, 11 unchanged, 1 removed`.
    public var description: String {
        let noun = fileCount == 1 ? "file" : "files"
        return "Generated \(fileCount) \(noun): \(created.count) new, \(updated.count) updated, "
            + "\(unchanged.count) unchanged, \(removed.count) removed"
    }
}
