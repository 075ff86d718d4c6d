import Foundation
import Testing
@testable import MapwrightGenerator

/// Renders `Golden/Shop.json`, a small schema that uses every generated kind of file
/// (model, builder, mapping, parsing protocol, parser, enum, registry, feed importer,
/// module file, store columns of an entity, a value type and an enum, a response envelope's `result` and tolerant to-many options,
/// export with a field left out and a nil omitted; test store,
/// fixture, stub parser, parser and builder test suites) and compares each file with
/// `Golden/<module directory>/<file>.golden`.
///
/// After an intended change to a template, refresh the goldens with
/// `MAPWRIGHT_UPDATE_GOLDENS=1 swift test --filter GoldenFileTests` and review the diff.
@Suite struct GoldenFileTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let updating = ProcessInfo.processInfo.environment["MAPWRIGHT_UPDATE_GOLDENS"] == "1"

    static func renderedShop() throws -> GeneratedFileSet {
        let source = try SchemaSource(path: "Shop.json", bytes: Array(Data(contentsOf: directory.appendingPathComponent("Shop.json"))))
        let result = SchemaFrontEnd.load([source])
        guard let schema = result.schema else {
            throw GoldenError(message: DiagnosticFormatter.text(for: result.diagnostics))
        }
        return try CodeGenerator().generate(schema)
    }

    struct GoldenError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    static let kinds = [
        "Shop/ShopModule.swift", "Shop/OrderStatus.swift", "Shop/Order.swift", "Shop/OrderBuilder.swift",
        "Shop/OrderMapping.swift", "Shop/OrderParser.swift", "Shop/OrderParsing.swift", "Shop/Address.swift",
        "Shop/AddressMapping.swift", "Shop/AddressPageMapping.swift", "Shop/CustomerParser.swift", "Shop/Registry.swift",
        "Shop/ShopDiffImporter.swift", "Shop/Order+Columns.swift", "Shop/Address+Columns.swift", "Shop/OrderStatus+Columns.swift",
        "Shop/OrderMapping+Export.swift", "Shop/AddressPageMapping+Export.swift",
        "ShopTestSupport/ShopTestStore.swift", "ShopTestSupport/Order+Fixture.swift", "ShopTestSupport/StubOrderParser.swift",
        "ShopTests/OrderParserTests.swift", "ShopTests/AddressMappingTests.swift", "ShopTests/AddressPageMappingTests.swift",
    ]

    @Test(arguments: kinds)
    func renderedFileMatchesGolden(_ path: String) throws {
        let files = try Self.renderedShop()
        let rendered = try #require(files.contents(at: path), "\(path) was not generated; generated: \(files.paths)")
        let golden = Self.directory.appendingPathComponent(path + ".golden")
        if Self.updating {
            try Data(rendered.utf8).write(to: golden)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(rendered == expected, "\(path) differs from its golden:\n\(UnifiedDiff.text(from: expected, to: rendered, oldLabel: "golden", newLabel: "rendered"))")
    }

    @Test func everyGeneratedFileOfTheShopSchemaIsListed() throws {
        let files = try Self.renderedShop()
        let unlisted = Set(files.paths).subtracting(Self.kinds).sorted()
        let expectedUnlisted = ["Shop/AddressBuilder.swift", "Shop/AddressMapping+Export.swift", "Shop/AddressPage+Columns.swift", "Shop/AddressPage.swift",
                                "Shop/AddressPageBuilder.swift", "Shop/Customer+Columns.swift", "Shop/Customer.swift", "Shop/CustomerBuilder.swift",
                                "Shop/CustomerMapping+Export.swift", "Shop/CustomerMapping.swift", "Shop/CustomerParsing.swift",
                                "ShopTestSupport/Address+Fixture.swift", "ShopTestSupport/AddressPage+Fixture.swift",
                                "ShopTestSupport/Customer+Fixture.swift", "ShopTestSupport/StubCustomerParser.swift",
                                "ShopTests/CustomerParserTests.swift"]
        #expect(unlisted == expectedUnlisted, "files without a golden: \(unlisted)")
    }
}
