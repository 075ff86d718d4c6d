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
        /// The expected line; nil where the actual text has a line more.
        public let expected: String?
        /// The line found; nil where the actual text has a line less.
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
    /// How many lines differ in all (the larger of the lines removed and added).
    public let count: Int

    /// The difference between `expected` and `actual`, or nil when they are equal apart
    /// from the fingerprint line and line endings; lists at most `limit` lines.
    ///
    /// Lines are matched as a diff tool matches them (longest common subsequence), so
    /// that a record added or removed shows as such rather than as every later line
    /// shifted; within each changed stretch, removed and added lines are paired in order.
    public init?(expected: String, actual: String, limit: Int = 5) {
        let old = Self.comparedLines(of: expected)
        let new = Self.comparedLines(of: actual)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix].text == new[prefix].text { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix].text == new[new.count - 1 - suffix].text { suffix += 1 }
        let removed = Array(old[prefix..<(old.count - suffix)])
        let added = Array(new[prefix..<(new.count - suffix)])
        guard !removed.isEmpty || !added.isEmpty else { return nil }
        let after = old.count - suffix < old.count ? old[old.count - suffix].number : (old.last?.number ?? 0) + 1
        let differing = Self.changedLines(removed, added, nextNumber: after)
        count = differing.count
        lines = Array(differing.prefix(max(limit, 1)))
    }

    /// The changed lines between `old` and `new` (which differ at both ends): stretches of
    /// lines outside their longest common subsequence, removed and added paired in order.
    /// Past a size where the table would be large, the two are paired line by line.
    private static func changedLines(_ old: [NumberedLine], _ new: [NumberedLine], nextNumber: Int) -> [Line] {
        let width = new.count + 1
        guard old.count * new.count <= 4_000_000 else { return paired(old[...], new[...], at: nextNumber) }
        // lengths[i * width + j]: the longest common subsequence of old[i...] and new[j...].
        var lengths = [Int32](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i * width + j] = old[i].text == new[j].text
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var result: [Line] = []
        var i = 0, j = 0, runOld = 0, runNew = 0
        func flush() {
            let number = runOld < i ? old[runOld].number : (i < old.count ? old[i].number : nextNumber)
            result += paired(old[runOld..<i], new[runNew..<j], at: number)
        }
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i].text == new[j].text {
                flush()
                i += 1
                j += 1
                runOld = i
                runNew = j
            } else if j < new.count, i == old.count || lengths[i * width + j + 1] >= lengths[(i + 1) * width + j] {
                j += 1
            } else {
                i += 1
            }
        }
        flush()
        return result
    }

    /// Removed and added lines paired in order; an added line past the removed ones is
    /// numbered where it would go (`number` and on).
    private static func paired(_ removed: ArraySlice<NumberedLine>, _ added: ArraySlice<NumberedLine>, at number: Int) -> [Line] {
        (0..<max(removed.count, added.count)).map { offset in
            let before = offset < removed.count ? removed[removed.startIndex + offset] : nil
            let after = offset < added.count ? added[added.startIndex + offset] : nil
            return Line(number: before?.number ?? number + offset, expected: before?.text, actual: after?.text)
        }
    }

    /// `line 12: expected …` / `         found    …` for each listed line (`(nothing)` for a
    /// line one text has and the other lacks), then how many more.
    public var description: String {
        var text: [String] = []
        for line in lines {
            let label = "line \(line.number): "
            text.append(label + "expected " + (line.expected ?? "(nothing)"))
            text.append(String(repeating: " ", count: label.count) + "found    " + (line.actual ?? "(nothing)"))
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
