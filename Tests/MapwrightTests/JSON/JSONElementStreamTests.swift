import Foundation
import Testing
@testable import Mapwright

/// `JSONElementStream` reads a top-level array in batches and must agree with
/// `JSONReader` on everything: which documents it accepts, every element's text,
/// offset, line and column, and every error's reason, position and excerpt, wherever
/// the batch windows cut the input.
struct JSONElementStreamTests {
    /// Window sizes that cut inside every kind of token, plus the default.
    static let windows = [1, 2, 3, 5, 8, 13, 64, JSONElementStream.defaultBatchBytes]

    /// What a reading produced: each element's text and location, or the error.
    enum Outcome: Equatable {
        case elements([Element])
        case notArray(String)
        case failed(JSONParseError)
    }

    /// An element as the test compares it.
    struct Element: Equatable {
        var text: String
        var location: JSONLocation
        var nested: [JSONLocation]
    }

    /// The locations of every value nested in `value`, in document order.
    static func nestedLocations(_ value: JSONValue) -> [JSONLocation] {
        var locations: [JSONLocation] = []
        var pending = [value]
        while let next = pending.popLast() {
            locations.append(next.location)
            if let object = next.object {
                for member in object.reversed() {
                    pending.append(member.value)
                    pending.append(member.key)
                }
            } else if let array = next.array {
                pending.append(contentsOf: array.reversed())
            }
        }
        return locations
    }

    static func element(_ value: JSONValue) -> Element {
        Element(text: value.sourceText, location: value.location, nested: nestedLocations(value))
    }

    /// An array of `count` objects with ids 0, 1, … (and a name each when `named`).
    static func records(_ count: Int, named: Bool = false) -> String {
        "[" + (0..<count).map { named ? "{\"id\": \($0), \"name\": \"record \($0)\"}" : "{\"id\": \($0)}" }.joined(separator: ",") + "]"
    }

    /// The whole-document reader's view of `bytes`.
    static func readWhole(_ bytes: [UInt8], maxDepth: Int = JSONReader.defaultMaxDepth) -> Outcome {
        do {
            let root = try JSONReader(maxDepth: maxDepth).read(bytes)
            guard let array = root.array else { return .notArray(root.sourceText) }
            return .elements(array.map(element))
        } catch {
            return .failed(error)
        }
    }

    /// The stream's view of `bytes` with windows of `window` bytes.
    static func readStreamed(_ bytes: [UInt8], window: Int, maxDepth: Int = JSONReader.defaultMaxDepth) -> Outcome {
        do {
            var stream = try JSONElementStream(bytes, reader: JSONReader(maxDepth: maxDepth), batchBytes: window)
            if let whole = stream.nonArrayDocument { return .notArray(whole.sourceText) }
            var elements: [Element] = []
            while let batch = try stream.nextBatch() {
                #expect(batch.firstPosition == elements.count, "a batch must start at the position after the previous batch's last element")
                elements.append(contentsOf: batch.map(element))
            }
            #expect(stream.elementsRead == elements.count, "elementsRead must count every element handed out")
            return .elements(elements)
        } catch {
            return .failed(error)
        }
    }

