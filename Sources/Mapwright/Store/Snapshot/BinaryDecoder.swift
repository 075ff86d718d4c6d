/// The `Decoder` handed to a value being read by ``BinaryDecodingSource``.
struct BinaryValueDecoder: Decoder {
    let source: BinaryDecodingSource
    /// Where the value starts (its tag).
    let offset: Int
    /// Where the enclosing data ends.
    let limit: Int
    let depth: Int

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let (body, count) = try source.container(.keyed, at: offset, limit: limit)
        var entries: [BinaryKeyedEntry] = []
        entries.reserveCapacity(count)
        var cursor = body.lowerBound
        for _ in 0..<count {
            let keyOffset = cursor
            let key = try source.varint(&cursor, limit: body.upperBound)
            guard key < UInt64(source.keys.count) else { throw source.fail(keyOffset, "key index \(key) is not in the key table") }
            entries.append(.init(key: Int(key), value: cursor))
            cursor = try source.skip(at: cursor, limit: body.upperBound)
        }
        guard cursor == body.upperBound else { throw source.fail(cursor, "keyed container has bytes after its last entry") }
        // A record's own container (depth 1) reads through its entity's migration, if any.
        return KeyedDecodingContainer(
            BinaryKeyedDecoder<Key>(
                source: source, entries: entries, cursor: BinaryKeyCursor(), limit: body.upperBound, depth: depth,
                migration: depth == 1 ? source.recordMigration : nil))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (body, count) = try source.container(.unkeyed, at: offset, limit: limit)
        return BinaryUnkeyedDecoder(source: source, position: body.lowerBound, limit: body.upperBound, count: count, depth: depth)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        BinarySingleValueDecoder(source: source, offset: offset, limit: limit, depth: depth)
    }
}

/// One entry of a keyed container. Not nested in ``BinaryKeyedDecoder``: a type nested
/// in a generic type is generic too, and arrays of it (one per record read) would need
/// their metadata looked up at run time, and be iterated unspecialized.
struct BinaryKeyedEntry {
    /// Index into the key table.
    let key: Int
    /// Offset of the entry's value.
    let value: Int
}

/// The entry a keyed container expects to be asked for next (a class, since a container's
/// methods do not mutate it).
final class BinaryKeyCursor {
    /// Used by one decoding at a time, never re-entrantly: no dynamic exclusivity checks.
    @exclusivity(unchecked) var next = 0
}

