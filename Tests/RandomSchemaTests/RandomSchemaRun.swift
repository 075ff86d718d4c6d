import Foundation

/// Which seeds a run checks, and where it keeps its files.
///
/// By default the fixed CI batch (``ciSeeds``); with `MAPWRIGHT_RANDOM_SCHEMAS=N`
/// (and optionally `MAPWRIGHT_RANDOM_SEED=S`, default 1) the seeds `S..<S+N`,
/// compiled in packages of `MAPWRIGHT_RANDOM_BATCH` modules (default 20).
struct RandomSchemaRun {
    /// Seeds chosen so that between them they use every feature ``RandomSchemaFeatures``
    /// lists (checked by a test), kept few so the CI batch stays cheap. 923 adds a
    /// required slot whose enum has a `none` case, where a builder's unqualified
    /// `case .none = self.slot` was ambiguous (an error with warnings as errors).
    static let ciSeeds: [UInt64] = [188, 179, 2180, 923]

    /// The seeds to check.
    let seeds: [UInt64]
    /// How many modules one scratch package build holds.
    let batchSize: Int
    /// Whether the seeds came from the environment (a run by hand).
    let isByHand: Bool

    /// The run the environment asks for.
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> RandomSchemaRun {
        let batchSize = environment["MAPWRIGHT_RANDOM_BATCH"].flatMap { Int($0) }.map { max(1, $0) } ?? 20
        guard let count = environment["MAPWRIGHT_RANDOM_SCHEMAS"].flatMap({ Int($0) }), count > 0 else {
            return RandomSchemaRun(seeds: ciSeeds, batchSize: batchSize, isByHand: false)
        }
        let start = environment["MAPWRIGHT_RANDOM_SEED"].flatMap { UInt64($0) } ?? 1
        return RandomSchemaRun(seeds: (0..<UInt64(count)).map { start &+ $0 }, batchSize: batchSize, isByHand: true)
    }

    /// The seeds in packages of at most ``batchSize``.
    var batches: [[UInt64]] {
        stride(from: 0, to: seeds.count, by: batchSize).map { Array(seeds[$0..<min($0 + batchSize, seeds.count)]) }
    }
}

/// The places a run uses, all under `<repo>/.build-random-schemas/` (git-ignored):
/// `schemas/` (the last run's schema files, for reproducing a failure by hand),
/// `package/` (the scratch package: its `Package.swift` and `Generated/`), `build/`
/// (its build folder, kept between runs so rebuilds are incremental) and `logs/`.
struct RandomSchemaPaths {
    /// The repository's root directory.
    let repositoryRoot: URL

    /// The paths for the repository holding this file.
    static let current = RandomSchemaPaths(repositoryRoot: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent())

    var root: URL { repositoryRoot.appendingPathComponent(".build-random-schemas") }
    var schemas: URL { root.appendingPathComponent("schemas") }
    var package: URL { root.appendingPathComponent("package") }
    var generated: URL { package.appendingPathComponent("Generated") }
    var build: URL { root.appendingPathComponent("build") }
    var logs: URL { root.appendingPathComponent("logs") }

    /// The schema file of `seed`.
    func schemaFile(seed: UInt64) -> URL {
        schemas.appendingPathComponent(RandomSchemaGenerator.moduleName(seed: seed) + ".json")
    }
}