    @Test(arguments: ["y_", "n_", "i_"])
    func agreesWithTheReaderOnEveryConformanceFile(prefix: String) throws {
        let names = Conformance.jsonTestSuiteFiles(prefix: prefix)
        #expect(!names.isEmpty, "the conformance files must be found")
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: Conformance.jsonTestSuite.appendingPathComponent(name)))
            let expected = Self.readWhole(bytes)
            for window in Self.windows {
                let streamed = Self.readStreamed(bytes, window: window)
                #expect(streamed == expected, "\(name) with \(window)-byte windows must read as the whole-document reader reads it")
            }
        }
    }

    @Test func locationsAreThoseOfTheWholeInputAcrossLinesAndScalars() {
        let text = "\u{FEFF}[ {\"naïve\": \"café 😀\",\r\n \"n\": [1, 2.5e3, -0]},\r\"x\"\n,\n\t{\"deep\": {\"é\": [true, null, \"\\u00e9\"]}} ,\r\n42 ]\n"
        let bytes = Array(text.utf8)
        let expected = Self.readWhole(bytes)
        guard case .elements(let elements) = expected else {
            Issue.record("the sample must be an array, got \(expected)")
            return
        }
        #expect(elements.count == 4, "the sample has four elements")
        for window in 1...40 {
            #expect(Self.readStreamed(bytes, window: window) == expected, "\(window)-byte windows must give every value the whole input's line, column and offset")
        }
    }

    @Test func errorsArePlacedInTheWholeInput() {
        let inputs = [
            "[1, 2, {\"a\": tru}]", "[1,\n2,\n\"open", "[1, 2] 3", "[1, 2,]", "[\"\\u12\"]", "[1 2]",
            "[{\"a\": 1}, {\"a\" 1}]", "[\"\u{00E9}\", 01]", "[1.]", "[", "[\n\n  ", "[1e5, -]",
        ]
        for input in inputs {
            let bytes = Array(input.utf8)
            let expected = Self.readWhole(bytes)
            guard case .failed = expected else {
                Issue.record("\(input) must be rejected by the reader, got \(expected)")
                continue
            }
            for window in 1...24 {
                #expect(Self.readStreamed(bytes, window: window) == expected, "\(input) with \(window)-byte windows must fail as the whole-document reader fails")
            }
        }
    }

    @Test func theArrayCountsAgainstTheDepthLimit() {
        let bytes = Array("[[[1]], [2]]".utf8)
        for depth in 1...4 {
            let expected = Self.readWhole(bytes, maxDepth: depth)
            for window in [1, 4, 64] {
                #expect(Self.readStreamed(bytes, window: window, maxDepth: depth) == expected, "at depth limit \(depth), \(window)-byte windows must agree with the reader")
            }
        }
    }

    @Test func anEmptyArrayHandsOutNoBatch() throws {
        for text in ["[]", " [ \n ] ", "\u{FEFF}[]"] {
            var stream = try JSONElementStream(Array(text.utf8), batchBytes: 1)
            #expect(try stream.nextBatch() == nil, "\(text) must hand out no batch")
            #expect(stream.elementsRead == 0, "\(text) has no element")
        }
    }

    @Test func aDocumentThatIsNotAnArrayIsReadWhole() throws {
        let stream = try JSONElementStream(Data(" {\"id\": 1} ".utf8))
        #expect(stream.nonArrayDocument?["id"]?.int64.map { Int($0) } == 1, "an object must be read whole into nonArrayDocument")
    }

    @Test func batchesFollowTheWindowNotTheInput() throws {
        let text = Self.records(2_000, named: true)
        var stream = try JSONElementStream(Data(text.utf8), batchBytes: 512)
        var batches = 0
        var largest = 0
        var ids: [Int] = []
        while let batch = try stream.nextBatch() {
            batches += 1
            largest = max(largest, batch.first?.document.byteCount ?? 0)
            ids.append(contentsOf: batch.compactMap { $0["id"]?.int64.map { Int($0) } })
        }
        #expect(ids == Array(0..<2_000), "every element must be handed out once, in order")
        #expect(largest <= 512, "no batch may hold more than its window of the input, held \(largest) bytes")
        #expect(batches >= text.utf8.count / 512, "the input must be read in many batches, read in \(batches)")
    }

    @Test func aFreedBatchsBuffersAreReadIntoAgain() throws {
        let text = Self.records(200)
        var stream = try JSONElementStream(Data(text.utf8), batchBytes: 256)
        var firstBytes: UnsafePointer<UInt8>?
        do {
            let first = try #require(try stream.nextBatch(), "the array must have a first batch")
            firstBytes = first.document.bytes.baseAddress
        }
        let second = try #require(try stream.nextBatch(), "the array must have a second batch")
        #expect(second.document.bytes.baseAddress == firstBytes, "the second batch must reuse the bytes the freed first batch held")
    }

    @Test func aBatchStillInUseKeepsItsValues() throws {
        let text = Self.records(200)
        var stream = try JSONElementStream(Data(text.utf8), batchBytes: 256)
        var kept: [JSONElementBatch] = []
        while let batch = try stream.nextBatch() { kept.append(batch) }
        let ids = kept.flatMap { batch in batch.compactMap { $0["id"]?.int64.map { Int($0) } } }
        #expect(ids == Array(0..<200), "batches kept while later ones are read must keep their own values")
    }

    @Test func anElementLargerThanTheWindowIsReadWhole() throws {
        let big = "\"" + String(repeating: "x", count: 5_000) + "\""
        var stream = try JSONElementStream(Data("[1, \(big), 2]".utf8), batchBytes: 16)
        var texts: [String] = []
        while let batch = try stream.nextBatch() { texts.append(contentsOf: batch.map(\.sourceText)) }
        #expect(texts == ["1", big, "2"], "an element larger than the window must come out whole")
    }

    @Test func importEachCountsTheElementsKept() throws {
        var batches = 0
        let kept = try JSONElementStream.importEach(Data(Self.records(30).utf8), batch: { _ in batches += 1 }) { element in
            (element["id"]?.int64 ?? 1).isMultiple(of: 3)
        }
        #expect(kept == 10, "ids 0, 3, …, 27 are kept: counted \(kept)")
        #expect(batches == 1, "a small array is one batch: \(batches)")
    }

    @Test func parseEachNamesTheElementInTheWholeArray() throws {
        let text = Self.records(50)
        var stream = try JSONElementStream(Data(text.utf8), batchBytes: 40)
        var parsed: [Int] = []
        var batches = 0
        let error = #expect(throws: ParseError.self, "odd ids must fail the parse after every element ran") {
            try stream.parseEach(batch: { _ in batches += 1 }) { element in
                let id = element["id"]?.int64.map { Int($0) } ?? -1
                parsed.append(id)
                if id % 2 == 1 {
                    throw ParseError(ParseIssue(keyPath: JSONKeyPath(segments: [.key("id")]), expected: "an even id", found: "\(id)", location: element.location))
                }
            }
        }
        #expect(parsed == Array(0..<50), "every element must be parsed, in order, past failing ones")
        #expect(batches > 1, "the array must be read in several batches")
        let paths = error?.issues.map { (issue: ParseIssue) in issue.keyPath.description } ?? []
        #expect(paths.first == "1.id" && paths.last == "49.id" && paths.count == 25, "issues must be nested under each element's index in the whole array, got \(paths)")
    }

    @Test func parseEachOfADocumentThatIsNotAnArrayIsAParseError() throws {
        var stream = try JSONElementStream(Data("{\"id\": 1}".utf8))
        #expect(throws: ParseError.self, "an object must not parse as an array") {
            try stream.parseEach { _ in }
        }
    }
}
