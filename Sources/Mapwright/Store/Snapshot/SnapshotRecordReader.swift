import Foundation

/// Reads the records of one table of a snapshot file for ``SnapshotRecordDecodable``
/// entities: the file's key table is mapped to the entity's field slots once per table,
/// and each record's fields are then found by slot instead of by key name.
///
/// A field is read exactly as the entity's `Decodable` conformance would read it from
/// the same bytes: a renamed field is found under its old key, a migration's default
/// fills a field the record lacks, an optional field is nil when absent or null, and a
/// value of the wrong kind fails with the offset of that value.
public final class SnapshotRecordReader {
    let source: BinaryDecodingSource
    let path: String
    let entityName: String
    let fieldNames: [String]
    /// How deep the values this reader reads are: 1 for a table's records.
    private let depth: Int
    /// The readers of nested values, by slot, made when first needed.
    @exclusivity(unchecked) private var nestedReaders: [SnapshotRecordReader?]
    /// Records in the table.
    @usableFromInline let recordCount: Int
    /// Where the next record starts (after the table: where the next table starts).
    @exclusivity(unchecked) var cursor: Int
    private let tableLimit: Int
    /// Where the table's first record starts.
    private let firstRecordStart: Int
    /// Slot of each key of the file's key table, -1 for keys that are not fields.
    private let slotOfKey: [Int]
    /// Slot of each key that a migration names as a field's old key, -1 for others.
    private let aliasSlotOfKey: [Int]
    private let hasAliases: Bool
    /// A migration's default for each slot, or nil when there is no migration.
    private let defaults: [StoreColumnDefault?]?
    @exclusivity(unchecked) private var recordStart = 0
    /// Where the current record ends.
    @exclusivity(unchecked) private(set) var recordEnd = 0
    /// The end of the current record's entries: the limit of its values.
    @exclusivity(unchecked) private var limit = 0
    /// Offset of each slot's value in the current record, -1 when it has none.
    @exclusivity(unchecked) private var offsets: [Int]
    /// Offset of each slot's value under its old key, -1 when it has none.
    @exclusivity(unchecked) private var aliasOffsets: [Int]

    /// Reads the table's record count at `cursor`; records are then read one by one.
    /// For a nested value's reader (`depth` above 1), there is no count to read.
    init(
        source: BinaryDecodingSource, path: String, entityName: String, fieldNames: [String],
        migration: SnapshotRecordMigration?, cursor: Int, limit: Int, depth: Int = 1
    ) throws {
        self.source = source
        self.path = path
        self.entityName = entityName
        self.fieldNames = fieldNames
        self.depth = depth
        var cursor = cursor
        recordCount = depth == 1 ? try source.length(&cursor, limit: limit) : 0
        self.cursor = cursor
        firstRecordStart = cursor
        tableLimit = limit
        var slotByName: [String: Int] = [:]
        for (slot, name) in fieldNames.enumerated() where slotByName[name] == nil { slotByName[name] = slot }
        slotOfKey = source.keys.map { slotByName[$0] ?? -1 }
        var aliasSlotByName: [String: Int] = [:]
        for (name, old) in migration?.aliases ?? [:] {
            if let slot = slotByName[name] { aliasSlotByName[old] = slot }
        }
        aliasSlotOfKey = source.keys.map { aliasSlotByName[$0] ?? -1 }
        hasAliases = !aliasSlotByName.isEmpty
        defaults = migration.map { migration in fieldNames.map { migration.defaults[$0] } }
        offsets = Array(repeating: -1, count: fieldNames.count)
        aliasOffsets = Array(repeating: -1, count: fieldNames.count)
        nestedReaders = Array(repeating: nil, count: fieldNames.count)
    }

    private func error(_ offset: Int?, _ problem: SnapshotProblem) -> StoreError {
        .snapshot(path: path, offset: offset, problem: problem)
    }

    // MARK: Records

    /// Finds the fields of the record at the cursor. Fails as the `Decodable` path does:
    /// a record running past the payload is malformed, a damaged one unreadable.
    @usableFromInline
    func beginRecord() throws {
        let value = try frameRecord()
        do {
            try findFields(at: value, limit: recordEnd)
        } catch {
            throw unreadableRecord(error)
        }
    }

