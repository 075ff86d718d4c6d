import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs another program to its end and returns what it cost, from the kernel's own
/// accounting: `posix_spawn`, then `wait4`, whose resource usage covers the child and
/// every descendant it waited for (a compiler driver's frontend jobs included).
enum MeasuredProcess {
    /// What a finished child cost, and how it ended.
    struct Usage {
        /// The exit status; a child killed by a signal is 128 + the signal.
        var status: Int32
        /// User CPU seconds of the child and its waited-for descendants.
        var userSeconds: Double
        /// System CPU seconds of the child and its waited-for descendants.
        var systemSeconds: Double
        /// Wall-clock seconds from spawning to reaping.
        var wallSeconds: Double
        /// The largest peak resident set of any one process of the tree, in bytes.
        var peakBytes: Int

        /// User and system CPU seconds.
        var cpuSeconds: Double { userSeconds + systemSeconds }
    }

    /// A child that could not be started or waited for.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `executable` with `arguments`, its standard output and error both written to
    /// `log` (created or truncated), standard input from `/dev/null`, in this process's
    /// environment and working directory; returns when it has ended.
    static func run(_ executable: String, _ arguments: [String], log: String) throws(Failure) -> Usage {
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let start = BenchClock.now()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure(description: "waiting for \(executable): \(String(cString: strerror(errno)))") }
        }
        let wall = BenchClock.seconds(from: start, to: BenchClock.now())
        return Usage(
            status: exitStatus(status), userSeconds: seconds(usage.ru_utime), systemSeconds: seconds(usage.ru_stime),
            wallSeconds: wall, peakBytes: peakBytes(usage))
    }

    /// The path of `name` in a directory of `PATH`, or nil.
    static func onPath(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The exit code of a `wait` status, or 128 + the signal that ended the child.
    static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }

    /// `ru_maxrss` in bytes: kilobytes on Linux, bytes on Darwin.
    private static func peakBytes(_ usage: rusage) -> Int {
        #if canImport(Darwin)
        return Int(usage.ru_maxrss)
        #else
        return Int(usage.ru_maxrss) * 1024
        #endif
    }
}
