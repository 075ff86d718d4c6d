import Testing
import Mapwright
@testable import MapwrightGenerator

/// The schema options for whole responses: a to-many field's `invalidElements` and
/// `notArray`, and a value type mapping's `result`; each mistake reported at its token.
@Suite("Schema response options")
struct ResponseOptionTests {
    /// A Marvel-like envelope (value types), an identified Comic in an identified Series,
    /// and `mappings` JSON.
    private func marvel(mappings: String) -> String {
        """
        {
          "entities": {
            "Envelope": {
              "attributes": { "code": "Int", "status": "String?" },
              "relationships": { "data": { "to": "Slice", "optional": false }, "extra": { "to": "Slice" } }
            },
            "Slice": {
              "attributes": { "total": "Int" },
              "relationships": { "results": { "to": "Hero", "many": true } }
            },
            "Series": { "identity": "seriesID", "attributes": { "seriesID": "Int" }, "relationships": { "comics": { "to": "Comic", "many": true } } },
            "Hero": { "attributes": { "name": "String" } },
            "Comic": { "identity": "comicID", "attributes": { "comicID": "Int" } }
          },
          "mappings": \(mappings)
        }
        """
    }

    private let valid = #""Hero": { "fields": { "name": "name" } }, "Comic": { "fields": { "comicID": "id" } }"#

    private func slice(_ results: String) -> String {
        #""Slice": { "fields": { "total": "total", "results": "# + results + " } }"
    }

    private func series(comics: String) -> String {
        #""Series": { "fields": { "seriesID": "id", "comics": "# + comics + " } }"
    }

    private func envelope(_ result: String) -> String {
        #""Envelope": { "fields": { "code": "code", "status": "status", "data": "data" }, "result": "# + result + " }"
    }

    @Test func tolerantToManyFieldIsInTheIR() throws {
        let text = marvel(mappings: "{ \(valid), \(slice(#"{ "key": "results", "invalidElements": "skip", "notArray": "absent" }"#)) }")
        let schema = try #require(SchemaFixture.schema(text), "valid schema: \(SchemaFixture.lines(text))")
        let mapping = try #require(schema.modules.first?.entity(named: "Slice")?.defaultMapping)
        guard case .relationship(let field)? = mapping.fields.first(where: { $0.name == "results" })?.kind else {
            Issue.record("results is not a relationship field: \(mapping.fields)")
            return
        }
        #expect(field.tolerance == ArrayTolerance(skipsInvalidElements: true, treatsNonArrayAsAbsent: true), "tolerance: \(field.tolerance)")
    }

    @Test func resultIsInTheIR() throws {
        let text = marvel(mappings: "{ \(valid), \(slice(#""results""#)), \(envelope(#"{ "success": "data", "expect": { "code": 200 }, "failure": "Bad data" }"#)) }")
        let schema = try #require(SchemaFixture.schema(text), "valid schema: \(SchemaFixture.lines(text))")
        let result = try #require(schema.modules.first?.entity(named: "Envelope")?.defaultMapping?.result, "result translated")
        guard case .relationship(let relationship) = result.success else {
            Issue.record("success should be the relationship 'data': \(result.success)")
            return
        }
        #expect(relationship.name == "data" && relationship.target == "Slice", "success: \(result.success)")
        #expect(result.expectations.map(\.value) == [.integer(200)] && result.failureMessage == "Bad data", "result: \(result)")
    }

