import Testing
@testable import MapwrightGenerator

/// Required to-one relationships that form a cycle: no record could be stored first.
@Suite("Required link cycles")
struct RequiredLinkCycleTests {
    @Test func aCycleOfRequiredLinksIsAnErrorNamingIt() {
        let text = """
        {
          "entities": {
            "Trip": { "identity": "tripID", "attributes": { "tripID": "Int" },
                      "relationships": { "start": { "to": "Place", "optional": false } } },
            "Place": { "identity": "name", "attributes": { "name": "String" },
                       "relationships": { "firstTrip": { "to": "Trip", "optional": false } } }
          },
          "mappings": { "Trip": { "fields": { "tripID": "id", "start": "start" } },
                        "Place": { "fields": { "name": "name", "firstTrip": "first_trip" } } }
        }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines.count == 1, "one error for the cycle: \(lines)")
        #expect(lines.first?.contains("error: required to-one relationships form a cycle (Place.firstTrip → Trip.start → Place)") == true, "\(lines)")
    }

    @Test func aRequiredLinkToItsOwnEntityIsACycle() {
        let text = """
        {
          "entities": { "Node": { "identity": "nodeID", "attributes": { "nodeID": "Int" },
                                  "relationships": { "parent": { "to": "Node", "optional": false } } } },
          "mappings": { "Node": { "fields": { "nodeID": "id", "parent": { "key": "parent_id", "reference": true } } } }
        }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines.first?.contains("(Node.parent → Node)") == true, "\(lines)")
    }

    @Test func aChainOfRequiredLinksIsFine() {
        let text = """
        {
          "entities": {
            "Trip": { "identity": "tripID", "attributes": { "tripID": "Int" },
                      "relationships": { "start": { "to": "Place", "optional": false }, "back": { "to": "Trip" } } },
            "Place": { "identity": "name", "attributes": { "name": "String" },
                       "relationships": { "firstTrip": { "to": "Trip" } } }
          },
          "mappings": { "Trip": { "fields": { "tripID": "id", "start": "start" } }, "Place": { "fields": { "name": "name" } } }
        }
        """
        #expect(SchemaFixture.lines(text).isEmpty, "an optional link breaks the cycle: \(SchemaFixture.lines(text))")
    }
}
