import Foundation
import Testing
import Mapwright

/// The runtime side of a mapping's `result`: expectations and malformed JSON.
@Suite struct ResponseFailureTests {
    @Test func aMetExpectationRecordsNothing() {
        var issues = ParseIssueCollector()
        issues.expect(200, equals: 200, at: "code")
        #expect(issues.issues.isEmpty, "issues: \(issues.issues)")
    }

    @Test func aBrokenExpectationIsAnIssueAtItsKeyPath() {
        var issues = ParseIssueCollector()
        issues.expect(500, equals: 200, at: "code")
        #expect(issues.issues.map(\.description) == ["code: expected 200, found 500"], "issues: \(issues.issues)")
    }

    @Test func anUnsetOptionalBreaksAnExpectation() {
        var issues = ParseIssueCollector()
        issues.expect(String?.none, equals: "Ok", at: "status")
        #expect(issues.issues.first?.found == "nothing", "issues: \(issues.issues)")
    }

    @Test func malformedJSONIsAFailureWithThePosition() {
        let result: Result<Int, ResponseFailure> = ResponseFailure.reading(Data("{\"cod".utf8), message: "Bad data") { _ in .success(1) }
        guard case .failure(let failure) = result, case .malformedJSON(let error) = failure.reason else {
            Issue.record("expected a malformed-JSON failure, got \(result)")
            return
        }
        #expect(failure.message == "Bad data" && error.location.line == 1, "failure: \(failure)")
    }

    @Test func wellFormedJSONIsHandedToTheBody() {
        let result: Result<Int, ResponseFailure> = ResponseFailure.reading(Data("[1,2]".utf8), message: "Bad data") { json in .success(json.count ?? 0) }
        #expect(result == .success(2), "result: \(result)")
    }
}
