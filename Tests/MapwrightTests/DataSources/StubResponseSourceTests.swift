import Foundation
import Testing
@testable import Mapwright

/// The in-memory stub source: bytes, files and errors per URL, optional latency.
@Suite struct StubResponseSourceTests {
    @Test func answersTheStubbedBytes() async throws {
        let source = StubResponseSource([SourceFixtures.fake: .data(Data("hello".utf8))])
        #expect(try await source.data(for: SourceFixtures.fake) == Data("hello".utf8), "stubbed bytes")
    }

    @Test func anUnstubbedURLIsNotFound() async {
        let source = StubResponseSource()
        await #expect(throws: SourceError.notFound(SourceFixtures.fake), "unknown URL") {
            try await source.data(for: SourceFixtures.fake)
        }
    }

    @Test func answersAFileWhenAsked() async throws {
        let file = try SourceFixtures.directory().appendingPathComponent("page.json")
        try Data("[1]".utf8).write(to: file)
        let source = StubResponseSource([SourceFixtures.fake: .file(file)])
        #expect(try await source.data(for: SourceFixtures.fake) == Data("[1]".utf8), "file bytes")
    }

    @Test func aMissingStubFileIsNotFoundForTheAskedURL() async throws {
        let file = try SourceFixtures.directory().appendingPathComponent("absent.json")
        let source = StubResponseSource([SourceFixtures.fake: .file(file)])
        await #expect(throws: SourceError.notFound(SourceFixtures.fake), "missing file") {
            try await source.data(for: SourceFixtures.fake)
        }
    }

    @Test func answersAStubbedError() async {
        let source = StubResponseSource([SourceFixtures.fake: .failure(.status(SourceFixtures.fake, code: 503))])
        await #expect(throws: SourceError.status(SourceFixtures.fake, code: 503), "stubbed error") {
            try await source.data(for: SourceFixtures.fake)
        }
    }

    @Test func answersAfterTheLatency() async throws {
        let source = StubResponseSource([SourceFixtures.fake: .data(Data("late".utf8))], latency: 0.05)
        let start = ProcessInfo.processInfo.systemUptime
        _ = try await source.data(for: SourceFixtures.fake)
        let waited = ProcessInfo.processInfo.systemUptime - start
        #expect(waited >= 0.05, "answered after \(waited) s, before the 0.05 s latency")
    }

    @Test(arguments: [
        (0.05, 50_000_000 as UInt64), (1e-12, 1), (0, 0), (-1, 0), (.nan, 0),
        (1e10, 10_000_000_000_000_000_000), (1e11, .max), (.infinity, .max),
    ] as [(TimeInterval, UInt64)])
    func latencyInNanosecondsNeverTraps(_ seconds: TimeInterval, _ nanoseconds: UInt64) {
        let source = StubResponseSource(latency: seconds)
        #expect(source.latencyNanoseconds == nanoseconds, "\(seconds) s must wait \(nanoseconds) ns")
    }

    @Test func cancellingDuringTheLatencyEndsWithCancelled() async {
        let source = StubResponseSource([SourceFixtures.fake: .data(Data())], latency: 30)
        let task = Task { () async -> Result<Data, SourceError> in
            do throws(SourceError) {
                return .success(try await source.data(for: SourceFixtures.fake))
            } catch {
                return .failure(error)
            }
        }
        task.cancel()
        #expect(await task.value == .failure(.cancelled(SourceFixtures.fake)), "cancelled without waiting 30 s")
    }
}
