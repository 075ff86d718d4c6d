import Foundation

/// Where whole responses come from: a server, a file, or a stub in tests. A source
/// hands out the bytes at a URL; what they mean is the caller's business (a generated
/// parser, a feed importer, `PagedFetch`).
///
/// Sources are `Sendable` and `async`. Cancellation goes through Swift concurrency: a
/// fetch whose task is cancelled ends with ``SourceError/cancelled(_:)`` as soon as the
/// source notices (stubs during their simulated latency, `URLSessionResponseSource` by
/// cancelling its data task).
///
/// ```swift
/// let source = StubResponseSource([url: .data(Data(#"{"actions":[]}"#.utf8))])
/// let bytes = try await source.data(for: url)
/// ```
public protocol ResponseSource: Sendable {
    /// The bytes of the response at `url`.
    func data(for url: URL) async throws(SourceError) -> Data
}

/// Why a source could not hand out a response. Every case names the URL asked for.
public enum SourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing is there: a stub without a response for the URL, a missing file.
    case notFound(URL)
    /// The source cannot fetch this kind of URL (a file source asked for `https:`).
    case unsupported(URL)
    /// Something is there but could not be read (a directory, no permission).
    case unreadable(URL, reason: String)
    /// The server answered with an HTTP status outside 200...299.
    case status(URL, code: Int)
    /// The request failed on the way (no connection, timeout, bad host).
    case transport(URL, reason: String)
    /// The fetching task was cancelled.
    case cancelled(URL)

    /// The URL the failed fetch asked for.
    public var url: URL {
        switch self {
        case .notFound(let url), .unsupported(let url), .unreadable(let url, _), .status(let url, _),
             .transport(let url, _), .cancelled(let url):
            url
        }
    }

    /// `https://example.com/feed: HTTP status 503`.
    public var description: String {
        switch self {
        case .notFound(let url): "\(url.absoluteString): no response here"
        case .unsupported(let url): "\(url.absoluteString): this source cannot fetch '\(url.scheme ?? "")' URLs"
        case .unreadable(let url, let reason): "\(url.absoluteString): unreadable: \(reason)"
        case .status(let url, let code): "\(url.absoluteString): HTTP status \(code)"
        case .transport(let url, let reason): "\(url.absoluteString): request failed: \(reason)"
        case .cancelled(let url): "\(url.absoluteString): cancelled"
        }
    }
}
