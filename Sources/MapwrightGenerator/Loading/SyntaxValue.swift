import Mapwright

/// The text of one schema file, kept for turning byte offsets into lines and columns.
/// One per file, shared by reference by all of the file's syntax values.
final class SchemaText: Sendable {
    /// The path diagnostics print, shared by every location in the file.
    let path: SchemaPath
    /// Line starts of the file.
    let lines: JSONLineIndex

    init(path: String, lines: JSONLineIndex) {
        self.path = SchemaPath(path)
        self.lines = lines
    }

    /// The location of the byte at `offset`.
    func location(ofByte offset: Int) -> SchemaLocation {
        let location = lines.location(ofByte: offset)
        return SchemaLocation(path: path, line: location.line, column: location.column)
    }

    /// The file as a whole, without a position.
    var wholeFile: SchemaLocation {
        SchemaLocation(path: path, line: 0, column: 0)
    }
}

/// A JSON value of a schema file that knows its position: the located syntax the
/// loader reads schemas from. A view, cheap to copy (24 bytes).
struct SyntaxValue: Sendable {
    /// The value.
    let json: JSONValue
    /// The file it belongs to.
    let text: SchemaText

    /// Where the value starts (a string's opening quote).
    var location: SchemaLocation { text.location(ofByte: json.byteOffset) }

    /// The value's kind.
    var kind: JSONKind { json.kind }

    /// The elements of an array, located; `nil` for other kinds.
    var elements: [SyntaxValue]? {
        json.array.map { array in array.map { SyntaxValue(json: $0, text: text) } }
    }

    /// The members of an object in document order, keys located; `nil` for other kinds.
    var members: [(key: SyntaxValue, value: SyntaxValue)]? {
        json.object.map { object in
            object.map { member in (SyntaxValue(json: member.key, text: text), SyntaxValue(json: member.value, text: text)) }
        }
    }

    /// The location of the `position`-th character (1-based) of a string's decoded
    /// text, following escapes and multi-byte characters back to the source bytes,
    /// so a problem inside a string (a bad key path segment, a misspelt type inside
    /// `[…]?`) is reported at its own column. Past the end, the closing quote.
    func location(ofCharacter position: Int) -> SchemaLocation {
        guard let decoded = json.string, position > 0 else { return location }
        var scalarTarget = 0
        var characters = 0
        for character in decoded {
            characters += 1
            if characters == position { break }
            scalarTarget += character.unicodeScalars.count
        }
        if position > characters { scalarTarget = decoded.unicodeScalars.count }
        let raw = json.sourceBytes
        var offset = 1
        var scalars = 0
        while scalars < scalarTarget, offset < raw.count - 1 {
            offset += Self.rawLength(of: raw, at: offset)
            scalars += 1
        }
        return text.location(ofByte: json.byteOffset + offset)
    }

    /// The number of source bytes that encode the scalar at `offset` of a string's
    /// raw bytes: an escape (`\n`, `\u00e9`, a `\uD83D\uDE00` pair) or one UTF-8 sequence.
    private static func rawLength(of raw: UnsafeBufferPointer<UInt8>.SubSequence, at offset: Int) -> Int {
        let byte = raw[raw.startIndex + offset]
        switch byte {
        case UInt8(ascii: "\\"):
            guard offset + 1 < raw.count, raw[raw.startIndex + offset + 1] == UInt8(ascii: "u") else { return 2 }
            let isHighSurrogate = offset + 2 < raw.count && (raw[raw.startIndex + offset + 2] | 0x20) == UInt8(ascii: "d")
                && offset + 3 < raw.count && "89abAB".utf8.contains(raw[raw.startIndex + offset + 3])
            return isHighSurrogate ? 12 : 6
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }
}

extension JSONKind {
    /// The kind with its article, as messages name it: `a string`, `an object`, `null`.
    var withArticle: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
