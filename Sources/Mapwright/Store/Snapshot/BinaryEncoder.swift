/// The `Encoder` handed to a value being written by ``BinaryEncodingSink``.
struct BinaryValueEncoder: Encoder {
    let sink: BinaryEncodingSink
    /// Index the value's own container gets on the sink's stack.
    let depth: Int

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let (frame, serial) = sink.openContainer(.keyed, depth: depth)
        return KeyedEncodingContainer(BinaryKeyedEncoder<Key>(sink: sink, frame: frame, serial: serial))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let (frame, serial) = sink.openContainer(.unkeyed, depth: depth)
        return BinaryUnkeyedEncoder(sink: sink, frame: frame, serial: serial)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        BinarySingleValueEncoder(sink: sink, depth: depth)
    }
}

/// Writes a keyed container's entries.
struct BinaryKeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: BinaryEncodingSink
    let frame: Int
    let serial: UInt64
    var codingPath: [any CodingKey] { [] }

    private func begin(_ key: Key) throws {
        try sink.beginEntry(frame: frame, serial: serial, key: key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws { try begin(key); sink.writeNil() }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try begin(key); sink.write(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { try begin(key); sink.write(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try begin(key); sink.write(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try begin(key); sink.write(value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try begin(key); sink.writeSigned(Int64(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try begin(key); sink.writeSigned(Int64(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try begin(key); sink.writeSigned(Int64(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try begin(key); sink.writeSigned(Int64(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try begin(key); sink.writeSigned(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try begin(key); sink.writeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try begin(key); sink.writeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try begin(key); sink.writeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try begin(key); sink.writeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try begin(key); sink.writeUnsigned(value) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try begin(key)
        try sink.encodeValue(value, depth: frame + 1)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        beginOrReport(key.stringValue)
        return BinaryValueEncoder(sink: sink, depth: frame + 1).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        beginOrReport(key.stringValue)
        return BinaryValueEncoder(sink: sink, depth: frame + 1).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(named: "super")
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(named: key.stringValue)
    }

    private func superEncoder(named name: String) -> any Encoder {
        beginOrReport(name)
        sink.markPendingSlot(frame: frame)
        return BinaryValueEncoder(sink: sink, depth: frame + 1)
    }

    private func beginOrReport(_ key: String) {
        do {
            try sink.beginEntry(frame: frame, serial: serial, key: key)
        } catch {
            sink.reportMisuse("container used after a later value started")
        }
    }
}

/// Writes an unkeyed container's elements.
struct BinaryUnkeyedEncoder: UnkeyedEncodingContainer {
    let sink: BinaryEncodingSink
    let frame: Int
    let serial: UInt64
    private(set) var count = 0
    var codingPath: [any CodingKey] { [] }

    init(sink: BinaryEncodingSink, frame: Int, serial: UInt64) {
        self.sink = sink
        self.frame = frame
        self.serial = serial
    }

    private mutating func begin() throws {
        try sink.beginEntry(frame: frame, serial: serial, key: nil)
        count += 1
    }

    mutating func encodeNil() throws { try begin(); sink.writeNil() }
    mutating func encode(_ value: Bool) throws { try begin(); sink.write(value) }
    mutating func encode(_ value: String) throws { try begin(); sink.write(value) }
    mutating func encode(_ value: Double) throws { try begin(); sink.write(value) }
    mutating func encode(_ value: Float) throws { try begin(); sink.write(value) }
    mutating func encode(_ value: Int) throws { try begin(); sink.writeSigned(Int64(value)) }
    mutating func encode(_ value: Int8) throws { try begin(); sink.writeSigned(Int64(value)) }
    mutating func encode(_ value: Int16) throws { try begin(); sink.writeSigned(Int64(value)) }
    mutating func encode(_ value: Int32) throws { try begin(); sink.writeSigned(Int64(value)) }
    mutating func encode(_ value: Int64) throws { try begin(); sink.writeSigned(value) }
    mutating func encode(_ value: UInt) throws { try begin(); sink.writeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { try begin(); sink.writeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { try begin(); sink.writeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { try begin(); sink.writeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt64) throws { try begin(); sink.writeUnsigned(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try begin()
        try sink.encodeValue(value, depth: frame + 1)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        beginOrReport()
        return BinaryValueEncoder(sink: sink, depth: frame + 1).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        beginOrReport()
        return BinaryValueEncoder(sink: sink, depth: frame + 1).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        beginOrReport()
        sink.markPendingSlot(frame: frame)
        return BinaryValueEncoder(sink: sink, depth: frame + 1)
    }

    private mutating func beginOrReport() {
        do {
            try begin()
        } catch {
            sink.reportMisuse("container used after a later value started")
        }
    }
}

/// Writes a value that encodes as one primitive or one nested value.
struct BinarySingleValueEncoder: SingleValueEncodingContainer {
    let sink: BinaryEncodingSink
    let depth: Int
    var codingPath: [any CodingKey] { [] }

    private func begin() throws { try sink.beginSingleValue(depth: depth) }

    mutating func encodeNil() throws { try begin(); sink.writeNil() }
    mutating func encode(_ value: Bool) throws { try begin(); sink.write(value) }
    mutating func encode(_ value: String) throws { try begin(); sink.write(value) }
    mutating func encode(_ value: Double) throws { try begin(); sink.write(value) }
    mutating func encode(_ value: Float) throws { try begin(); sink.write(value) }
    mutating func encode(_ value: Int) throws { try begin(); sink.writeSigned(Int64(value)) }
    mutating func encode(_ value: Int8) throws { try begin(); sink.writeSigned(Int64(value)) }
    mutating func encode(_ value: Int16) throws { try begin(); sink.writeSigned(Int64(value)) }
    mutating func encode(_ value: Int32) throws { try begin(); sink.writeSigned(Int64(value)) }
    mutating func encode(_ value: Int64) throws { try begin(); sink.writeSigned(value) }
    mutating func encode(_ value: UInt) throws { try begin(); sink.writeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { try begin(); sink.writeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { try begin(); sink.writeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { try begin(); sink.writeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt64) throws { try begin(); sink.writeUnsigned(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try begin()
        try sink.encodeValue(value, depth: depth)
    }
}
