/// The kinds of JSON value.
public enum JSONKind: String, Hashable, Sendable, CustomStringConvertible {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool
    /// A number, kept as written.
    case number
    /// A string.
    case string
    /// An array.
    case array
    /// An object.
    case object

    /// The kind's name as it appears in messages (`"string"`, `"object"`, …).
    public var description: String { rawValue }
}

/// One value of a parsed JSON document: a lightweight view into its `JSONDocument`.
///
/// Copying a value is cheap (a reference and an index). Accessors return `nil` when
/// the value is of another kind, so a lookup chain reads naturally:
///
/// ```swift
/// let name = json["author"]?["name"]?.string
/// ```
///
/// Object keys are found by a short scan of raw bytes, which beats building a
/// dictionary per object when a parser reads a handful of known keys. When a key
/// occurs twice in an object, lookups find the first occurrence.
public struct JSONValue: Sendable {
    /// The document this value belongs to.
    public let document: JSONDocument
    /// The index of this value's entry in the document's tape.
    let index: Int

    @usableFromInline
    init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
    }

    @inline(__always)
    var tag: JSONTape.Tag { document.tag(at: index) }

    /// What kind of value this is.
    public var kind: JSONKind {
        switch tag {
        case .null: .null
        case .true, .false: .bool
        case .int, .uint, .double, .bigNumber: .number
        case .string, .escapedString: .string
        case .array: .array
        case .object: .object
        }
    }

    /// Whether this is JSON `null`.
    public var isNull: Bool { tag == .null }

    /// The value of `true` or `false`; `nil` for every other kind (a number is never a Bool).
    public var bool: Bool? {
        switch tag {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// Zero-based offset of the value's first byte in the source (a string's opening quote).
    /// For a value of a streamed array (``JSONElementStream``), the offset in the whole input.
    public var byteOffset: Int {
        document.baseOffset + localByteOffset
    }

    /// Offset of the value's first byte in the document's own bytes (`document.bytes`).
    var localByteOffset: Int {
        let offset = document.offset(at: index)
        return tag == .string || tag == .escapedString ? offset - 1 : offset
    }

    /// The line and column where the value starts (through the document's line index,
    /// built once on first use).
    public var location: JSONLocation {
        document.lineIndex.location(ofByte: byteOffset)
    }

    /// The exact source bytes of this value (for a string, including its quotes), as a
    /// slice of the document's bytes (a batch's, for a value of a streamed array).
    public var sourceBytes: UnsafeBufferPointer<UInt8>.SubSequence {
        let start = localByteOffset
        let end: Int
        switch tag {
        case .array, .object:
            end = JSONValue.closingBracketOffset(of: self) + 1
        case .string, .escapedString:
            end = document.offset(at: index) + Int(document.payload(at: index)) + 1
        default:
            end = start + JSONValue.scalarLength(of: self)
        }
        return document.bytes[start..<end]
    }

    /// The source text of this value, exactly as written.
    public var sourceText: String {
        String(decoding: UnsafeBufferPointer(rebasing: sourceBytes), as: UTF8.self)
    }

    /// Length in bytes of a literal or number.
    private static func scalarLength(of value: JSONValue) -> Int {
        switch value.tag {
        case .null, .true: 4
        case .false: 5
        case .bigNumber: Int(value.document.payload(at: value.index))
        default: JSONValue.numberLength(at: value.localByteOffset, in: value.document.bytes)
        }
    }

    /// Length of the number text starting at `offset` (already validated by the reader).
    static func numberLength(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var end = offset
        while end < bytes.count {
            switch bytes[end] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
                 UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                end += 1
            default:
                return end - offset
            }
        }
        return end - offset
    }

    /// Offset of the closing bracket of an array or object. Walks down the chain of
    /// last children to a scalar or an empty container (without recursion), finds its
    /// end, then passes one closing bracket per level walked.
    private static func closingBracketOffset(of value: JSONValue) -> Int {
        let document = value.document
        let bytes = document.bytes
        var current = value.index
        var levels = 0
        while document.tag(at: current) == .array || document.tag(at: current) == .object {
            var child = current + JSONTape.stride
            let end = document.indexAfter(current)
            guard child < end else { break }
            var last = child
            while child < end {
                last = child
                child = document.indexAfter(child)
            }
            current = last
            levels += 1
        }
        let bottom = JSONValue(document: document, index: current)
        var cursor: Int
        switch bottom.tag {
        case .array, .object:
            cursor = bottom.localByteOffset + 1
            levels += 1
        default:
            cursor = bottom.localByteOffset + bottom.sourceBytes.count
        }
        var closing = cursor
        while levels > 0, cursor < bytes.count {
            if bytes[cursor] == UInt8(ascii: "]") || bytes[cursor] == UInt8(ascii: "}") {
                closing = cursor
                levels -= 1
            }
            cursor += 1
        }
        return closing
    }
}
