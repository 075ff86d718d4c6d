import Testing
@testable import mapwright_bench

/// The `generated-build` command line: defaults, `none`, counts, unknown options.
@Suite("generated-build options")
struct GeneratedBuildOptionsTests {
    private static func options(_ words: String) -> BenchOptions {
        BenchOptions(["generated-build"] + words.split(separator: " ").map(String.init))
    }

    @Test func defaultsMeasureTheBundledSchemasAndFortySyntheticEntitiesOnce() throws {
        let benchmark = try GeneratedBuildBenchmark(Self.options(""))
        #expect(benchmark.bundled == "Schemas")
        #expect(benchmark.schemas == nil)
        #expect(benchmark.synthetic == 40)
        #expect(benchmark.runs == 1)
        #expect(benchmark.mainActorModules == ["MapwrightExampleTracker"])
    }

    @Test func optionsAreRead() throws {
        let benchmark = try GeneratedBuildBenchmark(Self.options("--bundled none --synthetic 1k --schemas My/Schemas --runs 3"))
        #expect(benchmark.bundled == nil)
        #expect(benchmark.synthetic == 1_000)
        #expect(benchmark.schemas == "My/Schemas")
        #expect(benchmark.runs == 3)
        #expect(try GeneratedBuildBenchmark(Self.options("--synthetic none")).synthetic == nil)
    }

    @Test func badCountsAndUnknownOptionsAreUsageErrors() throws {
        #expect(throws: BenchOptions.UsageError.self) { try GeneratedBuildBenchmark(Self.options("--synthetic 0")) }
        #expect(throws: BenchOptions.UsageError.self) { try GeneratedBuildBenchmark(Self.options("--runs many")) }
        let command = try #require(BenchHelp.command("generated-build"))
        #expect(throws: BenchOptions.UsageError.self) { try Self.options("--entities 10").check(known: command.options) }
        try Self.options("--bundled none --synthetic 5 --schemas x --runs 2 --markdown a.md --csv a.csv").check(known: command.options)
    }

    @Test func helpNamesEveryOption() throws {
        let help = BenchHelp.text(for: "generated-build")
        for option in ["--bundled", "--synthetic", "--schemas", "--runs", "--markdown", "--csv"] {
            #expect(help.contains(option), "help lacks \(option)")
        }
    }
}
