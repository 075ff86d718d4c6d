import Testing
@testable import MapwrightGenerator

@Suite("Mustache parse errors")
struct MustacheParseErrorTests {
    private func at(_ line: Int, _ column: Int, in name: String = "test") -> MustacheSourceLocation {
        MustacheSourceLocation(templateName: name, line: line, column: column)
    }

    @Test func unclosedSectionPointsAtItsOpeningTag() {
        let error = parseError("a\n  {{#items}}\n  x\n", named: "list.mustache")
        #expect(error == MustacheError(.unclosedSection(name: "items"), at: at(2, 3, in: "list.mustache")), "unclosed section error wrong: \(String(describing: error))")
    }

    @Test func innermostUnclosedSectionIsReported() {
        let error = parseError("{{#a}}{{#b}}{{/a}}")
        #expect(
            error == MustacheError(.mismatchedClosingTag(expected: "b", found: "a", openedAt: at(1, 7)), at: at(1, 13)),
            "closing an outer section over an open inner one should be a mismatch, got \(String(describing: error))"
        )
    }

    @Test func mismatchedClosingTagNamesBothTags() {
        let error = parseError("{{#a}}\nx\n{{/b}}")
        #expect(
            error == MustacheError(.mismatchedClosingTag(expected: "a", found: "b", openedAt: at(1, 1)), at: at(3, 1)),
            "mismatched closing tag error wrong: \(String(describing: error))"
        )
        #expect(
            error?.description == "test:3:1: closing tag 'b' does not match open section 'a' (opened at line 1, column 1)",
            "mismatch message wrong: \(String(describing: error?.description))"
        )
    }

    @Test func strayClosingTag() {
        let error = parseError("x {{/a}}")
        #expect(error == MustacheError(.unexpectedClosingTag(name: "a"), at: at(1, 3)), "stray closing tag error wrong: \(String(describing: error))")
    }

    @Test func unclosedTags() {
        let plain = parseError("Hello {{name")
        #expect(plain == MustacheError(.unclosedTag(opening: "{{"), at: at(1, 7)), "unclosed tag error wrong: \(String(describing: plain))")
        let triple = parseError("x\n{{{name}}")
        #expect(triple == MustacheError(.unclosedTag(opening: "{{"), at: at(2, 1)), "triple mustache missing its third brace should be unclosed: \(String(describing: triple))")
        let custom = parseError("{{=<% %>=}}<%name}}")
        #expect(custom == MustacheError(.unclosedTag(opening: "<%"), at: at(1, 12)), "unclosed tag with custom delimiters wrong: \(String(describing: custom))")
    }

    @Test(arguments: ["{{=<%=}}", "{{=a b c=}}", "{{= a= b =}}", "{{=<% %>}}", "{{==}}"])
    func badDelimiters(source: String) {
        let error = parseError("ok\n" + source)
        guard case .invalidDelimiters = error?.kind else {
            Issue.record("\(source.debugDescription) should be an invalid set-delimiter tag, got \(String(describing: error))")
            return
        }
        #expect(error?.location == at(2, 1), "bad delimiter error for \(source) at wrong place: \(String(describing: error?.location))")
    }

    @Test(arguments: ["{{}}", "{{ }}", "{{a b}}", "{{a..b}}", "{{.a}}", "{{#a.}}{{/a.}}", "{{>}}", "{{{ }}}"])
    func invalidTagNames(source: String) {
        guard case .invalidTagName = parseError(source)?.kind else {
            Issue.record("\(source.debugDescription) should be an invalid tag name, got \(String(describing: parseError(source)))")
            return
        }
    }

    @Test func inheritanceTagsAreRejectedNotIgnored() {
        let error = parseError("{{<parent}}{{/parent}}")
        #expect(error?.kind == .unsupportedTag(tag: "<parent"), "inheritance tag should be unsupported, got \(String(describing: error))")
    }

    @Test func positionsCountLinesInsideMultiLineTags() {
        let error = parseError("{{!\n comment\n}} {{#x}}")
        #expect(error == MustacheError(.unclosedSection(name: "x"), at: at(3, 4)), "position after a multi-line comment wrong: \(String(describing: error))")
        let crlf = parseError("a\r\nb {{/x}}")
        #expect(crlf?.location == at(2, 3), "position after CRLF wrong: \(String(describing: crlf?.location))")
    }

    @Test func syntaxErrorInPartialSurfacesAtRenderNamingThePartial() {
        let error = renderError("{{>broken}}", partials: MustachePartials(["broken": "ok\n{{#open}}"]))
        #expect(error == MustacheError(.unclosedSection(name: "open"), at: at(2, 1, in: "broken")), "partial syntax error wrong: \(String(describing: error))")
    }
}
