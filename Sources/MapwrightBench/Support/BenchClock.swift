import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A monotonic clock in nanoseconds (`DispatchTime`), available on every platform floor
/// this package declares (`ContinuousClock` and `Duration` need macOS 13), and the
/// process's CPU time.
enum BenchClock {
    /// Nanoseconds since an arbitrary fixed point; only differences mean anything.
    static func now() -> UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }

    /// Seconds from `start` to `end` (both from `now()`).
    static func seconds(from start: UInt64, to end: UInt64) -> Double {
        Double(end &- start) / 1e9
    }

    /// CPU seconds used so far by every thread of this process, user and system
    /// (`CLOCK_PROCESS_CPUTIME_ID`); only differences mean anything.
    static func processCPUSeconds() -> Double {
        cpuSeconds(CLOCK_PROCESS_CPUTIME_ID)
    }

    /// CPU seconds used so far by the calling thread, user and system
    /// (`CLOCK_THREAD_CPUTIME_ID`): work done on this thread, whatever other threads and
    /// processes do meanwhile; only differences mean anything.
    static func threadCPUSeconds() -> Double {
        cpuSeconds(CLOCK_THREAD_CPUTIME_ID)
    }

    /// Seconds on a CPU-time clock (0 when it cannot be read).
    private static func cpuSeconds(_ clock: clockid_t) -> Double {
        var time = timespec()
        guard clock_gettime(clock, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Nanoseconds `body` took.
    static func measure(_ body: () throws -> Void) rethrows -> UInt64 {
        let start = now()
        try body()
        return now() &- start
    }
}
