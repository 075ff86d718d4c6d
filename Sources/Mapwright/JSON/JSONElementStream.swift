import Foundation

/// Reads the elements of a top-level JSON array a batch at a time, so that memory
/// follows the batch rather than the input: for downloads and files of many records.
///
/// ``JSONReader`` turns a whole document into one tape (16 bytes per value) over its
/// own copy of the input; for a 300 MB array that is about a gigabyte more. The stream
/// instead copies a window of about ``batchBytes`` at a time, reads the elements that
/// end in it and hands them out as a ``JSONElementBatch``; each batch owns its bytes
/// and tape and is freed when its values are no longer used.
///
/// The stream reads the same grammar as ``JSONReader`` and reports the same errors at
/// the same positions: offsets, lines and columns are those of the whole input. An
/// error is found when the batch that holds it is read, so elements before it have
/// already been handed out; inside `Store.perform` the unit of work then rolls back
/// and nothing of the input is kept.
///
/// ```swift
/// var stream = try JSONElementStream(data)
/// while let batch = try stream.nextBatch() {
///     for element in batch { print(element["id"]?.string ?? "-") }
/// }
/// ```
public struct JSONElementStream: Sendable {
    /// The window size used unless another is given: 1 MiB.
    public static let defaultBatchBytes = 1 << 20

    /// The bytes read, held (not copied) by the stream and by its batches' documents.
    private let input: JSONStreamInput
    /// Buffers of freed batches, reused for the next ones.
    private let buffers = JSONBatchBuffers()
    /// The nesting limit (the array itself counts as one level, as for ``JSONReader``).
    public let maxDepth: Int
    /// About how many bytes each batch reads (a larger element makes a larger batch).
    public let batchBytes: Int
    /// The whole document, read at once, when it is not an array; the stream then hands
    /// out no batch.
    public let nonArrayDocument: JSONValue?
    /// Elements handed out so far: the position in the array of the next batch's first.
    public private(set) var elementsRead = 0

    /// Where the next window starts: just after the `[` or after a `,` between elements.
    private var position: Int
    /// How many containers enclose the array's elements: 1 for a top-level array, more
    /// for an array inside the document (whose end is not the end of the input).
    private let enclosingDepth: Int
    /// Just past the array's closing `]`, once it has been read.
    private(set) var arrayEnd: Int?
    /// Bytes of the input not read yet.
    var remainingBytes: Int { input.count - position }
    /// Whether no element has been read yet (a `]` may then close the array).
    private var isFirst = true
    /// Whether the closing `]` has been read.
    private var isFinished = false

    /// A stream over `data`. Reads up to the array's `[`; a document that is not an
    /// array is read whole into ``nonArrayDocument`` (and its syntax errors thrown).
    public init(_ data: Data, reader: JSONReader = JSONReader(), batchBytes: Int = defaultBatchBytes) throws(JSONParseError) {
        try self.init(input: JSONStreamInput(data), reader: reader, batchBytes: batchBytes) { () throws(JSONParseError) in try reader.read(data) }
    }

    /// A stream over `bytes`, as for `Data`.
    public init(_ bytes: [UInt8], reader: JSONReader = JSONReader(), batchBytes: Int = defaultBatchBytes) throws(JSONParseError) {
        try self.init(input: JSONStreamInput(bytes), reader: reader, batchBytes: batchBytes) { () throws(JSONParseError) in try reader.read(bytes) }
    }

    private init(input: JSONStreamInput, reader: JSONReader, batchBytes: Int, readWhole: () throws(JSONParseError) -> JSONValue) throws(JSONParseError) {
        self.input = input
        self.maxDepth = reader.maxDepth
        self.batchBytes = max(1, batchBytes)
        self.enclosingDepth = 1
        let opening: Int? = input.withBytes { bytes in
            guard let start = Self.firstNonWhitespace(in: bytes, from: JSONTape.byteOrderMarkLength(bytes)),
                  bytes[start] == UInt8(ascii: "[") else { return nil }
            return start + 1
        }
        if let opening {
            position = opening
            nonArrayDocument = nil
        } else {
            position = 0
            isFinished = true
            nonArrayDocument = try readWhole()
        }
    }

    /// A stream of the elements of the array whose `[` is at offset `opening` inside the
    /// document `data`, `enclosingDepth` containers deep counting the array itself: for
    /// an array a document holds under a key (see ``JSONArrayLocator``). Offsets, lines
    /// and columns stay those of the whole document. The stream ends at the array's `]`
    /// (``arrayEnd``); what follows it is left to the caller.
    init(_ data: Data, arrayAt opening: Int, enclosingDepth: Int, reader: JSONReader = JSONReader(),
         batchBytes: Int = defaultBatchBytes) {
        self.input = JSONStreamInput(data)
        self.maxDepth = reader.maxDepth
        self.batchBytes = max(1, batchBytes)
        self.enclosingDepth = enclosingDepth
        self.position = opening + 1
        self.nonArrayDocument = nil
    }

