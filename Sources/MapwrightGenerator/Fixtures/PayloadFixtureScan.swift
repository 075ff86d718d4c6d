/// What the fixture folder beside the schemas holds: the fixtures, the recordings that
/// have no payload any more, and the problems found.
public struct PayloadFixtureScan: Sendable, Hashable {
    /// The fixtures, by schema, mapping and case name.
    public var fixtures: [PayloadFixture] = []
    /// The paths of `*.expected.json` files without a payload beside them.
    public var orphanedRecordings: [String] = []
    /// Unknown schema folders and mappings, payloads that are not JSON, stray files.
    public var diagnostics: [Diagnostic] = []

    /// An empty scan.
    public init() {}

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    /// The fixtures of `module`.
    public func fixtures(of module: String) -> [PayloadFixture] {
        fixtures.filter { $0.module == module }
    }
}
