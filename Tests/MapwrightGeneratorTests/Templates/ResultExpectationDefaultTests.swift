import Testing
@testable import MapwrightGenerator

/// A response mapping's `result` expectation on a field whose default is the expected
/// value: an absent key builds that value, so it is a success, and no generated test may
/// call it a failure (random schema seed 663). A default that differs still gets the test.
@Suite struct ResultExpectationDefaultTests {
    private static func schema(default value: String) -> String {
        """
        {
          "module": "Replies",
          "entities": { "Reply": { "attributes": { "code": "Int", "ok": "Bool" } } },
          "mappings": {
            "Reply": {
              "fields": { "code": "code", "ok": { "key": "ok", "default": \(value) } },
              "result": { "expect": { "ok": true }, "failure": "Bad reply" }
            }
          }
        }
        """
    }

    private func tests(default value: String) throws -> String {
        let text = Self.schema(default: value)
        let schema = try #require(SchemaFixture.schema(text), "the schema must load: \(SchemaFixture.lines(text))")
        return try #require(try CodeGenerator().generate(schema).contents(at: "RepliesTests/ReplyMappingTests.swift"), "the mapping tests must be generated")
    }

    @Test func aDefaultThatIsTheExpectedValueGetsNoAbsentFailureTest() throws {
        let text = try tests(default: "true")
        #expect(!text.contains("func resultFailsWhenOkIsAbsent"), "absent 'ok' builds true, the expected value: a success\n\(text)")
        #expect(text.contains("func resultFailsWhenOkDiffers"), "a value other than expected is still a failure\n\(text)")
    }

    @Test func aDefaultOtherThanTheExpectedValueKeepsTheAbsentFailureTest() throws {
        let text = try tests(default: "false")
        #expect(text.contains("func resultFailsWhenOkIsAbsent"), "absent 'ok' builds false, not the expected true: a failure\n\(text)")
    }
}
