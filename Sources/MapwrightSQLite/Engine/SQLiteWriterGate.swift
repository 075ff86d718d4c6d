import Dispatch
import Mapwright

/// Who holds the writer connection: one unit of work at a time, the others queued in
/// arrival order. A task waits by suspending (no thread is blocked, so any number of
/// tasks can wait on the cooperative pool); a synchronous caller blocks its thread, up
/// to a timeout. Release hands the writer straight to the next in line.
final class SQLiteWriterGate: Sendable {
    private enum Wake {
        case task(CheckedContinuation<Void, any Error>)
        case thread(DispatchSemaphore)
    }

    private struct Waiter {
        let id: UInt64
        let wake: Wake
    }

    private struct State {
        var held = false
        var waiters: [Waiter] = []
        var lastID: UInt64 = 0

        mutating func remove(_ id: UInt64) -> Waiter? {
            guard let index = waiters.firstIndex(where: { $0.id == id }) else { return nil }
            return waiters.remove(at: index)
        }
    }

    private let state = Locked(State())

    init() {}

    private func nextID() -> UInt64 {
        state.withLock { state in
            state.lastID += 1
            return state.lastID
        }
    }

    /// Waits, suspended, until the caller holds the writer. Throws `CancellationError`
    /// when the task is cancelled while waiting.
    func acquire() async throws {
        let id = nextID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let granted = state.withLock { state -> Bool in
                    if !state.held {
                        state.held = true
                        return true
                    }
                    state.waiters.append(Waiter(id: id, wake: .task(continuation)))
                    return false
                }
                if granted { continuation.resume() }
            }
        } onCancel: {
            let removed = state.withLock { $0.remove(id) }
            if case .task(let continuation)? = removed?.wake { continuation.resume(throwing: CancellationError()) }
        }
    }

    /// Blocks the calling thread until it holds the writer; false when `timeout`
    /// seconds pass first.
    func acquire(timeout: Double) -> Bool {
        let id = nextID()
        let semaphore = DispatchSemaphore(value: 0)
        let granted = state.withLock { state -> Bool in
            if !state.held {
                state.held = true
                return true
            }
            state.waiters.append(Waiter(id: id, wake: .thread(semaphore)))
            return false
        }
        if granted { return true }
        if semaphore.wait(timeout: .now() + timeout) == .success { return true }
        if state.withLock({ $0.remove(id) }) != nil { return false }
        semaphore.wait()  // handed over just as the wait timed out: take it
        return true
    }

    /// Gives the writer to the next waiter, or frees it.
    func release() {
        let next = state.withLock { state -> Waiter? in
            if state.waiters.isEmpty {
                state.held = false
                return nil
            }
            return state.waiters.removeFirst()
        }
        switch next?.wake {
        case .task(let continuation)?: continuation.resume()
        case .thread(let semaphore)?: semaphore.signal()
        case nil: break
        }
    }
}
