import Foundation
import Testing
@testable import Mapwright

/// Every kind of value a generated record can hold.
private struct Everything: Codable, Equatable {
    enum Status: String, Codable { case draft, published }
    struct Inner: Codable, Equatable { var name: String; var values: [Int?] }

    var text = "héllo, wörld 👋"
    var empty = ""
    var int = Int.min
    var int8 = Int8.min
    var int16 = Int16.max
    var int32 = Int32.min
    var int64 = Int64.max
    var uint = UInt.max
    var uint8 = UInt8.max
    var uint16 = UInt16.max
    var uint32 = UInt32.max
    var uint64 = UInt64.max
    var double = -0.1
    var float: Float = 3.25
    var infinity = Double.infinity
    var yes = true
    var no = false
    var date = Date(timeIntervalSinceReferenceDate: 482_000_000.123_456)
    var url = URL(string: "https://example.com/avatar.png?size=2#top")
    var relativeURL = URL(string: "b/c", relativeTo: URL(string: "https://example.com/a/"))
    var uuid = UUID()
    var data = Data([0, 1, 2, 255])
    var emptyData = Data()
    var decimal = Decimal(string: "12345678901234567890.123456789")
    var missing: String? = nil
    var present: Int? = 7
    var list = ["a", "b"]
    var emptyList: [Double] = []
    var nested = [[1, 2], [], [3]]
    var inner = Inner(name: "in", values: [1, nil, 3])
    var inners = [Inner(name: "x", values: [])]
    var status = Status.published
    var id = Post.ID("456")
    var compositeID = Standing.ID(tournamentID: "wc", groupID: "A", teamID: 7)
    var optionalID: Author.ID? = Author.ID("789")
    var ids = [Tag.ID("swift"), Tag.ID("json")]
    var dictionary = ["one": 1, "two": 2]
}

private func encode<T: Encodable>(_ value: T) throws -> (bytes: [UInt8], keys: [String]) {
    let sink = BinaryEncodingSink()
    try sink.encodeRecord(value)
    return (sink.bytes, sink.keys)
}

private func decode<T: Decodable>(_ type: T.Type, from encoded: (bytes: [UInt8], keys: [String])) throws -> T {
    let source = BinaryDecodingSource(bytes: encoded.bytes)
    source.keys = encoded.keys
    return try source.decode(type, at: 4, limit: encoded.bytes.count, depth: 0)
}

/// A record as an older schema wrote it, and as the current one reads it.
private struct OldNote: Codable { var name: String; var gone: String? }
private struct NewNote: Codable, Equatable {
    var name: String
    var gone: String?
    var label: String?
    var count: Int64?
    var renamed: String?
    var cleared: String?
}

@Suite struct BinaryCodingTests {
    @Test func optionalFieldsTakeTheRecordsValueOrTheMigrationsDefault() throws {
        let encoded = try encode(OldNote(name: "n", gone: nil))
        let source = BinaryDecodingSource(bytes: encoded.bytes)
        source.keys = encoded.keys
        source.recordMigration = SnapshotRecordMigration(
            aliases: ["renamed": "name"],
            defaults: ["label": .text("new"), "count": .integer(3), "cleared": .null, "name": .text("unused")])
        let decoded = try source.decode(NewNote.self, at: 4, limit: encoded.bytes.count, depth: 0)
        let expected = NewNote(name: "n", gone: nil, label: "new", count: 3, renamed: "n", cleared: nil)
        #expect(decoded == expected, "optional fields read through a migration: \(decoded)")
    }

    @Test func everySupportedTypeRoundTrips() throws {
        let value = Everything()
        let decoded = try decode(Everything.self, from: encode(value))
        #expect(decoded == value, "a value changed in the binary round trip")
    }

    @Test func nanKeepsItsBits() throws {
        let value = [Double.nan, -Double.nan]
        let decoded = try decode([Double].self, from: encode(value))
        #expect(decoded.map(\.bitPattern) == value.map(\.bitPattern), "NaN bits changed in the round trip")
    }

    @Test func optionalsAtTheTopLevelRoundTrip() throws {
        #expect(try decode(String?.self, from: encode(String?.none)) == nil, "top-level nil did not round trip")
        #expect(try decode(String?.self, from: encode(String?.some("x"))) == "x", "top-level optional did not round trip")
    }

    @Test func keysAreStoredOnce() throws {
        let encoded = try encode([Everything.Inner(name: "a", values: []), Everything.Inner(name: "b", values: [])])
        #expect(encoded.keys == ["name", "values"], "keys were not interned: \(encoded.keys)")
    }

    @Test func wrongTypeIsAnErrorWithAnOffset() throws {
        let encoded = try encode(["name": "not a number"])
        #expect(throws: BinaryFormatError.self, "decoding text as Int did not fail") {
            try decode([String: Int].self, from: encoded)
        }
    }

    @Test func integerOutOfRangeIsAnError() throws {
        let encoded = try encode([300])
        #expect(throws: BinaryFormatError.self, "300 decoded as UInt8") {
            try decode([UInt8].self, from: encoded)
        }
    }

    /// The decoder's inlined tag lookup must stay the enum's own raw values.
    @Test func everyByteReadsAsTheTagItsRawValueNames() {
        for raw in UInt8.min...UInt8.max {
            #expect(BinaryTag.withRawValue(raw) == BinaryTag(rawValue: raw), "byte \(raw) reads as \(String(describing: BinaryTag.withRawValue(raw)))")
        }
    }

    @Test func randomBytesNeverCrashTheDecoder() {
        var generator = SystemRandomNumberGenerator()
        var failures = 0
        for _ in 0..<2_000 {
            var bytes = [UInt8](repeating: 0, count: 4)
            bytes += (0..<Int.random(in: 1...48, using: &generator)).map { _ in UInt8.random(in: 0...12, using: &generator) }
            if (try? decode(Everything.Inner.self, from: (bytes, ["name", "values"]))) == nil { failures += 1 }
        }
        #expect(failures > 0, "random bytes always decoded, so the decoder checks nothing")
    }
}

@Suite struct CRC32Tests {
    @Test func matchesTheStandardCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)[...]) == 0xCBF4_3926, "CRC-32 of \"123456789\" is not 0xCBF43926")
    }

    /// The definition, a bit at a time: what the eight-bytes-at-a-time loop must equal.
    private static func bitwise(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    @Test func matchesTheBitwiseDefinitionAtEveryLengthAndOffset() {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<300).map { _ in UInt8.random(in: 0...255, using: &generator) }
        for start in 0..<9 {
            for end in Array(start...(start + 40)) + [bytes.count - 1, bytes.count] {
                let slice = bytes[start..<end]
                #expect(CRC32.checksum(slice) == Self.bitwise(slice), "CRC-32 of bytes \(start)..<\(end)")
            }
        }
    }

    @Test func addingInPiecesGivesTheChecksumOfTheWhole() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        for cut in [0, 1, 7, 8, 9, 500, 999, 1000] {
            var crc = CRC32()
            crc.update(bytes[..<cut])
            crc.update(bytes[cut...])
            #expect(crc.value == CRC32.checksum(bytes[...]), "pieces cut at \(cut)")
        }
    }
}
