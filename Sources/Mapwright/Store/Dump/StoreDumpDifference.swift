/// Where two dump texts differ, line by line, for a test's failure message: the first
/// differing lines, each with its line number, what was expected and what was found.
///
/// ```swift
/// if let difference = StoreDumpDifference(expected: recorded, actual: dump.text) {
///     Issue.record("Post/two-posts differs from its recording:\n\(difference)")
/// }
/// ```
///
/// The ``StoreDump/recordedAgainstKey`` line is left out of the comparison: a
/// recording made against another fingerprint but holding the same records is equal.
public struct StoreDumpDifference: Sendable, Hashable, CustomStringConvertible {
    /// One differing line.
    public struct Line: Sendable, Hashable {
        /// The line's number in the expected text (1-based), after the fingerprint line.
        public let number: Int
        /// The expected line; nil past the end of the expected text.
        public let expected: String?
        /// The line found; nil past the end of the actual text.
        public let actual: String?

        /// A line from its parts.
        public init(number: Int, expected: String?, actual: String?) {
            self.number = number
            self.expected = expected
            self.actual = actual
        }
    }

    /// The first differing lines, at most the `limit` given.
    public let lines: [Line]
    /// How many lines differ in all.
    public let count: Int

    /// The difference between `expected` and `actual`, or nil when they are equal apart
    /// from the fingerprint line and line endings; lists at most `limit` lines.
    public init?(expected: String, actual: String, limit: Int = 5) {
        let old = Self.comparedLines(of: expected)
        let new = Self.comparedLines(of: actual)
        var differing: [Line] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? old[index] : nil
            let after = index < new.count ? new[index] : nil
            if before != after { differing.append(Line(number: index + 1, expected: before?.text, actual: after?.text)) }
        }
        guard !differing.isEmpty else { return nil }
        count = differing.count
        lines = Array(differing.prefix(max(limit, 1)))
    }

    /// `line 12: expected …` / `         found    …` for each listed line, then how many more.
    public var description: String {
        var text: [String] = []
        for line in lines {
            let label = "line \(line.number): "
            text.append(label + "expected " + (line.expected ?? "(end of file)"))
            text.append(String(repeating: " ", count: label.count) + "found    " + (line.actual ?? "(end of file)"))
        }
        if count > lines.count { text.append("… and \(count - lines.count) more differing \(count - lines.count == 1 ? "line" : "lines")") }
        return text.joined(separator: "\n")
    }

    /// The lines compared, numbered as in the text, without the fingerprint line.
    private static func comparedLines(of text: String) -> [NumberedLine] {
        let marker = "  " + StoreDumpValue.quoted(StoreDump.recordedAgainstKey) + ":"
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        if lines.last == "" { lines.removeLast() }
        return lines.enumerated().compactMap { index, line in
            line.hasPrefix(marker) ? nil : NumberedLine(number: index + 1, text: line)
        }
    }

    private struct NumberedLine: Equatable {
        let number: Int
        let text: String
    }
}
