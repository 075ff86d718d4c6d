/// One problem found in the schemas: how serious it is, where, what, and notes that
/// point at related places (the first declaration of a duplicate, the other side of
/// an inverse).
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// The schemas cannot be used; `lint` exits 2 and nothing is generated.
        case error
        /// Worth a look; the schemas are still usable.
        case warning

        /// Errors sort before warnings at the same position.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .error && rhs == .warning
        }
    }

    /// A related place, printed as its own `note:` line after the diagnostic.
    public struct Note: Sendable, Hashable, CustomStringConvertible {
        /// Where the note points.
        public var location: SchemaLocation
        /// What is there (`first declared here`).
        public var message: String

        /// A note at `location`.
        public init(_ message: String, at location: SchemaLocation) {
            self.location = location
            self.message = message
        }

        /// `path:line:column: note: message`.
        public var description: String { "\(location): note: \(message)" }
    }

    /// How serious it is.
    public var severity: Severity
    /// Where the offending token starts.
    public var location: SchemaLocation
    /// What is wrong, in one line.
    public var message: String
    /// Related places, in the order they are printed.
    public var notes: [Note]

    /// A diagnostic from its parts.
    public init(_ severity: Severity, _ message: String, at location: SchemaLocation, notes: [Note] = []) {
        self.severity = severity
        self.location = location
        self.message = message
        self.notes = notes
    }

    /// Whether this is an error.
    public var isError: Bool { severity == .error }

    /// The printed form: the diagnostic's line, then one line per note.
    public var lines: [String] {
        ["\(location): \(severity.rawValue): \(message)"] + notes.map(\.description)
    }

    /// The printed form, lines joined by newlines (no trailing newline).
    public var description: String { lines.joined(separator: "\n") }

    /// The order diagnostics are printed in: file, line, column, message, then
    /// severity, so the same input always prints the same way.
    public static func printOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        return lhs.notes.map(\.description).lexicographicallyPrecedes(rhs.notes.map(\.description))
    }
}
