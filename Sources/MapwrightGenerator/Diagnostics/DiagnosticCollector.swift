/// Gathers diagnostics while a stage works, so that every problem is reported rather
/// than the first. Stages take it `inout`; it is a plain value.
public struct DiagnosticCollector: Sendable, Hashable {
    /// Everything collected so far, in the order it was found.
    public private(set) var diagnostics: [Diagnostic] = []

    /// An empty collector.
    public init() {}

    /// Records an error at `location`.
    public mutating func error(_ message: String, at location: SchemaLocation, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(.error, message, at: location, notes: notes))
    }

    /// Records a warning at `location`.
    public mutating func warning(_ message: String, at location: SchemaLocation, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(.warning, message, at: location, notes: notes))
    }

    /// Records diagnostics found elsewhere.
    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// Whether any error has been recorded.
    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    /// The number of errors recorded.
    public var errorCount: Int { diagnostics.count(where: \.isError) }

    /// The diagnostics in print order (see `Diagnostic.printOrder`), duplicates removed.
    public var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.sorted(by: Diagnostic.printOrder).filter { seen.insert($0).inserted }
    }
}
