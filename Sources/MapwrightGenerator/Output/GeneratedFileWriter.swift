import Foundation

/// Brings an output directory in line with a ``GeneratedFileSet``, touching as little
/// as possible.
///
/// - Only files whose bytes differ are written, each atomically (temporary file in
///   the same directory, then rename); an unchanged file keeps its modification time.
/// - Files listed in the manifest of the previous run but no longer produced are
///   removed, and directories left empty by that are pruned. A file the manifest does
///   not list is never removed, so hand-written files beside generated ones are safe;
///   without a manifest nothing is removed at all.
/// - The manifest (`.mapwright-manifest` in the output directory) is rewritten only
///   when the list of files changes.
///
/// Nothing is changed until every change is known to be possible: each directory on
/// the way exists as a real directory (a symbolic link inside the output directory is
/// refused, so nothing is written outside it) or can be created, and each directory
/// that gains or loses a file lets its entries change. A run refused by that check
/// leaves the directory exactly as it was; one failing later (a full disk, a file
/// changed meanwhile) leaves each file whole, old or new, never a part.
///
/// Before anything is added, the manifest is first widened to list old and new files
/// together, so an interrupted run never leaves a generated file the next run would
/// not know to remove. Orphans are removed before files are written, so a file that
/// only changed the case of its name survives on case-insensitive file systems.
public struct GeneratedFileWriter: Sendable {
    /// The name of the manifest the writer keeps in the output directory.
    public static let manifestFileName = GenerationManifest.fileName

    /// The output directory, created when missing.
    public let directory: URL

    /// A writer for the output directory at `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// Writes `files` into the directory and says what changed.
    ///
    /// Running it again with the same files writes nothing.
    @discardableResult
    public func write(_ files: GeneratedFileSet) throws(GeneratedOutputError) -> GenerationSummary {
        let output = OutputDirectory(root: directory)
        let plan = try GenerationPlan(files: files, directory: output)
        var manifestOnDisk = plan.existingManifest

        let widened = GenerationManifest(paths: plan.previousPaths.union(files.paths)).bytes
        let foldedOrphans = Set(plan.orphans.map { $0.lowercased() })
        try output.checkChangeable(writing: Self.pathsWritten(by: plan, widened: widened), removing: plan.orphans)
        if widened != manifestOnDisk {
            try output.write(widened, to: GenerationManifest.fileName)
            manifestOnDisk = widened
        }

        for orphan in plan.orphans {
            try output.removeFile(at: orphan)
        }
        try output.pruneEmptyDirectories(afterRemoving: plan.orphans)

        var created: [String] = []
        var updated: [String] = []
        var unchanged: [String] = []
        // On a case-insensitive file system, removing `a.swift` may have removed the
        // `A.swift` read into the plan: read such files again.
        for entry in plan.entries {
            var existing = entry.existing
            if foldedOrphans.contains(entry.path.lowercased()) {
                existing = try output.contents(of: entry.path)
            }
            if existing == entry.bytes {
                unchanged.append(entry.path)
                continue
            }
            try output.write(entry.bytes, to: entry.path)
            if existing == nil {
                created.append(entry.path)
            } else {
                updated.append(entry.path)
            }
        }

        let final = plan.manifest.bytes
        if final != manifestOnDisk {
            try output.write(final, to: GenerationManifest.fileName)
        }
        return GenerationSummary(created: created, updated: updated, unchanged: unchanged, removed: plan.orphans)
    }

    /// Checks, changing nothing, that ``write(_:)`` could make every change it would make
    /// for `files`: the check it makes before its first change, for a command that writes
    /// something else first (`init` writes its schema) and must not if this would fail.
    public func checkWritable(_ files: GeneratedFileSet) throws(GeneratedOutputError) {
        let output = OutputDirectory(root: directory)
        let plan = try GenerationPlan(files: files, directory: output)
        let widened = GenerationManifest(paths: plan.previousPaths.union(files.paths)).bytes
        try output.checkChangeable(writing: Self.pathsWritten(by: plan, widened: widened), removing: plan.orphans)
    }

    /// The files carrying out `plan` writes, the manifest included when it changes
    /// (`widened` is the manifest listing old and new files together).
    private static func pathsWritten(by plan: GenerationPlan, widened: [UInt8]) -> [String] {
        let foldedOrphans = Set(plan.orphans.map { $0.lowercased() })
        var writing = plan.entries.filter { !$0.isUnchanged || foldedOrphans.contains($0.path.lowercased()) }.map(\.path)
        if widened != plan.existingManifest || plan.manifest.bytes != plan.existingManifest { writing.append(GenerationManifest.fileName) }
        return writing
    }
}
