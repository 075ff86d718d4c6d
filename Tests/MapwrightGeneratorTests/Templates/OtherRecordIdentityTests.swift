import Testing
@testable import MapwrightGenerator

/// Records a generated test stores beside the record under test (a stub's answer, a
/// reference target, what their required links need) take another identity than the
/// record, also where the identity type has few values: a Bool has two.
@Suite("Identities of other records in generated tests")
struct OtherRecordIdentityTests {
    /// The identity is the second field (sample `false`), as are the stub's seed (900) and
    /// the reference's (position 4): made values alone would collide with the record.
    private static let schema = """
    {
      "module": "Lights",
      "entities": {
        "Switch": {
          "identity": "on",
          "attributes": { "title": "String?", "on": "Bool" },
          "relationships": { "children": { "to": "Switch", "many": true }, "next": { "to": "Switch" } }
        }
      },
      "mappings": {
        "Switch": { "fields": { "title": "title", "on": "on", "children": "children", "next": { "key": "next_on", "reference": true } } }
      }
    }
    """

    @Test func stubAnswersAndReferenceTargetsDoNotTakeTheRecordsIdentity() throws {
        let text = try SchemaFixture.generated("LightsTests/SwitchParserTests.swift", from: Self.schema)
        let sample = text.components(separatedBy: "static let sample = ").dropFirst().first ?? ""
        #expect(sample.contains(#"{"title": "title-1", "on": false"#), "the record under test is 'on: false':\n\(text)")
        #expect(text.contains("let childrenValue = Lights.Switch.fixture(on: true)"), "the stub must answer another switch:\n\(text)")
        #expect(!text.contains("Lights.Switch.fixture(on: false)"), "no fixture may overwrite the record under test:\n\(text)")
        #expect(text.contains("Lights.Switch.ID(true)"), "the reference must name the other switch:\n\(text)")
    }

    @Test func aReferenceToTheStubsAnswerNeverComesLater() throws {
        // With two identities, 'next' names the switch the children stub writes in every parse:
        // storing a fixture of it after the parse would overwrite the links the parse made.
        try expectOnlyCameFirstTest(Self.schema, at: "LightsTests/SwitchParserTests.swift", reference: "Next",
                                    because: "the stub stores the target during the parse")
    }

    /// `Player.final` names an `Invoice`; the fixture of `Player.some`, an `Encoder`, needs an
    /// `Invoice` too (its `left` is required), and with a one-case identity it is the same
    /// invoice, which the harness therefore stores when it opens (random schema seed 538).
    private static let sharedPrerequisiteSchema = """
    {
      "module": "Shared",
      "enums": { "Kind": { "cases": ["only"] } },
      "entities": {
        "Player": {
          "identity": "code",
          "attributes": { "code": "String" },
          "relationships": { "some": { "to": "Encoder" }, "final": { "to": "Invoice", "many": true, "inverse": "builder" } }
        },
        "Encoder": {
          "identity": "serial",
          "attributes": { "serial": "String" },
          "relationships": { "left": { "to": "Invoice", "inverse": "distributed", "optional": false } }
        },
        "Invoice": {
          "identity": "kind",
          "attributes": { "kind": "Kind" },
          "relationships": { "distributed": { "to": "Encoder", "many": true, "inverse": "left" }, "builder": { "to": "Player", "inverse": "final" } }
        }
      },
      "mappings": {
        "Player": { "fields": { "code": "code", "some": { "key": "some", "reference": true }, "final": { "key": "items", "reference": true } } }
      }
    }
    """

    @Test func aReferenceToAPrerequisiteOfAnotherFixtureNeverComesLater() throws {
        // Storing the invoice again after the parse would replace it with one whose 'builder' is
        // nil, and so unlink it from the player: the test would expect a link the store undid.
        try expectOnlyCameFirstTest(Self.sharedPrerequisiteSchema, at: "SharedTests/PlayerParserTests.swift", reference: "Final",
                                    because: "the harness stores that invoice when it opens")
    }

