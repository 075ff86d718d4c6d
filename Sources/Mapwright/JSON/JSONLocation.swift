/// A position in JSON source: zero-based byte offset and one-based line and column.
///
/// Columns count characters as Unicode scalars from the start of the line, the way
/// editors number columns: `é` (two UTF-8 bytes) is one column, and so is any
/// character outside the Basic Multilingual Plane. (A character built from several
/// scalars, such as a letter with a combining accent, counts each of them.) Bytes that
/// are not valid UTF-8 count one column each; the byte offset is always exact.
public struct JSONLocation: Hashable, Sendable, CustomStringConvertible {
    /// Zero-based offset of the byte in the source.
    public var byteOffset: Int
    /// One-based line number.
    public var line: Int
    /// One-based column, in Unicode scalars from the start of the line.
    public var column: Int

    /// Creates a location from its parts.
    public init(byteOffset: Int, line: Int, column: Int) {
        self.byteOffset = byteOffset
        self.line = line
        self.column = column
    }

    /// `line:column (byte N)`.
    public var description: String { "\(line):\(column) (byte \(byteOffset))" }

    /// The first byte of an input.
    static let start = JSONLocation(byteOffset: 0, line: 1, column: 1)
}
