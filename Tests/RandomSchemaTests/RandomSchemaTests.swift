import Foundation
import MapwrightGenerator
import Testing

/// The product's promise, checked on random schemas: a schema `mapwright lint`
/// accepts gives code that compiles with warnings as errors (also under main-actor
/// default isolation) and generated tests that pass.
///
/// `swift test` checks the fixed CI seeds. By hand, `.ci/random-schemas N [SEED]`
/// checks `N` schemas from seed `SEED`. The schemas of the last run stay in
/// `.build-random-schemas/schemas/`; to reproduce a failure, copy one into a
/// directory and run `swift run mapwright generate --schemas DIR --output OUT`.
@Suite("Random schemas", .serialized)
struct RandomSchemaTests {
    private let run = RandomSchemaRun.fromEnvironment()
    private let paths = RandomSchemaPaths.current

    @Test("the same seed gives the same schema text")
    func sameSeedSameSchema() {
        for seed: UInt64 in [1, 17, 123_456] {
            #expect(RandomSchemaGenerator.schemaText(seed: seed) == RandomSchemaGenerator.schemaText(seed: seed),
                    "seed \(seed) gave two different schemas")
        }
        #expect(RandomSchemaGenerator.schemaText(seed: 1) != RandomSchemaGenerator.schemaText(seed: 2), "seeds 1 and 2 gave the same schema")
    }

    @Test("lint accepts every random schema of seeds 1...300")
    func lintAcceptsRandomSchemas() {
        let seeds = Array(UInt64(1)...300) + (run.isByHand ? run.seeds : [])
        // A run by hand may ask for seeds in 1...300 again: each is linted once.
        let texts = Dictionary(seeds.map { ($0, RandomSchemaGenerator.schemaText(seed: $0)) }, uniquingKeysWith: { first, _ in first })
        for failure in ScratchPackage.lint(texts) {
            Issue.record("lint rejects the schema of seed \(failure.seed) (the generator must make only valid schemas):\n\(failure.diagnostics)\n\(texts[failure.seed] ?? "")")
        }
    }

    @Test("random schemas compile with warnings as errors and their generated tests pass")
    func randomSchemasCompileAndPass() async throws {
        let package = ScratchPackage(paths: paths)
        let texts = try package.writeSchemas(run.seeds)
        let rejected = ScratchPackage.lint(texts)
        for failure in rejected {
            Issue.record("lint rejects the schema of seed \(failure.seed) (\(paths.schemaFile(seed: failure.seed).path)):\n\(failure.diagnostics)")
        }
        let accepted = Set(rejected.map(\.seed))
        for batch in run.batches {
            try await check(batch.filter { !accepted.contains($0) }, texts: texts, package: package)
        }
    }

    /// Generates, builds and tests one package of modules.
    private func check(_ seeds: [UInt64], texts: [UInt64: String], package: ScratchPackage) async throws {
        guard !seeds.isEmpty else { return }
        try package.prepare(seeds, texts: texts)
        let common = ["--package-path", paths.package.path, "--scratch-path", paths.build.path]
        let batch = RandomSchemaGenerator.moduleName(seed: seeds[0])
        let build = try await SwiftCommand.run(["build", "--build-tests"] + common, log: paths.logs.appendingPathComponent("build-\(batch).log"))
        guard build.status == 0 else {
            Issue.record(Comment(rawValue: report("do not compile", seeds: seeds, outcome: build)))
            return
        }
        let test = try await SwiftCommand.run(["test", "--skip-build"] + common, log: paths.logs.appendingPathComponent("test-\(batch).log"))
        #expect(test.status == 0, Comment(rawValue: report("fail their generated tests", seeds: seeds, outcome: test)))
        print("random schemas \(seeds.map(String.init).joined(separator: ",")): build \(Int(build.seconds)) s, tests \(Int(test.seconds)) s")
    }

    /// The failure message: which seeds (with their schema files) and the log's failure lines.
    private func report(_ what: String, seeds: [UInt64], outcome: SwiftCommand.Outcome) -> String {
        let excerpt = FailureExcerpt.of(outcome.output)
        let named = FailureExcerpt.seeds(in: excerpt, among: seeds)
        let suspects = named.isEmpty ? seeds : named
        let files = suspects.map { "  seed \($0): \(paths.schemaFile(seed: $0).path)" }.joined(separator: "\n")
        return """
        random schemas \(what) (exit \(outcome.status); full log \(outcome.log.path)):
        \(files)
        \(excerpt)
        """
    }
}

extension RandomSchemaTests {
    @Test("the CI seeds use every feature of the schema language between them")
    func ciSeedsCoverEveryFeature() {
        let used = RandomSchemaRun.ciSeeds.reduce(into: Set<String>()) { $0.formUnion(RandomSchemaFeatures.of(RandomSchemaGenerator.plan(seed: $1))) }
        let missing = RandomSchemaFeatures.all.subtracting(used).sorted()
        #expect(missing.isEmpty, "the CI seeds \(RandomSchemaRun.ciSeeds) miss: \(missing.joined(separator: ", "))")
    }
}
