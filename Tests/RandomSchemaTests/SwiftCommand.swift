import Foundation

/// Runs the `swift` found on `PATH` as a subprocess, its output (both streams) written
/// to a log file, without blocking a thread while it runs.
struct SwiftCommand {
    /// What a run gave.
    struct Outcome {
        /// The exit status.
        var status: Int32
        /// Standard output and standard error, interleaved.
        var output: String
        /// The log file holding the output.
        var log: URL
        /// Wall-clock seconds.
        var seconds: Double
    }

    /// Why a run could not start.
    struct LaunchError: Error, CustomStringConvertible {
        var description: String
    }

    /// The `swift` executable on `PATH`.
    static func executable(environment: [String: String] = ProcessInfo.processInfo.environment) throws(LaunchError) -> URL {
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for directory in directories {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw LaunchError(description: "no 'swift' executable on PATH (\(directories.joined(separator: ":")))")
    }

    /// Runs `swift arguments…`, writing its output to `log`.
    static func run(_ arguments: [String], log: URL) async throws -> Outcome {
        let started = Date()
        try FileManager.default.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: log)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return Outcome(status: status, output: output, log: log, seconds: Date().timeIntervalSince(started))
    }
}
