import Foundation
import Testing

/// The conformance suites are copied into the test fixtures (JSONTestSuite into
/// `MapwrightTests`, the Mustache spec into `MapwrightGeneratorTests`) so that every
/// clone runs them. Where the reference copy sits beside the checkout
/// (`../shared/conformance`), each copy must match it byte for byte.
@Suite(.enabled(if: ConformanceCopies.hasReference, "../shared/conformance is absent: nothing to compare the copies with"))
struct ConformanceCopyTests {
    @Test("The in-repository copy of each suite matches the reference copy byte for byte",
          arguments: ConformanceCopies.suites)
    func copyMatchesReference(_ suite: ConformanceCopies.Suite) throws {
        let reference = ConformanceCopies.reference.appendingPathComponent(suite.name)
        let expected = try ConformanceCopies.files(in: reference)
        let actual = try ConformanceCopies.files(in: suite.copy)
        #expect(!expected.isEmpty, "reference suite \(suite.name) has no files")
        let missing = Set(expected.keys).subtracting(actual.keys).sorted()
        let extra = Set(actual.keys).subtracting(expected.keys).sorted()
        let differing = expected.keys.filter { actual[$0] != nil && actual[$0] != expected[$0] }.sorted()
        #expect(missing.isEmpty, "\(suite.name): files missing from the copy: \(missing)")
        #expect(extra.isEmpty, "\(suite.name): files in the copy but not the reference: \(extra)")
        #expect(differing.isEmpty, "\(suite.name): files whose bytes differ from the reference: \(differing)")
    }

    @Test("Each copy keeps the suite's LICENSE and the conformance README", arguments: ConformanceCopies.suites)
    func copyKeepsLicenseAndReadme(_ suite: ConformanceCopies.Suite) throws {
        let readme = try Data(contentsOf: suite.copy.deletingLastPathComponent().appendingPathComponent("README.md"))
        let reference = try Data(contentsOf: ConformanceCopies.reference.appendingPathComponent("README.md"))
        #expect(readme == reference, "\(suite.name): the README beside the copy differs from the reference README")
        #expect(FileManager.default.fileExists(atPath: suite.copy.appendingPathComponent("LICENSE").path),
                "\(suite.name): the copy has no LICENSE file")
    }
}

/// Where the copies and the reference suites are.
enum ConformanceCopies {
    /// One copied suite.
    struct Suite: Sendable, CustomStringConvertible {
        /// The suite's folder name (`JSONTestSuite`).
        let name: String
        /// The in-repository copy.
        let copy: URL

        var description: String { name }
    }

    /// The package root, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Conformance
        .deletingLastPathComponent()  // MapwrightGeneratorTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `../shared/conformance` beside the package root.
    static let reference = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance")

    /// Whether the reference copy exists here.
    static var hasReference: Bool { FileManager.default.fileExists(atPath: reference.path) }

    /// The copied suites.
    static let suites = [
        Suite(name: "JSONTestSuite", copy: packageRoot.appendingPathComponent("Tests/MapwrightTests/Fixtures/Conformance/JSONTestSuite")),
        Suite(name: "mustache-spec", copy: packageRoot.appendingPathComponent("Tests/MapwrightGeneratorTests/Fixtures/Conformance/mustache-spec")),
    ]

    /// Every regular file under `folder`, by path relative to it, with its bytes.
    static func files(in folder: URL) throws -> [String: Data] {
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [:] }
        var files: [String: Data] = [:]
        while let relative = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = base + "/" + relative
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
        }
        return files
    }
}
