/// The payload tests of the Core Data scratch package: JSON shaped like Groot's
/// (`characters.json`) and MagicalRecord's (`SingleEntityWithNoRelationships.json`,
/// `MappedEntity`) own test JSON, parsed by the parsers generated from their models.
enum CoreDataPayloadTestSource {
    /// The Swift test file.
    static let text = #"""
    import Foundation
    import Mapwright
    import Testing
    import Groot
    import MagicalRecord
    import Sync

    /// Groot's `characters.json`: ids as strings (Groot's transformer made numbers of
    /// them; the lenient Int64 box does), nested powers and publisher.
    @Test func grootCharactersPayload() throws {
        let json = try Mapwright.JSONValue(parsing: """
        [
          {"id": "1699", "name": "Batman", "real_name": "Bruce Wayne",
           "powers": [{"id": "4", "name": "Agility"}, {"id": "9", "name": "Insanely Rich"}],
           "publisher": {"id": "10", "name": "DC Comics"}},
          {"id": "1455", "name": "Iron Man", "real_name": "Tony Stark",
           "powers": [{"id": "31", "name": "Power Suit"}, {"id": "9", "name": "Insanely Rich"}],
           "publisher": {"id": "364", "name": "Marvel"}}
        ]
        """)
        let store = try Groot.GrootModule.makeStore()
        let characters = try store.perform { context in try Groot.CharacterParser().parseArray(json, in: context) }
        #expect(characters.map(\.identifier) == [1699, 1455], "identifiers: \(characters)")
        #expect(characters.map(\.realName) == ["Bruce Wayne", "Tony Stark"], "real names: \(characters)")
        #expect(characters.first?.powers.count == 2, "Batman's powers: \(characters)")
        #expect(try store.count(Groot.Power.self) == 3, "Insanely Rich is one power")
        #expect(try store.count(Groot.Publisher.self) == 2, "two publishers")
        let publisher = try #require(characters.first?.publisher, "Batman has a publisher")
        #expect(try store.fetch(Groot.Publisher.self, id: publisher)?.name == "DC Comics", "Batman's publisher")
    }

    /// Groot's cards: a composite identity (suit, value), `played` read into numberOfTimesPlayed.
    @Test func grootCardsPayload() throws {
        let json = try Mapwright.JSONValue(parsing: #"[{"suit": "Hearts", "value": "A", "played": 3}, {"suit": "Hearts", "value": "A", "played": 4}]"#)
        let store = try Groot.GrootModule.makeStore()
        _ = try store.perform { context in try Groot.CardParser().parseArray(json, in: context) }
        #expect(try store.count(Groot.Card.self) == 1, "one card: the same suit and value")
    }

    /// MagicalRecord's `SingleEntityWithNoRelationships.json` (a value type here: no identity).
    @Test func magicalRecordSingleEntityPayload() throws {
        let json = try Mapwright.JSONValue(parsing: """
        {"stringTestAttribute": "This is a test value", "numberAsStringTestAttribute": 10, "int16TestAttribute": 256,
         "int32TestAttribute": 32, "int64TestAttribute": 42, "decimalTestAttribute": 1.2, "doubleTestAttribute": 124.3,
         "floatTestAttribute": 10000000000, "dateTestAttribute": "2011-07-23T22:30:40Z", "dateWithCustomFormat": "7/23/2011 22-30-40",
         "unixTimeTestAttribute": 1388349428, "unixTime13TestAttribute": 1388349427543, "booleanTestAttribute": true,
         "booleanAsStringTestAttribute": "true", "mappedAttributeWithStringValue": "Mapped value", "colorTestAttribute": "#6e7b8d",
         "nullTestAttribute": null}
        """)
        let entity = try MagicalRecord.SingleEntityWithNoRelationshipsBuilder(json: json).build()
        #expect(entity.stringTestAttribute == "This is a test value" && entity.numberAsStringTestAttribute == "10", "strings: \(entity)")
        #expect(entity.int16TestAttribute == 256 && entity.int32TestAttribute == 32 && entity.int64TestAttribute == 42, "integers: \(entity)")
        #expect(entity.dateTestAttribute == Date(timeIntervalSince1970: 1_311_460_240), "ISO 8601 date: \(String(describing: entity.dateTestAttribute))")
        #expect(entity.dateWithCustomFormat == Date(timeIntervalSince1970: 1_311_460_240), "dateFormat M/d/yyyy H-mm-ss: \(String(describing: entity.dateWithCustomFormat))")
        #expect(entity.unixTimeTestAttribute == Date(timeIntervalSince1970: 1_388_349_428), "unix seconds")
        #expect(entity.unixTime13TestAttribute == Date(timeIntervalSince1970: 1_388_349_427.543), "unix milliseconds (dateFormat UnixTime)")
        #expect(entity.booleanTestAttribute == true && entity.booleanAsStringTestAttribute == true, "booleans")
        #expect(entity.mappedStringAttribute == "Mapped value", "mappedKeyName")
        #expect(entity.colorTestAttribute?.string == "#6e7b8d", "the colour, through the stub box: \(String(describing: entity.colorTestAttribute))")
        #expect(entity.nullTestAttribute == nil, "null clears")
        #expect(entity.notInJsonAttribute == "Set From Core Data Model Editor", "the model's default")
    }

    /// MagicalRecord's mapped entity: `id` read into testMappedEntityID, a nested key path, fallback keys.
    @Test func magicalRecordMappedEntityPayload() throws {
        let json = try Mapwright.JSONValue(parsing: #"{"mappedEntityID": 3, "id": 42, "attributeValue": {"nestedValue": "nested"}, "sampleAttribute": "sample"}"#)
        let store = try MagicalRecord.MagicalRecordModule.makeStore()
        let entity = try store.perform { context in try MagicalRecord.MappedEntityParser().parse(json, in: context) }
        #expect(entity.mappedEntityID == 3 && entity.testMappedEntityID == 42 && entity.nestedAttribute == "nested", "mapped: \(entity)")
        let secondary = try MagicalRecord.SingleEntityRelatedToMappedEntityWithSecondaryMappingsBuilder(
            json: try Mapwright.JSONValue(parsing: #"{"actualMappedKey": "found", "notImportedAttribute": false}"#)).build()
        #expect(secondary.secondaryMappedAttribute == "found", "mappedKeyName.2 is the fallback found: \(secondary)")
    }

    /// Sync: remoteID from id, a dotted remoteKey, a non-exported password.
    @Test func syncUserPayload() throws {
        let json = try Mapwright.JSONValue(parsing: #"{"id": 7, "fullName": "Ada", "address": {"city": "London"}, "password": "secret", "nick": "ada", "notes": [{"note_id": "n1", "text": "hi", "createdAt": 1388349428}]}"#)
        let store = try Sync.SyncModule.makeStore()
        let user = try store.perform { context in try Sync.UserParser().parse(json, in: context) }
        #expect(user.remoteID == 7 && user.city == "London" && user.nickname == "ada", "user: \(user)")
        #expect(user.notes.count == 1, "notes: \(user)")
        #expect(!Sync.UserMapping.export(user).text().contains("secret"), "nonExportable leaves the password out")
    }
    """#
}
