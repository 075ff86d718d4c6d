import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A source that fetches over the network with a `URLSession` data task. A status
/// outside 200...299 is ``SourceError/status(_:code:)``; a failed request is
/// ``SourceError/transport(_:reason:)``. Cancelling the fetching task cancels the data
/// task, and the fetch ends with ``SourceError/cancelled(_:)``.
public struct URLSessionResponseSource: ResponseSource {
    /// The session that runs the data tasks.
    public let session: URLSession

    /// A source using `session` (the shared one by default).
    public init(session: URLSession = .shared) {
        self.session = session
    }

    /// The body of the response at `url`.
    public func data(for url: URL) async throws(SourceError) -> Data {
        let running = RunningTask()
        let outcome: Result<Data, SourceError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let task = session.dataTask(with: url) { data, response, error in
                    continuation.resume(returning: Self.outcome(for: url, data: data, response: response, error: error))
                }
                running.start(task)
            }
        } onCancel: {
            running.cancel()
        }
        return try outcome.get()
    }

    /// What a finished data task means: the body, or the error naming `url`.
    static func outcome(for url: URL, data: Data?, response: URLResponse?, error: (any Error)?) -> Result<Data, SourceError> {
        if let error {
            if (error as NSError).domain == NSURLErrorDomain, (error as NSError).code == NSURLErrorCancelled {
                return .failure(.cancelled(url))
            }
            return .failure(.transport(url, reason: error.localizedDescription))
        }
        if let http = response as? HTTPURLResponse, !(200...299).contains(http.statusCode) {
            return .failure(.status(url, code: http.statusCode))
        }
        return .success(data ?? Data())
    }
}

/// The data task of one fetch, so that cancellation (which may come first) reaches it.
private final class RunningTask: Sendable {
    private struct State {
        var task: URLSessionDataTask?
        var cancelled = false
    }

    private let state = Locked(State())

    /// Resumes `task`, or cancels it at once when the fetch was already cancelled.
    func start(_ task: URLSessionDataTask) {
        let cancelled = state.withLock { state in
            state.task = task
            return state.cancelled
        }
        if cancelled { task.cancel() }
        task.resume()
    }

    /// Cancels the task, now or when it starts.
    func cancel() {
        let task = state.withLock { state in
            state.cancelled = true
            return state.task
        }
        task?.cancel()
    }
}
