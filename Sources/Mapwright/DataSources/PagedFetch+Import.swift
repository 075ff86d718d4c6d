import Foundation

extension PagedFetch {
    /// Fetches every page from `start` and hands each to `body` inside one unit of work
    /// on `store`, then calls `finish` and commits: what paged feed and paged list imports
    /// share. A page whose `body` throws a `ParseError` fails as a ``FeedPageError``
    /// naming it; any failure leaves the store as it was. Returns `finish`'s value and
    /// the unit of work's change set.
    func importAll<R>(
        from start: URL, into store: Store, isolation: isolated (any Actor)? = #isolation,
        page body: (Page, StoreContext) throws -> Void, finish: (StoreContext) throws -> R
    ) async throws -> (result: R, changes: StoreChanges) {
        try await store.performReportingChanges { context in
            try await forEachPage(from: start) { page in
                do {
                    try body(page, context)
                } catch let error as ParseError {
                    throw FeedPageError(url: page.url, error: error)
                }
            }
            return try finish(context)
        }
    }
}
