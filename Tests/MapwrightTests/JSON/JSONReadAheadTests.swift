import Foundation
@testable import Mapwright
import Testing

/// `parseEach` on an input of several batches reads the next batch on a second thread
/// while the caller parses the one before: the caller must see exactly what reading one
/// batch at a time shows.
@Suite struct JSONReadAheadTests {
    struct Stop: Error {}

    /// `[{"id": 0}, …]` of `count` records, each with a name so that batches hold few.
    static func records(_ count: Int) -> String {
        "[" + (0..<count).map { "{\"id\": \($0), \"name\": \"record \($0)\"}" }.joined(separator: ",") + "]"
    }

    @Test func everyElementComesOnceInOrderAndTheStreamEndsWhereItRead() throws {
        var stream = try JSONElementStream(Data(Self.records(3_000).utf8), batchBytes: 512)
        #expect(stream.remainingBytes > 2 * 512, "the input must be long enough to be read ahead")
        var ids: [Int] = []
        try stream.parseEach { ids.append(Int($0["id"]?.int64 ?? -1)) }
        #expect(ids == Array(0..<3_000), "read ahead, elements came out of order or twice: \(ids.count) of 3000")
        #expect(stream.elementsRead == 3_000 && stream.remainingBytes == 0, "the stream must end where the read-ahead left it: \(stream.elementsRead) read, \(stream.remainingBytes) bytes left")
    }

    @Test func aSyntaxErrorLateInTheArrayIsThrownWhereReadingOneBatchAtATimeThrowsIt() throws {
        var text = Self.records(2_000)
        text = text.replacingOccurrences(of: "{\"id\": 1900,", with: "{\"id\": 1900 ")
        // One batch at a time: the elements handed out before the error, and the error.
        var single = try JSONElementStream(Data(text.utf8), batchBytes: 512)
        var before = 0
        var expected: JSONParseError?
        do {
            while let batch = try single.nextBatch() { before += batch.count }
        } catch {
            expected = error
        }
        var stream = try JSONElementStream(Data(text.utf8), batchBytes: 512)
        var parsed = 0
        var found: JSONParseError?
        do {
            try stream.parseEach { _ in parsed += 1 }
        } catch let error as JSONParseError {
            found = error
        }
        #expect(expected != nil && found?.description == expected?.description, "read ahead threw \(found.map { "\($0)" } ?? "nothing"), one batch at a time \(expected.map { "\($0)" } ?? "nothing")")
        #expect(parsed == before && before > 1_500, "read ahead parsed \(parsed) elements before the error, one batch at a time \(before)")
    }

    @Test func aParseThatThrowsStopsAtThatElement() throws {
        var stream = try JSONElementStream(Data(Self.records(3_000).utf8), batchBytes: 512)
        var parsed = 0
        #expect(throws: Stop.self, "the error thrown by the parse must come out of parseEach") {
            try stream.parseEach { element in
                parsed += 1
                if element["id"]?.int64 == 700 { throw Stop() }
            }
        }
        #expect(parsed == 701, "elements after the one that threw were parsed: \(parsed)")
        #expect(stream.elementsRead >= 701 && stream.elementsRead < 3_000, "the stream must stop within a batch of the failing element: \(stream.elementsRead) read")
    }
}
