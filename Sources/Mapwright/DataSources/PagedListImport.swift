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
        let fetch = PagedFetch(source: source, next: next, maxPages: maxPages)
        let (result, changes) = try await store.performReportingChanges { context in
            var pages: [URL] = []
            var records: [Record] = []
            try await fetch.forEachPage(from: start) { page in
                do {
                    records += try parse(page.json, context)
                } catch let error as ParseError {
                    throw FeedPageError(url: page.url, error: error)
                }
                pages.append(page.url)
            }
            return (pages, records)
        }
        return PagedListResult(pages: result.0, records: result.1, changes: changes)
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
