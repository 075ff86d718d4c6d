import Foundation
import Testing
import Mapwright

/// Paging: follows the `next` key path until `null` or absent; every failure names its page.
@Suite struct PagedFetchTests {
    private func urls(_ source: StubResponseSource, next: JSONKeyPath = "nextUrl", maxPages: Int = 10) async throws -> [URL] {
        var seen: [URL] = []
        try await PagedFetch(source: source, next: next, maxPages: maxPages).forEachPage(from: SourceFixtures.page(1)) { page in
            seen.append(page.url)
        }
        return seen
    }

    @Test func followsNextUntilNull() async throws {
        let source = SourceFixtures.stub([
            SourceFixtures.page(1): #"{"nextUrl":"https://example.com/feed/2"}"#,
            SourceFixtures.page(2): #"{"nextUrl":null}"#,
        ])
        #expect(try await urls(source) == [SourceFixtures.page(1), SourceFixtures.page(2)], "two pages")
    }

    @Test func anAbsentNextEndsPaging() async throws {
        let source = SourceFixtures.stub([SourceFixtures.page(1): "{}"])
        #expect(try await urls(source) == [SourceFixtures.page(1)], "one page")
    }

    @Test func aRelativeNextIsResolvedAgainstThePage() async throws {
        let source = SourceFixtures.stub([SourceFixtures.page(1): #"{"links":{"next":"2"}}"#, SourceFixtures.page(2): "{}"])
        #expect(try await urls(source, next: "links.next") == [SourceFixtures.page(1), SourceFixtures.page(2)], "relative next")
    }

    @Test func aNextThatIsNotAStringIsAnErrorAtItsKeyPath() async {
        let source = SourceFixtures.stub([SourceFixtures.page(1): #"{"nextUrl":2}"#])
        do {
            _ = try await urls(source)
            Issue.record("a numeric next must fail")
        } catch let PagingError.badNext(url, issue) {
            #expect(url == SourceFixtures.page(1) && issue.keyPath == "nextUrl", "bad next at \(url) \(issue)")
        } catch {
            Issue.record("expected badNext, got \(error)")
        }
    }

    @Test func aLoopOfNextLinksIsAnError() async {
        let source = SourceFixtures.stub([SourceFixtures.page(1): #"{"nextUrl":"https://example.com/feed/1"}"#])
        await #expect(throws: PagingError.cycle(SourceFixtures.page(1)), "loop") { _ = try await urls(source) }
    }

    @Test func pagesBeyondTheLimitAreAnError() async {
        let source = SourceFixtures.stub([
            SourceFixtures.page(1): #"{"nextUrl":"https://example.com/feed/2"}"#,
            SourceFixtures.page(2): #"{"nextUrl":null}"#,
        ])
        await #expect(throws: PagingError.tooManyPages(SourceFixtures.page(2), limit: 1), "limit") { _ = try await urls(source, maxPages: 1) }
    }

    @Test func malformedJSONNamesThePageAndPosition() async {
        let source = SourceFixtures.stub([SourceFixtures.page(1): #"{"nextUrl":"https://example.com/feed/2"}"#, SourceFixtures.page(2): "{\"next"])
        do {
            _ = try await urls(source)
            Issue.record("malformed JSON must fail")
        } catch let PagingError.malformedJSON(url, error) {
            #expect(url == SourceFixtures.page(2) && error.location.line == 1, "malformed at \(url) \(error)")
        } catch {
            Issue.record("expected malformedJSON, got \(error)")
        }
    }

    @Test func aMissingPageIsASourceError() async {
        let source = SourceFixtures.stub([SourceFixtures.page(1): #"{"nextUrl":"https://example.com/feed/2"}"#])
        await #expect(throws: PagingError.source(.notFound(SourceFixtures.page(2))), "page 2 missing") { _ = try await urls(source) }
    }
}
