import Foundation
import Mapwright
import MapwrightExampleShop

/// The generated Shop module (every attribute type, a composite identity, an embedded value).
enum ShopEntities {
    typealias Customer = MapwrightExampleShop.Customer
    typealias Order = MapwrightExampleShop.Order

    static var all: [any StoreEntity.Type] { MapwrightExampleShopModule.entities }

    /// A customer and one of its orders, with every optional filled.
    static func samples() throws -> (Customer, Order) {
        let customer = Customer(
            customerID: Int64.max, name: "Ada", tags: ["a", "b"], avatarURL: URL(string: "https://example.com/ada.png"),
            rating: 4.75, preferences: try JSONValue(parsing: #"{"theme":"dark"}"#))
        let order = Order(
            customerID: Int64.max, number: -7, status: .shipped, payment: nil, total: try decimal("19.99"),
            placedAt: Date(timeIntervalSince1970: 1_700_000_000.25), deliveryDay: nil, trackingID: UUID(),
            giftWrapped: true, receipt: Data([9, 8, 7]), customer: Customer.ID(Int64.max),
            address: Address(street: "1 Main St", city: "London", lines: ["Flat 2"]))
        return (customer, order)
    }

    private struct BadDecimal: Error {}

    private static func decimal(_ text: String) throws -> Decimal {
        guard let value = Decimal(string: text) else { throw BadDecimal() }
        return value
    }
}
