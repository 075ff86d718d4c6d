import Foundation

/// Runs this same executable with other arguments and returns what it printed: how each
/// scenario gets a process of its own, so that its peak resident set is its own.
enum ChildProcess {
    /// A child that failed.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `mapwright-bench arguments…`, passing its standard error through; returns its
    /// standard output. Throws when it exits with a status other than 0.
    static func runSelf(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executablePath())
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "'mapwright-bench \(arguments.joined(separator: " "))' exited with status \(process.terminationStatus)")
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The path of this executable (`/proc/self/exe` resolved, else `argv[0]`).
    private static func executablePath() throws -> String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        if let path = Bundle.main.executablePath { return path }
        throw Failure(description: "cannot find this executable's path to start a child process")
    }
}
