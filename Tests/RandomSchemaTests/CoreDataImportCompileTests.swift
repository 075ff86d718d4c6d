import Foundation
@testable import MapwrightGenerator
import Testing

/// Every fixture Core Data model (Groot's, MagicalRecord's and ours), imported with
/// `import-coredata`, linted, generated into one scratch package (a module each, its
/// transformers' boxes from the printed stubs), compiled with warnings as errors, and
/// its generated tests run — with a payload test shaped like each library's own test
/// JSON, fed through the generated parsers.
///
/// The package lives in `<repo>/.build-coredata-import/` (git-ignored), its build folder
/// kept between runs.
@Suite("Core Data models imported, generated, compiled and tested", .serialized)
struct CoreDataImportCompileTests {
    /// The fixture models and their modules.
    static let models: [(path: String, module: String)] = [
        ("groot/Model.xcdatamodel", "Groot"), ("magicalrecord/TestModel.xcdatamodel", "MagicalRecord"),
        ("Sync.xcdatamodel", "Sync"), ("Library.xcdatamodeld", "Library"),
    ]

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repository.appendingPathComponent("Tests/MapwrightGeneratorTests/Fixtures/CoreData")
    static let root = repository.appendingPathComponent(".build-coredata-import")
    static let package = root.appendingPathComponent("package")

    @Test("each imported model compiles with warnings as errors, its generated tests pass, and library-shaped payloads parse")
    func importedModelsCompileAndPass() async throws {
        var sources: [SchemaSource] = []
        var boxes: [String: [CoreDataBoxStub]] = [:]
        for (path, module) in Self.models {
            let outcome = try CoreDataImporter.importModel(at: Self.fixtures.appendingPathComponent(path).path, module: module, snakeCaseKeys: false,
                                                           neighbours: [], schemaPath: { "\($0).json" })
            #expect(outcome.isValid && outcome.lint.isEmpty, "\(path) does not lint clean: \(DiagnosticFormatter.text(for: outcome.lint))")
            sources.append(SchemaSource(path: "\(module).json", text: outcome.result.schemaText))
            boxes[module] = outcome.result.boxes
        }
        let loaded = SchemaFrontEnd.load(sources)
        let schema = try #require(loaded.schema, "the imported schemas do not load together: \(DiagnosticFormatter.text(for: loaded.diagnostics))")
        let manager = FileManager.default
        let generated = Self.package.appendingPathComponent("Generated")
        try manager.createDirectory(at: generated, withIntermediateDirectories: true)
        try GeneratedFileWriter(directory: generated).write(try CodeGenerator().generate(schema))
        for (module, stubs) in boxes where !stubs.isEmpty {
            let folder = Self.package.appendingPathComponent("Boxes/\(module)Boxes")
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            for stub in stubs { try write(stub.swiftSource, to: folder.appendingPathComponent("\(stub.typeName).swift")) }
        }
        let payloads = Self.package.appendingPathComponent("PayloadTests")
        try manager.createDirectory(at: payloads, withIntermediateDirectories: true)
        try write(CoreDataPayloadTestSource.text, to: payloads.appendingPathComponent("LibraryPayloadTests.swift"))
        try write(manifest(boxes: boxes.filter { !$0.value.isEmpty }.keys.sorted()), to: Self.package.appendingPathComponent("Package.swift"))

        let common = ["--package-path", Self.package.path, "--scratch-path", Self.root.appendingPathComponent("build").path]
        let logs = Self.root.appendingPathComponent("logs")
        let build = try await SwiftCommand.run(["build", "--build-tests"] + common, log: logs.appendingPathComponent("build.log"))
        guard build.status == 0 else {
            Issue.record(Comment(rawValue: "the imported models do not compile (exit \(build.status), log \(build.log.path)):\n\(FailureExcerpt.of(build.output))"))
            return
        }
        let test = try await SwiftCommand.run(["test", "--skip-build"] + common, log: logs.appendingPathComponent("test.log"))
        #expect(test.status == 0, Comment(rawValue: "generated or payload tests fail (exit \(test.status), log \(test.log.path)):\n\(FailureExcerpt.of(test.output))"))
        #expect(test.output.contains("grootCharactersPayload") && test.output.contains("magicalRecordSingleEntityPayload"), "the payload tests did not run:\n\(FailureExcerpt.of(test.output))")
    }

    /// Writes `text` to `url` when it differs (so rebuilds stay incremental).
    private func write(_ text: String, to url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) != text { try Data(text.utf8).write(to: url) }
    }

    /// The scratch package's manifest: a module, test support and generated tests per
    /// model, box modules for those with transformers, and the payload tests.
    private func manifest(boxes: [String]) -> String {
        let identity = Self.repository.standardizedFileURL.lastPathComponent
        let mapwright = ".product(name: \"Mapwright\", package: \"\(identity)\")"
        let sqlite = ".product(name: \"MapwrightSQLite\", package: \"\(identity)\")"
        var targets: [String] = boxes.map { ".target(name: \"\($0)Boxes\", dependencies: [\(mapwright)], path: \"Boxes/\($0)Boxes\", swiftSettings: strict)," }
        for (_, module) in Self.models {
            let box = boxes.contains(module) ? ", \"\(module)Boxes\"" : ""
            targets.append("""
            .target(name: "\(module)", dependencies: [\(mapwright), \(sqlite)\(box)], path: "Generated/\(module)", swiftSettings: strict),
                    .target(name: "\(module)TestSupport", dependencies: [\(mapwright), "\(module)"\(box)], path: "Generated/\(module)TestSupport", swiftSettings: strict),
                    .testTarget(name: "\(module)Tests", dependencies: [\(mapwright), "\(module)", "\(module)TestSupport"\(box)], path: "Generated/\(module)Tests", swiftSettings: strict),
            """)
        }
        let modules = Self.models.map { "\"\($0.module)\"" }.joined(separator: ", ")
        targets.append(".testTarget(name: \"PayloadTests\", dependencies: [\(mapwright), \(modules)], path: \"PayloadTests\", swiftSettings: strict),")
        return """
        // swift-tools-version: 6.2
        // Written by CoreDataImportCompileTests: the modules imported from the Core Data fixture models.
        import PackageDescription

        let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

        let package = Package(
            name: "CoreDataImports",
            platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
            dependencies: [.package(path: "\(Self.repository.standardizedFileURL.path)")],
            targets: [
                \(targets.joined(separator: "\n        "))
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }
}
