import Foundation

/// Locates the JSONTestSuite conformance files kept in this test target's fixtures
/// (`Tests/MapwrightTests/Fixtures/Conformance`, with the suite's LICENSE), so that a
/// fresh clone runs them. `ConformanceCopyTests` checks the copy against the reference
/// one beside the checkout when that exists.
enum Conformance {
    /// The in-repository copy, derived from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // MapwrightTests
        .appendingPathComponent("Fixtures/Conformance")

    /// The JSONTestSuite parsing cases.
    static let jsonTestSuite = root.appendingPathComponent("JSONTestSuite/test_parsing")

    /// The names of the JSONTestSuite files with `prefix`, sorted.
    static func jsonTestSuiteFiles(prefix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: jsonTestSuite.path)) ?? []
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }
}
