import Testing
@testable import MapwrightGenerator

/// The generated tests of what only an insert does (the "insert off" test, a required
/// field's absence rejected, a default taken) parse a record that is not stored yet.
/// Where every record of the entity has the same identity (a one-case enum) and the
/// harness stores one when it opens (a prerequisite of a stub's answer), that record is
/// never new and those tests are left out (random schema seeds 699 and 760); otherwise
/// they stay.
@Suite struct InsertOnlyTestTests {
    private static func schema(identityType: String) -> String {
        """
        {
          "module": "Days",
          "enums": { "Only": { "cases": ["one"] } },
          "entities": {
            "Day": {
              "identity": "kind",
              "attributes": { "kind": "\(identityType)", "title": "String", "size": { "type": "Int", "default": 3 } },
              "relationships": { "note": { "to": "Note" } }
            },
            "Note": { "identity": "code", "attributes": { "code": "String" }, "relationships": { "day": { "to": "Day", "optional": false } } }
          },
          "mappings": {
            "Day": { "fields": { "kind": "kind", "title": "title", "size": "size", "note": "note" } },
            "Note": { "fields": { "code": "code", "day": { "key": "day_kind", "reference": true } } }
          }
        }
        """
    }

    private func dayTests(identityType: String) throws -> String {
        try SchemaFixture.generated("DaysTests/DayParserTests.swift", from: Self.schema(identityType: identityType))
    }

    @Test func aSingleValuedIdentityStoredByTheHarnessGetsNoInsertOffTest() throws {
        let text = try dayTests(identityType: "Only")
        #expect(text.contains("try context.upsert(Days.Day.fixture("), "the harness stores the one Day (the stub's note needs it):\n\(text)")
        #expect(!text.contains("Mapwright.ParserCheck.insertOffSkipsNewRecord"), "the sample's Day is the one stored: never new\n\(text)")
    }

    @Test func aSingleValuedIdentityStoredByTheHarnessGetsNoRequiredOrDefaultTests() throws {
        let text = try dayTests(identityType: "Only")
        #expect(!text.contains("Check(.required,"), "every parse of the sample is an update, which keeps an absent title:\n\(text)")
        #expect(!text.contains("Check(.defaulted,"), "every parse of the sample is an update, which keeps an absent size:\n\(text)")
    }

    @Test func anIdentityWithOtherValuesKeepsTheInsertOnlyTests() throws {
        let text = try dayTests(identityType: "String")
        #expect(text.contains("Mapwright.ParserCheck.insertOffSkipsNewRecord"), "another Day can be stored: the sample's is new\n\(text)")
        #expect(text.contains(#"Check(.required, Field("title", at: "title"))"#), "the sample's Day is new, so an absent title is rejected:\n\(text)")
        #expect(text.contains(#"Check(.defaulted, Field("size", at: "size", \.size, is: "#), "the sample's Day is new, so an absent size takes its default:\n\(text)")
    }
}