    /// The next elements, in order; nil after the last (and for a document that is not
    /// an array). Throws the first syntax error of the elements it reads, or after the
    /// array's `]` when anything but whitespace follows.
    public mutating func nextBatch() throws(JSONParseError) -> JSONElementBatch? {
        guard !isFinished else { return nil }
        let total = input.count
        var window = batchBytes
        while true {
            let end = total - position > window ? position + window : total
            let isFinal = end == total
            let count = end - position
            let storage = buffers.bytes(capacity: count + 1)
            storage[count] = 0
            let start = position
            input.withBytes { bytes in _ = UnsafeMutableBufferPointer(rebasing: storage[0..<count]).initialize(from: bytes[start..<end]) }
            let tape = buffers.tape().map(JSONTapeWriter.init(reusing:)) ?? JSONTapeWriter(expectedWords: count / 4)
            var parser = JSONTapeParser(source: UnsafeBufferPointer(rebasing: storage[0..<count]), tape: tape, maxDepth: maxDepth)
            parser.enclosingDepth = enclosingDepth
            parser.locatesErrors = false
            let outcome = Result { () throws(JSONParseError) in try parser.parseElements(isFirst: isFirst, isFinal: isFinal) }
            // The document owns the buffers from here: on every way out that does not hand
            // it over, freeing it gives them back for the next window.
            let written = parser.tape.finishKeepingAllocation()
            let document = JSONDocument(bytes: storage, count: count, tape: written.words, tapeAllocation: written.allocation,
                                        baseOffset: start, input: input, recycler: buffers)
            let run: JSONTapeParser.ElementRun
            switch outcome {
            case .success(let completed): run = completed
            case .failure(let error): throw relocated(error, windowStart: start)
            }
            guard run.elements > 0 || run.closed else {
                // The window cut its first element: read that element with a larger one.
                window *= 2
                continue
            }
            position += run.end
            isFirst = false
            if run.closed {
                isFinished = true
                arrayEnd = position
                // Nothing may follow a top-level array; what follows an inner one is the caller's.
                let closedAt = position, isTopLevel = enclosingDepth == 1
                let trailing = input.withBytes { bytes in
                    isTopLevel ? Self.firstNonWhitespace(in: bytes, from: closedAt).map { JSONParseError.at($0, in: bytes, .trailingContent) } : nil
                }
                if let trailing { throw trailing }
            }
            guard run.elements > 0 else { return nil }
            let batch = JSONElementBatch(document: document, count: run.elements, firstPosition: elementsRead)
            elementsRead += run.elements
            return batch
        }
    }

    /// `error`, found in a window starting at `windowStart`, placed in the whole input.
    private func relocated(_ error: JSONParseError, windowStart: Int) -> JSONParseError {
        input.withBytes { bytes in JSONParseError.at(windowStart + error.location.byteOffset, in: bytes, error.reason) }
    }

    /// The offset of the first byte of `bytes` from `start` on that is not whitespace; nil if none.
    private static func firstNonWhitespace(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let index = JSONTape.skipWhitespace(bytes, from: start)
        return index < bytes.count ? index : nil
    }
}

/// Elements of a top-level array read together by a ``JSONElementStream``, in order.
/// Its values share one small document, which is freed when none of them is used.
public struct JSONElementBatch: Collection, Sendable {
    /// A position in the batch.
    public struct Index: Comparable, Sendable {
        let tapeIndex: Int
        /// Orders positions by their place in the input.
        public static func < (lhs: Index, rhs: Index) -> Bool { lhs.tapeIndex < rhs.tapeIndex }
    }

    /// The document holding the batch's bytes and tape.
    let document: JSONDocument
    /// The number of elements, without walking them.
    public let count: Int
    /// The position in the whole array of the batch's first element (for key paths).
    public let firstPosition: Int

    /// The first element's position.
    public var startIndex: Index { Index(tapeIndex: 0) }
    /// The position past the last element.
    public var endIndex: Index { Index(tapeIndex: document.tape.count) }
    /// Whether the batch has no elements (never true for a batch the stream hands out).
    public var isEmpty: Bool { count == 0 }

    /// The element at `position`.
    public subscript(position: Index) -> JSONValue {
        JSONValue(document: document, index: position.tapeIndex)
    }

    /// The position after `position`.
    public func index(after position: Index) -> Index {
        Index(tapeIndex: document.indexAfter(position.tapeIndex))
    }
}
