import Testing
import Mapwright

@Suite struct JSONFieldTests {
    @Test func readsValueAbsentAndNull() {
        let object = json(#"{"views":100,"country":null}"#)
        var issues = ParseIssueCollector()
        #expect(object.read(JSONField(key: "views", box: Box<Int>.int), issues: &issues).value == 100, "value")
        guard case .absent = object.read(JSONField(key: "missing", box: Box<Int>.int), issues: &issues) else {
            Issue.record("missing key must read as absent"); return
        }
        guard case .null = object.read(JSONField(key: "country", box: Box<String>.string), issues: &issues) else {
            Issue.record("null must read as null"); return
        }
        #expect(issues.issues.isEmpty, "no issues: \(issues.issues)")
    }

    @Test func fallbackKeysAreTriedInOrder() {
        let object = json(#"{"views":5}"#)
        var issues = ParseIssueCollector()
        let field = JSONField(keys: ["views_count", "views"], box: Box<Int>.int)
        #expect(object.read(field, issues: &issues).value == 5, "second key used when the first is absent")
    }

    @Test func wrongTypeRecordsKeyPathExpectedAndFound() {
        let object = json(#"{"author":{"id":7}}"#)
        var issues = ParseIssueCollector()
        let read = object.read(JSONField(key: "author.id", box: Box<String>.string, mode: .strict), at: "posts.3", issues: &issues)
        guard case .invalid = read else { Issue.record("wrong type must be invalid"); return }
        let issue = issues.issues.first
        #expect(issue?.keyPath.description == "posts.3.author.id", "key path: \(issue?.keyPath.description ?? "none")")
        #expect(issue?.expected == "string" && issue?.found == "number 7", "expected/found: \(String(describing: issue))")
        #expect(issue?.location?.line == 1, "location recorded")
    }

    @Test func collectorGathersEveryIssue() {
        let object = json(#"{"a":"x","b":"y","c":3}"#)
        var issues = ParseIssueCollector()
        _ = object.read(JSONField(key: "a", box: Box<Int>.int), issues: &issues)
        _ = object.read(JSONField(key: "b", box: Box<Bool>.bool), issues: &issues)
        _ = object.read(JSONField(key: "c", box: Box<Int>.int), issues: &issues)
        #expect(issues.issues.map(\.keyPath.description) == ["a", "b"], "both bad fields reported in order")
        #expect(throws: ParseError.self, "errors throw") { try issues.throwIfErrors() }
    }

    @Test func warningsDoNotThrow() throws {
        var issues = ParseIssueCollector()
        issues.record(ParseIssue(keyPath: "actions.0.type", expected: "known action", found: "string \"move\"", severity: .warning))
        #expect(!issues.hasErrors, "a warning is not an error")
        try issues.throwIfErrors()
        #expect(issues.warnings.first?.description == "warning: actions.0.type: expected known action, found string \"move\"", "warning text")
    }

    @Test func assignKeepsASlotThatAlreadyHoldsTheValue() {
        let object = json(#"{"name":"Ann"}"#)
        var issues = ParseIssueCollector()
        var slot: String? = "Ann"
        object.assign(JSONField(key: "name", box: Box<String>.string), to: &slot, isUpdate: true, issues: &issues)
        #expect(slot == "Ann" && issues.issues.isEmpty, "an unchanged value: slot \(String(describing: slot)), issues \(issues.issues)")
        var other: String? = "Bob"
        object.assign(JSONField(key: "name", box: Box<String>.string), to: &other, isUpdate: true, issues: &issues)
        #expect(other == "Ann", "a changed value replaces the slot: \(String(describing: other))")
    }
}
