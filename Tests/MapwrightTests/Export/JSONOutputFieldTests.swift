import Foundation
import Mapwright
import Testing

/// The calls generated `export` functions make, one per field.
@Suite struct JSONOutputFieldTests {
    @Test func nilIsNullOrLeftOut() {
        let field = JSONField<String>(key: "meta.note", box: .string)
        var json = JSONOutput.object([])
        json.set(nil, field)
        #expect(json.text() == #"{"meta":{"note":null}}"#, "nil is written null by default: \(json.text())")
        var omitted = JSONOutput.object([])
        omitted.set(nil, field, omitsNil: true)
        #expect(omitted.text() == "{}", "nil is left out with omitsNil: \(omitted.text())")
    }

    @Test func aValueIsWrittenAtTheFirstKeyThroughTheBox() {
        let field = JSONField<Date>(keys: ["created", "createdAt"], box: .unixSeconds)
        var json = JSONOutput.object([])
        json.set(Date(timeIntervalSince1970: 60), field)
        #expect(json.text() == #"{"created":60}"#, "the first key, in the box's form: \(json.text())")
    }

    @Test func embeddedValuesAreExportedByTheirClosure() {
        var json = JSONOutput.object([])
        json.setEmbedded(Optional(3), at: "one") { .integer($0) }
        json.setEmbedded(Int?.none, at: "none", omitsNil: true) { .integer($0) }
        json.setEmbeddedArray([1, 2], at: "many") { .integer($0) }
        #expect(json.text() == #"{"one":3,"many":[1,2]}"#, "one, none left out, many: \(json.text())")
    }

    @Test func scopesStopAtARecordAlreadyOnThePath() throws {
        let scope = JSONExportScope(record: Item(id: "a1", name: "A"))
        let inner = try #require(scope.entering(Item.self, id: "b2"), "another record is entered")
        #expect(inner.depth == 2, "the path holds both records")
        #expect(inner.entering(Item.self, id: "a1") == nil, "entering a record on the path again is a cycle")
        #expect(inner.entering(Item.self, id: "c3") != nil, "a record off the path is entered")
    }

    @Test func nestedLinksNeedAContext() throws {
        var json = JSONOutput.object([])
        try json.setNested(Optional("a1"), of: Item.self, at: "item", scope: JSONExportScope()) { item, _ in .string(item.name) }
        try json.setNestedArray(["a1"], of: Item.self, at: "items", scope: JSONExportScope()) { item, _ in .string(item.name) }
        #expect(json.text() == "{}", "without a context nested links are left out: \(json.text())")
    }
}

/// A record type for the scope tests.
private struct Item: StoreEntity, Hashable, Codable {
    static let entityName = "Item"
    static let relationships: [StoreRelationship<Item>] = []
    var id: String
    var name: String
}

extension JSONOutputFieldTests {
    @Test func aKeyWrittenByAnEarlierFieldKeepsItsValue() {
        var json = JSONOutput.object([])
        json.set(Int64(7), JSONField<Int64>(key: "customer_id", box: .int))
        json.set(nil, JSONField<Int64>(key: "customer_id", box: .int))
        #expect(json.text() == #"{"customer_id":7}"#, "a later field sharing the key must not overwrite it: \(json.text())")
    }
}
