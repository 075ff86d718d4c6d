import Foundation

extension RecordParser {
    /// Parses every element of a JSON array in order, as ``RecordParsing/parseArray(_:in:)``
    /// does; on a database engine it first announces every identity the array holds, so
    /// that the existing records are looked up together rather than one by one.
    @inlinable
    public func parseArray(_ json: JSONValue, in context: StoreContext) throws -> [Record] {
        if let elements = json.array { try prefetch(elements, in: context) }
        return try json.parseEach { element in try parseIfAllowed(element, in: context) }.compactMap { $0 }
    }

    /// Parses every element of a JSON array under `options` (see ``ImportOptions``); the
    /// records they skip are left out.
    @inlinable
    public func parseArray(_ json: JSONValue, in context: StoreContext, options: ImportOptions) throws -> [Record] {
        try context.importing(with: options) { try parseArray(json, in: context) }
    }

    /// Parses every element of a JSON array like ``parseArray(_:in:)``, under
    /// `invalidElements`: with ``InvalidElementPolicy/skip``, an element that cannot be
    /// read (no identity, a field in error) is left out, with whatever it stored, and
    /// reported in the result's `skipped`, instead of failing the whole array.
    @inlinable
    public func parseArray(
        _ json: JSONValue, in context: StoreContext, invalidElements: InvalidElementPolicy
    ) throws -> ArrayParseResult<Record> {
        if let elements = json.array { try prefetch(elements, in: context) }
        return try context.parseEach(json, invalidElements: invalidElements) { element in
            try parseIfAllowed(element, in: context)
        }
    }

    /// A full sync: parses every element of `json`, an array holding the whole collection
    /// (or all of it that `scope` selects), then deletes each stored record it no longer
    /// lists among those `scope` matches (every one when nil), by the delete rules.
    /// "This user's notes": `scope: StoreQuery(Note.self).filter(Note.Columns.owner == id)`.
    /// Returns the records parsed. Under `options`: records skipped are not returned, and
    /// nothing is deleted when `options.records` lacks `delete`.
    @inlinable
    public func sync(
        _ json: JSONValue, in context: StoreContext, scope: StoreQuery<Record>? = nil, options: ImportOptions = .all
    ) throws -> [Record] {
        try context.importing(with: options) {
            let records = try parseArray(json, in: context)
            if context.deletesRecords {
                try context.deleteAbsent(Record.self, keeping: records.map(\.id), among: scope)
            }
            return records
        }
    }

    /// A full sync like ``sync(_:in:scope:options:)``, under `invalidElements`: with
    /// ``InvalidElementPolicy/skip``, an element that cannot be read is left out and
    /// reported in the result's `skipped`, and the stored record it names (when its
    /// identity can be read) is kept.
    @inlinable
    public func sync(
        _ json: JSONValue, in context: StoreContext, scope: StoreQuery<Record>? = nil, options: ImportOptions = .all,
        invalidElements: InvalidElementPolicy
    ) throws -> ArrayParseResult<Record> {
        try context.importing(with: options) {
            let result = try parseArray(json, in: context, invalidElements: invalidElements)
            if context.deletesRecords {
                let named = result.skippedElements.compactMap { element in (try? identify(source(element)))?.0 }
                try context.deleteAbsent(Record.self, keeping: result.records.map(\.id) + named, among: scope)
            }
            return result
        }
    }

    /// Imports every element of the JSON array in `data`, as ``parseArray(_:in:)`` does,
    /// reading it a batch of elements at a time (``JSONElementStream``): memory follows the
    /// batch, not the input, and the records are not collected. For large downloads and
    /// files. Returns how many records it parsed (those the import options skip not counted).
    @inlinable
    public func importArray(from data: Data, in context: StoreContext) throws -> Int {
        try JSONElementStream.importEach(data, batch: { batch in try prefetch(batch, in: context) }) { element in
            try parseIdentityIfAllowed(element, in: context) != nil
        }
    }

    /// Imports the JSON array in `data` like ``importArray(from:in:)`` under `options`
    /// (see ``ImportOptions``).
    @inlinable
    public func importArray(from data: Data, in context: StoreContext, options: ImportOptions) throws -> Int {
        try context.importing(with: options) { try importArray(from: data, in: context) }
    }

    /// On a database engine, announces the identities `elements` carry, so that their
    /// stored records are looked up together rather than one by one.
    @inlinable
    func prefetch(_ elements: some Collection<JSONValue>, in context: StoreContext) throws {
        guard try context.benefitsFromPrefetch(Record.self) else { return }
        var ids: [Record.ID] = []
        ids.reserveCapacity(elements.count)
        for element in elements {
            // An element without a readable identity fails its own parse: nothing to look up.
            if let identified = try? identify(source(element)) { ids.append(identified.0) }
        }
        try context.prefetch(Record.self, ids: ids)
    }
}
