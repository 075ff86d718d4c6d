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
    /// The command failed (or `check` found stale files).
    public static let failure: Int32 = 1
    /// The schemas have errors.
    public static let schemaErrors: Int32 = 2
    /// The command line is wrong (`EX_USAGE`).
    public static let usage: Int32 = 64
}
