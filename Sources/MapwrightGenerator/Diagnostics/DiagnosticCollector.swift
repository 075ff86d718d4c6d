/// Gathers diagnostics while a stage works, so that every problem is reported rather
/// than the first. Stages take it `inout`; it is a plain value.
public struct DiagnosticCollector: Sendable, Hashable {
    /// Everything collected so far, in the order it was found.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The positions in `diagnostics` of the errors each entity's missing identity caused,
    /// for the module being translated.
    private var identityNeeds: [String: [Int]] = [:]

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

    /// Records an error that exists only because entity `entity` has no identity (an
    /// inverse, a reference, a `next` page, … that needs one). Several such errors for
    /// one entity become one, naming the cause, when the module's translation ends
    /// (`collapseMissingIdentities`).
    public mutating func identityNeeded(by entity: String, _ message: String, at location: SchemaLocation) {
        identityNeeds[entity, default: []].append(diagnostics.count)
        error(message, at: location)
    }

    /// Replaces the errors recorded with `identityNeeded(by:_:at:)` for each entity that
    /// has two or more by one error at the entity's declaration: it has no identity,
    /// which these declarations need (each a note at its place, with its own message);
    /// `hints` suggests an attribute to name. A single such error stays as it is.
    mutating func collapseMissingIdentities(declarations: [String: SchemaLocation], hints: [String: String]) {
        defer { identityNeeds = [:] }
        var removed = Set<Int>()
        var collapsed: [Diagnostic] = []
        for (entity, positions) in identityNeeds.sorted(by: { $0.key < $1.key }) where positions.count > 1 {
            guard let location = declarations[entity] else { continue }
            let uses = positions.map { diagnostics[$0] }.sorted(by: Diagnostic.printOrder)
            removed.formUnion(positions)
            let fix = hints[entity].map { "declare its identity (\"identity\": \"\($0)\"?)" } ?? "declare its identity"
            let message = "entity '\(entity)' has no identity, which \(uses.count) declarations need (listed below); \(fix), or change them"
            collapsed.append(Diagnostic(.error, message, at: location, notes: uses.map { Diagnostic.Note($0.message, at: $0.location) }))
        }
        guard !removed.isEmpty else { return }
        diagnostics = diagnostics.enumerated().filter { !removed.contains($0.offset) }.map(\.element) + collapsed
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
