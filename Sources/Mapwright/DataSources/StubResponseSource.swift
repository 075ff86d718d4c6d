import Foundation

/// An in-memory source for tests and previews: each URL answers with the bytes, the
/// file or the error it was given, after an optional simulated latency (the role of
/// OHHTTPStubs in seed 001). Any other URL is ``SourceError/notFound(_:)``.
///
/// ```swift
/// let source = StubResponseSource([
///     URL(string: "https://example.com/widgets")!: .file(fixtureURL),
/// ], latency: .milliseconds(50))
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
    /// How long every fetch waits before answering; a task cancelled meanwhile ends
    /// with ``SourceError/cancelled(_:)`` and no answer.
    public var latency: Duration

    /// A stub answering `responses` after `latency`.
    public init(_ responses: [URL: Response] = [:], latency: Duration = .zero) {
        self.responses = responses
        self.latency = latency
    }

    /// The stubbed answer for `url`, after the latency.
    public func data(for url: URL) async throws(SourceError) -> Data {
        if latency > .zero {
            do {
                try await Task.sleep(for: latency)
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
