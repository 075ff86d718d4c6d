import Foundation
import Testing
@testable import mapwright_bench

/// `MeasuredProcess`: exit statuses, output to the log, `PATH` lookup (a shell, a few milliseconds).
@Suite("Measured process")
struct MeasuredProcessTests {
    @Test func waitStatusesDecode() {
        #expect(MeasuredProcess.exitStatus(0) == 0)
        #expect(MeasuredProcess.exitStatus(3 << 8) == 3)
        #expect(MeasuredProcess.exitStatus(9) == 137)
    }

    @Test func runsAChildAndKeepsItsStatusAndOutput() throws {
        let shell = try #require(MeasuredProcess.onPath("sh"))
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("measured-process-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        let usage = try MeasuredProcess.run(shell, ["-c", "echo out; echo err >&2; exit 3"], log: log)
        #expect(usage.status == 3)
        #expect(usage.wallSeconds > 0)
        #expect(usage.peakBytes > 0)
        #expect(usage.cpuSeconds >= 0)
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "out\nerr\n")
    }

    @Test func pathLookupFindsOnlyExecutables() {
        #expect(MeasuredProcess.onPath("sh", environment: ["PATH": "/nonexistent:/bin:/usr/bin"]) != nil)
        #expect(MeasuredProcess.onPath("sh", environment: ["PATH": "/nonexistent"]) == nil)
        #expect(MeasuredProcess.onPath("sh", environment: [:]) == nil)
    }
}
