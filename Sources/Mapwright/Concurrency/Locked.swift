#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A value behind a lock: the runtime's replacement for `Synchronization.Mutex`, which
/// needs iOS 18 and macOS 15. Underneath it is `os_unfair_lock` on Apple platforms and a
/// `pthread_mutex_t` elsewhere, both available on every supported platform floor.
///
/// The state is only reachable inside ``withLock(_:)``, so a `Locked` is `Sendable`
/// whatever it holds: like `Mutex`, the state goes in and comes out as `sending`.
///
/// ```swift
/// let calls = Locked<[String]>([])
/// calls.withLock { $0.append("parse") }
/// ```
public final class Locked<State>: @unchecked Sendable {
    private let lock: UnsafeMutablePointer<PlatformLock>
    private var state: State

    /// A lock guarding `initialState`.
    public init(_ initialState: sending State) {
        self.state = initialState
        self.lock = UnsafeMutablePointer<PlatformLock>.allocate(capacity: 1)
        PlatformLock.initialize(lock)
    }

    deinit {
        PlatformLock.destroy(lock)
        lock.deallocate()
    }

    /// Runs `body` with exclusive access to the state and returns what it returns.
    /// Do not call `withLock` on the same lock from inside `body`: the lock is not
    /// recursive, and doing so deadlocks.
    public func withLock<Result, Failure: Error>(
        _ body: (inout sending State) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        PlatformLock.lock(lock)
        defer { PlatformLock.unlock(lock) }
        return try body(&state)
    }
}

#if canImport(Darwin)
/// The platform's lock primitive: `os_unfair_lock` (iOS 10, macOS 10.12).
typealias PlatformLock = os_unfair_lock

extension os_unfair_lock {
    static func initialize(_ lock: UnsafeMutablePointer<os_unfair_lock>) {
        lock.initialize(to: os_unfair_lock())
    }
    static func destroy(_ lock: UnsafeMutablePointer<os_unfair_lock>) {
        lock.deinitialize(count: 1)
    }
    static func lock(_ lock: UnsafeMutablePointer<os_unfair_lock>) {
        os_unfair_lock_lock(lock)
    }
    static func unlock(_ lock: UnsafeMutablePointer<os_unfair_lock>) {
        os_unfair_lock_unlock(lock)
    }
}
#else
/// The platform's lock primitive: a default (non-recursive) `pthread_mutex_t`.
typealias PlatformLock = pthread_mutex_t

extension pthread_mutex_t {
    static func initialize(_ lock: UnsafeMutablePointer<pthread_mutex_t>) {
        lock.initialize(to: pthread_mutex_t())
        // Fails only for invalid attributes or lack of memory; a default mutex has neither.
        _ = pthread_mutex_init(lock, nil)
    }
    static func destroy(_ lock: UnsafeMutablePointer<pthread_mutex_t>) {
        _ = pthread_mutex_destroy(lock)
        lock.deinitialize(count: 1)
    }
    static func lock(_ lock: UnsafeMutablePointer<pthread_mutex_t>) {
        _ = pthread_mutex_lock(lock)
    }
    static func unlock(_ lock: UnsafeMutablePointer<pthread_mutex_t>) {
        _ = pthread_mutex_unlock(lock)
    }
}
#endif
