/// A generated fetch-or-create parser: it reads a record's identity from JSON, finds the
/// stored record in the context or inserts a new one, applies the fields under the
/// mapping's absent and null rules, and parses related records through injected child
/// parsers. It owns nothing: the context is passed in.
///
/// The entry points an app calls (`parse`, `parseArray`, `sync`, `importArray`) are
/// implemented here once for every parser. A generated parser implements only the
/// requirements below, which say what is particular to its mapping; the runtime calls
/// them, an app does not.
public protocol RecordParser: RecordParsing {
    /// What the parser reads a JSON object through: ``JSONMembers`` (the members its
    /// mapping reads, found in one pass), or the ``JSONValue`` itself.
    associatedtype Source

    /// The source the parser reads `json`, an object, through.
    func source(_ json: JSONValue) -> Source

    /// The identity the JSON object carries, with the issues found reading it; throws a
    /// ``ParseError`` when it is not an object or carries no readable identity.
    func identify(_ source: Source) throws -> (Record.ID, ParseIssueCollector)

    /// Applies the JSON object to the record `id`, found or inserted, after the issues
    /// `found` so far, and returns it as stored. The identity is `id`, not read again.
    /// Under the context's import operations: nil when inserting is off and the record is
    /// not stored; the stored record, unread, when updating is off.
    func upsert(_ source: Source, in context: StoreContext, id: Record.ID, found: ParseIssueCollector) throws -> Record?

    /// ``upsert(_:in:id:found:)`` without handing the record back: false when the import
    /// operations skip it. Parent parsers and ``importArray(from:in:)`` call it.
    func save(_ source: Source, in context: StoreContext, id: Record.ID, found: ParseIssueCollector) throws -> Bool
}

extension RecordParser {
    /// Saves the record (``save(_:in:id:found:)``) and reads it back: for a parser that
    /// links or deletes after writing its record, which the write does not hand back.
    @inlinable
    public func upsert(_ source: Source, in context: StoreContext, id: Record.ID, found: ParseIssueCollector) throws -> Record? {
        guard try save(source, in: context, id: id, found: found) else { return nil }
        return try context.fetch(Record.self, id: id)
    }

    /// Finds or inserts the record that `json` identifies and applies `json` to it.
    /// Throws ``ImportSkipped`` when the import options in force forbid inserting it.
    @inlinable
    public func parse(_ json: JSONValue, in context: StoreContext) throws -> Record {
        let source = self.source(json)
        let (id, issues) = try identify(source)
        guard let record = try upsert(source, in: context, id: id, found: issues) else {
            throw ImportSkipped(entity: Record.entityName, id: "\(id)")
        }
        return record
    }

    /// Parses `json` like `parse(_:in:)` under `options` (see ``ImportOptions``); nil
    /// when they skip the record (not in the store, and `options.records` lacks `insert`).
    @inlinable
    public func parse(_ json: JSONValue, in context: StoreContext, options: ImportOptions) throws -> Record? {
        try context.importing(with: options) { try parseIfAllowed(json, in: context) }
    }

    /// Parses `json` under the import operations in force in `context`; nil when they skip it.
    @inlinable
    public func parseIfAllowed(_ json: JSONValue, in context: StoreContext) throws -> Record? {
        let source = self.source(json)
        let (id, issues) = try identify(source)
        return try upsert(source, in: context, id: id, found: issues)
    }

    /// Parses `json` like ``parseIfAllowed(_:in:)`` and returns the identity of the record
    /// it wrote or left as stored, without copying the record out: what parent parsers and
    /// ``importArray(from:in:)`` call. Nil when the import operations skip it.
    @inlinable
    public func parseIdentityIfAllowed(_ json: JSONValue, in context: StoreContext) throws -> Record.ID? {
        let source = self.source(json)
        let (id, issues) = try identify(source)
        return try save(source, in: context, id: id, found: issues) ? id : nil
    }

    /// Finds or inserts the record with identity `id` and applies `json` to it: for JSON
    /// that does not carry the identity (a partial update's response, a form's fields).
    /// An identity `json` does carry is replaced by `id`.
    @inlinable
    public func parse(_ json: JSONValue, in context: StoreContext, id: Record.ID) throws -> Record {
        var issues = ParseIssueCollector()
        guard issues.requireObject(json, at: .root) else { throw ParseError(issues: issues.issues) }
        guard let record = try upsert(source(json), in: context, id: id, found: issues) else {
            throw ImportSkipped(entity: Record.entityName, id: "\(id)")
        }
        return record
    }
}
