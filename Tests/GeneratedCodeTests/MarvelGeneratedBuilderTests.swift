import Testing
import Mapwright
import Marvel

/// The generated Marvel module: value types built from a response envelope, no store.
@Suite struct MarvelGeneratedBuilderTests {
    @Test func buildsTheEnvelopeWithEmbeddedValues() throws {
        let json = try JSONValue(parsing: #"{"code":200,"status":"Ok","data":{"offset":0,"total":2,"results":[{"name":"Cyclops"},{"name":"Storm"}]}}"#)
        let response = try FetchCharactersResponseBuilder(json: json).build()
        #expect(response.code == 200 && response.status == "Ok", "code and status")
        #expect(response.data.total == 2 && response.data.results.map(\.name) == ["Cyclops", "Storm"], "embedded data: \(response.data)")
    }

    @Test func embeddedIssuesAreReportedWithFullKeyPaths() throws {
        let json = try JSONValue(parsing: #"{"code":200,"data":{"offset":0,"total":1,"results":[{"name":"Cyclops"},{"nome":"x"}]}}"#)
        do {
            _ = try FetchCharactersResponseBuilder(json: json).build()
            Issue.record("a result without a name must fail")
        } catch {
            #expect(error.issues.map(\.keyPath.description) == ["data.results.1.name"], "issues: \(error.issues)")
        }
    }

    @Test func missingDataIsReported() throws {
        let json = try JSONValue(parsing: #"{"code":200}"#)
        #expect(throws: ParseError.self, "data is required") { try FetchCharactersResponseBuilder(json: json).build() }
    }
}
