// A record with an attribute of every schema type (and an embedded value), written by
// hand as the generator emits it, glue included: the round-trip tests store extremes.

import Foundation
import Mapwright

/// A schema enum.
public enum Mood: String, SchemaEnum, Codable {
    /// Raw value `calm`.
    case calm
    /// Raw value `GLAD`.
    case glad = "GLAD"
    /// No unknown case.
    public static let unknownCase: Mood? = nil
}

nonisolated extension Mood: Mapwright.StoreColumnValue, Mapwright.StoreJSONCodable {}

/// An embedded value type.
public struct Spot: Sendable, Hashable, Codable {
    /// The `label` attribute.
    public var label: String
    /// The `weights` attribute.
    public var weights: [Double]
    /// The `seen` attribute.
    public var seen: Date?

    /// Creates a `Spot` from every field.
    public init(label: String, weights: [Double] = [], seen: Date? = nil) {
        self.label = label
        self.weights = weights
        self.seen = seen
    }
}

nonisolated extension Spot: Mapwright.StoreJSONColumn {
    /// Writes the JSON object.
    public func writeStoreJSON(to json: inout Mapwright.StoreJSONWriter) {
        json.beginObject()
        json.member("label", self.label)
        json.member("weights", self.weights)
        json.member("seen", self.seen)
        json.endObject()
    }

    /// Reads the JSON object back.
    public init(storeJSON json: Mapwright.JSONValue) throws {
        try self.init(
            label: json.storeMember("label", as: Swift.String.self),
            weights: json.storeMember("weights", as: [Swift.Double].self),
            seen: json.storeMember("seen", as: Foundation.Date?.self)
        )
    }
}

/// A record holding every type.
public struct Sample: Sendable, Hashable, Codable, Identifiable {
    /// The typed identity of a `Sample`.
    public struct ID: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The identity attribute `sampleID`.
        public var sampleID: UUID
        /// Creates an identity from its attribute.
        public init(_ sampleID: UUID) { self.sampleID = sampleID }
        /// The identity as text, for messages.
        public var description: String { "\(sampleID)" }
    }

    /// This record's identity.
    public var id: ID { ID(sampleID) }

    var sampleID: UUID
    var int: Int
    var int64: Int64
    var int32: Int32
    var int16: Int16
    var uint64: UInt64
    var double: Double
    var float: Float
    var decimal: Decimal
    var bool: Bool
    var date: Date
    var url: URL
    var data: Data
    var text: String
    var json: JSONValue
    var mood: Mood
    var ints: [Int]
    var dates: [Date]
    var moods: [Mood]
    var decimals: [Decimal]?
    var optionalInt: Int64?
    var optionalText: String?
    var optionalDate: Date?
    var optionalData: Data?
    var optionalJSON: JSONValue?
    var optionalMood: Mood?
    var optionalUUID: UUID?
    /// Embedded `Spot` value.
    public var spot: Spot?
    /// Embedded `Spot` values.
    public var spots: [Spot]
}

extension Sample: StoreEntity {
    /// The table's name in a store.
    public static let entityName = "Sample"
}

