extension SnapshotRecordReader {
    /// `value` written as a snapshot file writes a record, then read back both ways a
    /// snapshot load can read it: field by field (`fields`, what generated types do) and
    /// through `Decodable` (`decodable`). For tests of generated code: both must give
    /// `value` back.
    public static func rereadRecord<T: SnapshotValueDecodable & Encodable>(_ value: T) throws -> (fields: T, decodable: T) {
        let sink = BinaryEncodingSink()
        try sink.encodeRecord(value)
        // A table of one record: its count, then the record (u32 length, value).
        let source = BinaryDecodingSource(bytes: [1] + sink.bytes)
        source.keys = sink.keys
        let reader = try SnapshotRecordReader(
            source: source, path: "", entityName: String(describing: T.self), fieldNames: T.snapshotFieldNames,
            migration: nil, cursor: 0, limit: source.bytes.count)
        try reader.beginRecord()
        let fields: T
        do {
            fields = try T(snapshotRecord: reader)
        } catch {
            throw reader.unreadableRecord(error)
        }
        let decodable = try source.decode(T.self, at: 5, limit: source.bytes.count, depth: 0)
        return (fields, decodable)
    }
}