    @Test func invalidElementsOnAToOneRelationshipIsAnError() {
        let text = marvel(mappings: "{ \(valid), \(slice(#""results""#)), \(envelope(#"{ "failure": "Bad" }"#).replacingOccurrences(of: #""data": "data""#, with: #""data": "data", "extra": { "key": "extra", "invalidElements": "skip" }"#)) }")
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"skip\"", in: text)): error: 'invalidElements' applies only to to-many relationships; 'extra' is to-one"], "to-one: \(lines)")
    }

    @Test func skippingInvalidIdentifiedElementsIsAccepted() throws {
        let text = marvel(mappings: "{ \(valid), \(slice(#""results""#)), \(series(comics: #"{ "key": "comics", "invalidElements": "skip" }"#)) }")
        let schema = try #require(SchemaFixture.schema(text), "identified elements may be skipped (each is parsed in a savepoint): \(SchemaFixture.lines(text))")
        let fields = schema.modules.flatMap(\.entities).flatMap(\.mappings).flatMap(\.fields)
        let comics = fields.compactMap { field -> RelationshipField? in
            if case .relationship(let relationship) = field.kind, field.name == "comics" { relationship } else { nil }
        }
        #expect(comics.count == 1 && comics.first?.tolerance.skipsInvalidElements == true, "'comics' skips invalid elements in the IR: \(comics)")
    }

    @Test func notArrayOnAReferenceIsAnError() {
        let text = marvel(mappings: "{ \(valid), \(slice(#""results""#)), \(series(comics: #"{ "key": "comic_ids", "reference": true, "notArray": "absent" }"#)) }")
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"absent\"", in: text)): error: 'notArray' applies only to relationships parsed nested; 'comics' is a reference"], "reference: \(lines)")
    }

    @Test func arrayOptionsOnAnAttributeAreAnError() {
        let text = marvel(mappings: "{ \(valid), \(slice(#""results""#).replacingOccurrences(of: #""total": "total""#, with: #""total": { "key": "total", "notArray": "absent" }"#)) }")
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"absent\"", in: text)): error: 'notArray' applies only to relationships; 'total' is an attribute"], "attribute: \(lines)")
    }

    @Test func unknownPolicySuggestsTheClosest() {
        let text = marvel(mappings: "{ \(valid), \(slice(#"{ "key": "results", "invalidElements": "skp" }"#)) }")
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"skp\"", in: text)): error: 'invalidElements' of field 'results' must be one of 'error', 'skip', found 'skp'; did you mean 'skip'?"], "unknown policy: \(lines)")
    }

    @Test func resultOnAnIdentifiedEntityIsAnError() {
        let text = marvel(mappings: #"{ "Hero": { "fields": { "name": "name" } }, "Comic": { "fields": { "comicID": "id" }, "result": { "failure": "Bad" } } }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("{ \"failure\"", in: text)): error: 'result' applies only to mappings of value types; entity 'Comic' of mapping 'Comic' has an identity"], "identified: \(lines)")
    }

    @Test func resultWithoutFailureIsReportedAtResult() {
        let text = marvel(mappings: "{ \(valid), \(slice(#""results""#)), \(envelope(#"{ "success": "data" }"#)) }")
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"result\"", in: text)): error: 'result' of mapping 'Envelope' is missing 'failure'"], "missing failure: \(lines)")
    }

    @Test func expectNamingAnUnknownAttributeSuggestsTheClosest() {
        let text = marvel(mappings: "{ \(valid), \(slice(#""results""#)), \(envelope(#"{ "expect": { "cod": 200 }, "failure": "Bad" }"#)) }")
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"cod\"", in: text)): error: 'expect' names 'cod', which is not an attribute of entity 'Envelope'; did you mean 'code'?"], "unknown attribute: \(lines)")
    }

    @Test func expectValueOfTheWrongTypeIsReportedAtTheValue() {
        let text = marvel(mappings: "{ \(valid), \(slice(#""results""#)), \(envelope(#"{ "expect": { "code": "200" }, "failure": "Bad" }"#)) }")
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"200\"", in: text)): error: expected value of 'code' must be an integer, found a string"], "wrong type: \(lines)")
    }

    @Test func successNamingAnOptionalMemberIsAnError() {
        let text = marvel(mappings: "{ \(valid), \(slice(#""results""#)), \(envelope(#"{ "success": "status", "failure": "Bad" }"#)) }")
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"status\"", in: text, after: "\"success\"")): error: 'success' must name a required attribute or to-one relationship; 'status' of entity 'Envelope' is optional or to-many"], "optional success: \(lines)")
    }
}