    /// Checks the length and shape of the record at the cursor and returns where its
    /// value starts (it ends at `recordEnd`); the `Decodable` path reads it from there.
    func frameRecord() throws -> Int {
        let start = cursor
        var position = cursor
        let length = Int(try source.uint32(&position, limit: tableLimit))
        guard length <= tableLimit - position else {
            throw error(start, .malformed("\(entityName) record runs past the end of the payload"))
        }
        recordStart = start
        recordEnd = position + length
        do {
            guard try source.skip(at: position, limit: recordEnd) == recordEnd else {
                throw BinaryFormatError(offset: position, reason: "record length does not match its value")
            }
        } catch {
            throw unreadableRecord(error)
        }
        return position
    }

    /// Notes where each field's value is in the keyed container at `offset`.
    private func findFields(at offset: Int, limit: Int) throws {
        let (body, count) = try source.container(.keyed, at: offset, limit: limit)
        for slot in offsets.indices { offsets[slot] = -1 }
        if hasAliases { for slot in aliasOffsets.indices { aliasOffsets[slot] = -1 } }
        var cursor = body.lowerBound
        for _ in 0..<count {
            let keyOffset = cursor
            let key = try source.varint(&cursor, limit: body.upperBound)
            guard key < UInt64(slotOfKey.count) else { throw source.fail(keyOffset, "key index \(key) is not in the key table") }
            let slot = slotOfKey[Int(key)]
            if slot >= 0, offsets[slot] < 0 { offsets[slot] = cursor }
            if hasAliases {
                let alias = aliasSlotOfKey[Int(key)]
                if alias >= 0, aliasOffsets[alias] < 0 { aliasOffsets[alias] = cursor }
            }
            cursor = try source.skip(at: cursor, limit: body.upperBound)
        }
        guard cursor == body.upperBound else { throw source.fail(cursor, "keyed container has bytes after its last entry") }
        self.limit = body.upperBound
    }

    /// Moves the cursor past the record just read.
    @usableFromInline
    func endRecord() {
        cursor = recordEnd
    }

    /// The error for a record that could not be read because of `failure`: at the offset
    /// of the damaged value when the failure names one, else at the record.
    @usableFromInline
    func unreadableRecord(_ failure: any Error) -> any Error {
        if let failure = failure as? BinaryFormatError {
            return error(failure.offset, .unreadableRecord(entity: entityName, reason: failure.reason))
        }
        if let failure = failure as? DecodingError {
            return error(recordStart, .unreadableRecord(entity: entityName, reason: Self.describe(failure, entity: entityName)))
        }
        return error(recordStart, .unreadableRecord(entity: entityName, reason: "\(failure)"))
    }

