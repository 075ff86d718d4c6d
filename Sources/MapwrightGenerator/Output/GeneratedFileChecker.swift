import Foundation

/// Compares an output directory with a ``GeneratedFileSet`` without writing anything.
///
/// It reports exactly what ``GeneratedFileWriter`` would do: a produced file that
/// differs is stale, one not on disk is missing, and a file listed in the previous
/// manifest that is no longer produced is orphaned. The manifest itself is stale (or
/// missing) when it differs from the one the writer would leave. Each finding carries
/// a unified diff from disk (`a/`) to generated (`b/`).
public struct GeneratedFileChecker: Sendable {
    /// The output directory.
    public let directory: URL
    /// How the directory is named in diff labels and the report, e.g. `Generated`.
    public let directoryName: String

    /// A checker for `directory`, named `directoryName` in its report (by default the
    /// directory's last path component).
    public init(directory: URL, directoryName: String? = nil) {
        self.directory = directory
        self.directoryName = directoryName ?? directory.lastPathComponent
    }

    /// Compares `files` with the directory.
    public func check(_ files: GeneratedFileSet) throws(GeneratedOutputError) -> CheckReport {
        let output = OutputDirectory(root: directory)
        let plan = try GenerationPlan(files: files, directory: output)
        var findings: [CheckFinding] = []
        for entry in plan.entries where !entry.isUnchanged {
            findings.append(finding(path: entry.path, onDisk: entry.existing, generated: entry.bytes))
        }
        for orphan in plan.orphans {
            let onDisk = (try? output.contents(of: orphan)) ?? nil
            findings.append(finding(path: orphan, onDisk: onDisk ?? [], generated: nil))
        }
        if !plan.manifestIsCurrent {
            findings.append(finding(path: GenerationManifest.fileName, onDisk: plan.existingManifest, generated: plan.manifest.bytes))
        }
        return CheckReport(findings: findings, fileCount: files.count, directoryName: directoryName)
    }

    /// The finding for `path`: missing when nothing is on disk, orphaned when nothing
    /// is generated, stale otherwise.
    private func finding(path: String, onDisk: [UInt8]?, generated: [UInt8]?) -> CheckFinding {
        let label = "\(directoryName)/\(path)"
        let kind: CheckFinding.Kind = onDisk == nil ? .missing : generated == nil ? .orphaned : .stale
        let diff = UnifiedDiff.text(
            from: onDisk ?? [],
            to: generated ?? [],
            oldLabel: onDisk == nil ? "/dev/null" : "a/\(label)",
            newLabel: generated == nil ? "/dev/null" : "b/\(label)"
        )
        return CheckFinding(kind: kind, path: path, diff: diff)
    }
}
