import Foundation

/// Imports a plain paged list (`{ "data": [...], "next": "..." }`) into a store: what
/// generated parsers' `importPages(from:source:into:maxPages:)` call for a mapping with
/// `root` and `next`.
public enum PagedListImport {
    /// Fetches `start` from `source`, hands each page to `parse` (which returns the
    /// page's records), and follows `next` until it is `null` or absent.
    ///
    /// **All pages are one unit of work**, committed after the last page: a failure (a
    /// fetch, malformed JSON, a bad next URL: `PagingError`; a page that does not parse:
    /// ``FeedPageError`` naming it) throws and leaves the store exactly as it was.
    public static func importPages<Record: StoreEntity>(
        from start: URL, source: some ResponseSource, next: JSONKeyPath, into store: Store, maxPages: Int = 10_000,
        isolation: isolated (any Actor)? = #isolation,
        parse: (JSONValue, StoreContext) throws -> [Record]
    ) async throws -> PagedListResult<Record> {
        var pages: [URL] = []
        var records: [Record] = []
        let (_, changes) = try await PagedFetch(source: source, next: next, maxPages: maxPages).importAll(from: start, into: store) { page, context in
            records += try parse(page.json, context)
            pages.append(page.url)
        } finish: { _ in }
        return PagedListResult(pages: pages, records: records, changes: changes)
    }
}

/// What a paged list import did.
public struct PagedListResult<Record: StoreEntity>: Sendable {
    /// The pages' URLs, in the order fetched.
    public var pages: [URL]
    /// The records of every page, in order, as stored after their page.
    public var records: [Record]
    /// What the run's single commit changed.
    public var changes: StoreChanges
}