    /// A decoding failure in the words of the file: the field it concerns by its name,
    /// not by the coding key type that carried it.
    static func describe(_ failure: DecodingError, entity: String) -> String {
        func path(_ keys: [any CodingKey]) -> String { keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".") }
        switch failure {
        case .keyNotFound(let key, let context):
            let name = path(context.codingPath + [key])
            return "no value for '\(name)', which \(entity) requires (a required field added since the file was saved needs a default in the schema)"
        case .valueNotFound(let type, let context):
            return "no \(type) value for '\(path(context.codingPath))'"
        case .typeMismatch(let type, let context):
            return "'\(path(context.codingPath))' is not a \(type): \(context.debugDescription)"
        case .dataCorrupted(let context):
            let at = path(context.codingPath)
            return at.isEmpty ? context.debugDescription : "'\(at)': \(context.debugDescription)"
        @unknown default:
            return "\(failure)"
        }
    }

    /// The error for the record being read, whose identity `id` an earlier record of the
    /// table has.
    @usableFromInline
    func duplicateRecord(_ id: String) -> any Error {
        duplicateRecord(id, at: recordStart)
    }

    /// The error for the table's record number `ordinal` (from 0), whose identity `id` an
    /// earlier record has. Its start is found again from the records' lengths, here on the
    /// error's path, so that reading the records keeps no offsets.
    @usableFromInline
    func duplicateRecord(_ id: String, ordinal: Int) -> any Error {
        var start = firstRecordStart
        for _ in 0..<ordinal {
            var position = start
            // Every record up to the last was framed when it was read.
            guard let length = try? source.uint32(&position, limit: tableLimit) else { break }
            start = position + Int(length)
        }
        return duplicateRecord(id, at: start)
    }

    /// The error for the record starting at `start`, whose identity `id` an earlier record
    /// of the table has.
    private func duplicateRecord(_ id: String, at start: Int) -> any Error {
        error(start, .malformed("\(entityName) \(id) appears twice"))
    }

    // MARK: Fields

    private func offset(_ slot: Int) -> Int? {
        let offset = offsets[slot]
        if offset >= 0 { return offset }
        if hasAliases, aliasOffsets[slot] >= 0 { return aliasOffsets[slot] }
        return nil
    }

    /// The migration's default for `slot`, read as `T` (nil when `T` has no column form).
    private func defaulted<T>(_ type: T.Type, _ value: StoreColumnDefault, _ slot: Int) throws -> T? {
        do {
            return try StoreDefaultReader.read(T.self, value, column: fieldNames[slot])
        } catch {
            throw source.fail(0, "the default of \(fieldNames[slot]) cannot be read as \(T.self): \(error)")
        }
    }

    /// A field the record must hold: its value, else (when absent or null) the
    /// migration's default, else an error.
    private func required<T>(_ slot: Int, _ read: (Int) throws -> T) throws -> T {
        let found = offset(slot)
        if let defaults, let value = defaults[slot] {
            let isMissing = try found.map { try source.decodeNil(at: $0, limit: limit) } ?? true
            if isMissing, let defaultValue = try defaulted(T.self, value, slot) { return defaultValue }
        }
        guard let found else {
            let name = fieldNames[slot]
            throw DecodingError.keyNotFound(
                BinaryCodingKey(name), .init(codingPath: [], debugDescription: "no value for key \"\(name)\""))
        }
        return try read(found)
    }

    /// An optional field: nil when null; when absent, the migration's default (nil when
    /// there is none or it is null).
    private func optional<T>(_ slot: Int, _ read: (Int) throws -> T) throws -> T? {
        guard let found = offset(slot) else {
            guard let defaults, let value = defaults[slot], value != .null else { return nil }
            return try defaulted(T.self, value, slot)
        }
        if try source.decodeNil(at: found, limit: limit) { return nil }
        return try read(found)
    }

    /// The `String` in `slot`.
    public func field(_ slot: Int) throws -> String { try required(slot) { try source.decodeString(at: $0, limit: limit) } }
    /// The `Bool` in `slot`.
    public func field(_ slot: Int) throws -> Bool { try required(slot) { try source.decodeBool(at: $0, limit: limit) } }
    /// The `Int` in `slot`.
    public func field(_ slot: Int) throws -> Int { try required(slot) { try source.decodeInteger(Int.self, at: $0, limit: limit) } }
    /// The `Int64` in `slot`.
    public func field(_ slot: Int) throws -> Int64 { try required(slot) { try source.decodeInteger(Int64.self, at: $0, limit: limit) } }
    /// The `Int32` in `slot`.
    public func field(_ slot: Int) throws -> Int32 { try required(slot) { try source.decodeInteger(Int32.self, at: $0, limit: limit) } }
    /// The `Int16` in `slot`.
    public func field(_ slot: Int) throws -> Int16 { try required(slot) { try source.decodeInteger(Int16.self, at: $0, limit: limit) } }
    /// The `UInt64` in `slot`.
    public func field(_ slot: Int) throws -> UInt64 { try required(slot) { try source.decodeInteger(UInt64.self, at: $0, limit: limit) } }
    /// The `Double` in `slot`.
    public func field(_ slot: Int) throws -> Double { try required(slot) { try source.decodeDouble(at: $0, limit: limit) } }
    /// The `Float` in `slot`.
    public func field(_ slot: Int) throws -> Float { try required(slot) { try source.decodeFloat(at: $0, limit: limit) } }
    /// The `Date` in `slot` (stored as its `Codable` form: seconds since 2001 as a Double).
    public func field(_ slot: Int) throws -> Date { try required(slot) { try date(at: $0) } }
    /// The `Data` in `slot`.
    public func field(_ slot: Int) throws -> Data { try required(slot) { try source.decodeData(at: $0, limit: limit) } }
    /// The `UUID` in `slot`.
    public func field(_ slot: Int) throws -> UUID { try required(slot) { try source.decodeUUID(at: $0, limit: limit) } }
    /// Any other `Decodable` in `slot`, through its `Decodable` conformance.
    public func field<T: Decodable>(_ slot: Int) throws -> T { try required(slot) { try value(T.self, at: $0) } }

    /// The optional `String` in `slot`.
    public func optionalField(_ slot: Int) throws -> String? { try optional(slot) { try source.decodeString(at: $0, limit: limit) } }
    /// The optional `Bool` in `slot`.
    public func optionalField(_ slot: Int) throws -> Bool? { try optional(slot) { try source.decodeBool(at: $0, limit: limit) } }
    /// The optional `Int` in `slot`.
    public func optionalField(_ slot: Int) throws -> Int? { try optional(slot) { try source.decodeInteger(Int.self, at: $0, limit: limit) } }
    /// The optional `Int64` in `slot`.
    public func optionalField(_ slot: Int) throws -> Int64? { try optional(slot) { try source.decodeInteger(Int64.self, at: $0, limit: limit) } }
    /// The optional `Int32` in `slot`.
    public func optionalField(_ slot: Int) throws -> Int32? { try optional(slot) { try source.decodeInteger(Int32.self, at: $0, limit: limit) } }
    /// The optional `Int16` in `slot`.
    public func optionalField(_ slot: Int) throws -> Int16? { try optional(slot) { try source.decodeInteger(Int16.self, at: $0, limit: limit) } }
    /// The optional `UInt64` in `slot`.
    public func optionalField(_ slot: Int) throws -> UInt64? { try optional(slot) { try source.decodeInteger(UInt64.self, at: $0, limit: limit) } }
    /// The optional `Double` in `slot`.
    public func optionalField(_ slot: Int) throws -> Double? { try optional(slot) { try source.decodeDouble(at: $0, limit: limit) } }
    /// The optional `Float` in `slot`.
    public func optionalField(_ slot: Int) throws -> Float? { try optional(slot) { try source.decodeFloat(at: $0, limit: limit) } }
    /// The optional `Date` in `slot`.
    public func optionalField(_ slot: Int) throws -> Date? { try optional(slot) { try date(at: $0) } }
    /// The optional `Data` in `slot`.
    public func optionalField(_ slot: Int) throws -> Data? { try optional(slot) { try source.decodeData(at: $0, limit: limit) } }
    /// The optional `UUID` in `slot`.
    public func optionalField(_ slot: Int) throws -> UUID? { try optional(slot) { try source.decodeUUID(at: $0, limit: limit) } }
    /// Any other optional `Decodable` in `slot`, through its `Decodable` conformance.
    public func optionalField<T: Decodable>(_ slot: Int) throws -> T? { try optional(slot) { try value(T.self, at: $0) } }

    /// The value in `slot`, read field by field.
    public func nested<T: SnapshotValueDecodable>(_ slot: Int) throws -> T {
        try required(slot) { try nestedValue(T.self, slot, at: $0, limit: limit, depth: depth) }
    }
    /// The optional value in `slot`, read field by field.
    public func optionalNested<T: SnapshotValueDecodable>(_ slot: Int) throws -> T? {
        try optional(slot) { try nestedValue(T.self, slot, at: $0, limit: limit, depth: depth) }
    }
    /// The array (or ``ToMany``) of values in `slot`, each read field by field.
    public func nestedArray<List: RangeReplaceableCollection>(_ slot: Int) throws -> List where List.Element: SnapshotValueDecodable {
        try required(slot) { offset in
            let (body, count) = try source.container(.unkeyed, at: offset, limit: limit)
            var values = List()
            values.reserveCapacity(count)
            var position = body.lowerBound
            for _ in 0..<count {
                values.append(try nestedValue(List.Element.self, slot, at: position, limit: body.upperBound, depth: depth + 1))
                position = try source.skip(at: position, limit: body.upperBound)
            }
            return values
        }
    }

    /// The value at `offset` read by the reader of `slot`, which knows `T`'s fields.
    /// Values may nest as deep as `Decodable` lets them (the limit counts from `depth`).
    private func nestedValue<T: SnapshotValueDecodable>(_ type: T.Type, _ slot: Int, at offset: Int, limit: Int, depth: Int) throws -> T {
        guard depth < BinaryDecodingSource.maximumDepth else {
            throw source.fail(offset, "values nest deeper than \(BinaryDecodingSource.maximumDepth) levels")
        }
        let reader: SnapshotRecordReader
        if let known = nestedReaders[slot], known.fieldNames == T.snapshotFieldNames {
            reader = known
        } else {
            reader = try SnapshotRecordReader(
                source: source, path: path, entityName: entityName, fieldNames: T.snapshotFieldNames,
                migration: nil, cursor: offset, limit: limit, depth: depth + 1)
            nestedReaders[slot] = reader
        }
        try reader.findFields(at: offset, limit: limit)
        return try T(snapshotRecord: reader)
    }

    private func date(at offset: Int) throws -> Date {
        Date(timeIntervalSinceReferenceDate: try source.decodeDouble(at: offset, limit: limit))
    }

    /// A value read through its `Decodable` conformance, one level below the record.
    private func value<T: Decodable>(_ type: T.Type, at offset: Int) throws -> T {
        try source.decode(T.self, at: offset, limit: limit, depth: depth)
    }
}
