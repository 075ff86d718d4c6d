import Testing
@testable import MapwrightGenerator

@Suite("Mustache code-generation mode")
struct MustacheCodeGenerationTests {
    @Test func doubleAndTripleMustacheBothWriteRawText() throws {
        let data: MustacheValue = ["type": "Dictionary<String, [Int]>", "condition": "a < b && c > \"d\""]
        let output = try renderMustache("let x: {{type}} = {{{type}}}() // {{condition}} {{&condition}}", data, options: .codeGeneration)
        #expect(
            output == "let x: Dictionary<String, [Int]> = Dictionary<String, [Int]>() // a < b && c > \"d\" a < b && c > \"d\"",
            "code-generation mode escaped something: \(output)"
        )
    }

    @Test func escapingSwitchAloneTurnsOffEscaping() throws {
        let options = MustacheRenderOptions(escapesHTML: false)
        let output = try renderMustache("{{a}}|{{missing}}", ["a": "<&>"], options: options)
        #expect(output == "<&>|", "escapesHTML=false should write raw text and (non-strict) render a miss as nothing; got \(output.debugDescription)")
    }

    @Test func specModeStillEscapes() throws {
        let output = try renderMustache("{{a}}", ["a": "<&>"])
        #expect(output == "&lt;&amp;&gt;", "default (spec) options must HTML-escape {{name}}; got \(output)")
    }

    @Test func generatesSwiftWithoutLeftoverWhitespace() throws {
        let source = """
        struct {{name}} {
            {{#fields}}
            var {{name}}: {{type}}
            {{/fields}}
            {{^fields}}
            // no fields
            {{/fields}}
        }

        """
        let data: MustacheValue = [
            "name": "Person",
            "fields": [["name": "id", "type": "Int"], ["name": "tags", "type": "Set<String>"]],
        ]
        let output = try renderMustache(source, data, options: .codeGeneration)
        let expected = """
        struct Person {
            var id: Int
            var tags: Set<String>
        }

        """
        #expect(output == expected, "standalone section lines left whitespace or lines behind:\n\(output)")
    }

    @Test func numbersAndBooleansInterpolateAsSwiftLiterals() throws {
        let output = try renderMustache("{{i}} {{d}} {{w}} {{b}}", ["i": 85, "d": 1.5, "w": .double(2), "b": true], options: .codeGeneration)
        #expect(output == "85 1.5 2 true", "number/bool interpolation wrong: \(output)")
    }
}
