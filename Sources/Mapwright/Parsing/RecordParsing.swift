/// A parser of one entity's records from JSON into a store context.
///
/// Each generated entity has a protocol that refines this one with its record type
/// (`PostParsing`, where `Record == Post`). Parent parsers take their child parsers as
/// that protocol, so a test can inject a stand-in: implementing ``parse(_:in:)`` is
/// enough, the other requirements have defaults. The generated parser (`PostParser`)
/// is a ``RecordParser``, which implements all three under the import options in force.
public protocol RecordParsing: Sendable {
    /// The entity this parser reads.
    associatedtype Record: StoreEntity

    /// Finds the record that `json` identifies in `context`, or inserts it; applies the
    /// JSON; returns the record as stored. Throws a ``ParseError`` with every issue.
    func parse(_ json: JSONValue, in context: StoreContext) throws -> Record

    /// Parses `json` like ``parse(_:in:)``, under the import operations in force in
    /// `context` (see ``ImportOptions``): nil when they skip the record.
    func parseIfAllowed(_ json: JSONValue, in context: StoreContext) throws -> Record?

    /// Parses `json` like ``parseIfAllowed(_:in:)`` and returns only the record's identity,
    /// which spares the real parser copying the record out. Parent parsers call it for
    /// their nested records.
    func parseIdentityIfAllowed(_ json: JSONValue, in context: StoreContext) throws -> Record.ID?
}

extension RecordParsing {
    /// Calls ``parse(_:in:)``, for stand-ins that do not look at import options.
    @inlinable
    public func parseIfAllowed(_ json: JSONValue, in context: StoreContext) throws -> Record? {
        try parse(json, in: context)
    }

    /// The identity of what ``parseIfAllowed(_:in:)`` returns, for stand-ins.
    @inlinable
    public func parseIdentityIfAllowed(_ json: JSONValue, in context: StoreContext) throws -> Record.ID? {
        try parseIfAllowed(json, in: context)?.id
    }

    /// Parses every element of a JSON array in order. Issues of all elements are
    /// collected (under `N.key`) and thrown together after the last one. Records the
    /// import options in force skip are left out.
    @inlinable
    public func parseArray(_ json: JSONValue, in context: StoreContext) throws -> [Record] {
        try json.parseEach { element in try parseIfAllowed(element, in: context) }.compactMap { $0 }
    }
}
