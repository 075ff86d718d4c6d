import Foundation

/// A fetch started with completion callbacks, as callback-based data providers hand out:
/// it can be cancelled, and a cancelled fetch calls neither callback.
///
/// ```swift
/// let operation = source.fetch(url, success: { data in … }, failure: { error in … })
/// operation.cancel()   // neither callback runs
/// ```
public final class SourceOperation: Sendable {
    private let task: Task<Void, Never>

    init(task: Task<Void, Never>) {
        self.task = task
    }

    /// Cancels the fetch: from now on neither callback is called.
    public func cancel() {
        task.cancel()
    }

    /// Whether `cancel()` was called.
    public var isCancelled: Bool { task.isCancelled }

    /// Waits until the fetch has finished: its callback returned, or it was cancelled.
    public func finish() async {
        await task.value
    }
}

extension ResponseSource {
    /// Fetches `url` in a new task and calls `success` with the bytes or `failure` with
    /// the error, unless the returned operation is cancelled first: then neither runs.
    @discardableResult
    public func fetch(_ url: URL, success: @escaping @Sendable (Data) -> Void,
                      failure: @escaping @Sendable (SourceError) -> Void) -> SourceOperation {
        SourceOperation(task: Task {
            let outcome: Result<Data, SourceError>
            do throws(SourceError) {
                outcome = .success(try await data(for: url))
            } catch {
                outcome = .failure(error)
            }
            guard !Task.isCancelled else { return }
            switch outcome {
            case .success(let data): success(data)
            case .failure(.cancelled): return
            case .failure(let error): failure(error)
            }
        })
    }
}
