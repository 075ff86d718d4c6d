import Foundation
import Testing
@testable import MapwrightGenerator

/// Deeply nested templates: a nesting limit at parse time, and rendering that never
/// recurses per level, so no template can crash the generator.
@Suite("Mustache nesting")
struct MustacheNestingTests {
    /// `depth` sections named `s0`, `s1`, … nested inside each other around `content`,
    /// one tag per line.
    private func nestedSections(_ depth: Int, content: String = "x") -> String {
        (0..<depth).map { "{{#s\($0)}}\n" }.joined() + content + "\n" + (0..<depth).reversed().map { "{{/s\($0)}}\n" }.joined()
    }

    @Test func thirtySixThousandNestedSectionsAreAnErrorAtTheFirstSectionTooDeep() {
        let limit = MustacheTemplate.sectionNestingLimit
        let error = parseError(nestedSections(36_000), named: "Deep.mustache")
        let expected = MustacheError(
            .sectionNestingTooDeep(name: "s\(limit)", limit: limit),
            at: MustacheSourceLocation(templateName: "Deep.mustache", line: limit + 1, column: 1)
        )
        #expect(error == expected, "36,000 nested sections should fail at section \(limit + 1), got \(String(describing: error))")
        #expect(
            error?.description == "Deep.mustache:\(limit + 1):1: section 's\(limit)' is nested deeper than \(limit) sections (the limit for one template)",
            "nesting error message wrong: \(String(describing: error?.description))"
        )
    }

    @Test func sectionsNestedUpToTheLimitParseAndRender() throws {
        let limit = MustacheTemplate.sectionNestingLimit
        var data: [String: MustacheValue] = [:]
        for level in 0..<limit { data["s\(level)"] = true }
        let output = try renderMustache(nestedSections(limit, content: "deepest"), .dictionary(data))
        #expect(output == "deepest\n", "sections nested \(limit) deep rendered \(output.debugDescription)")
    }

    @Test func partialsRecursingThousandsOfLevelsRenderWithoutRecursingOnTheStack() throws {
        let depth = 3_000
        var data: MustacheValue = ["name": "leaf", "child": false]
        for level in (0..<depth).reversed() {
            data = ["name": .string("n\(level)"), "child": data]
        }
        let partials = MustachePartials(["node": "{{#child}}{{>node}}{{/child}}"])
        let options = MustacheRenderOptions(partialDepthLimit: depth + 1)
        let output = try renderMustache("{{>node}}{{name}}", data, partials: partials, options: options)
        #expect(output == "n0", "a partial recursing \(depth) levels rendered \(output.prefix(40).debugDescription)")
    }

    @Test func listSectionsStillRenderOncePerItemInTheItemsContext() throws {
        let data: MustacheValue = ["items": [["n": 1], ["n": 2], ["n": 3]], "n": 0]
        let output = try renderMustache("{{#items}}{{n}}{{#items}}-{{/items}}{{/items}}{{n}}", data)
        #expect(output == "1---2---3---0", "list sections render each item in its own context: \(output.debugDescription)")
    }

    @Test func overriddenTemplateTooDeepIsReportedAtTheOverrideFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-deep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Model.swift.mustache")
        try Data(nestedSections(36_000).utf8).write(to: file)
        let templates = try TemplateSet(overridesIn: directory)
        let line = MustacheTemplate.sectionNestingLimit + 1
        #expect(throws: CodeGenerationError.template("\(file.path):\(line):1: section 's\(line - 1)' is nested deeper than \(line - 1) sections (the limit for one template)"),
                "a too-deep override must fail at its own file:line:column") {
            try CodeGenerator(templates: templates).generate(Schema(modules: [], files: []))
        }
    }
}
