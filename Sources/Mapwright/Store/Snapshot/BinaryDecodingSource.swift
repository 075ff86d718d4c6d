import Foundation

/// Reads the binary format of ``BinaryTag`` out of a whole file's bytes. Every read is
/// bounds-checked against a limit and fails with a ``BinaryFormatError`` naming the byte
/// offset in the file; nothing here traps on damaged input.
final class BinaryDecodingSource {
    /// The file's bytes.
    let bytes: [UInt8]
    /// The interned coding keys.
    var keys: [String] = []
    /// How the records of the table being read map to the current type (renamed keys,
    /// defaults), when the snapshot was written with an older schema.
    var recordMigration: SnapshotRecordMigration?
    /// How deep values may nest before decoding gives up.
    static let maximumDepth = 256

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func fail(_ offset: Int, _ reason: String) -> BinaryFormatError {
        BinaryFormatError(offset: offset, reason: reason)
    }

    // MARK: Raw reads (advance `offset`)

    func byte(_ offset: inout Int, limit: Int) throws -> UInt8 {
        guard offset < limit else { throw fail(offset, "unexpected end of data") }
        defer { offset += 1 }
        return bytes[offset]
    }

    func uint32(_ offset: inout Int, limit: Int) throws -> UInt32 {
        guard limit - offset >= 4 else { throw fail(offset, "unexpected end of data") }
        var value: UInt32 = 0
        for index in 0..<4 { value |= UInt32(bytes[offset + index]) << (8 * index) }
        offset += 4
        return value
    }

