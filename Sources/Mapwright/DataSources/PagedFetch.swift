import Foundation

/// Follows a paged API: fetches a page, hands it over, reads the next page's URL at
/// the `next` key path (`nextUrl`), and goes on until that is `null` or absent. A
/// relative next URL is resolved against the page's own URL.
///
/// ```swift
/// let pages = PagedFetch(source: source, next: "nextUrl")
/// try await pages.forEachPage(from: start) { page in … page.json … }
/// ```
public struct PagedFetch<Source: ResponseSource>: Sendable {
    /// Where the pages come from.
    public var source: Source
    /// Where a page names the next one.
    public var next: JSONKeyPath
    /// Reads each page.
    public var reader: JSONReader
    /// The most pages one run follows; one more is ``PagingError/tooManyPages(_:limit:)``.
    public var maxPages: Int

    /// A pager over `source` that follows `next`.
    public init(source: Source, next: JSONKeyPath, reader: JSONReader = JSONReader(), maxPages: Int = 10_000) {
        self.source = source
        self.next = next
        self.reader = reader
        self.maxPages = maxPages
    }

    /// Fetches `start` and every page after it, in order, handing each to `body`
    /// before the next is fetched. Returns the URLs fetched. Throws a `PagingError`
    /// (fetch, JSON or next-URL problems, each naming the page's URL) or what `body`
    /// throws; no page after the failure is fetched.
    ///
    /// Runs in the caller's isolation (`isolation`, the caller's actor by default), so
    /// `body` may use what the caller holds, such as a `StoreContext` inside
    /// `store.perform`, from `@MainActor` code as from any other; only the fetches
    /// themselves leave it, to the source.
    @discardableResult
    public func forEachPage(
        from start: URL,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (Page) async throws -> Void
    ) async throws -> [URL] {
        var visited: [URL] = []
        var seen: Set<URL> = []
        var current: URL? = start
        while let url = current {
            guard visited.count < maxPages else { throw PagingError.tooManyPages(url, limit: maxPages) }
            guard seen.insert(url).inserted else { throw PagingError.cycle(url) }
            let data: Data
            do {
                data = try await source.data(for: url)
            } catch {
                throw PagingError.source(error)
            }
            let json: JSONValue
            do {
                json = try reader.read(data)
            } catch {
                throw PagingError.malformedJSON(url, error)
            }
            visited.append(url)
            try await body(Page(url: url, number: visited.count, json: json))
            current = try nextURL(in: json, of: url)
        }
        return visited
    }

    /// The next page's URL named by `json`, the page at `url`; nil at the last page.
    func nextURL(in json: JSONValue, of url: URL) throws(PagingError) -> URL? {
        guard let value = json[next], !value.isNull else { return nil }
        guard let text = value.string, let resolved = URL(string: text, relativeTo: url)?.absoluteURL else {
            throw .badNext(url, ParseIssue(keyPath: next, expected: "URL string or null", found: value.issueDescription, location: value.location))
        }
        return resolved
    }
}

/// One fetched page.
public struct Page: Sendable {
    /// Where it came from.
    public var url: URL
    /// Its position in the run, from 1.
    public var number: Int
    /// Its JSON.
    public var json: JSONValue
}

/// Why paging stopped. Every case names the URL of the page concerned.
public enum PagingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The source could not fetch a page.
    case source(SourceError)
    /// A page is not JSON; the error says where it broke.
    case malformedJSON(URL, JSONParseError)
    /// A page's next URL is neither a URL string nor `null`.
    case badNext(URL, ParseIssue)
    /// A next URL names a page already fetched in this run.
    case cycle(URL)
    /// More pages than the pager's limit.
    case tooManyPages(URL, limit: Int)

    /// `https://example.com/page/2: malformed JSON: 1:7 (byte 6): …`.
    public var description: String {
        switch self {
        case .source(let error): error.description
        case .malformedJSON(let url, let error): "\(url.absoluteString): malformed JSON: \(error)"
        case .badNext(let url, let issue): "\(url.absoluteString): bad next page: \(issue)"
        case .cycle(let url): "\(url.absoluteString): already fetched in this run (the next links loop)"
        case .tooManyPages(let url, let limit): "\(url.absoluteString): more than \(limit) pages"
        }
    }
}
