import Foundation
import Testing
import Mapwright

/// Tolerant to-many reads: a non-array as absent, unreadable elements skipped, each
/// with a warning instead of an error.
@Suite struct ArrayToleranceTests {
    /// Reads `results` of `text`, each element's `name` as a string.
    private func read(_ text: String, tolerance: ArrayTolerance) throws -> (FieldRead<[String]>, [ParseIssue]) {
        var issues = ParseIssueCollector()
        let read = try JSONValue(parsing: text).readChildren(["results"], tolerance: tolerance, issues: &issues) { element -> String in
            guard let name = element["name"]?.string else {
                throw ParseError(ParseIssue(keyPath: "name", expected: "string", found: element["name"]?.issueDescription ?? "nothing"))
            }
            return name
        }
        return (read, issues.issues)
    }

    @Test func strictNonArrayIsAnError() throws {
        let (read, issues) = try read(#"{"results":{"name":"x"}}"#, tolerance: .strict)
        #expect(read == .invalid && issues.map(\.severity) == [.error], "read \(read), issues \(issues)")
    }

    @Test func tolerantNonArrayIsAbsentWithAWarning() throws {
        let (read, issues) = try read(#"{"results":{"name":"x"}}"#, tolerance: ArrayTolerance(treatsNonArrayAsAbsent: true))
        #expect(read == .absent, "read: \(read)")
        #expect(issues.map(\.message) == ["expected array, found object; treated as absent"], "issues: \(issues)")
        #expect(issues.first?.severity == .warning, "a warning")
    }

    @Test func strictUnreadableElementInvalidatesTheRead() throws {
        let (read, issues) = try read(#"{"results":["DUMMY",{"name":"TWO"}]}"#, tolerance: .strict)
        #expect(read == .invalid && issues.map(\.keyPath) == ["results.0.name"], "read \(read), issues \(issues)")
    }

    @Test func tolerantUnreadableElementIsSkippedWithAWarning() throws {
        let (read, issues) = try read(#"{"results":["DUMMY",{"name":"TWO"}]}"#, tolerance: ArrayTolerance(skipsInvalidElements: true))
        #expect(read == .value(["TWO"]), "read: \(read)")
        #expect(issues.map(\.keyPath) == ["results.0.name"] && issues.first?.severity == .warning, "issues: \(issues)")
        #expect(issues.first?.message.hasSuffix("; element skipped") == true, "message: \(issues.first?.message ?? "")")
    }

    @Test func nullIsStillNullUnderTolerance() throws {
        let (read, issues) = try read(#"{"results":null}"#, tolerance: ArrayTolerance(skipsInvalidElements: true, treatsNonArrayAsAbsent: true))
        #expect(read == .null && issues.isEmpty, "read \(read), issues \(issues)")
    }

    @Test func aWarningDoesNotHideAMissingRequiredField() {
        var issues = ParseIssueCollector()
        issues.record(ParseIssue(keyPath: "data.results", expected: "array", found: "object", severity: .warning))
        issues.recordMissing("data", at: "data", expected: "Slice")
        #expect(issues.issues.map(\.keyPath) == ["data.results", "data"], "missing data still reported: \(issues.issues)")
    }

    @Test func aRecordThatIsNotAnObjectExplainsItsMissingFields() {
        var issues = ParseIssueCollector()
        issues.record(ParseIssue(keyPath: .root, expected: "object", found: "string \"DUMMY\""))
        issues.recordMissing("name", at: "name", expected: "String")
        #expect(issues.issues.count == 1, "no second issue for the missing name: \(issues.issues)")
    }
}
