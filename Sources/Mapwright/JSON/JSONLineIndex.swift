/// Maps byte offsets of one document to lines and columns (columns in Unicode scalars,
/// see ``JSONLocation``), for callers that ask for many positions (a schema loader
/// reporting diagnostics).
///
/// A query costs O(log lines), plus a scan of at most one block of 1,024 bytes when
/// that block holds non-ASCII text: the index keeps, per block, how many scalars start
/// before it, so even a document on one long line never makes a column cost more.
public struct JSONLineIndex: @unchecked Sendable {
    // Unchecked: `bytes` is immutable, and either owned by `owner` (which this index
    // keeps alive) or, for indexes the runtime makes internally, used only while its
    // owner is known to be alive.

    /// Bytes per block of the scalar-count table.
    static let blockSize = 1_024

    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [Int]
    /// The number of scalars that start before each block (a final entry for the end).
    private let scalarsBeforeBlock: [Int]
    /// The indexed source.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// What keeps `bytes` alive: the document, for indexes handed out publicly.
    private var owner: AnyObject?
    /// Where `bytes` begin in the input (not at its start for a batch of a streamed array).
    private let origin: JSONLocation

    /// The line breaks of `document`'s source (indexed once per document and kept).
    public init(_ document: JSONDocument) {
        self = document.lineIndex
    }

    /// Indexes `bytes`, kept alive by `owner` (or by the caller for as long as it uses
    /// the index), which begin at `origin` in the input. A `\r\n` pair or a lone `\r`
    /// or `\n` each end a line.
    init(bytes: UnsafeBufferPointer<UInt8>, owner: AnyObject? = nil, origin: JSONLocation = .start) {
        var starts = [0]
        var blocks: [Int] = []
        blocks.reserveCapacity(bytes.count / Self.blockSize + 2)
        var scalars = 0
        var index = 0
        while index < bytes.count {
            if index % Self.blockSize == 0 { blocks.append(scalars) }
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 { scalars += 1 }
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\r"), index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n") {
                starts.append(index + 1)
            }
            index += 1
        }
        blocks.append(scalars)
        lineStarts = starts
        scalarsBeforeBlock = blocks
        self.bytes = bytes
        self.owner = owner
        self.origin = origin
    }

    /// This index, keeping `owner` (which owns the bytes) alive.
    func owned(by owner: AnyObject) -> JSONLineIndex {
        var index = self
        index.owner = owner
        return index
    }

    /// The location of the byte at `offset` of the input (clamped to the indexed bytes).
    public func location(ofByte offset: Int) -> JSONLocation {
        location(ofByte: offset, reading: bytes)
    }

    /// ``location(ofByte:)``, reading `bytes` (the indexed bytes, passed afresh by an
    /// owner that cannot keep a pointer to them) rather than the pointer kept.
    func location(ofByte offset: Int, reading bytes: UnsafeBufferPointer<UInt8>) -> JSONLocation {
        let offset = min(max(offset - origin.byteOffset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let column = scalars(before: offset, in: bytes) - scalars(before: lineStarts[low], in: bytes) + 1
        return JSONLocation(byteOffset: origin.byteOffset + offset, line: origin.line + low,
                            column: low == 0 ? origin.column - 1 + column : column)
    }

    /// The location where `value` starts (for a string, its opening quote).
    public func location(of value: JSONValue) -> JSONLocation {
        location(ofByte: value.byteOffset)
    }

    /// How many scalars start before `offset`: every byte that is not a UTF-8
    /// continuation byte starts one.
    private func scalars(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let block = offset / Self.blockSize
        let blockStart = block * Self.blockSize
        let before = scalarsBeforeBlock[min(block, scalarsBeforeBlock.count - 1)]
        if block + 1 < scalarsBeforeBlock.count, scalarsBeforeBlock[block + 1] - before == Self.blockSize {
            return before + offset - blockStart
        }
        var count = before
        var index = blockStart
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }
}
