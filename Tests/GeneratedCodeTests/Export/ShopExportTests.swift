import Foundation
import Testing
import Mapwright
import MapwrightExampleShop

/// Export on the shop example: every box in reverse, key paths rebuilt as nested
/// objects, `export: false` and `exportNull: omit`.
@Suite struct ShopExportTests {
    private static let order = #"""
    {"customer_id": 9007199254740993, "number": 12, "status": "SHIPPED", "payment": "card",
     "total": 12345678901234567.89, "placed_at": 1460368800123, "delivery": {"day": "2016-04-12"},
     "tracking_id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "gift_wrapped": true, "receipt": "AAEC",
     "shipping": {"address": {"street": "1 Main St", "city": "Paris", "lines": ["a", "b"]}}}
    """#

    /// The order parsed (with its customer stored first) and its export.
    private func exported() throws -> (order: MapwrightExampleShop.Order, json: JSONOutput) {
        let store = try MapwrightExampleShopModule.makeStore()
        let json = try JSONValue(parsing: Self.order)
        return try store.perform { context in
            try context.insert(Customer(customerID: 9007199254740993, name: "Ada", tags: []))
            let order = try OrderParser().parse(json, in: context)
            return (order, try OrderMapping.export(order, in: context))
        }
    }

    @Test func everyBoxIsWrittenInItsForm() throws {
        let json = try exported().json
        #expect(json["customer_id"] == .number("9007199254740993"), "an Int64 beyond Double's precision: \(json.text())")
        #expect(json["total"] == .number("12345678901234567.89"), "a decimal with every digit: \(json.text())")
        #expect(json["placed_at"] == .number("1460368800123"), "unixMillis: \(json.text())")
        #expect(json["delivery.day"] == .string("2016-04-12"), "a date pattern: \(json.text())")
        #expect(json["tracking_id"] == .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"), "a UUID: \(json.text())")
        #expect(json["receipt"] == .string("AAEC"), "base64: \(json.text())")
        #expect(json["status"] == .string("SHIPPED"), "an enum's raw value: \(json.text())")
        #expect(json["shipping.address.lines"] == .array([.string("a"), .string("b")]), "an embedded value's array: \(json.text())")
    }

    @Test func exportNullOmitLeavesANilOut() throws {
        var order = try exported().order
        order.receipt = nil
        order.trackingID = nil
        let json = OrderMapping.export(order)
        #expect(json["receipt"] == nil, "receipt has exportNull omit: \(json.text())")
        #expect(json["tracking_id"] == .null, "tracking_id is written null: \(json.text())")
    }

    @Test func exportFalseNeverWritesTheField() {
        let customer = Customer(customerID: 1, name: "Ada", tags: ["vip"], rating: 4.5)
        let json = CustomerMapping.export(customer)
        #expect(json["rating"] == nil, "rating has export false: \(json.text())")
        #expect(json.text() == #"{"id":1,"name":"Ada","tags":["vip"],"avatar_url":null,"preferences":null}"#, "the other fields: \(json.text())")
    }
}
