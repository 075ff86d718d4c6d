/// A value that a snapshot file's reader builds field by field from a keyed value, without
/// going through `Decodable`'s keyed containers: generated records, their identities and
/// embedded values. The generated code names the fields it reads (``snapshotFieldNames``)
/// and reads each one by its slot in that list (``init(snapshotRecord:)``).
public protocol SnapshotValueDecodable: Decodable {
    /// The stored names of the fields ``init(snapshotRecord:)`` reads: the slot of a
    /// field is its index here.
    static var snapshotFieldNames: [String] { get }

    /// Reads one value from `record`, each field by its slot.
    init(snapshotRecord record: SnapshotRecordReader) throws
}

/// An entity whose records a snapshot file's reader builds field by field
/// (``SnapshotValueDecodable``). Generated entities conform.
///
/// The records read are the ones `Codable` would read from the same file, with the same
/// migration (renamed fields, defaults) and the same errors for damaged records: an
/// entity that does not conform loads through its `Decodable` conformance instead.
public protocol SnapshotRecordDecodable: StoreEntity, SnapshotValueDecodable {
    /// Reads every record of one table of a snapshot file. The default implementation is
    /// the one to use: it is inlinable, so that the conforming module builds the table
    /// with code specialised for its entity.
    static func decodeSnapshotTable(_ reader: SnapshotRecordReader) throws -> SnapshotDecodedTable
}

extension SnapshotRecordDecodable {
    /// Reads the table's records one by one and keys them by identity; a record that
    /// cannot be read, or an identity that appears twice, fails the whole table.
    @inlinable
    public static func decodeSnapshotTable(_ reader: SnapshotRecordReader) throws -> SnapshotDecodedTable {
        // Built at the end (see `PersistentMapBuilder`): inserted as read, a large table's
        // records went to trie paths all over it, a cache miss at every level each.
        var records = PersistentMapBuilder<ID, Self>(capacity: reader.recordCount)
        for _ in 0..<reader.recordCount {
            try reader.beginRecord()
            let record: Self
            do {
                record = try Self(snapshotRecord: reader)
            } catch {
                throw reader.unreadableRecord(error)
            }
            records.append(record, forKey: record.id)
            reader.endRecord()
        }
        let built = records.build()
        if let repeated = built.repeated {
            throw reader.duplicateRecord(String(describing: built.map.items.pointer(to: repeated).pointee.key), ordinal: repeated)
        }
        return SnapshotDecodedTable(EntityTable(records: built.map))
    }
}

/// The records of one table read from a snapshot file, with their entity type erased.
public struct SnapshotDecodedTable: Sendable {
    @usableFromInline let table: any AnyEntityTable

    @inlinable
    init(_ table: any AnyEntityTable) {
        self.table = table
    }
}
