/// Decodes a snapshot file's bytes into a committed state, checking signature, version,
/// checksums and structure first, and the relationships' consistency last (every link
/// of a relationship with an inverse is mirrored, and its target exists). Builds a new state and returns it whole, or throws and
/// returns nothing: a damaged file never loads in part.
///
/// A file written with an older schema loads migrated (see ``SnapshotMigration``).
struct SnapshotDecoder {
    let schema: StoreSchema
    let path: String
    /// The entities the schema marks `"removed": true`: their tables are skipped.
    var removedEntities: Set<String> = []
    /// Whether entities that read their records field by field (``SnapshotRecordDecodable``)
    /// do so; when false every record is read through `Decodable`, which tests compare with.
    var readsFieldsDirectly = true

    private func error(_ offset: Int?, _ problem: SnapshotProblem) -> StoreError {
        .snapshot(path: path, offset: offset, problem: problem)
    }

    func decode(_ bytes: [UInt8]) throws -> StoreState {
        let payload = try checkEnvelope(bytes)
        let source = BinaryDecodingSource(bytes: bytes)
        do {
            return try decodePayload(source, payload)
        } catch let failure as BinaryFormatError {
            throw error(failure.offset, .malformed(failure.reason))
        }
    }

    /// Checks everything around the payload; returns the payload's byte range.
    private func checkEnvelope(_ bytes: [UInt8]) throws -> Range<Int> {
        let signature = SnapshotFormat.signature
        let prefix = min(bytes.count, signature.count)
        guard bytes[0..<prefix].elementsEqual(signature[0..<prefix]) else { throw error(0, .notASnapshot) }
        guard bytes.count >= SnapshotFormat.headerSize else {
            if bytes.count >= 12 {
                try checkVersion(bytes)
            }
            throw error(bytes.count, .truncated(expectedSize: SnapshotFormat.headerSize + SnapshotFormat.trailerSize))
        }
        try checkVersion(bytes)
        let storedHeaderCRC = littleEndian(UInt32.self, bytes, at: 24)
        let headerCRC = CRC32.checksum(bytes[0..<24])
        guard storedHeaderCRC == headerCRC else {
            throw error(24, .checksumMismatch(stored: storedHeaderCRC, computed: headerCRC))
        }
        let flags = littleEndian(UInt32.self, bytes, at: 12)
        guard flags == 0 else { throw error(12, .malformed("unknown header flags \(flags)")) }
        let length = littleEndian(UInt64.self, bytes, at: 16)
        let available = UInt64(bytes.count - SnapshotFormat.headerSize)
        let needed = UInt64(SnapshotFormat.trailerSize)
        guard length <= available, available - length >= needed else {
            let expected = length.addingReportingOverflow(UInt64(SnapshotFormat.headerSize + SnapshotFormat.trailerSize))
            throw error(bytes.count, .truncated(expectedSize: expected.overflow ? Int.max : Int(clamping: expected.partialValue)))
        }
        let payload = SnapshotFormat.headerSize..<(SnapshotFormat.headerSize + Int(length))
        let end = payload.upperBound + SnapshotFormat.trailerSize
        guard end == bytes.count else { throw error(end, .trailingBytes) }
        let storedCRC = littleEndian(UInt32.self, bytes, at: payload.upperBound)
        let computedCRC = CRC32.checksum(bytes[payload])
        guard storedCRC == computedCRC else {
            throw error(payload.upperBound, .checksumMismatch(stored: storedCRC, computed: computedCRC))
        }
        return payload
    }

    private func checkVersion(_ bytes: [UInt8]) throws {
        let version = littleEndian(UInt32.self, bytes, at: 8)
        guard SnapshotFormat.readableVersions.contains(version) else {
            throw error(8, .unsupportedVersion(found: version, supported: SnapshotFormat.version))
        }
    }

    private func littleEndian<T: FixedWidthInteger>(_ type: T.Type, _ bytes: [UInt8], at offset: Int) -> T {
        var value: T = 0
        for index in 0..<(T.bitWidth / 8) { value |= T(bytes[offset + index]) << (8 * index) }
        return value
    }

