import Testing
import Mapwright

/// `Shop.owner` and `Shop.manager` both claim `Person.shops` as inverse, which names only `owner` back.
private struct Shop: StoreEntity {
    var id: String
    var owner: Person.ID?
    var manager: Person.ID?
    static let entityName = "Shop"
    static let relationships: [StoreRelationship<Shop>] = [
        .toOne("owner", \.owner, inverse: \Person.shops),
        .toOne("manager", \.manager, inverse: \Person.shops),
    ]
}

private struct Person: StoreEntity {
    var id: String
    var shops: ToMany<Shop.ID>
    var managed: ToMany<Shop.ID>
    static let entityName = "Person"
    static let relationships: [StoreRelationship<Person>] = [.toMany("shops", \.shops, inverse: \Shop.owner)]
}

/// `Kiosk.keeper` names `Keeper.kiosks` as inverse, but Keeper does not declare it.
private struct Kiosk: StoreEntity {
    var id: String
    var keeper: Keeper.ID?
    static let entityName = "Kiosk"
    static let relationships: [StoreRelationship<Kiosk>] = [.toOne("keeper", \.keeper, inverse: \Keeper.kiosks)]
}

private struct Keeper: StoreEntity {
    var id: String
    var kiosks: ToMany<Kiosk.ID>
    static let entityName = "Keeper"
}

private struct Loose: StoreEntity {
    var id: String
    var post: Post.ID?
    static let entityName = "Loose"
    static let relationships: [StoreRelationship<Loose>] = [.toOne("post", \.post, to: Post.self)]
}

private struct SecondPost: StoreEntity {
    var id: String
    static let entityName = "Post"
}

@Suite struct StoreSchemaTests {
    @Test func relationshipToAnUnregisteredEntityIsRejected() {
        #expect(throws: StoreError.self, "Post.author targeting unregistered Author was accepted") {
            try Store(entities: [Post.self, Tag.self])
        }
    }

    @Test func inverseThatDoesNotNameTheRelationshipBackIsRejected() {
        #expect(throws: StoreError.self, "an inverse that names another relationship back was accepted") {
            try Store(entities: [Shop.self, Person.self])
        }
    }

    @Test func inverseThatIsNotDeclaredIsRejected() {
        #expect(throws: StoreError.self, "an inverse missing from the target's relationships was accepted") {
            try Store(entities: [Kiosk.self, Keeper.self])
        }
    }

    @Test func twoEntitiesWithOneNameAreRejected() {
        #expect(throws: StoreError.self, "two entities named Post were accepted") {
            try Store(entities: blogEntities + [SecondPost.self])
        }
    }

    @Test func relationshipWithoutInverseLinksOneWay() throws {
        let store = try Store(entities: blogEntities + [Loose.self])
        try store.perform { context in
            try context.insert(makePost("p"))
            try context.insert(Loose(id: "l", post: Post.ID("p")))
        }
        #expect(try store.fetch(Loose.self, id: "l")?.post == Post.ID("p"), "a one-way link was not stored")
        #expect(throws: StoreError.self, "a one-way link to a missing record was accepted") {
            try store.perform { try $0.insert(Loose(id: "m", post: Post.ID("missing"))) }
        }
    }
}
