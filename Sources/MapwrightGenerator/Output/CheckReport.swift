/// The result of ``GeneratedFileChecker/check(_:)``: every difference between the
/// output directory and what generation would leave there, sorted by path.
///
/// ``description`` is the text `mapwright check` prints: for each finding a line
/// `kind: name/path` and its unified diff, then one closing line, either
/// `Generated/ is up to date (14 files)` or
/// `Generated/ is out of date (1 stale, 0 missing, 1 orphaned): run 'swift run mapwright generate'`.
public struct CheckReport: Sendable, Hashable, CustomStringConvertible {
    /// The differences, sorted by path (UTF-8 byte order).
    public let findings: [CheckFinding]
    /// How many files generation produces.
    public let fileCount: Int
    /// The output directory as named in the text, e.g. `Generated`.
    public let directoryName: String

    /// Creates a report; `findings` are sorted by path here.
    public init(findings: [CheckFinding], fileCount: Int, directoryName: String) {
        self.findings = findings.sorted { GeneratedPath.precedes($0.path, $1.path) }
        self.fileCount = fileCount
        self.directoryName = directoryName
    }

    /// Whether the directory is exactly what generation would leave: generating now
    /// would write and remove nothing.
    public var isClean: Bool { findings.isEmpty }

    /// The findings of one kind, sorted by path.
    public func findings(_ kind: CheckFinding.Kind) -> [CheckFinding] {
        findings.filter { $0.kind == kind }
    }

    /// The closing line alone.
    public var summaryLine: String {
        if isClean {
            let noun = fileCount == 1 ? "file" : "files"
            return "\(directoryName)/ is up to date (\(fileCount) \(noun))"
        }
        let counts = "\(findings(.stale).count) stale, \(findings(.missing).count) missing, \(findings(.orphaned).count) orphaned"
        return "\(directoryName)/ is out of date (\(counts)): run 'swift run mapwright generate'"
    }

    /// The full report: each finding with its diff, then the closing line.
    public var description: String {
        var text = ""
        for finding in findings {
            text += "\(finding.kind.rawValue): \(directoryName)/\(finding.path)\n"
            text += finding.diff
        }
        return text + summaryLine + "\n"
    }
}