/// Reads a keyed container's entries, matched by key name.
struct BinaryKeyedDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let source: BinaryDecodingSource
    let entries: [BinaryKeyedEntry]
    /// Where the next key is likely to be: values are read in the order they were written.
    let cursor: BinaryKeyCursor
    let limit: Int
    let depth: Int
    /// How an older record's keys and missing values map to the current type's.
    var migration: SnapshotRecordMigration? = nil
    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] {
        entries.compactMap { Key(stringValue: source.keys[$0.key]) }
    }

    private func find(_ key: Key) -> Int? {
        let name = key.stringValue
        let next = cursor.next
        if next < entries.count, source.keys[entries[next].key] == name {
            cursor.next = next + 1
            return entries[next].value
        }
        if let index = entries.firstIndex(where: { source.keys[$0.key] == name }) {
            cursor.next = index + 1
            return entries[index].value
        }
        guard let old = migration?.aliases[name] else { return nil }
        return entries.first { source.keys[$0.key] == old }?.value
    }

    /// The migration's default for `key` when the record has no value for it (or nil).
    private func defaulted<T>(_ key: Key) throws -> T? {
        guard let value = migration?.defaults[key.stringValue] else { return nil }
        if let offset = find(key), !(try source.decodeNil(at: offset, limit: limit)) { return nil }
        do {
            return try StoreDefaultReader.read(T.self, value, column: key.stringValue)
        } catch {
            throw source.fail(0, "the default of \(key.stringValue) cannot be read as \(T.self): \(error)")
        }
    }

    private func offset(_ key: Key) throws -> Int {
        guard let offset = find(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "no value for key \"\(key.stringValue)\""))
        }
        return offset
    }

    func contains(_ key: Key) -> Bool { find(key) != nil || migration?.defaults[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        if find(key) == nil, let value = migration?.defaults[key.stringValue] { return value == .null }
        return try source.decodeNil(at: offset(key), limit: limit)
    }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try defaulted(key) ?? source.decodeBool(at: offset(key), limit: limit) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try defaulted(key) ?? source.decodeString(at: offset(key), limit: limit) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try defaulted(key) ?? source.decodeDouble(at: offset(key), limit: limit) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try defaulted(key) ?? source.decodeFloat(at: offset(key), limit: limit) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try defaulted(key) ?? integer(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try defaulted(key) ?? integer(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try defaulted(key) ?? integer(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try defaulted(key) ?? integer(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try defaulted(key) ?? integer(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try defaulted(key) ?? integer(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try defaulted(key) ?? integer(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try defaulted(key) ?? integer(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try defaulted(key) ?? integer(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try defaulted(key) ?? integer(key) }

    private func integer<T: FixedWidthInteger>(_ key: Key) throws -> T {
        try source.decodeInteger(T.self, at: offset(key), limit: limit)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try defaulted(key) ?? source.decode(type, at: offset(key), limit: limit, depth: depth)
    }

    // `decodeIfPresent` finds the key once; the protocol's default implementations look
    // it up three times (`contains`, `decodeNil`, `decode`). Same answers: a value the
    // record holds (nil when null), else a migration's default (nil when null), else nil.

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try present(key) { try source.decode(type, at: $0, limit: limit, depth: depth) }
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try present(key) { try source.decodeString(at: $0, limit: limit) }
    }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try present(key) { try source.decodeBool(at: $0, limit: limit) }
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try present(key) { try source.decodeDouble(at: $0, limit: limit) }
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try present(key) { try source.decodeInteger(Int.self, at: $0, limit: limit) }
    }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try present(key) { try source.decodeInteger(Int64.self, at: $0, limit: limit) }
    }

    /// The value at `key` read by `read` from its offset, nil when null; when the record
    /// has no value there, the migration's default for it (nil when none or null).
    private func present<T>(_ key: Key, _ read: (Int) throws -> T) throws -> T? {
        guard let offset = find(key) else {
            guard let value = migration?.defaults[key.stringValue], value != .null else { return nil }
            return try defaulted(key)
        }
        if try source.decodeNil(at: offset, limit: limit) { return nil }
        return try read(offset)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try nested(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try nested(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        guard let offset = entries.first(where: { source.keys[$0.key] == "super" })?.value else {
            throw DecodingError.keyNotFound(
                BinaryCodingKey("super"), .init(codingPath: [], debugDescription: "no value for key \"super\""))
        }
        return try BinaryValueDecoder(source: source, offset: offset, limit: limit, depth: depth).nested()
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try nested(key)
    }

    private func nested(_ key: Key) throws -> BinaryValueDecoder {
        try BinaryValueDecoder(source: source, offset: offset(key), limit: limit, depth: depth).nested()
    }
}

/// Reads an unkeyed container's elements in order.
struct BinaryUnkeyedDecoder: UnkeyedDecodingContainer {
    let source: BinaryDecodingSource
    private(set) var position: Int
    let limit: Int
    let total: Int
    let depth: Int
    private(set) var currentIndex = 0
    var codingPath: [any CodingKey] { [] }
    var count: Int? { total }
    var isAtEnd: Bool { currentIndex >= total }

    init(source: BinaryDecodingSource, position: Int, limit: Int, count: Int, depth: Int) {
        self.source = source
        self.position = position
        self.limit = limit
        self.total = count
        self.depth = depth
    }

    /// Offset of the next element, after checking there is one.
    private func next() throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, .init(codingPath: [], debugDescription: "unkeyed container has no more elements (byte \(position))"))
        }
        return position
    }

    private mutating func advance() throws {
        position = try source.skip(at: position, limit: limit)
        currentIndex += 1
    }

    private mutating func read<T>(_ body: (BinaryValueDecoder) throws -> T) throws -> T {
        let value = try body(BinaryValueDecoder(source: source, offset: try next(), limit: limit, depth: depth))
        try advance()
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard try source.decodeNil(at: next(), limit: limit) else { return false }
        try advance()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try read { try $0.source.decodeBool(at: $0.offset, limit: $0.limit) } }
    mutating func decode(_ type: String.Type) throws -> String { try read { try $0.source.decodeString(at: $0.offset, limit: $0.limit) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try read { try $0.source.decodeDouble(at: $0.offset, limit: $0.limit) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try read { try $0.source.decodeFloat(at: $0.offset, limit: $0.limit) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    private mutating func integer<T: FixedWidthInteger>() throws -> T {
        try read { try $0.source.decodeInteger(T.self, at: $0.offset, limit: $0.limit) }
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try read { try $0.source.decode(type, at: $0.offset, limit: $0.limit, depth: $0.depth) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try read { try $0.nested().container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try read { try $0.nested().unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
        try read { try $0.nested() }
    }
}

extension BinaryValueDecoder {
    /// A decoder for the same value one level deeper, failing past the depth limit.
    func nested() throws -> BinaryValueDecoder {
        guard depth < BinaryDecodingSource.maximumDepth else { throw source.fail(offset, "values nest too deeply") }
        return BinaryValueDecoder(source: source, offset: offset, limit: limit, depth: depth + 1)
    }
}

/// Reads a value that was encoded as one primitive or one nested value.
struct BinarySingleValueDecoder: SingleValueDecodingContainer {
    let source: BinaryDecodingSource
    let offset: Int
    let limit: Int
    let depth: Int
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { (try? source.decodeNil(at: offset, limit: limit)) ?? false }
    func decode(_ type: Bool.Type) throws -> Bool { try source.decodeBool(at: offset, limit: limit) }
    func decode(_ type: String.Type) throws -> String { try source.decodeString(at: offset, limit: limit) }
    func decode(_ type: Double.Type) throws -> Double { try source.decodeDouble(at: offset, limit: limit) }
    func decode(_ type: Float.Type) throws -> Float { try source.decodeFloat(at: offset, limit: limit) }
    func decode(_ type: Int.Type) throws -> Int { try integer() }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    private func integer<T: FixedWidthInteger>() throws -> T {
        try source.decodeInteger(T.self, at: offset, limit: limit)
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try source.decode(type, at: offset, limit: limit, depth: depth)
    }
}

/// A coding key made from a string, for errors about keys the caller did not name.
struct BinaryCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
