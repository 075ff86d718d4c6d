import Foundation
import MapwrightGenerator

/// The scratch package random schemas are compiled in: one module per seed (with its
/// `TestSupport` and `Tests` targets) generated into `Generated/`, depending on this
/// repository's `Mapwright` by path. Every target treats warnings as errors; every
/// other module is also built with main-actor default isolation.
struct ScratchPackage {
    let paths: RandomSchemaPaths

    /// A seed whose schema lint rejected, with the diagnostics.
    struct LintFailure {
        var seed: UInt64
        var diagnostics: String
    }

    /// Writes each seed's schema to `schemas/`, removing the previous run's. Returns
    /// the schema texts by seed.
    func writeSchemas(_ seeds: [UInt64]) throws -> [UInt64: String] {
        let manager = FileManager.default
        if manager.fileExists(atPath: paths.schemas.path) { try manager.removeItem(at: paths.schemas) }
        try manager.createDirectory(at: paths.schemas, withIntermediateDirectories: true)
        var texts: [UInt64: String] = [:]
        for seed in seeds {
            let text = RandomSchemaGenerator.schemaText(seed: seed)
            try Data(text.utf8).write(to: paths.schemaFile(seed: seed))
            texts[seed] = text
        }
        return texts
    }

    /// Lints each schema alone (as `mapwright lint` would), so a rejection names its seed.
    static func lint(_ texts: [UInt64: String]) -> [LintFailure] {
        texts.keys.sorted().compactMap { seed in
            let path = RandomSchemaGenerator.moduleName(seed: seed) + ".json"
            let result = SchemaFrontEnd.load([SchemaSource(path: path, text: texts[seed] ?? "")])
            guard !result.errors.isEmpty else { return nil }
            return LintFailure(seed: seed, diagnostics: DiagnosticFormatter.text(for: result.diagnostics))
        }
    }

    /// Generates the modules of `seeds` into `Generated/` (only changed files are
    /// written; modules of earlier runs are removed) and writes `Package.swift`.
    func prepare(_ seeds: [UInt64], texts: [UInt64: String]) throws {
        let sources = seeds.map { seed in
            SchemaSource(path: RandomSchemaGenerator.moduleName(seed: seed) + ".json", text: texts[seed] ?? "")
        }
        let result = SchemaFrontEnd.load(sources)
        guard let schema = result.schema else {
            throw PreparationError(description: "the batch does not load:\n" + DiagnosticFormatter.text(for: result.diagnostics))
        }
        let files = try CodeGenerator().generate(schema)
        try FileManager.default.createDirectory(at: paths.generated, withIntermediateDirectories: true)
        try GeneratedFileWriter(directory: paths.generated).write(files)
        let manifest = Self.manifest(modules: seeds.map(RandomSchemaGenerator.moduleName(seed:)), repository: paths.repositoryRoot)
        let manifestURL = paths.package.appendingPathComponent("Package.swift")
        if (try? String(contentsOf: manifestURL, encoding: .utf8)) != manifest {
            try Data(manifest.utf8).write(to: manifestURL)
        }
    }

    /// A problem preparing the package.
    struct PreparationError: Error, CustomStringConvertible {
        var description: String
    }

    /// The scratch package's manifest for `modules`, depending on the repository at
    /// `repository` by path.
    static func manifest(modules: [String], repository: URL) -> String {
        // A path dependency's identity is its directory's name.
        let identity = repository.standardizedFileURL.lastPathComponent
        let mapwright = ".product(name: \"Mapwright\", package: \(literal(identity)))"
        let sqlite = ".product(name: \"MapwrightSQLite\", package: \(literal(identity)))"
        var targets: [String] = []
        for (index, module) in modules.enumerated() {
            let settings = index % 2 == 0 ? "strict" : "mainActor"
            targets.append("""
                    .target(name: \(literal(module)), dependencies: [\(mapwright), \(sqlite)], path: "Generated/\(module)", swiftSettings: \(settings)),
                    .target(name: \(literal(module + "TestSupport")), dependencies: [\(mapwright), \(literal(module))],
                            path: "Generated/\(module)TestSupport", swiftSettings: \(settings)),
                    .testTarget(name: \(literal(module + "Tests")), dependencies: [\(mapwright), \(literal(module)), \(literal(module + "TestSupport"))],
                                path: "Generated/\(module)Tests", swiftSettings: \(settings)),
            """)
        }
        return """
        // swift-tools-version: 6.2
        // Written by RandomSchemaTests: the modules generated from random schemas.
        import PackageDescription

        let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]
        let mainActor: [SwiftSetting] = strict + [.defaultIsolation(MainActor.self)]

        let package = Package(
            name: "RandomSchemas",
            platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
            dependencies: [.package(path: \(literal(repository.standardizedFileURL.path)))],
            targets: [
        \(targets.joined(separator: "\n"))
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }

    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
