/// Line diffs in unified format, as `diff -u` prints them (without timestamps).
///
/// ```
/// --- a/Blog/Post.swift
/// +++ b/Blog/Post.swift
/// @@ -3,7 +3,7 @@
///  context
/// -old line
/// +new line
///  context
/// ```
///
/// Hunks carry `context` unchanged lines on each side; changes separated by at most
/// twice that many unchanged lines share one hunk. A range of one line is written
/// without its count (`@@ -4 +4 @@`) and an empty range as the line before it with
/// count 0 (`@@ -0,0 +1,2 @@`). A last line without a newline is followed by
/// `\ No newline at end of file`. The edit script is minimal (see ``MyersDiff``).
public enum UnifiedDiff {
    /// The line following a line that ends its file without a newline.
    public static let noNewlineMarker = "\\ No newline at end of file"

    /// The unified diff turning `old` into `new`, headed `--- oldLabel` and
    /// `+++ newLabel`; the empty string when the texts are equal.
    public static func text(
        from old: String, to new: String, oldLabel: String, newLabel: String, context: Int = 3
    ) -> String {
        text(from: Array(old.utf8), to: Array(new.utf8), oldLabel: oldLabel, newLabel: newLabel, context: context)
    }

    /// The unified diff between two byte strings, compared exactly; lines are shown as
    /// UTF-8 (invalid bytes as U+FFFD). The empty string when the bytes are equal.
    static func text(
        from old: [UInt8], to new: [UInt8], oldLabel: String, newLabel: String, context: Int = 3
    ) -> String {
        guard old != new else { return "" }
        let oldLines = DiffLines(old)
        let newLines = DiffLines(new)
        let numbers = DiffLines.interned(oldLines, newLines)
        let edits = MyersDiff.edits(from: numbers.old, to: numbers.new)
        var output = "--- \(oldLabel)\n+++ \(newLabel)\n"
        for hunk in hunks(in: edits, context: max(0, context)) {
            output += render(hunk, of: edits, old: oldLines, new: newLines)
        }
        return output
    }

    /// The ranges of `edits` shown as hunks: each change with up to `context` edits of
    /// context around it, joining changes whose contexts touch or overlap.
    static func hunks(in edits: [DiffEdit], context: Int) -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        var current: (start: Int, lastChange: Int)?
        for (index, edit) in edits.enumerated() where !edit.isKeep {
            if let open = current, index - open.lastChange - 1 <= 2 * context {
                current = (open.start, index)
                continue
            }
            if let open = current {
                hunks.append(open.start..<min(edits.count, open.lastChange + 1 + context))
            }
            current = (max(0, index - context), index)
        }
        if let open = current {
            hunks.append(open.start..<min(edits.count, open.lastChange + 1 + context))
        }
        return hunks
    }

    /// One hunk of `edits`: its `@@` header, then its lines.
    private static func render(_ hunk: Range<Int>, of edits: [DiffEdit], old: DiffLines, new: DiffLines) -> String {
        var oldCount = 0
        var newCount = 0
        var body = ""
        for edit in edits[hunk] {
            switch edit {
            case .keep(let oldIndex, _):
                oldCount += 1
                newCount += 1
                body += line(" ", old, oldIndex)
            case .delete(let oldIndex):
                oldCount += 1
                body += line("-", old, oldIndex)
            case .insert(let newIndex):
                newCount += 1
                body += line("+", new, newIndex)
            }
        }
        let position = linesBefore(hunk, of: edits, oldCount: old.count, newCount: new.count)
        return "@@ -\(range(linesBefore: position.old, count: oldCount)) +\(range(linesBefore: position.new, count: newCount)) @@\n" + body
    }

    /// One diff line: `prefix`, the text, a newline, and the marker if the line has no newline.
    private static func line(_ prefix: String, _ lines: DiffLines, _ index: Int) -> String {
        prefix + lines.text(index) + "\n" + (lines.lacksNewline(index) ? noNewlineMarker + "\n" : "")
    }

    /// A hunk range: `start,count` (1-based), `start` alone for one line, and for an
    /// empty range the number of the line before it with count 0.
    private static func range(linesBefore: Int, count: Int) -> String {
        switch count {
        case 0: "\(linesBefore),0"
        case 1: "\(linesBefore + 1)"
        default: "\(linesBefore + 1),\(count)"
        }
    }

    /// How many old and new lines precede `hunk`: the index of the first line of each
    /// side at or after the hunk's start, or the side's line count when none follows.
    private static func linesBefore(
        _ hunk: Range<Int>, of edits: [DiffEdit], oldCount: Int, newCount: Int
    ) -> (old: Int, new: Int) {
        var old: Int?
        var new: Int?
        for edit in edits[hunk.lowerBound...] {
            switch edit {
            case .keep(let oldIndex, let newIndex):
                old = old ?? oldIndex
                new = new ?? newIndex
            case .delete(let oldIndex):
                old = old ?? oldIndex
            case .insert(let newIndex):
                new = new ?? newIndex
            }
            if old != nil, new != nil { break }
        }
        return (old ?? oldCount, new ?? newCount)
    }
}
