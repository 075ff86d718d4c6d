import Testing
@testable import MapwrightGenerator

@Suite("Mustache partials")
struct MustachePartialTests {
    @Test func unboundedRecursionHitsTheDepthLimitNotTheStack() {
        let partials = MustachePartials(["loop": "x{{>loop}}"])
        let error = renderError("{{>loop}}", partials: partials)
        #expect(
            error == MustacheError(.partialDepthLimitExceeded(name: "loop", limit: 100), at: MustacheSourceLocation(templateName: "loop", line: 1, column: 2)),
            "self-including partial should fail at the default depth limit, got \(String(describing: error))"
        )
        let limited = renderError("{{>loop}}", partials: partials, options: MustacheRenderOptions(partialDepthLimit: 3))
        #expect(limited?.kind == .partialDepthLimitExceeded(name: "loop", limit: 3), "custom depth limit not honoured: \(String(describing: limited))")
    }

    @Test func mutualRecursionIsCaughtToo() {
        let partials = MustachePartials(["a": "{{>b}}", "b": "{{>a}}"])
        let error = renderError("{{>a}}", partials: partials, options: MustacheRenderOptions(partialDepthLimit: 10))
        #expect(error?.kind == .partialDepthLimitExceeded(name: "a", limit: 10), "a↔b recursion should hit the limit, got \(String(describing: error))")
    }

    @Test func dataBoundedRecursionUpToTheLimitRenders() throws {
        // 99 levels plus the leaf: exactly the default limit of 100 nested partials.
        var tree: MustacheValue = ["name": "leaf", "children": []]
        for level in 0..<99 {
            tree = ["name": .string("n\(level)"), "children": [tree]]
        }
        let output = try renderMustache("{{>node}}", tree, partials: MustachePartials(["node": "{{name}}({{#children}}{{>node}}{{/children}})"]))
        #expect(output.hasPrefix("n98(n97(") && output.hasSuffix("leaf()" + String(repeating: ")", count: 99)), "recursive tree rendering wrong: \(output)")
    }

    @Test func standalonePartialIndentsEveryLineOfMultiLineContent() throws {
        let partials = MustachePartials([
            "property": "/// {{doc}}\nvar {{name}}: {{type}}\n\n{{#isId}}\n// identity\n{{/isId}}\n",
        ])
        let source = "struct S {\n    {{#fields}}\n    {{>property}}\n    {{/fields}}\n}\n"
        let data: MustacheValue = ["fields": [
            ["doc": "The key.", "name": "id", "type": "Int", "isId": true],
            ["doc": "A name.", "name": "name", "type": "String", "isId": false],
        ]]
        let output = try renderMustache(source, data, partials: partials, options: .codeGeneration)
        let expected = """
        struct S {
            /// The key.
            var id: Int

            // identity
            /// A name.
            var name: String

        }

        """
        #expect(output == expected, "indented partial lines wrong (empty lines must stay empty):\n\(output)")
    }

    @Test func nestedStandalonePartialsAccumulateIndentation() throws {
        let partials = MustachePartials(["outer": "func f() {\n    {{>inner}}\n}\n", "inner": "let a = 1\nlet b = 2\n"])
        let output = try renderMustache("enum E {\n    {{>outer}}\n}\n", partials: partials, options: .codeGeneration)
        let expected = "enum E {\n    func f() {\n        let a = 1\n        let b = 2\n    }\n}\n"
        #expect(output == expected, "nested partial indentation wrong:\n\(output)")
    }

    @Test func multiLineValuesAreNotReindented() throws {
        let output = try renderMustache("  {{>p}}\n", ["body": "a\nb"], partials: MustachePartials(["p": "{{body}}\nend\n"]), options: .codeGeneration)
        #expect(output == "  a\nb\n  end\n", "line breaks inside an interpolated value must not be indented (spec): \(output.debugDescription)")
    }

    @Test func inlinePartialIsNotIndented() throws {
        let output = try renderMustache("x {{>p}}\n", partials: MustachePartials(["p": "a\nb"]))
        #expect(output == "x a\nb\n", "a partial tag that is not standalone must not indent: \(output.debugDescription)")
    }

    @Test func loaderSuppliesPartialsAndReportsFailures() throws {
        struct NotFound: Error, CustomStringConvertible {
            var description: String { "disk on fire" }
        }
        let partials = MustachePartials(loader: { name in
            switch name {
            case "greeting": "Hello, {{name}}!"
            case "broken": throw NotFound()
            default: nil
            }
        })
        let output = try renderMustache("{{>greeting}}{{>absent}}", ["name": "Ann"], partials: partials)
        #expect(output == "Hello, Ann!", "loader partial or missing-partial rendering wrong: \(output)")
        let error = renderError("\n {{>broken}}", partials: partials)
        #expect(
            error == MustacheError(.partialLoadFailed(name: "broken", reason: "disk on fire"), at: MustacheSourceLocation(templateName: "test", line: 2, column: 2)),
            "loader failure should become a located error, got \(String(describing: error))"
        )
    }

    @Test func precompiledPartialsAreUsedByTagName() throws {
        let item = try MustacheTemplate(parsing: "<{{.}}>", named: "item.mustache")
        let output = try renderMustache("{{#list}}{{>item}}{{/list}}", ["list": [1, 2]], partials: MustachePartials(templates: ["item": item]))
        #expect(output == "<1><2>", "precompiled partial rendering wrong: \(output)")
    }

    @Test func templateRendersManyTimes() throws {
        let template = try MustacheTemplate(parsing: "{{#items}}{{.}},{{/items}}")
        let first = try template.render(["items": [1, 2]])
        let second = try template.render(["items": ["a"]])
        #expect(first == "1,2," && second == "a,", "re-rendering a compiled template gave \(first) and \(second)")
    }
}
