import Testing
@testable import MapwrightGenerator

@Suite("Unified diff")
struct UnifiedDiffTests {
    /// The diff of `old` to `new` labelled `old` and `new`.
    private func diff(_ old: String, _ new: String, context: Int = 3) -> String {
        UnifiedDiff.text(from: old, to: new, oldLabel: "old", newLabel: "new", context: context)
    }

    /// `1\n` through `count\n`, with the numbered lines in `replacing` swapped.
    private func numbered(_ count: Int, replacing: [Int: String] = [:]) -> String {
        (1...count).map { (replacing[$0] ?? String($0)) + "\n" }.joined()
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(diff("a\nb\n", "a\nb\n") == "", "equal texts produced a diff")
        #expect(diff("", "") == "", "two empty texts produced a diff")
    }

    @Test func insertion() {
        let expected = lines("--- old", "+++ new", "@@ -1,3 +1,4 @@", " a", " b", "+X", " c")
        #expect(diff("a\nb\nc\n", "a\nb\nX\nc\n") == expected, "got:\n\(diff("a\nb\nc\n", "a\nb\nX\nc\n"))")
    }

    @Test func deletion() {
        let expected = lines("--- old", "+++ new", "@@ -1,4 +1,3 @@", " a", "-b", " c", " d")
        #expect(diff("a\nb\nc\nd\n", "a\nc\nd\n") == expected, "got:\n\(diff("a\nb\nc\nd\n", "a\nc\nd\n"))")
    }

    @Test func singleLineRangesOmitTheCount() {
        let expected = lines("--- old", "+++ new", "@@ -1 +1 @@", "-a", "+b")
        #expect(diff("a\n", "b\n") == expected, "got:\n\(diff("a\n", "b\n"))")
    }

    @Test func nearbyChangesShareOneHunk() {
        // Lines 5 and 12 change: six unchanged lines between them, so the contexts touch.
        let output = diff(numbered(20), numbered(20, replacing: [5: "five", 12: "twelve"]))
        let expected = lines(
            "--- old", "+++ new", "@@ -2,14 +2,14 @@",
            " 2", " 3", " 4", "-5", "+five", " 6", " 7", " 8", " 9", " 10", " 11", "-12", "+twelve", " 13", " 14", " 15"
        )
        #expect(output == expected, "got:\n\(output)")
    }

    @Test func distantChangesGetSeparateHunks() {
        // Lines 5 and 13 change: seven unchanged lines between them, one too many to merge.
        let output = diff(numbered(20), numbered(20, replacing: [5: "five", 13: "t"]))
        let expected = lines(
            "--- old", "+++ new",
            "@@ -2,7 +2,7 @@", " 2", " 3", " 4", "-5", "+five", " 6", " 7", " 8",
            "@@ -10,7 +10,7 @@", " 10", " 11", " 12", "-13", "+t", " 14", " 15", " 16"
        )
        #expect(output == expected, "got:\n\(output)")
    }

    @Test func addingTheMissingTrailingNewline() {
        let expected = lines("--- old", "+++ new", "@@ -1,2 +1,2 @@", " x", "-y", "\\ No newline at end of file", "+y")
        #expect(diff("x\ny", "x\ny\n") == expected, "got:\n\(diff("x\ny", "x\ny\n"))")
    }

    @Test func changingALastLineWithoutNewlineOnBothSides() {
        let expected = lines(
            "--- old", "+++ new", "@@ -1,2 +1,2 @@", " a", "-b", "\\ No newline at end of file", "+c", "\\ No newline at end of file"
        )
        #expect(diff("a\nb", "a\nc") == expected, "got:\n\(diff("a\nb", "a\nc"))")
    }

    @Test func unchangedContextWithoutNewlineIsMarked() {
        let expected = lines("--- old", "+++ new", "@@ -1,2 +1,2 @@", "-a", "+b", " z", "\\ No newline at end of file")
        #expect(diff("a\nz", "b\nz") == expected, "got:\n\(diff("a\nz", "b\nz"))")
    }

    @Test func emptyToNonEmpty() {
        let expected = lines("--- old", "+++ new", "@@ -0,0 +1,2 @@", "+x", "+y")
        #expect(diff("", "x\ny\n") == expected, "got:\n\(diff("", "x\ny\n"))")
    }

    @Test func nonEmptyToEmpty() {
        let expected = lines("--- old", "+++ new", "@@ -1,2 +0,0 @@", "-x", "-y")
        #expect(diff("x\ny\n", "") == expected, "got:\n\(diff("x\ny\n", ""))")
    }

    @Test func appendWithoutContextNamesTheLineBefore() {
        let expected = lines("--- old", "+++ new", "@@ -10,0 +11 @@", "+11")
        #expect(diff(numbered(10), numbered(11), context: 0) == expected, "got:\n\(diff(numbered(10), numbered(11), context: 0))")
    }

    @Test func carriageReturnsAreLineContent() {
        let expected = lines("--- old", "+++ new", "@@ -1 +1 @@", "-a\r", "+a")
        #expect(diff("a\r\n", "a\n") == expected, "CRLF vs LF line not shown as changed")
    }
}