    private func decodePayload(_ source: BinaryDecodingSource, _ payload: Range<Int>) throws -> StoreState {
        let limit = payload.upperBound
        var cursor = payload.lowerBound
        let keyCount = try source.length(&cursor, limit: limit)
        var keys: [String] = []
        for _ in 0..<keyCount { keys.append(try source.text(&cursor, limit: limit)) }
        source.keys = keys

        var state = schema.emptyState()
        var seen: Set<String> = []
        let tableCount = try source.length(&cursor, limit: limit)
        let stored = littleEndian(UInt32.self, source.bytes, at: 8) >= 2 ? try decodeDescriptions(source, &cursor, limit: limit) : nil
        let migration = try SnapshotMigration(
            schema: schema, stored: stored.flatMap { $0.isEmpty ? nil : $0 }, removedEntities: removedEntities, path: path)
        for _ in 0..<tableCount {
            let nameOffset = cursor
            let storedName = try source.text(&cursor, limit: limit)
            guard seen.insert(storedName).inserted else { throw error(nameOffset, .malformed("table \(storedName) appears twice")) }
            let name = migration.entityName(ofTable: storedName)
            guard let entity = schema.entity(named: name) else {
                guard migration.removed.contains(storedName) else { throw error(nameOffset, .unregisteredEntity(storedName)) }
                try skipTable(source, &cursor, limit: limit)
                continue
            }
            source.recordMigration = migration.records[name]
            if readsFieldsDirectly, let direct = entity.type as? any SnapshotRecordDecodable.Type {
                state.tables[ObjectIdentifier(entity.type)] = try decodeFields(direct, source, &cursor, limit: limit)
            } else {
                state.tables[ObjectIdentifier(entity.type)] = try decodeTable(entity.type, source, &cursor, limit: limit)
            }
        }
        source.recordMigration = nil
        guard cursor == limit else { throw error(cursor, .malformed("unexpected bytes after the last table")) }
        for entity in schema.entities {
            if let problem = Self.firstInconsistency(of: entity.type, in: state) { throw error(nil, .malformed(problem)) }
        }
        return state
    }

    /// The entity descriptions of a version 2 file: the schema it was written with.
    private func decodeDescriptions(_ source: BinaryDecodingSource, _ cursor: inout Int, limit: Int) throws -> [StoreTable] {
        let count = try source.length(&cursor, limit: limit)
        var tables: [StoreTable] = []
        for _ in 0..<count {
            let start = cursor
            let length = Int(try source.uint32(&cursor, limit: limit))
            guard length <= limit - cursor else { throw error(start, .malformed("an entity description runs past the end of the payload")) }
            do {
                tables.append(try source.decode(StoreTable.self, at: cursor, limit: cursor + length, depth: 0))
            } catch let failure as BinaryFormatError {
                throw error(failure.offset, .malformed("unreadable entity description: \(failure.reason)"))
            } catch {
                throw self.error(start, .malformed("unreadable entity description: \(error)"))
            }
            cursor += length
        }
        return tables
    }

    /// Moves past a table whose entity the schema marks removed.
    private func skipTable(_ source: BinaryDecodingSource, _ cursor: inout Int, limit: Int) throws {
        let count = try source.length(&cursor, limit: limit)
        for _ in 0..<count {
            let length = Int(try source.uint32(&cursor, limit: limit))
            guard length <= limit - cursor else { throw error(cursor, .malformed("a removed table's record runs past the end of the payload")) }
            cursor += length
        }
    }

    /// The first relationship link of `type`'s records that is not mirrored by its
    /// inverse or points at a missing record. Checksums only prove the file is what was
    /// written; this proves what was written is a state the store could have made.
    private static func firstInconsistency<E: StoreEntity>(of type: E.Type, in state: StoreState) -> String? {
        for relationship in E.relationships {
            if let problem = relationship.firstInconsistency(state) { return problem }
        }
        return nil
    }

    /// Reads a table of an entity that reads its records field by field (generated code).
    private func decodeFields<E: SnapshotRecordDecodable>(
        _ type: E.Type, _ source: BinaryDecodingSource, _ cursor: inout Int, limit: Int
    ) throws -> any AnyEntityTable {
        let reader = try SnapshotRecordReader(
            source: source, path: path, entityName: E.entityName, fieldNames: E.snapshotFieldNames,
            migration: source.recordMigration, cursor: cursor, limit: limit)
        let table = try E.decodeSnapshotTable(reader).table
        cursor = reader.cursor
        return table
    }

    /// Reads a table of an entity through its `Decodable` conformance, each record framed
    /// and its errors reported by the same ``SnapshotRecordReader`` the field-by-field
    /// path uses.
    private func decodeTable<E: StoreEntity>(
        _ type: E.Type, _ source: BinaryDecodingSource, _ cursor: inout Int, limit: Int
    ) throws -> any AnyEntityTable {
        let reader = try SnapshotRecordReader(
            source: source, path: path, entityName: E.entityName, fieldNames: [], migration: nil, cursor: cursor, limit: limit)
        var table = EntityTable<E>()
        for _ in 0..<reader.recordCount {
            let value = try reader.frameRecord()
            let record: E
            do {
                record = try source.decode(E.self, at: value, limit: reader.recordEnd, depth: 0)
            } catch {
                throw reader.unreadableRecord(error)
            }
            guard table.records.updateValue(record, forKey: record.id) else {
                throw reader.duplicateRecord(String(describing: record.id))
            }
            reader.endRecord()
        }
        cursor = reader.cursor
        return table
    }
}
