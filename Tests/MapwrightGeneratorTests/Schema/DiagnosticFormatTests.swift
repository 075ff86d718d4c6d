import Testing
@testable import MapwrightGenerator

/// How diagnostics print and sort.
@Suite("Diagnostic format")
struct DiagnosticFormatTests {
    private func location(_ file: String, _ line: Int, _ column: Int) -> SchemaLocation {
        SchemaLocation(file: file, line: line, column: column)
    }

    @Test func diagnosticPrintsLikeACompilerWithNotesOnTheirOwnLines() {
        let diagnostic = Diagnostic(.error, "duplicate name 'Tag'", at: location("S/B.json", 4, 7), notes: [.init("first declared here", at: location("S/A.json", 2, 5))])
        #expect(diagnostic.lines == ["S/B.json:4:7: error: duplicate name 'Tag'", "S/A.json:2:5: note: first declared here"], "printed form: \(diagnostic.lines)")
    }

    @Test func wholeFileDiagnosticPrintsWithoutAPosition() {
        let diagnostic = Diagnostic(.warning, "no schema files", at: SchemaLocation(file: "Schemas"))
        #expect(diagnostic.description == "Schemas: warning: no schema files", "whole-file form: \(diagnostic.description)")
    }

    @Test func diagnosticsSortByFileLineColumnThenMessage() {
        let diagnostics = [
            Diagnostic(.error, "b", at: location("b.json", 1, 1)),
            Diagnostic(.error, "z", at: location("a.json", 2, 1)),
            Diagnostic(.error, "y", at: location("a.json", 1, 9)),
            Diagnostic(.warning, "x", at: location("a.json", 1, 9)),
            Diagnostic(.error, "c", at: location("a.json", 1, 10)),
        ]
        let messages = DiagnosticFormatter.lines(for: diagnostics)
        #expect(messages == [
            "a.json:1:9: warning: x", "a.json:1:9: error: y", "a.json:1:10: error: c", "a.json:2:1: error: z", "b.json:1:1: error: b",
        ], "sort order: \(messages)")
    }

    @Test func summaryCountsErrorsAndWarnings() {
        let diagnostics = [
            Diagnostic(.error, "a", at: location("a", 1, 1)), Diagnostic(.error, "b", at: location("a", 1, 2)),
            Diagnostic(.warning, "c", at: location("a", 1, 3)),
        ]
        #expect(DiagnosticFormatter.summary(of: diagnostics) == "2 errors, 1 warning", "summary: \(DiagnosticFormatter.summary(of: diagnostics))")
        #expect(DiagnosticFormatter.summary(of: []) == "no problems", "empty summary")
    }

    @Test func suggestionFindsTyposButNotUnrelatedWords() {
        #expect(Suggestion.closest(to: "identiy", among: ["identity", "attributes"]) == "identity", "missing letter")
        #expect(Suggestion.closest(to: "contnet", among: ["content", "country"]) == "content", "transposition counts as one edit")
        #expect(Suggestion.closest(to: "postId", among: ["postID"]) == "postID", "case difference")
        #expect(Suggestion.closest(to: "colour", among: ["identity", "attributes", "serverType"]) == nil, "nothing close")
    }
}
