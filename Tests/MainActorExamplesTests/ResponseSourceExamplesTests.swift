import Foundation
import Testing
import Mapwright

/// An app's own source, declared in main-actor code: `nonisolated`, as `ResponseSource`
/// is `Sendable` and fetched from any task.
nonisolated struct PrefixingSource: ResponseSource {
    let base: StubResponseSource

    func data(for url: URL) async throws(SourceError) -> Data {
        Data(#"{"wrapped": "#.utf8) + (try await base.data(for: url)) + Data("}".utf8)
    }
}

/// Response sources used from main-actor code: `async` fetches, callback fetches and a
/// source of the app's own.
@MainActor @Suite struct ResponseSourceExamplesTests {
    @Test func fetchingFromTheMainActor() async throws {
        let data = try await ExamplePages.blogSource().data(for: ExamplePages.secondPostPage)
        #expect(try JSONReader().read(data)["posts"]?.array?.count == 1, "page 2 holds one post")
    }

    @Test func callbackFetchStartedFromTheMainActor() async {
        let received = Locked<[Int]>([])
        let operation = ExamplePages.blogSource().fetch(ExamplePages.secondPostPage, success: { data in
            received.withLock { $0.append(data.count) }
        }, failure: { _ in
            received.withLock { $0.append(-1) }
        })
        await operation.finish()
        #expect(received.withLock { $0.count == 1 && $0[0] > 0 }, "success called once with the bytes")
    }

    @Test func anAppsOwnSourcePagesFromTheMainActor() async throws {
        let source = PrefixingSource(base: ExamplePages.blogSource())
        var numbers: [Int] = []
        try await PagedFetch(source: source, next: "wrapped.next").forEachPage(from: ExamplePages.firstPostPage) { page in
            numbers.append(page.number)
        }
        #expect(numbers == [1, 2], "the app's source served both pages: \(numbers)")
    }
}
