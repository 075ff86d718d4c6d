import Testing
@testable import MapwrightGenerator

@Suite("Mustache strict mode")
struct MustacheStrictModeTests {
    private let source = "struct {{name}} {\n    let id: {{idType}}\n    var {{nmae}}: String\n}\n"

    @Test func missingVariableIsAnErrorNamingItAndItsPosition() {
        let error = renderError(source, named: "model.swift.mustache", ["name": "A", "idType": "Int"], options: .codeGeneration)
        #expect(error?.kind == .missingVariable(name: "nmae"), "expected a missing-variable error for the typo 'nmae', got \(String(describing: error))")
        #expect(
            error?.location == MustacheSourceLocation(templateName: "model.swift.mustache", line: 3, column: 9),
            "missing-variable error points at the wrong place: \(String(describing: error?.location))"
        )
        #expect(
            error?.description == "model.swift.mustache:3:9: no value named 'nmae'",
            "error description should read name:line:column: message, got \(String(describing: error?.description))"
        )
    }

    @Test func nonStrictModeRendersAMissAsNothing() throws {
        let output = try renderMustache(source, ["name": "A", "idType": "Int"])
        #expect(output == "struct A {\n    let id: Int\n    var : String\n}\n", "non-strict miss should render empty; got \(output)")
    }

    @Test func brokenDottedChainIsMissing() {
        let error = renderError("{{a.b.c}}", ["a": ["b": [:]], "c": "wrong"], options: .codeGeneration)
        #expect(error?.kind == .missingVariable(name: "a.b.c"), "broken chain a.b.c should be a strict miss, got \(String(describing: error))")
    }

    @Test func explicitNullIsNotMissing() throws {
        let output = try renderMustache("[{{value}}]{{#value}}x{{/value}}{{^value}}none{{/value}}", ["value": nil], options: .codeGeneration)
        #expect(output == "[]none", "a present null should render empty and be falsey, not fail; got \(output)")
    }

    @Test func sectionAndInvertedSectionNamesMustResolve() {
        let section = renderError("\n  {{#feilds}}x{{/feilds}}", ["fields": []], options: .codeGeneration)
        #expect(section?.kind == .missingVariable(name: "feilds"), "strict section on a missing name should fail, got \(String(describing: section))")
        #expect(section?.location.line == 2 && section?.location.column == 3, "section miss position wrong: \(String(describing: section?.location))")
        let inverted = renderError("{{^feilds}}x{{/feilds}}", ["fields": []], options: .codeGeneration)
        #expect(inverted?.kind == .missingVariable(name: "feilds"), "strict inverted section on a missing name should fail, got \(String(describing: inverted))")
    }

    @Test func missInsidePartialNamesThePartial() {
        let partials = MustachePartials(["field": "var {{name}}: {{tpye}}"])
        let error = renderError("{{#fields}}\n{{>field}}\n{{/fields}}", ["fields": [["name": "a", "type": "Int"]]], partials: partials, options: .codeGeneration)
        #expect(
            error == MustacheError(.missingVariable(name: "tpye"), at: MustacheSourceLocation(templateName: "field", line: 1, column: 15)),
            "a miss inside a partial should be located in the partial, got \(String(describing: error))"
        )
    }

    @Test func missingPartialIsAnErrorOnlyInStrictMode() throws {
        let error = renderError("a\n{{>nope}}", options: .codeGeneration)
        #expect(
            error == MustacheError(.missingPartial(name: "nope"), at: MustacheSourceLocation(templateName: "test", line: 2, column: 1)),
            "strict missing partial should fail at the tag, got \(String(describing: error))"
        )
        #expect(try renderMustache("a{{>nope}}b") == "ab", "non-strict missing partial should render empty")
    }

    @Test func interpolatingAListIsAnErrorOnlyInStrictMode() throws {
        let data: MustacheValue = ["items": [1, 2]]
        let error = renderError("{{items}}", data, options: .codeGeneration)
        #expect(error?.kind == .uninterpolatableValue(name: "items", kind: "list"), "strict interpolation of a list should fail, got \(String(describing: error))")
        #expect(try renderMustache("[{{items}}]", data) == "[]", "non-strict interpolation of a list should render empty")
    }
}
