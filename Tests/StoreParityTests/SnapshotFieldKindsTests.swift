import Foundation
@testable import Mapwright
import Testing

/// Every kind of value ``SnapshotRecordReader`` reads directly, required and optional,
/// and one it reads through `Decodable`.
struct EveryFieldKind: StoreEntity, SnapshotRecordDecodable {
    static let entityName = "EveryFieldKind"
    static let snapshotFieldNames = [
        "key", "flag", "int", "int64", "int32", "int16", "uint64", "double", "float", "date", "data", "uuid", "list",
        "maybeText", "maybeFlag", "maybeInt", "maybeInt64", "maybeInt32", "maybeInt16", "maybeUInt64", "maybeDouble",
        "maybeFloat", "maybeDate", "maybeData", "maybeUUID", "maybeList",
    ]

    var key: String
    var flag: Bool
    var int: Int
    var int64: Int64
    var int32: Int32
    var int16: Int16
    var uint64: UInt64
    var double: Double
    var float: Float
    var date: Date
    var data: Data
    var uuid: UUID
    var list: [Int]
    var maybeText: String?
    var maybeFlag: Bool?
    var maybeInt: Int?
    var maybeInt64: Int64?
    var maybeInt32: Int32?
    var maybeInt16: Int16?
    var maybeUInt64: UInt64?
    var maybeDouble: Double?
    var maybeFloat: Float?
    var maybeDate: Date?
    var maybeData: Data?
    var maybeUUID: UUID?
    var maybeList: [Int]?
    var id: String { key }

    /// A record with every field set (`filled`) or every optional one nil.
    init(key: String, filled: Bool) {
        (self.key, flag, int, int64, int32, int16) = (key, true, -7, Int64.min, Int32.max, -300)
        (uint64, double, float, date) = (UInt64.max, -0.5, 1.25, Date(timeIntervalSinceReferenceDate: 86_400.75))
        (data, uuid, list) = (Data([1, 2, 3]), UUID(uuidString: "00000000-0000-0000-0000-0000000000FF") ?? UUID(), [3, -1])
        guard filled else { return }
        (maybeText, maybeFlag, maybeInt, maybeInt64, maybeInt32, maybeInt16) = ("é", false, 0, -1, 2, 3)
        (maybeUInt64, maybeDouble, maybeFloat, maybeDate) = (4, 5.5, -6.5, Date(timeIntervalSince1970: 0))
        (maybeData, maybeUUID, maybeList) = (Data(), UUID(uuidString: "00000000-0000-0000-0000-000000000001"), [])
    }

    init(snapshotRecord record: SnapshotRecordReader) throws {
        key = try record.field(0)
        flag = try record.field(1)
        int = try record.field(2)
        int64 = try record.field(3)
        int32 = try record.field(4)
        int16 = try record.field(5)
        uint64 = try record.field(6)
        double = try record.field(7)
        float = try record.field(8)
        date = try record.field(9)
        data = try record.field(10)
        uuid = try record.field(11)
        list = try record.field(12)
        maybeText = try record.optionalField(13)
        maybeFlag = try record.optionalField(14)
        maybeInt = try record.optionalField(15)
        maybeInt64 = try record.optionalField(16)
        maybeInt32 = try record.optionalField(17)
        maybeInt16 = try record.optionalField(18)
        maybeUInt64 = try record.optionalField(19)
        maybeDouble = try record.optionalField(20)
        maybeFloat = try record.optionalField(21)
        maybeDate = try record.optionalField(22)
        maybeData = try record.optionalField(23)
        maybeUUID = try record.optionalField(24)
        maybeList = try record.optionalField(25)
    }
}

@Suite struct SnapshotFieldKindsTests {
    @Test func everyKindOfFieldLoadsAsSavedAndAsDecodableReadsIt() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("kinds.snapshot")
        let saved = [EveryFieldKind(key: "filled", filled: true), EveryFieldKind(key: "empty", filled: false)]
        let store = try Store(entities: [EveryFieldKind.self])
        try store.perform { context in for record in saved { try context.insert(record) } }
        try store.save(to: url)

        let loaded = try Store.load(from: url, entities: [EveryFieldKind.self])
        for record in saved {
            #expect(try loaded.fetch(EveryFieldKind.self, id: record.id) == record, "the \(record.key) record did not load as saved")
        }
        var decodable = try SnapshotDecoder(schema: StoreSchema([EveryFieldKind.self]), path: url.path)
        decodable.readsFieldsDirectly = false
        let state = try decodable.decode(POSIXFileOperations().read(url.path))
        for record in saved {
            #expect(state.records(EveryFieldKind.self)?[record.id] == record, "Decodable reads the \(record.key) record differently")
        }
    }

    /// Read field by field, a table is built after it is read; an identity found twice
    /// there is reported at the same record (its second) as the `Decodable` path, which
    /// finds it as the record is read.
    @Test func anIdentityTwiceIsReportedAtItsSecondRecordByBothPaths() throws {
        let store = try Store(entities: [EveryFieldKind.self])
        try store.perform { context in
            for key in ["a", "b", "c", "d"] { try context.insert(EveryFieldKind(key: key, filled: key == "a")) }
        }
        var state = try #require(store.engine as? MemoryEngine).currentState()
        var records = try #require(state.records(EveryFieldKind.self), "no table")
        // The third record of four says it is "a".
        #expect(records.modifyValue(forKey: "c") { $0.key = "a" }, "no record c to tamper with")
        state.tables[ObjectIdentifier(EveryFieldKind.self)] = EntityTable<EveryFieldKind>(records: records)
        let schema = try StoreSchema([EveryFieldKind.self])
        let bytes = try SnapshotEncoder.encode(state, schema: schema, path: "forged").flatMap { $0 }

        func failure(readingFieldsDirectly direct: Bool) -> (reason: String, offset: Int?)? {
            var decoder = SnapshotDecoder(schema: schema, path: "forged")
            decoder.readsFieldsDirectly = direct
            do {
                _ = try decoder.decode(bytes)
                return nil
            } catch let StoreError.snapshot(_, offset, .malformed(reason)) {
                return (reason, offset)
            } catch {
                return ("\(error)", nil)
            }
        }
        let direct = failure(readingFieldsDirectly: true)
        let decodable = failure(readingFieldsDirectly: false)
        #expect(direct?.reason == "EveryFieldKind a appears twice", "field by field: \(String(describing: direct))")
        #expect(decodable?.reason == "EveryFieldKind a appears twice", "through Decodable: \(String(describing: decodable))")
        #expect(direct?.offset != nil && direct?.offset == decodable?.offset,
                "field by field the repeated record is at \(String(describing: direct?.offset)), through Decodable at \(String(describing: decodable?.offset))")
    }
}
