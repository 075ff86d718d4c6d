import Foundation
import Testing
import Mapwright

/// `Box.matches`: the shortcut by which an update that changes nothing keeps the value a
/// field holds instead of boxing the JSON again. It must agree with the box itself.
@Suite struct BoxMatchesTests {
    @Test func stringMatchesOnlyTheSameText() throws {
        let matches = try #require(Box<String>.string.matches, "string box has a shortcut")
        #expect(matches(JSONValue("Ann"), "Ann"), "same text")
        #expect(!matches(JSONValue("Anne"), "Ann"), "other text")
        #expect(matches(json(#""caf\u00e9""#), "café"), "escaped text compares decoded")
        #expect(!matches(json("5"), "5"), "a number is not a match: lenient boxing makes it text, strict rejects it")
        #expect(!matches(json("null"), "null"), "null is not a match")
    }

    @Test func urlMatchesTheSameAbsoluteString() throws {
        let matches = try #require(Box<URL>.url.matches, "URL box has a shortcut")
        let url = try #require(URL(string: "https://example.com/a.png"))
        #expect(matches(JSONValue("https://example.com/a.png"), url), "same string")
        #expect(!matches(JSONValue("https://example.com/b.png"), url), "other string")
        let relative = try #require(URL(string: "a.png", relativeTo: URL(string: "https://example.com/")))
        #expect(!matches(JSONValue("https://example.com/a.png"), relative), "a URL with a base is never a match")
    }

    @Test func assignKeepsAMatchingValueAndReplacesAnother() throws {
        let field = JSONField<String>(key: "name", box: .string, null: .reject)
        var issues = ParseIssueCollector()
        var slot: String? = "Ann"
        json(#"{"name": "Ann"}"#).assign(field, to: &slot, isUpdate: true, issues: &issues)
        #expect(slot == "Ann" && issues.issues.isEmpty, "kept")
        json(#"{"name": "Bob"}"#).assign(field, to: &slot, isUpdate: true, issues: &issues)
        #expect(slot == "Bob" && issues.issues.isEmpty, "replaced")
        json(#"{"name": 7}"#).assign(JSONField<String>(key: "name", box: .string, mode: .strict), to: &slot, isUpdate: true, issues: &issues)
        #expect(slot == "Bob" && issues.issues.count == 1, "a value the box rejects is still an issue: \(issues.issues)")
    }
}
