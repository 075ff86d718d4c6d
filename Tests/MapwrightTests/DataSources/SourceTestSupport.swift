import Foundation
import Mapwright

/// Records which callbacks of a fetch ran, from whatever task runs them.
final class CallbackRecorder: Sendable {
    private let events = Locked<[String]>([])

    /// Records `event`.
    func record(_ event: String) {
        events.withLock { $0.append(event) }
    }

    /// Everything recorded so far, in order.
    var recorded: [String] { events.withLock { $0 } }
}

/// URLs and files the source tests use.
enum SourceFixtures {
    static let fake = URL(string: "http://fake.url")!

    static func page(_ number: Int) -> URL {
        URL(string: "https://example.com/feed/\(number)")!
    }

    /// A fresh temporary directory.
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-sources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A stub serving `pages` (URL → JSON text) at once.
    static func stub(_ pages: [URL: String]) -> StubResponseSource {
        StubResponseSource(pages.mapValues { .data(Data($0.utf8)) })
    }
}
