import Foundation
import Testing
import Mapwright

/// The file source: `file:` URLs only, errors naming the URL.
@Suite struct FileResponseSourceTests {
    @Test func readsAFile() async throws {
        let file = try SourceFixtures.directory().appendingPathComponent("standings.json")
        try Data(#"{"standings":[]}"#.utf8).write(to: file)
        #expect(try await FileResponseSource().data(for: file) == Data(#"{"standings":[]}"#.utf8), "file bytes")
    }

    @Test func aMissingFileIsNotFound() async throws {
        let file = try SourceFixtures.directory().appendingPathComponent("absent.json")
        await #expect(throws: SourceError.notFound(file), "missing file") { try await FileResponseSource().data(for: file) }
    }

    @Test func aDirectoryIsUnreadable() async throws {
        let directory = try SourceFixtures.directory()
        do {
            _ = try await FileResponseSource().data(for: directory)
            Issue.record("a directory must not read")
        } catch {
            guard case .unreadable(let url, _) = error else {
                Issue.record("expected unreadable, got \(error)")
                return
            }
            #expect(url == directory, "the error names the URL")
        }
    }

    @Test func aNetworkURLIsUnsupported() async {
        await #expect(throws: SourceError.unsupported(SourceFixtures.fake), "http URL") {
            try await FileResponseSource().data(for: SourceFixtures.fake)
        }
    }
}