nonisolated extension Sample: Mapwright.StoreTableEntity {
    /// The table's description.
    public static let storeTable = Mapwright.StoreTable(
        name: "Sample",
        columns: [
            Mapwright.StoreColumn("sampleID", Foundation.UUID.self, schemaType: "UUID"),
            Mapwright.StoreColumn("int", Swift.Int.self, schemaType: "Int"),
            Mapwright.StoreColumn("int64", Swift.Int64.self, schemaType: "Int64"),
            Mapwright.StoreColumn("int32", Swift.Int32.self, schemaType: "Int32"),
            Mapwright.StoreColumn("int16", Swift.Int16.self, schemaType: "Int16"),
            Mapwright.StoreColumn("uint64", Swift.UInt64.self, schemaType: "UInt64"),
            Mapwright.StoreColumn("double", Swift.Double.self, schemaType: "Double"),
            Mapwright.StoreColumn("float", Swift.Float.self, schemaType: "Float"),
            Mapwright.StoreColumn("decimal", Foundation.Decimal.self, schemaType: "Decimal"),
            Mapwright.StoreColumn("bool", Swift.Bool.self, schemaType: "Bool"),
            Mapwright.StoreColumn("date", Foundation.Date.self, schemaType: "Date"),
            Mapwright.StoreColumn("url", Foundation.URL.self, schemaType: "URL"),
            Mapwright.StoreColumn("data", Foundation.Data.self, schemaType: "Data"),
            Mapwright.StoreColumn("text", Swift.String.self, schemaType: "String"),
            Mapwright.StoreColumn("json", Mapwright.JSONValue.self, schemaType: "JSON"),
            Mapwright.StoreColumn("mood", Mood.self, schemaType: "Mood"),
            Mapwright.StoreColumn("ints", [Swift.Int].self, schemaType: "[Int]"),
            Mapwright.StoreColumn("dates", [Foundation.Date].self, schemaType: "[Date]"),
            Mapwright.StoreColumn("moods", [Mood].self, schemaType: "[Mood]"),
            Mapwright.StoreColumn("decimals", [Foundation.Decimal]?.self, schemaType: "[Decimal]?"),
            Mapwright.StoreColumn("optionalInt", Swift.Int64?.self, schemaType: "Int64?"),
            Mapwright.StoreColumn("optionalText", Swift.String?.self, schemaType: "String?"),
            Mapwright.StoreColumn("optionalDate", Foundation.Date?.self, schemaType: "Date?"),
            Mapwright.StoreColumn("optionalData", Foundation.Data?.self, schemaType: "Data?"),
            Mapwright.StoreColumn("optionalJSON", Mapwright.JSONValue?.self, schemaType: "JSON?"),
            Mapwright.StoreColumn("optionalMood", Mood?.self, schemaType: "Mood?"),
            Mapwright.StoreColumn("optionalUUID", Foundation.UUID?.self, schemaType: "UUID?"),
            Mapwright.StoreColumn("spot", Spot?.self, schemaType: "Spot?"),
            Mapwright.StoreColumn("spots", [Spot].self, schemaType: "[Spot]"),
        ],
        identity: ["sampleID"],
        relationships: [])

    /// Writes every column, in `storeTable.columns` order.
    public func writeStoreColumns<W: Mapwright.StoreRowWriter>(to row: inout W) {
        row.write(self.sampleID)
        row.write(self.int)
        row.write(self.int64)
        row.write(self.int32)
        row.write(self.int16)
        row.write(self.uint64)
        row.write(self.double)
        row.write(self.float)
        row.write(self.decimal)
        row.write(self.bool)
        row.write(self.date)
        row.write(self.url)
        row.write(self.data)
        row.write(self.text)
        row.write(self.json)
        row.write(self.mood)
        row.write(self.ints)
        row.write(self.dates)
        row.write(self.moods)
        row.write(self.decimals)
        row.write(self.optionalInt)
        row.write(self.optionalText)
        row.write(self.optionalDate)
        row.write(self.optionalData)
        row.write(self.optionalJSON)
        row.write(self.optionalMood)
        row.write(self.optionalUUID)
        row.write(self.spot)
        row.write(self.spots)
    }

    /// Reads every column, in `storeTable.columns` order.
    public init<R: Mapwright.StoreRowReader>(storeRow row: inout R) throws {
        try self.init(
            sampleID: row.read(Foundation.UUID.self),
            int: row.read(Swift.Int.self),
            int64: row.read(Swift.Int64.self),
            int32: row.read(Swift.Int32.self),
            int16: row.read(Swift.Int16.self),
            uint64: row.read(Swift.UInt64.self),
            double: row.read(Swift.Double.self),
            float: row.read(Swift.Float.self),
            decimal: row.read(Foundation.Decimal.self),
            bool: row.read(Swift.Bool.self),
            date: row.read(Foundation.Date.self),
            url: row.read(Foundation.URL.self),
            data: row.read(Foundation.Data.self),
            text: row.read(Swift.String.self),
            json: row.read(Mapwright.JSONValue.self),
            mood: row.read(Mood.self),
            ints: row.read([Swift.Int].self),
            dates: row.read([Foundation.Date].self),
            moods: row.read([Mood].self),
            decimals: row.read([Foundation.Decimal]?.self),
            optionalInt: row.read(Swift.Int64?.self),
            optionalText: row.read(Swift.String?.self),
            optionalDate: row.read(Foundation.Date?.self),
            optionalData: row.read(Foundation.Data?.self),
            optionalJSON: row.read(Mapwright.JSONValue?.self),
            optionalMood: row.read(Mood?.self),
            optionalUUID: row.read(Foundation.UUID?.self),
            spot: row.read(Spot?.self),
            spots: row.read([Spot].self)
        )
    }
}

nonisolated extension Sample.ID: Mapwright.StoreTableIdentity {
    /// Writes the identity's columns.
    public func writeStoreColumns<W: Mapwright.StoreRowWriter>(to row: inout W) {
        row.write(self.sampleID)
    }

    /// Reads the identity's columns.
    public init<R: Mapwright.StoreRowReader>(storeRow row: inout R) throws {
        try self.init(row.read(Foundation.UUID.self))
    }
}
