/// A generated parser whose record is whole once built: its relationships are set in
/// the builder, so nothing is linked or deleted after the write. It implements only
/// ``record(_:in:id:found:existing:)``; finding the stored record, the import
/// operations and the write are the same for every such parser, and implemented here.
public protocol RecordBuildingParser: RecordParser {
    /// Whether ``leavesUnchanged(_:_:)`` can tell that JSON changes nothing in a stored
    /// record (true for a mapping without related records), so the record is left as
    /// stored rather than built and written again.
    static var skipsUnchangedRecords: Bool { get }

    /// Whether the JSON object would leave `record` as it is stored.
    func leavesUnchanged(_ source: Source, _ record: Record) -> Bool

    /// The record the JSON object makes of `existing` (nil: a new one) with identity
    /// `id`, after the issues `found` so far. Throws a ``ParseError`` with every issue.
    func record(_ source: Source, in context: StoreContext, id: Record.ID, found: ParseIssueCollector,
                existing: Record?) throws -> Record
}

extension RecordBuildingParser {
    /// False: the parser builds and writes every record it reads.
    @inlinable
    public static var skipsUnchangedRecords: Bool { false }

    /// False: the parser does not compare JSON with what is stored.
    @inlinable
    public func leavesUnchanged(_ source: Source, _ record: Record) -> Bool { false }

    /// Finds the stored record, builds the new one (``record(_:in:id:found:existing:)``)
    /// under the import operations in force, writes it and hands it back.
    @_spi(Generated) @inlinable
    public func upsert(_ source: Source, in context: StoreContext, id: Record.ID, found: ParseIssueCollector) throws -> Record? {
        let mark = context.writeMark
        let existing = try context.fetch(Record.self, id: id)
        // Matched, not compared with nil: `existing == nil` is the `==` of two optional
        // records, which copies the record.
        if case .some = existing {
            if !context.updatesRecords { return existing }
            if Self.skipsUnchangedRecords, found.issues.isEmpty, let existing, leavesUnchanged(source, existing) {
                return existing
            }
        } else if !context.insertsRecords {
            return nil
        }
        return try context.upsert(
            record(source, in: context, id: id, found: found, existing: existing), replacing: existing, since: mark)
    }

    /// ``upsert(_:in:id:found:)`` without handing the record back: a new record moves
    /// into the store instead of being copied.
    @_spi(Generated) @inlinable
    public func save(_ source: Source, in context: StoreContext, id: Record.ID, found: ParseIssueCollector) throws -> Bool {
        let mark = context.writeMark
        let existing: Record?
        if Self.skipsUnchangedRecords {
            let checksUnchanged = found.issues.isEmpty && context.updatesRecords
            // The stored record, or `.some(nil)` when the JSON changes nothing in it.
            let stored = try context.read(Record.self, id: id) { record in
                checksUnchanged && leavesUnchanged(source, record) ? nil : record
            }
            if let stored {
                guard let changed = stored, context.updatesRecords else { return true }
                existing = changed
            } else {
                guard context.insertsRecords else { return false }
                existing = nil
            }
        } else {
            existing = try context.fetch(Record.self, id: id)
            if case .some = existing {
                if !context.updatesRecords { return true }
            } else if !context.insertsRecords {
                return false
            }
        }
        // A new record is saved without an optional for what was stored, which copying and
        // destroying cost more than the rest of its write.
        if case .none = existing {
            try context.saveNew(record(source, in: context, id: id, found: found, existing: nil), since: mark)
            return true
        }
        try context.save(record(source, in: context, id: id, found: found, existing: existing), replacing: existing, since: mark)
        return true
    }
}
