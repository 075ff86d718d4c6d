import Testing
@testable import MapwrightGenerator

@Suite("MustacheValue")
struct MustacheValueTests {
    @Test func literalsBuildTheMatchingCases() {
        let value: MustacheValue = ["s": "x", "i": 3, "d": 1.5, "b": false, "n": nil, "l": [1, "a"]]
        #expect(
            value == .dictionary([
                "s": .string("x"), "i": .int(3), "d": .double(1.5), "b": .bool(false), "n": .null, "l": .list([.int(1), .string("a")]),
            ]),
            "literal construction produced \(value)"
        )
        #expect(value["s"] == .string("x") && value["missing"] == nil && MustacheValue.string("x")["s"] == nil, "subscript lookup wrong")
    }

    @Test func truthinessFollowsTheSpec() {
        let falsey: [MustacheValue] = [.null, false, []]
        let truthy: [MustacheValue] = [true, "", 0, 0.0, [:], [nil]]
        for value in falsey {
            #expect(!value.isTruthy, "\(value) should be falsey")
        }
        for value in truthy {
            #expect(value.isTruthy, "\(value) should be truthy")
        }
    }

    @Test(arguments: [
        (MustacheValue.int(85), "85"), (.int(-7), "-7"), (.double(1.5), "1.5"), (.double(1.21), "1.21"),
        (.double(85), "85"), (.double(-0.0), "0"), (.double(-2.25), "-2.25"), (.double(1e20), "1e+20"),
        (.bool(true), "true"), (.null, ""), (.string("<x>"), "<x>"),
    ])
    func interpolationText(value: MustacheValue, text: String) {
        #expect(value.interpolationText == text, "\(value) should interpolate as \(text.debugDescription), got \(String(describing: value.interpolationText))")
    }

    @Test func containersHaveNoText() {
        #expect(MustacheValue.list([]).interpolationText == nil && MustacheValue.dictionary([:]).interpolationText == nil, "lists and dictionaries must have no text form")
    }

    @Test func dottedNamesResolveWithinTheFirstFrameThatHasTheFirstKey() throws {
        let output = try renderMustache("{{#a}}[{{b.c}}]{{/a}}", ["a": ["b": [:]], "b": ["c": "wrong"]])
        #expect(output == "[]", "a broken dotted chain must not fall back to lower frames: \(output)")
        let iterator = try renderMustache("{{#list}}{{.}}{{/list}}|{{.}}", "root")
        #expect(iterator == "|root", "implicit iterator wrong: \(iterator)")
    }
}
