import Foundation

/// Locates the shared conformance suites, which sit beside the checkout
/// (`../shared/conformance` from the package root) and are not copied into it.
enum Conformance {
    /// The package root, derived from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/conformance`, whether or not it exists.
    static let root = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance")

    /// The JSONTestSuite parsing cases, when present.
    static let jsonTestSuite = root.appendingPathComponent("JSONTestSuite/test_parsing")

    /// Whether the JSONTestSuite folder is present.
    static var hasJSONTestSuite: Bool {
        FileManager.default.fileExists(atPath: jsonTestSuite.path)
    }

    /// The names of the JSONTestSuite files with `prefix`, sorted; empty when absent.
    static func jsonTestSuiteFiles(prefix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: jsonTestSuite.path)) ?? []
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }
}
