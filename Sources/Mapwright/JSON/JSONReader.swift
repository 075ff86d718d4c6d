import Foundation

/// Reads JSON text (RFC 8259) into a `JSONValue`.
///
/// The reader accepts exactly the RFC 8259 grammar: any value at the top level,
/// surrounded by optional whitespace; a leading UTF-8 byte order mark is skipped.
/// Strings must be valid UTF-8 and may not contain lone surrogate escapes. Integers
/// keep all 64 bits; numbers that fit neither `Int64`/`UInt64` nor a finite `Double`
/// are kept as their text. Nesting deeper than `maxDepth` is an error, never a stack
/// overflow: the reader does not recurse.
///
/// ```swift
/// let post = try JSONReader().read(data)
/// let title = post["title"]?.string
/// ```
public struct JSONReader: Sendable {
    /// The nesting limit used unless another is given.
    public static let defaultMaxDepth = 512

    /// The deepest nesting of arrays and objects accepted.
    public var maxDepth: Int

    /// Creates a reader with a nesting limit.
    public init(maxDepth: Int = JSONReader.defaultMaxDepth) {
        self.maxDepth = max(1, maxDepth)
    }

    /// Reads a document from bytes.
    public func read(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        let copy = Self.allocateCopy(count: bytes.count) { target in _ = target.initialize(from: bytes) }
        return try parse(owning: copy)
    }

    /// Reads a document from `Data`.
    public func read(_ data: Data) throws(JSONParseError) -> JSONValue {
        let copy = Self.allocateCopy(count: data.count) { target in _ = data.copyBytes(to: target) }
        return try parse(owning: copy)
    }

    /// Reads a document from text.
    public func read(_ text: String) throws(JSONParseError) -> JSONValue {
        let copy = Self.allocateCopy(count: text.utf8.count) { target in _ = target.initialize(from: text.utf8) }
        return try parse(owning: copy)
    }

    /// Reads a document from bytes the caller keeps; they are copied.
    public func read(copying source: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> JSONValue {
        let copy = Self.allocateCopy(count: source.count) { target in _ = target.initialize(from: source) }
        return try parse(owning: copy)
    }

    /// Allocates `count` bytes plus a zero sentinel and lets `fill` write the first `count`.
    private static func allocateCopy(count: Int, fill: (UnsafeMutableBufferPointer<UInt8>) -> Void) -> UnsafeMutableBufferPointer<UInt8> {
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: count + 1)
        if let start = storage.baseAddress { LargeBufferAdvice.preferHugePages(start, count: count + 1) }
        storage[count] = 0
        fill(UnsafeMutableBufferPointer(rebasing: storage[0..<count]))
        return storage
    }

    /// Parses `storage` (source bytes followed by one zero sentinel), taking ownership.
    private func parse(owning storage: UnsafeMutableBufferPointer<UInt8>) throws(JSONParseError) -> JSONValue {
        let sourceCount = storage.count - 1
        let source = UnsafeBufferPointer(rebasing: storage[0..<sourceCount])
        guard sourceCount < 1 << 55 else {
            storage.deallocate()
            throw JSONParseError.at(0, in: source, .tooLarge)
        }
        var parser = JSONTapeParser(source: source, tape: JSONTapeWriter(expectedWords: sourceCount / 4), maxDepth: maxDepth)
        do {
            try parser.parseDocument()
        } catch {
            parser.tape.discard()
            storage.deallocate()
            throw error
        }
        let document = JSONDocument(bytes: storage, count: sourceCount, tape: parser.tape.finish())
        return document.root
    }
}

extension JSONValue {
    /// Reads a document from text with the default reader.
    public init(parsing text: String) throws(JSONParseError) {
        self = try JSONReader().read(text)
    }

    /// Reads a document from bytes with the default reader.
    public init(parsing bytes: [UInt8]) throws(JSONParseError) {
        self = try JSONReader().read(bytes)
    }

    /// Reads a document from `Data` with the default reader.
    public init(parsing data: Data) throws(JSONParseError) {
        self = try JSONReader().read(data)
    }
}
