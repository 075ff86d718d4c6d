import Dispatch

/// A monotonic clock in nanoseconds (`DispatchTime`), available on every platform floor
/// this package declares (`ContinuousClock` and `Duration` need macOS 13).
enum BenchClock {
    /// Nanoseconds since an arbitrary fixed point; only differences mean anything.
    static func now() -> UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }

    /// Seconds from `start` to `end` (both from `now()`).
    static func seconds(from start: UInt64, to end: UInt64) -> Double {
        Double(end &- start) / 1e9
    }

    /// Nanoseconds `body` took.
    static func measure(_ body: () throws -> Void) rethrows -> UInt64 {
        let start = now()
        try body()
        return now() &- start
    }
}
