import Foundation

extension FeedImporting {
    /// Applies every action of the document `data` to `store` in one transaction, as the
    /// importer's `apply(_:to:options:)` does with the document read, reading the actions a
    /// batch at a time while they are applied
    /// (``FeedImport/apply(from:format:registry:in:reader:finishingReferences:)``): for large
    /// documents, downloads and files. The result's `changes` says what the commit changed.
    public func apply(from data: Data, to store: Store, options: ImportOptions = .all) throws -> FeedImportResult {
        try FeedImport.committing(to: store) { context in try self.apply(from: data, in: context, options: options) }
    }

    /// Applies every action of the document `data` to `context`, in order, reading the
    /// actions a batch at a time (see ``FeedImport``), under `options`.
    public func apply(from data: Data, in context: StoreContext, options: ImportOptions = .all) throws -> FeedImportResult {
        try context.importing(with: options) {
            try FeedImport.apply(from: data, format: Self.format, registry: registry, in: context)
        }
    }
}

extension FeedImport {
    /// Runs a feed import, `body`, in one transaction on `store` and hands back its result
    /// with what the commit changed in `changes`: what every `apply(…to:)` of an importer does.
    public static func committing(to store: Store, _ body: (StoreContext) throws -> FeedImportResult) throws -> FeedImportResult {
        let applied = try store.performReportingChanges(body)
        var result = applied.result
        result.changes = applied.changes
        return result
    }
}
