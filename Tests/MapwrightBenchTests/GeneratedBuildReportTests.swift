import Testing
@testable import mapwright_bench

/// `GeneratedBuildReport`: the Markdown table (with a totals row) and the CSV.
@Suite("Generated build report")
struct GeneratedBuildReportTests {
    private static func usage(cpu: Double, wall: Double, peakMB: Int) -> MeasuredProcess.Usage {
        MeasuredProcess.Usage(status: 0, userSeconds: cpu * 0.75, systemSeconds: cpu * 0.25, wallSeconds: wall, peakBytes: peakMB * 1_000_000)
    }

    private static let blog = GeneratedBuildBenchmark.Result(
        schema: "Blog", module: "MapwrightExampleBlog", entities: 2, lines: GeneratedLines(module: 1000, testSupport: 200, tests: 300),
        builds: [.module: usage(cpu: 2, wall: 2.5, peakMB: 300), .testSupport: usage(cpu: 1, wall: 1.25, peakMB: 200),
                 .tests: usage(cpu: 1.5, wall: 1.5, peakMB: 250)],
        runs: 3)

    private static let synthetic = GeneratedBuildBenchmark.Result(
        schema: "Synthetic", module: "Synthetic", entities: 40, lines: GeneratedLines(module: 20000, testSupport: 4000, tests: 0),
        builds: [.module: usage(cpu: 20, wall: 21, peakMB: 900), .testSupport: usage(cpu: 4, wall: 4, peakMB: 400)],
        runs: 3)

    @Test func markdownHasARowPerModuleAndATotal() {
        let lines = GeneratedBuildReport(results: [Self.blog, Self.synthetic]).markdown
        #expect(lines[0].hasPrefix("| schema | entities | lines: module | test support | tests | total | CPU s: module |"))
        #expect(lines[2] == "| Blog | 2 | 1000 | 200 | 300 | 1500 | 2.00 | 1.00 | 1.50 | 4.50 | 5.25 | 300 |")
        #expect(lines[3] == "| Synthetic | 40 | 20000 | 4000 | 0 | 24000 | 20.00 | 4.00 | 0.00 | 24.00 | 25.00 | 900 |")
        #expect(lines[4] == "| **all** | 42 | 21000 | 4200 | 300 | 25500 | 22.00 | 5.00 | 1.50 | 28.50 | 30.25 | 900 |")
        #expect(lines.last?.contains("the least of 3 builds") == true)
    }

    @Test func oneModuleHasNoTotalRow() {
        let lines = GeneratedBuildReport(results: [Self.blog]).markdown
        #expect(!lines.contains { $0.hasPrefix("| **all**") })
    }

    @Test func csvHasAHeaderAndARowPerModule() {
        let csv = GeneratedBuildReport(results: [Self.blog, Self.synthetic]).csv
        #expect(csv.count == 3)
        let header = csv[0].split(separator: ",")
        #expect(header.first == "schema" && header.last == "peak_bytes")
        #expect(csv[1] == "Blog,MapwrightExampleBlog,2,3,1000,200,300,1500,2.0,1.0,1.5,4.5,2.5,1.25,1.5,5.25,300000000")
        #expect(csv[2].hasPrefix("Synthetic,Synthetic,40,3,20000,4000,0,24000,20.0,4.0,0.0,24.0,"))
        #expect(csv.allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == header.count })
    }
}
