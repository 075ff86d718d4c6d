import Foundation

extension FeedImporting {
    /// Imports a paged feed: fetches `start` from `source`, applies its actions, and
    /// follows the feed's `next` key path (`nextUrl`) until it is `null` or absent.
    ///
    /// **All pages are one unit of work.** Every page is applied in one store context,
    /// committed after the last page:
    /// - a reference may name a record that arrives on a later page, and is linked;
    ///   references whose targets arrive on no page (nor are stored) are dropped with a
    ///   warning once, at the end, in ``FeedPagingResult/droppedReferences``;
    /// - any failure (a fetch, malformed JSON, a broken page, a bad next URL) throws and
    ///   leaves the store exactly as it was: no page of the run is stored.
    ///
    /// A feed too large for one unit of work can be fetched with `PagedFetch` and each
    /// page applied with the importer's `apply(_:to:)` (one commit per page, references
    /// across pages then dropped at each page's end).
    ///
    /// Everything it takes and returns is `Sendable`, so it can be awaited from any
    /// actor, the main actor included; it runs off the caller's actor (`@concurrent`), so
    /// fetching and parsing the pages never holds up the main thread.
    ///
    /// Under `options` (``ImportOptions``), payloads they skip are not stored and delete
    /// actions are skipped without `delete`.
    @concurrent
    public func importPages(from start: URL, source: some ResponseSource, into store: Store,
                            maxPages: Int = 10_000, options: ImportOptions = .all) async throws -> FeedPagingResult {
        guard let next = Self.format.next else {
            throw PagingError.badNext(start, ParseIssue(keyPath: .root, expected: "a feed with a 'next' key path", found: "none",
                                                        message: "the feed declares no 'next' key path to page with"))
        }
        let fetch = PagedFetch(source: source, next: next, maxPages: maxPages)
        let registry = self.registry
        var pages: [FeedPageResult] = []
        let (dropped, changes) = try await fetch.importAll(from: start, into: store) { page, context in
            let result = try context.importing(with: options) {
                try FeedImport.apply(page.json, format: Self.format, registry: registry, in: context, finishingReferences: false)
            }
            pages.append(FeedPageResult(url: page.url, result: result))
        } finish: { context in
            try FeedImport.finishReferences(in: context, format: Self.format)
        }
        return FeedPagingResult(pages: pages, droppedReferences: dropped, changes: changes)
    }
}

/// What one page of a paged feed import did.
public struct FeedPageResult: Hashable, Sendable {
    /// The page's URL.
    public var url: URL
    /// What applying it did (its `next` is the following page's URL text).
    public var result: FeedImportResult
}

/// What a paged feed import did, page by page.
public struct FeedPagingResult: Hashable, Sendable {
    /// Each page, in the order fetched.
    public var pages: [FeedPageResult]
    /// References whose targets arrived on no page: dropped, one warning each.
    public var droppedReferences: [ParseIssue]
    /// What the run's single commit changed, over all pages, deletes included.
    public var changes: StoreChanges = StoreChanges()

    /// Actions applied over all pages.
    public var applied: Int { pages.reduce(0) { $0 + $1.result.applied } }
}

/// A page of a paged feed or list that could not be applied: its URL and every issue.
public struct FeedPageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The page's URL.
    public var url: URL
    /// The page's issues.
    public var error: ParseError

    /// `https://example.com/feed/2: 1 issue: …`.
    public var description: String { "\(url.absoluteString): \(error)" }
}