    /// `Room.power` is required, so the harness stores its `Lamp` when it opens; with a
    /// one-case identity that is also the lamp `Room.spare` names (random schema seed 781,
    /// with a Bool identity whose two values were both taken).
    private static let requiredTargetSchema = """
    {
      "module": "Rooms",
      "enums": { "Kind": { "cases": ["only"] } },
      "entities": {
        "Room": {
          "identity": "code",
          "attributes": { "code": "String" },
          "relationships": { "power": { "to": "Lamp", "optional": false }, "spare": { "to": "Lamp", "inverse": "room" } }
        },
        "Lamp": { "identity": "kind", "attributes": { "kind": "Kind" }, "relationships": { "room": { "to": "Room", "inverse": "spare" } } }
      },
      "mappings": {
        "Room": { "fields": { "code": "code", "power": { "key": "power_kind", "reference": true }, "spare": { "key": "spare_kind", "reference": true } } }
      }
    }
    """

    @Test func aReferenceToARequiredReferencesTargetNeverComesLater() throws {
        // Storing the lamp again after the parse would replace it with one whose 'room' is nil,
        // and so unlink it from the room: the test would expect a link the store undid.
        try expectOnlyCameFirstTest(Self.requiredTargetSchema, at: "RoomsTests/RoomParserTests.swift", reference: "Spare",
                                    because: "the harness stores that lamp when it opens")
    }

    /// A one-case enum identity: every `Root` is the same record, so the stub of its nested
    /// `parent` answers the record itself, and its reference `next` names it.
    private static let singleRecordSchema = """
    {
      "module": "Only",
      "enums": { "Kind": { "cases": ["only"] } },
      "entities": {
        "Root": {
          "identity": "kind",
          "attributes": { "kind": "Kind", "title": "String" },
          "relationships": { "parent": { "to": "Root" }, "next": { "to": "Root" } }
        }
      },
      "mappings": { "Root": { "fields": { "kind": "kind", "title": "title", "parent": "parent", "next": { "key": "next_kind", "reference": true } } } }
    }
    """

    @Test func aRecordLinkedToItselfRoundTripsItsIdentityOnly() throws {
        let text = try SchemaFixture.generated("OnlyTests/RootParserTests.swift", from: Self.singleRecordSchema)
        // Export cuts the cycle at the self-link, so neither the record nor its export comes back whole.
        #expect(!text.contains("#expect(again == record"), "the self-link cannot come back through export:\n\(text)")
        #expect(!text.contains("export(again, in: other.context) == exported"), "the export of the parsed export lacks the cut link as null:\n\(text)")
        #expect(text.contains("#expect(again.id == record.id"), "the export must still parse back to the same record:\n\(text)")
    }

    @Test func aReferenceThatCanOnlyNameTheRecordIsNotStoredLater() throws {
        // Storing the target after the parse would overwrite the record under test.
        try expectOnlyCameFirstTest(Self.singleRecordSchema, at: "OnlyTests/RootParserTests.swift", reference: "Next",
                                    because: "the only Root there is, is the record")
    }

    @Test func aRecordWithAnotherIdentityAvailableRoundTripsWhole() throws {
        let text = try SchemaFixture.generated("LightsTests/SwitchParserTests.swift", from: Self.schema)
        #expect(text.contains("export(again, in: other.context) == exported"), "a Bool identity leaves the stub another switch:\n\(text)")
    }

    /// Expects the reference test of `reference` (capitalized, as in the test's name) for a
    /// target that came first and none for one that comes later, `because` saying why.
    private func expectOnlyCameFirstTest(_ schema: String, at path: String, reference: String, because: String) throws {
        let text = try SchemaFixture.generated(path, from: schema)
        #expect(!text.contains("func reference\(reference)WhenTargetComesLater"), "\(because):\n\(text)")
        #expect(text.contains("func reference\(reference)WhenTargetCameFirst"), "it still resolves against a target already there:\n\(text)")
    }
}
