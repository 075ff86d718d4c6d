/// What a command prints, collected so tests can read it and `main` can write it:
/// results on standard output, diagnostics and errors on standard error.
public struct CommandOutput: Sendable, Hashable {
    /// Text for standard output.
    public var standardOutput = ""
    /// Text for standard error.
    public var standardError = ""

    /// Empty output.
    public init() {}

    /// Appends `line` and a newline to standard output.
    public mutating func print(_ line: String) {
        standardOutput += line + "\n"
    }

    /// Appends `line` and a newline to standard error.
    public mutating func printError(_ line: String) {
        standardError += line + "\n"
    }
}

/// The exit statuses of `mapwright`.
public enum ExitStatus {
    /// Everything went well.
    public static let success: Int32 = 0
    /// `check` found stale, missing or orphaned files or payload fixture recordings
    /// that are missing, stray or stale, or a template failed to parse or render.
    public static let failure: Int32 = 1
    /// The schemas have errors.
    public static let schemaErrors: Int32 = 2
    /// A file or directory could not be read or written: the schemas, the templates or
    /// the output directory (the message names it, the reason and a way out).
    public static let ioFailure: Int32 = 3
    /// `try --strict`: the payload has no error, but has keys no field reads or mapped
    /// keys no object has (distinct from 1, so CI can tell a drifted payload from a
    /// broken one).
    public static let unmatchedKeys: Int32 = 4
    /// The command line is wrong (`EX_USAGE`).
    public static let usage: Int32 = 64

    /// The statuses in words, as help prints them.
    static let helpLines = [
        "  0   success",
        "  1   check: generated code or a payload fixture's recording is out of date; or a template failed",
        "  2   schema errors",
        "  3   a file or directory could not be read or written",
        "  4   try --strict: payload keys no field reads, or mapped keys no object has",
        "  64  bad command line",
    ]
}

/// What to suggest after an I/O failure.
enum IOFailureHint {
    /// Reasons a change of permissions would cure.
    static let permissionReasons = ["Permission denied", "Operation not permitted", "Read-only file system"]

    /// The hint line for a failure in the output directory.
    static func line(for error: GeneratedOutputError) -> String? {
        switch error {
        case .writeFailed(let path, let reason), .removeFailed(let path, let reason), .readFailed(let path, let reason):
            permissionReasons.contains(reason)
                ? "hint: check the permissions of \(path) or pass --output DIR"
                : "hint: free the cause above, or pass --output DIR to use another directory"
        case .symbolicLink:
            "hint: replace the link with a real directory or file, or pass --output DIR"
        case .notAFile, .notADirectory:
            "hint: move it out of the way, or pass --output DIR"
        case .corruptManifest:
            nil
        }
    }
}
