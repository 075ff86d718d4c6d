/// A position in JSON source: zero-based byte offset and one-based line and column.
///
/// Columns count bytes from the start of the line, as compilers do, so a column is
/// exact for ASCII text and points at the right byte for any UTF-8 text.
public struct JSONLocation: Hashable, Sendable, CustomStringConvertible {
    /// Zero-based offset of the byte in the source.
    public var byteOffset: Int
    /// One-based line number.
    public var line: Int
    /// One-based column, in bytes from the start of the line.
    public var column: Int

    /// Creates a location from its parts.
    public init(byteOffset: Int, line: Int, column: Int) {
        self.byteOffset = byteOffset
        self.line = line
        self.column = column
    }

    /// `line:column (byte N)`.
    public var description: String { "\(line):\(column) (byte \(byteOffset))" }
}

/// Maps byte offsets of one document to lines and columns in O(log n) per query,
/// for callers that ask for many positions (a schema loader reporting diagnostics).
public struct JSONLineIndex: Sendable {
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [Int]
    /// The size of the indexed source.
    private let byteCount: Int

    /// The line breaks of `document`'s source (indexed once per document and kept).
    public init(_ document: JSONDocument) {
        self = document.lineIndex
    }

    /// Indexes the line breaks of `bytes`. A `\r\n` pair or a lone `\r` or `\n` each end a line.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
        byteCount = bytes.count
    }

    /// The location of the byte at `offset` (clamped to the source).
    public func location(ofByte offset: Int) -> JSONLocation {
        let offset = min(max(offset, 0), byteCount)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return JSONLocation(byteOffset: offset, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The location where `value` starts (for a string, its opening quote).
    public func location(of value: JSONValue) -> JSONLocation {
        location(ofByte: value.byteOffset)
    }
}
