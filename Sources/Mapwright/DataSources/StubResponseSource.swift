import Foundation

/// An in-memory source for tests and previews: each URL answers with the bytes, the
/// file or the error it was given, after an optional simulated latency (the role of
/// OHHTTPStubs). Any other URL is ``SourceError/notFound(_:)``.
///
/// ```swift
/// let source = StubResponseSource([
///     URL(string: "https://example.com/widgets")!: .file(fixtureURL),
/// ], latency: 0.05)
/// ```
public struct StubResponseSource: ResponseSource {
    /// What a stubbed URL answers.
    public enum Response: Hashable, Sendable {
        /// These bytes.
        case data(Data)
        /// The bytes of this file, read when asked for.
        case file(URL)
        /// This error.
        case failure(SourceError)
    }

    /// The answer of each URL, matched exactly.
    public var responses: [URL: Response]
    /// How long every fetch waits before answering, in seconds (0 or less, or NaN: no
    /// wait); a task cancelled meanwhile ends with ``SourceError/cancelled(_:)`` and no
    /// answer.
    public var latency: TimeInterval

    /// A stub answering `responses` after `latency` seconds.
    public init(_ responses: [URL: Response] = [:], latency: TimeInterval = 0) {
        self.responses = responses
        self.latency = latency
    }

    /// The latency in whole nanoseconds, as `Task.sleep(nanoseconds:)` takes it: 0 for
    /// no wait, `UInt64.max` for a latency too long to count (never a trap).
    var latencyNanoseconds: UInt64 {
        guard latency > 0 else { return 0 }
        let nanoseconds = (latency * 1_000_000_000).rounded(.up)
        return nanoseconds < 18_446_744_073_709_551_616 ? UInt64(nanoseconds) : .max
    }

    /// The stubbed answer for `url`, after the latency.
    public func data(for url: URL) async throws(SourceError) -> Data {
        let wait = latencyNanoseconds
        if wait > 0 {
            do {
                try await Task.sleep(nanoseconds: wait)
            } catch {
                throw .cancelled(url)
            }
        }
        if Task.isCancelled { throw .cancelled(url) }
        switch responses[url] {
        case .data(let data)?: return data
        case .file(let file)?: return try FileResponseSource.read(file, for: url)
        case .failure(let error)?: throw error
        case nil: throw .notFound(url)
        }
    }
}
