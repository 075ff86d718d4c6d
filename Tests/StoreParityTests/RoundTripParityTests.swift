import Foundation
import Mapwright
import Testing

/// Every attribute type comes back exactly as it was stored, on every engine.
@Suite struct RoundTripParityTests {
    static func extremes() throws -> Sample {
        Sample(
            sampleID: try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")),
            int: .min, int64: .max, int32: .min, int16: .max, uint64: .max,
            double: -0.000_123_456_789_012_345_6, float: .leastNonzeroMagnitude,
            decimal: try #require(Decimal(string: "-12345678901234567890.123456789")), bool: true,
            date: Date(timeIntervalSince1970: 1_460_368_800.123),  // as the ISO 8601 box makes it
            url: try #require(URL(string: "https://example.com/a%20b?q=1&r=é#frag")),
            data: Data([0, 1, 2, 255, 0]), text: "quote \" nul \u{0} emoji 🎉 newline\n",
            json: try JSONValue(parsing: #"{"a":[1,2.5,"x",null,true],"b":{"c":18446744073709551615}}"#),
            mood: .glad, ints: [Int.min, 0, Int.max], dates: [Date(timeIntervalSince1970: -1.5), Date(timeIntervalSince1970: 0.001)],
            moods: [.calm, .glad], decimals: [try #require(Decimal(string: "0.1")), 3],
            optionalInt: Int64.min, optionalText: "", optionalDate: Date(timeIntervalSince1970: 1e9 + 0.5),
            optionalData: Data(), optionalJSON: try JSONValue(parsing: "[]"), optionalMood: .calm,
            optionalUUID: UUID(), spot: Spot(label: "s", weights: [.infinity, -0.0, 1e-300], seen: Date(timeIntervalSince1970: 2)),
            spots: [Spot(label: "t")])
    }

    static func nils() throws -> Sample {
        var sample = try extremes()
        sample.sampleID = UUID()
        sample.decimals = nil
        sample.optionalInt = nil
        sample.optionalText = nil
        sample.optionalDate = nil
        sample.optionalData = nil
        sample.optionalJSON = nil
        sample.optionalMood = nil
        sample.optionalUUID = nil
        sample.spot = nil
        sample.spots = []
        sample.ints = []
        sample.text = ""
        sample.data = Data()
        sample.double = .nan
        return sample
    }

    @Test(arguments: Engine.allCases)
    func extremeValuesRoundTrip(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let sample = try Self.extremes()
        try test.store.perform { try $0.insert(sample) }
        let stored = try #require(try test.store.fetch(Sample.self, id: sample.id), "sample not stored")
        #expect(stored == sample, "the sample changed on the way:\nstored \(stored)\nwrote  \(sample)")
        #expect(stored.date.timeIntervalSinceReferenceDate == sample.date.timeIntervalSinceReferenceDate, "the date lost sub-second digits")
        #expect(stored.decimal.description == "-12345678901234567890.123456789", "decimal digits: \(stored.decimal)")
    }

    @Test(arguments: Engine.allCases)
    func nilsAndEmptiesRoundTrip(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let sample = try Self.nils()
        try test.store.perform { try $0.insert(sample) }
        let stored = try #require(try test.store.fetch(Sample.self, id: sample.id), "sample not stored")
        #expect(stored.double.isNaN, "NaN did not come back: \(stored.double)")
        var comparable = stored
        comparable.double = sample.double
        #expect(comparable.optionalText == nil && comparable.spot == nil && comparable.decimals == nil, "a nil came back as a value: \(stored)")
        #expect(comparable.data == Data() && comparable.text == "" && comparable.ints == [], "an empty value changed: \(stored)")
        comparable.double = 0
        var expected = sample
        expected.double = 0
        #expect(comparable == expected, "the sample changed on the way:\nstored \(comparable)\nwrote  \(expected)")
    }

    @Test(arguments: Engine.allCases)
    func generatedShopRecordsRoundTrip(_ engine: Engine) throws {
        let test = try engine.makeStore(ShopEntities.all)
        defer { withExtendedLifetime(test) {} }
        let (customer, order) = try ShopEntities.samples()
        try test.store.perform { context in
            try context.insert(customer)
            try context.insert(order)
        }
        var expectedCustomer = customer
        expectedCustomer.orders = [order.id]
        #expect(try test.store.fetch(ShopEntities.Customer.self, id: customer.id) == expectedCustomer, "customer changed")
        #expect(try test.store.fetch(ShopEntities.Order.self, id: order.id) == order, "order changed")
    }
}
