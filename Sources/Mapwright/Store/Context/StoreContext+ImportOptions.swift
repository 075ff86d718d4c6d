extension StoreContext {
    /// Runs `body`, an import, under `options`: the records it parses are subject to
    /// `options.records`, their nested children and links to `options.relationships`.
    /// The options in force before are restored afterwards. Generated entry points that
    /// take `options:` call it.
    @inlinable
    public func importing<Result>(with options: ImportOptions, _ body: () throws -> Result) rethrows -> Result {
        let (savedOptions, savedOperations) = (currentImportOptions, currentImportOperations)
        (currentImportOptions, currentImportOperations) = (options, options.records)
        defer { (currentImportOptions, currentImportOperations) = (savedOptions, savedOperations) }
        return try body()
    }

    /// Runs `body`, the parse of a nested child, under the relationship operations of the
    /// import under way. Generated parsers wrap each child parser's call in it.
    @inlinable
    @_spi(Generated) public func importingRelated<Result>(_ body: () throws -> Result) rethrows -> Result {
        let saved = currentImportOperations
        if saved == currentImportOptions.relationships { return try body() }
        currentImportOperations = currentImportOptions.relationships
        defer { currentImportOperations = saved }
        return try body()
    }

    /// Whether a record that is not in the store may be inserted now.
    @inlinable
    @_spi(Generated) public var insertsRecords: Bool { importOperations.contains(.insert) }

    /// Whether a record that is in the store may be changed now.
    @inlinable
    @_spi(Generated) public var updatesRecords: Bool { importOperations.contains(.update) }

    /// Whether a full sync or a feed's delete action may delete records now.
    @inlinable
    var deletesRecords: Bool { currentImportOperations.contains(.delete) }

    /// Whether the record being parsed may lose links: a to-many array replacing its
    /// children, `null` clearing a relationship, children dropped by a cascade.
    @inlinable
    @_spi(Generated) public var unlinksRelated: Bool { importOptions.relationships.contains(.delete) }

    /// The null policy of a relationship of the record being parsed: `null` leaves the
    /// relationship as it is when the import may not unlink (`.clear` and `.useDefault`
    /// become `.keep`; `.reject` stays an issue).
    @inlinable
    @_spi(Generated) public func relatedNull(_ policy: NullPolicy) -> NullPolicy {
        if policy == .reject || unlinksRelated { return policy }
        return .keep
    }

    /// Whether the record being parsed may link to the `T` with identity `id` by a
    /// reference: always when related records may be inserted, otherwise only when it is
    /// in the store (a target that is not is neither created nor waited for).
    @inlinable
    @_spi(Generated) public func mayLink<T: StoreEntity>(to type: T.Type, id: T.ID) throws -> Bool {
        if importOptions.relationships.contains(.insert) { return true }
        return try containsRecord(type, id: id)
    }
}
