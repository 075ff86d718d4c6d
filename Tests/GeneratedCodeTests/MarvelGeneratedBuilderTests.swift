import Foundation
import Testing
import Mapwright
import MapwrightExampleMarvel

/// Seed 002's Construction Builder tests on the generated Marvel module: value types
/// built from the characters response, no store. `results` is declared with
/// `"invalidElements": "skip", "notArray": "absent"`; the envelope's mapping with
/// `"result": { "success": "data", "expect": { "code": 200 }, "failure": "Bad data" }`.
@Suite struct MarvelGeneratedBuilderTests {
    private func json(_ text: String) throws -> JSONValue { try JSONValue(parsing: text) }

    /// The article's `addRequiredFields(to:)`: offset and total, which these tests do not care about.
    private func withRequiredFields(_ members: String) -> String {
        members.isEmpty ? #"{"offset":0,"total":0}"# : #"{"offset":0,"total":0,"# + members + "}"
    }

    // MARK: CharactersSliceResponseBuilder, filled from JSON

    @Test func oneResultIsCapturedInTheBuilder() throws {
        let sut = CharactersSliceResponseBuilder(json: try json(#"{"results":[{"name":"ONE"}]}"#))
        #expect(sut.results?.count == 1, "results: \(String(describing: sut.results))")
        #expect(sut.results?.first?.name == "ONE", "first name")
    }

    @Test func twoResultsAreCapturedInOrder() throws {
        let sut = CharactersSliceResponseBuilder(json: try json(#"{"results":[{"name":"ONE"},{"name":"TWO"}]}"#))
        #expect(sut.results?.map(\.name) == ["ONE", "TWO"], "results: \(String(describing: sut.results))")
    }

    @Test func resultsThatAreNotAnArrayLeaveResultsNil() throws {
        let sut = CharactersSliceResponseBuilder(json: try json(#"{"results":{"name":"DUMMY"}}"#))
        #expect(sut.results == nil, "results should be nil, is \(String(describing: sut.results))")
        #expect(sut.parseIssues.allSatisfy { $0.severity == .warning }, "only a warning: \(sut.parseIssues)")
    }

    @Test func aNonObjectEntryIsSkippedAndTheValidSecondOneKept() throws {
        let sut = CharactersSliceResponseBuilder(json: try json(#"{"results":["DUMMY",{"name":"TWO"}]}"#))
        #expect(sut.results?.map(\.name) == ["TWO"], "results: \(String(describing: sut.results))")
        #expect(sut.parseIssues.map(\.keyPath.description) == ["results.0"], "the skipped entry is a warning at its index: \(sut.parseIssues)")
        #expect(sut.parseIssues.first?.severity == .warning, "a warning, not an error")
    }

    // MARK: CharactersSliceResponseBuilder.build()

    @Test func requiredFieldsButNoResultsBuildAnEmptyCharactersArray() throws {
        let response = try CharactersSliceResponseBuilder(json: try json(withRequiredFields(""))).build()
        #expect(response.results.isEmpty, "results: \(response.results)")
    }

    @Test func requiredFieldsAndResultsBuildTheCharacters() throws {
        let response = try CharactersSliceResponseBuilder(json: try json(withRequiredFields(#""results":["DUMMY",{"name":"TWO"}]"#))).build()
        #expect(response.results.map(\.name) == ["TWO"], "results: \(response.results)")
    }

    @Test func missingOffsetFailsTheBuild() throws {
        let sut = CharactersSliceResponseBuilder(json: try json(#"{"total":0}"#))
        #expect(performing: { try sut.build() }, throws: { ($0 as? ParseError)?.hasIssue(at: "offset") == true })
    }

    @Test func missingTotalFailsTheBuild() throws {
        let sut = CharactersSliceResponseBuilder(json: try json(#"{"offset":0}"#))
        #expect(performing: { try sut.build() }, throws: { ($0 as? ParseError)?.hasIssue(at: "total") == true })
    }

    // MARK: FetchCharactersResponseMapping.result(from:), the envelope as a Result

    @Test func theArticlesResponseIsASuccessHoldingTheSlice() throws {
        let slice = try FetchCharactersResponseMapping.result(from: Fixture.data("marvel-characters")).get()
        #expect(slice.offset == 20 && slice.total == 22, "offset and total: \(slice)")
        #expect(slice.results.map(\.name) == ["Cyclops", "Phoenix"], "characters: \(slice.results)")
    }

    @Test func missingCodeIsAFailureBadData() throws {
        let result = FetchCharactersResponseMapping.result(from: try json(#"{"data":{"offset":0,"total":0}}"#))
        #expect(failure(of: result)?.message == "Bad data", "result: \(result)")
        #expect(failure(of: result)?.issues.map(\.keyPath.description) == ["code"], "why: \(result)")
    }

    @Test func code200WithoutDataIsAFailureBadData() throws {
        let result = FetchCharactersResponseMapping.result(from: try json(#"{"code":200,"status":"Ok"}"#))
        #expect(failure(of: result)?.message == "Bad data", "result: \(result)")
        #expect(failure(of: result)?.issues.map(\.keyPath.description) == ["data"], "why: \(result)")
    }

    @Test func aCodeOtherThan200IsAFailureBadData() throws {
        let result = FetchCharactersResponseMapping.result(from: try json(#"{"code":500,"data":{"offset":0,"total":0}}"#))
        #expect(failure(of: result)?.message == "Bad data", "result: \(result)")
        #expect(failure(of: result)?.issues.first?.message == "expected 200, found 500", "why: \(result)")
    }

    @Test func malformedJSONIsAFailure() throws {
        let result = FetchCharactersResponseMapping.result(from: Data(#"{"cod"#.utf8))
        guard case .malformedJSON(let error)? = failure(of: result)?.reason else {
            Issue.record("expected a malformed-JSON failure, got \(result)")
            return
        }
        #expect(failure(of: result)?.message == "Bad data", "message")
        #expect(error.location.line == 1, "the JSON error says where: \(error)")
    }

    // MARK: The whole envelope's builder

    @Test func buildsTheEnvelopeWithEmbeddedValues() throws {
        let response = try FetchCharactersResponseBuilder(json: try Fixture.json("marvel-characters")).build()
        #expect(response.code == 200 && response.status == "Ok", "code and status")
        #expect(response.data.total == 22 && response.data.results.map(\.name) == ["Cyclops", "Phoenix"], "embedded data: \(response.data)")
    }

    @Test func aResultWithoutANameIsSkippedInsideTheEnvelope() throws {
        let json = try json(#"{"code":200,"data":{"offset":0,"total":1,"results":[{"name":"Cyclops"},{"nome":"x"}]}}"#)
        let response = try FetchCharactersResponseBuilder(json: json).build()
        #expect(response.data.results.map(\.name) == ["Cyclops"], "results: \(response.data.results)")
    }

    @Test func embeddedIssuesAreReportedWithFullKeyPaths() throws {
        let json = try json(#"{"code":200,"data":{"offset":"zero","total":1}}"#)
        let builder = FetchCharactersResponseBuilder(json: json)
        #expect(builder.parseIssues.map(\.keyPath.description) == ["data.offset"], "issues: \(builder.parseIssues)")
    }

    private func failure<Success>(of result: Result<Success, ResponseFailure>) -> ResponseFailure? {
        if case .failure(let failure) = result { return failure }
        return nil
    }
}
