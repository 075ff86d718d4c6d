import Foundation

/// Applies a feed document's actions, in order, through a registry.
public enum FeedImport {
    /// Applies every action of `json` to `context`. Unknown verbs and server types are
    /// skipped with a warning; a document whose structure is broken (no actions array,
    /// an action without a verb or payload, a next URL that is not a string or `null`)
    /// or whose payloads have issues is an error,
    /// thrown with every issue after the last action, so that the caller's transaction
    /// rolls back and nothing changes. References may name records that come later in
    /// the document; those that never come are dropped with a warning. Under the import
    /// options in force in `context` (``StoreContext/importing(with:_:)``), payloads they
    /// skip are not stored and delete actions are skipped, uncounted, without `delete`. With
    /// `finishingReferences` false they are left waiting in `context` (for later pages of
    /// the same run) until `finishReferences(in:format:)`.
    public static func apply(_ json: JSONValue, format: FeedFormat, registry: some ServerTypeRegistry,
                             in context: StoreContext, finishingReferences: Bool = true) throws -> FeedImportResult {
        guard let actions = json[format.actions]?.array else {
            throw ParseError(ParseIssue(keyPath: format.actions, expected: "array of actions",
                                        found: json[format.actions]?.issueDescription ?? "nothing", location: json[format.actions]?.location))
        }
        var applier = FeedActionApplier(format: format, registry: registry, context: context)
        if let issue = nextIssue(in: json, format: format) { applier.issues.record(issue) }
        for (position, action) in actions.enumerated() {
            try applier.apply(action, at: position)
        }
        return try finish(applier, next: format.next.flatMap { json[$0]?.string }, finishingReferences: finishingReferences)
    }

    /// Applies every action of the feed document `data` to `context`, exactly as
    /// `apply(_:format:registry:in:finishingReferences:)` does with the document read
    /// (the same records, result, issues and errors), but reading the actions array a
    /// batch at a time while the actions are applied (``JSONElementStream``): memory
    /// follows the batch, not the document, and on two cores reading overlaps with
    /// applying. A syntax error is found when the batch that holds it is read, after the
    /// actions before it were applied: inside `Store.perform` (the generated importers'
    /// `apply(from:to:)`) the transaction then rolls back and nothing changes.
    ///
    /// Streamed when the actions are under a single key of a top-level object written
    /// without escapes; any other document is read whole first.
    public static func apply(from data: Data, format: FeedFormat, registry: some ServerTypeRegistry, in context: StoreContext,
                             reader: JSONReader = JSONReader(), finishingReferences: Bool = true) throws -> FeedImportResult {
        try apply(from: data, format: format, registry: registry, in: context, reader: reader,
                  finishingReferences: finishingReferences, batchBytes: JSONElementStream.defaultBatchBytes)
    }

    /// `apply(from:format:registry:in:reader:finishingReferences:)` reading about
    /// `batchBytes` of actions at a time.
    static func apply(from data: Data, format: FeedFormat, registry: some ServerTypeRegistry, in context: StoreContext,
                      reader: JSONReader, finishingReferences: Bool, batchBytes: Int) throws -> FeedImportResult {
        let opening: Int? = format.actions.singleKey.flatMap { key in
            data.withUnsafeBytes { JSONArrayLocator.array(under: key, in: $0.assumingMemoryBound(to: UInt8.self)) }
        }
        guard let opening else {
            return try apply(reader.read(data), format: format, registry: registry, in: context, finishingReferences: finishingReferences)
        }
        var applier = FeedActionApplier(format: format, registry: registry, context: context)
        var stream = JSONElementStream(data, arrayAt: opening, enclosingDepth: 2, reader: reader, batchBytes: batchBytes)
        do {
            try stream.forEachBatch { batch in
                for (offset, action) in batch.enumerated() {
                    try applier.apply(action, at: batch.firstPosition + offset)
                }
            }
        } catch let error as JSONParseError {
            // The error of the whole document, which may come before this one (after the array).
            _ = try reader.read(data)
            throw error
        }
        // The rest of the document (the object around the array, the array left empty):
        // its errors and the next page's URL. What is not plainly right there is read,
        // and reported, from the whole document instead.
        // A stream that ended has read its `]` (or thrown); were it not so, the envelope
        // would not close and the whole document would be read, and report, below.
        let arrayEnd = stream.arrayEnd ?? data.count
        var envelope = Data(data[data.startIndex..<(data.startIndex + opening)])
        envelope.append(contentsOf: "[]".utf8)
        envelope.append(data[(data.startIndex + arrayEnd)...])
        var document: JSONValue
        do {
            document = try reader.read(envelope)
        } catch {
            document = try reader.read(data)
        }
        if let issue = nextIssue(in: document, format: format) {
            // Reported first, as when the document is read whole, and placed in the whole document.
            document = try reader.read(data)
            var ordered = ParseIssueCollector()
            ordered.record(nextIssue(in: document, format: format) ?? issue)
            for found in applier.issues.issues { ordered.record(found) }
            applier.issues = ordered
        }
        return try finish(applier, next: format.next.flatMap { document[$0]?.string }, finishingReferences: finishingReferences)
    }

    /// The error of a next-page URL that is neither a string nor `null`; nil when it is fine.
    private static func nextIssue(in json: JSONValue, format: FeedFormat) -> ParseIssue? {
        guard let nextPath = format.next, let next = json[nextPath], !next.isNull, next.kind != .string else { return nil }
        return ParseIssue(keyPath: nextPath, expected: "next page URL string or null", found: next.issueDescription, location: next.location)
    }

    /// The result of the actions `applier` applied: their errors thrown, or their warnings
    /// with those of the references finished (when `finishingReferences`).
    private static func finish(_ applier: FeedActionApplier, next: String?,
                               finishingReferences: Bool) throws -> FeedImportResult {
        try applier.issues.throwIfErrors()
        var warnings = applier.issues.warnings
        if finishingReferences { warnings += try finishReferences(in: applier.context, format: applier.format) }
        return FeedImportResult(applied: applier.applied, warnings: warnings, next: next)
    }

    /// Links the references waiting in `context` whose targets are there now and drops
    /// the others, one warning each (at the actions' key path).
    public static func finishReferences(in context: StoreContext, format: FeedFormat) throws -> [ParseIssue] {
        _ = try context.resolveDeferredLinks()
        return context.discardDeferredLinks().map { reference in
            ParseIssue(keyPath: format.actions, expected: "\(reference.target) \(reference.targetID)", found: "nothing",
                       message: "reference \(reference) dropped: its target is not in the store or the document", severity: .warning)
        }
    }
}
