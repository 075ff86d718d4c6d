import Foundation
import Testing
@testable import MapwrightGenerator

/// The README's schema reference names every key the schema loader accepts, and every box.
@Suite("README schema reference")
struct SchemaReferenceTests {
    private var reference: String {
        get throws {
            let readme = try String(contentsOf: SchemaFixture.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
            guard let start = readme.range(of: "## Schema reference"),
                  let end = readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex) else {
                throw CocoaError(.fileReadCorruptFile)
            }
            return String(readme[start.lowerBound..<end.lowerBound])
        }
    }

    static let keys: [(what: String, keys: [String])] = [
        ("top level", SchemaFileReader.topLevelKeys), ("entity", EntitySyntaxReader.entityKeys),
        ("attribute", EntitySyntaxReader.attributeKeys), ("relationship", EntitySyntaxReader.relationshipKeys),
        ("enum", EnumSyntaxReader.enumKeys), ("mapping", MappingSyntaxReader.mappingKeys),
        ("result", MappingSyntaxReader.resultKeys), ("field", MappingSyntaxReader.fieldKeys), ("feed", FeedSyntaxReader.feedKeys),
    ]

    @Test(arguments: keys.map(\.what))
    func everyKeyIsDocumented(what: String) throws {
        let text = try reference
        let keys = Self.keys.first { $0.what == what }?.keys ?? []
        let missing = keys.filter { !text.contains("`\($0)`") }
        #expect(missing.isEmpty, "the README's schema reference does not describe these \(what) keys: \(missing)")
    }

    @Test func everyBoxIsDocumented() throws {
        let text = try reference
        let missing = BoxResolver.boxNames.filter { !text.contains("`\($0)`") }
        #expect(missing.isEmpty, "the README's schema reference does not describe these boxes: \(missing)")
    }
}
