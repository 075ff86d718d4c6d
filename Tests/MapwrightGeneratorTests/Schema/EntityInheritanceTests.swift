import Testing
@testable import MapwrightGenerator

/// `"extends"` on an entity: the parent's identity, attributes and relationships (those
/// without an inverse), and its default mapping when the child declares none.
@Suite("Entity inheritance")
struct EntityInheritanceTests {
    private func schema(racecar: String, mappings: String = "") -> String {
        """
        {
          "entities": {
            "Person": { "identity": "personID", "attributes": { "personID": "String" },
                        "relationships": { "cars": { "to": "Car", "many": true, "inverse": "owner" } } },
            "Car": { "identity": "carID", "attributes": { "carID": "String", "make": "String", "wheels": { "type": "Int", "default": 4 } },
                     "relationships": { "owner": { "to": "Person", "inverse": "cars" }, "towedBy": { "to": "Car" } } },
            "Racecar": \(racecar)
          },
          "mappings": { "Person": { "fields": { "personID": "id" } },
                        "Car": { "fields": { "carID": "id", "make": "make", "towedBy": { "key": "towed_by", "reference": true } } }\(mappings) }
        }
        """
    }

    private func racecar(in text: String) -> Entity? {
        SchemaFixture.schema(text)?.modules.first?.entities.first { $0.name == "Racecar" }
    }

    @Test func aChildInheritsIdentityAttributesAndRelationshipsWithoutInverse() {
        let text = schema(racecar: #"{ "extends": "Car", "attributes": { "topSpeed": "Int?" }, "relationships": { "owner": { "to": "Person" } } }"#)
        #expect(SchemaFixture.lines(text).isEmpty, "lint: \(SchemaFixture.lines(text))")
        let entity = racecar(in: text)
        #expect(entity?.attributes.map(\.name) == ["carID", "make", "wheels", "topSpeed"], "attributes: \(String(describing: entity?.attributes.map(\.name)))")
        #expect(entity?.relationships.map(\.name).sorted() == ["owner", "towedBy"], "relationships: \(String(describing: entity?.relationships.map(\.name)))")
        #expect(entity?.identity.attributes.map(\.name) == ["carID"], "identity inherited: \(String(describing: entity?.identity.attributes.map(\.name)))")
    }

    @Test func aChildWithoutItsOwnMappingReadsByTheParentsDefaultMapping() {
        let text = schema(racecar: #"{ "extends": "Car", "relationships": { "owner": { "to": "Person" } } }"#)
        let fields = racecar(in: text)?.mappings.first { $0.isDefault }?.fields.map(\.name)
        #expect(fields == ["carID", "make", "towedBy"], "inherited default mapping: \(String(describing: fields))")
    }

    @Test func aChildsNamedMappingMayExtendTheParentsMapping() {
        let text = schema(racecar: #"{ "extends": "Car", "attributes": { "topSpeed": "Int?" }, "relationships": { "owner": { "to": "Person" } } }"#,
                          mappings: #", "RacecarFromTrack": { "entity": "Racecar", "extends": "Car", "fields": { "topSpeed": "max_kmh" } }"#)
        #expect(SchemaFixture.lines(text).isEmpty, "lint: \(SchemaFixture.lines(text))")
        let fields = racecar(in: text)?.mappings.first { $0.name == "RacecarFromTrack" }?.fields.map(\.name)
        #expect(fields == ["carID", "make", "topSpeed", "towedBy"], "named mapping from the parent's: \(String(describing: fields))")
    }

    @Test func aRelationshipWithAnInverseIsNotInherited() {
        let text = schema(racecar: #"{ "extends": "Car" }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines.contains { $0.contains("entity 'Racecar' cannot inherit relationship 'owner' of 'Car': its inverse 'cars' can point back to 'Car' only") },
                "inherited inverse: \(lines)")
    }

    @Test func anUnknownParentIsAnErrorWithASuggestion() {
        let text = schema(racecar: #"{ "extends": "Cra", "identity": "id", "attributes": { "id": "String" } }"#)
        #expect(SchemaFixture.lines(text).contains { $0.contains("entity 'Racecar' extends unknown entity 'Cra'; did you mean 'Car'?") },
                "unknown parent: \(SchemaFixture.lines(text))")
    }
}
