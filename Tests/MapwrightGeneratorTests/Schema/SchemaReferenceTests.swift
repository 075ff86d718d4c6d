import Foundation
import Testing
@testable import MapwrightGenerator

/// The schema reference article (`Sources/Mapwright/Mapwright.docc/SchemaReference.md`)
/// names every key the schema loader accepts, and every box.
@Suite("Schema reference article")
struct SchemaReferenceTests {
    private var reference: String {
        get throws {
            try String(contentsOf: SchemaFixture.packageRoot.appendingPathComponent("Sources/Mapwright/Mapwright.docc/SchemaReference.md"), encoding: .utf8)
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
        #expect(missing.isEmpty, "the schema reference article does not describe these \(what) keys: \(missing)")
    }

    @Test func everyBoxIsDocumented() throws {
        let text = try reference
        let missing = BoxResolver.boxNames.filter { !text.contains("`\($0)`") }
        #expect(missing.isEmpty, "the schema reference article does not describe these boxes: \(missing)")
    }
}