    func uint64(_ offset: inout Int, limit: Int) throws -> UInt64 {
        guard limit - offset >= 8 else { throw fail(offset, "unexpected end of data") }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * index) }
        offset += 8
        return value
    }

    func varint(_ offset: inout Int, limit: Int) throws -> UInt64 {
        // One byte (below 128), as most keys, counts and lengths are: no loop.
        if offset < limit, bytes[offset] < 0x80 {
            defer { offset += 1 }
            return UInt64(bytes[offset])
        }
        let start = offset
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try byte(&offset, limit: limit)
            if shift == 63 && byte > 1 { throw fail(start, "integer does not fit in 64 bits") }
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
            if shift > 63 { throw fail(start, "integer does not fit in 64 bits") }
        }
    }

    /// A LEB128 length or count that must fit in the `limit - offset` bytes left.
    func length(_ offset: inout Int, limit: Int) throws -> Int {
        let start = offset
        let value = try varint(&offset, limit: limit)
        guard value <= UInt64(limit - offset) else { throw fail(start, "length \(value) runs past the end of its data") }
        return Int(value)
    }

    /// A UTF-8 text of `length` bytes.
    ///
    /// `String(decoding:as:)` repairs invalid UTF-8 (with U+FFFD) and always yields
    /// valid UTF-8, so its bytes equal the input exactly when the input was valid: the
    /// check `String(validating:as:)` makes, which needs iOS 18 and macOS 15. ASCII text
    /// (most keys and values) is valid as it is, so only other text is compared.
    func text(_ offset: inout Int, limit: Int) throws -> String {
        let count = try length(&offset, limit: limit)
        let utf8 = bytes[offset..<(offset + count)]
        let text = String(decoding: utf8, as: UTF8.self)
        guard Self.isASCII(utf8) || text.utf8.elementsEqual(utf8) else {
            throw fail(offset, "text is not valid UTF-8")
        }
        offset += count
        return text
    }

    /// Whether every byte is below 0x80.
    private static func isASCII(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var union: UInt8 = 0
            for byte in buffer { union |= byte }
            return union < 0x80
        }
    }

    // MARK: Values

    @inline(__always)
    func tag(at offset: Int, limit: Int) throws -> BinaryTag {
        guard offset < limit else { throw fail(offset, "unexpected end of data") }
        let raw = bytes[offset]
        guard let tag = BinaryTag.withRawValue(raw) else { throw fail(offset, "unknown value tag \(raw)") }
        return tag
    }

    /// Reads the tag at `offset`, checks it is `expected`, and moves past it. (One and two
    /// tags have their own functions: a variadic list would allocate an array per value.)
    func expect(_ expected: BinaryTag, at offset: inout Int, limit: Int, what: String) throws -> BinaryTag {
        let found = try tag(at: offset, limit: limit)
        guard found == expected else { throw fail(offset, "expected \(what), found \(found)") }
        offset += 1
        return found
    }

    /// Reads the tag at `offset`, checks it is `expected` or `other`, and moves past it.
    func expect(_ expected: BinaryTag, _ other: BinaryTag, at offset: inout Int, limit: Int, what: String) throws -> BinaryTag {
        let found = try tag(at: offset, limit: limit)
        guard found == expected || found == other else { throw fail(offset, "expected \(what), found \(found)") }
        offset += 1
        return found
    }

    /// The offset just past the value starting at `offset`.
    func skip(at offset: Int, limit: Int) throws -> Int {
        var cursor = offset
        // Every tag is a value: reading a known tag is the whole check.
        let tag = try tag(at: cursor, limit: limit)
        cursor += 1
        switch tag {
        case .null, .falseValue, .trueValue: break
        case .signed, .unsigned: _ = try varint(&cursor, limit: limit)
        case .float: cursor += 4
        case .double: cursor += 8
        case .uuid: cursor += 16
        case .string, .data: cursor += try length(&cursor, limit: limit)
        case .keyed, .unkeyed:
            let body = try uint32(&cursor, limit: limit)
            cursor += 4 + Int(body)
        }
        guard cursor <= limit else { throw fail(offset, "value runs past the end of its data") }
        return cursor
    }

    /// The body range and entry count of the container of kind `tag` at `offset`.
    func container(_ tag: BinaryTag, at offset: Int, limit: Int) throws -> (body: Range<Int>, count: Int) {
        var cursor = offset
        _ = try expect(tag, at: &cursor, limit: limit, what: tag == .keyed ? "a keyed container" : "an unkeyed container")
        let length = Int(try uint32(&cursor, limit: limit))
        let count = Int(try uint32(&cursor, limit: limit))
        guard length <= limit - cursor else { throw fail(offset, "container runs past the end of its data") }
        guard count <= length else { throw fail(offset, "container claims \(count) entries in \(length) bytes") }
        return (cursor..<(cursor + length), count)
    }

    func decodeNil(at offset: Int, limit: Int) throws -> Bool {
        try tag(at: offset, limit: limit) == .null
    }

    func decodeBool(at offset: Int, limit: Int) throws -> Bool {
        var cursor = offset
        return try expect(.falseValue, .trueValue, at: &cursor, limit: limit, what: "a Bool") == .trueValue
    }

    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type, at offset: Int, limit: Int) throws -> T {
        var cursor = offset
        let tag = try expect(.signed, .unsigned, at: &cursor, limit: limit, what: "an integer")
        let raw = try varint(&cursor, limit: limit)
        let value: T?
        if tag == .signed {
            value = T(exactly: Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
        } else {
            value = T(exactly: raw)
        }
        guard let value else { throw fail(offset, "integer does not fit in \(T.self)") }
        return value
    }

    func decodeDouble(at offset: Int, limit: Int) throws -> Double {
        var cursor = offset
        if try expect(.double, .float, at: &cursor, limit: limit, what: "a Double") == .float {
            return Double(Float(bitPattern: try uint32(&cursor, limit: limit)))
        }
        return Double(bitPattern: try uint64(&cursor, limit: limit))
    }

    func decodeFloat(at offset: Int, limit: Int) throws -> Float {
        var cursor = offset
        _ = try expect(.float, at: &cursor, limit: limit, what: "a Float")
        return Float(bitPattern: try uint32(&cursor, limit: limit))
    }

    func decodeString(at offset: Int, limit: Int) throws -> String {
        var cursor = offset
        _ = try expect(.string, at: &cursor, limit: limit, what: "a String")
        return try text(&cursor, limit: limit)
    }

    func decodeData(at offset: Int, limit: Int) throws -> Data {
        var cursor = offset
        _ = try expect(.data, at: &cursor, limit: limit, what: "Data")
        let count = try length(&cursor, limit: limit)
        return Data(bytes[cursor..<(cursor + count)])
    }

    func decodeUUID(at offset: Int, limit: Int) throws -> UUID {
        var cursor = offset
        _ = try expect(.uuid, at: &cursor, limit: limit, what: "a UUID")
        guard limit - cursor >= 16 else { throw fail(cursor, "unexpected end of data") }
        let b = Array(bytes[cursor..<(cursor + 16)])
        return UUID(uuid: (b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]))
    }

    /// Decodes any `Decodable` from the value at `offset`.
    func decode<T: Decodable>(_ type: T.Type, at offset: Int, limit: Int, depth: Int) throws -> T {
        if T.self == Data.self { return try cast(decodeData(at: offset, limit: limit), offset) }
        if T.self == UUID.self { return try cast(decodeUUID(at: offset, limit: limit), offset) }
        guard depth < Self.maximumDepth else { throw fail(offset, "values nest deeper than \(Self.maximumDepth) levels") }
        return try T(from: BinaryValueDecoder(source: self, offset: offset, limit: limit, depth: depth + 1))
    }

    private func cast<T>(_ value: Any, _ offset: Int) throws -> T {
        guard let typed = value as? T else { throw fail(offset, "cannot produce \(T.self)") }
        return typed
    }
}
