/// Where a document's bytes begin in a larger input: for a batch of a streamed array
/// (see ``JSONElementStream``), so that its values report offsets, lines and columns of
/// the whole input rather than of the batch.
struct JSONSourceOrigin: Hashable, Sendable {
    /// Byte offset of the document's first byte in the input.
    var byteOffset: Int
    /// One-based line of that byte.
    var line: Int
    /// One-based column of that byte, in Unicode scalars (see ``JSONLocation``).
    var column: Int

    /// The start of an input: a document that is the whole input.
    static let start = JSONSourceOrigin(byteOffset: 0, line: 1, column: 1)
}
