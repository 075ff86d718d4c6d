/// The snapshot file layout, format version 2. All integers are little-endian.
///
/// ```
/// offset  size  field
/// 0       8     signature  89 4D 57 53 0D 0A 1A 0A  ("\x89MWS\r\n\x1A\n")
/// 8       4     format version (2; version 1 files still load)
/// 12      4     flags (0)
/// 16      8     payload length P
/// 24      4     CRC-32 of bytes 0..<24
/// 28      P     payload
/// 28+P    4     CRC-32 of the payload
/// ```
///
/// The payload is the key table (LEB128 count, then each coding key as LEB128 length +
/// UTF-8), the table count (LEB128), then (version 2) the schema the file was written
/// with: a LEB128 count of entity descriptions (``StoreTable``, zero when an entity has
/// none) and each as a u32 byte length and one value; then per table: entity name (LEB128
/// length + UTF-8), record count (LEB128), and each record as a u32 byte length followed
/// by one value in the encoding of ``BinaryTag``. The signature and version sit at fixed
/// offsets in every version, so a reader can always say which version a file has.
enum SnapshotFormat {
    static let signature: [UInt8] = [0x89, 0x4D, 0x57, 0x53, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The version written.
    static let version: UInt32 = 2
    /// The versions read: version 1 has no schema section.
    static let readableVersions: ClosedRange<UInt32> = 1...2
    static let headerSize = 28
    static let trailerSize = 4
}

/// Encodes a committed state into the bytes of a snapshot file.
enum SnapshotEncoder {
    /// The file's bytes, in pieces to write one after another: in ``SnapshotFormat/version``,
    /// or in `version` 1 (no schema section), as older runtimes wrote it.
    static func encode(_ state: StoreState, schema: StoreSchema, path: String, version: UInt32 = SnapshotFormat.version) throws -> [[UInt8]] {
        let tables = BinaryEncodingSink()
        if version >= 2 {
            let descriptions = SnapshotMigration.descriptions(schema) ?? []
            tables.appendVarint(UInt64(descriptions.count))
            do {
                for description in descriptions { try tables.encodeRecord(description) }
            } catch {
                throw StoreError.snapshot(path: path, offset: nil, problem: .unencodableRecord(entity: "schema", reason: "\(error)"))
            }
        }
        for entity in schema.entities {
            try encodeTable(entity.type, state: state, into: tables, path: path)
        }
        // The key table is only complete once every record is encoded, so it is written
        // as its own piece ahead of the tables.
        let prefix = BinaryEncodingSink()
        prefix.appendVarint(UInt64(tables.keys.count))
        for key in tables.keys { prefix.appendText(key) }
        prefix.appendVarint(UInt64(schema.entities.count))

        var crc = CRC32()
        crc.update(prefix.bytes)
        crc.update(tables.bytes)

        var header = SnapshotFormat.signature
        appendLittleEndian(version, to: &header)
        appendLittleEndian(UInt32(0), to: &header)
        appendLittleEndian(UInt64(prefix.bytes.count + tables.bytes.count), to: &header)
        appendLittleEndian(CRC32.checksum(header[...]), to: &header)
        var trailer: [UInt8] = []
        appendLittleEndian(crc.value, to: &trailer)
        return [header, prefix.bytes, tables.bytes, trailer]
    }

    private static func encodeTable<E: StoreEntity>(
        _ type: E.Type, state: StoreState, into sink: BinaryEncodingSink, path: String
    ) throws {
        let records = state.records(type) ?? PersistentMap()
        sink.appendText(E.entityName)
        sink.appendVarint(UInt64(records.count))
        do {
            try records.forEach { _, record in try sink.encodeRecord(record) }
        } catch {
            throw StoreError.snapshot(
                path: path, offset: nil, problem: .unencodableRecord(entity: E.entityName, reason: "\(error)"))
        }
    }

    static func appendLittleEndian<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
