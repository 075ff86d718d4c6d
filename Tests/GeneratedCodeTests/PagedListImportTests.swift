import Foundation
import Mapwright
import MapwrightExampleStandings
import Testing

/// A plain paged list (`{ "standings": [...], "next": "..." }`): the generated
/// `importPages(from:source:into:)` of a mapping with `root` and `next`.
@Suite struct PagedListImportTests {
    private let first = URL(string: "https://api.example.com/standings?page=1")!
    private let second = URL(string: "https://api.example.com/standings?page=2")!

    private func page(_ teams: [(Int, String)], next: String?) -> StubResponseSource.Response {
        let rows = teams.map { #"{"tournamentId":1,"groupName":"A","team":{"id":\#($0.0),"name":"\#($0.1)"},"position":\#($0.0)}"# }
        let link = next.map { "\"\($0)\"" } ?? "null"
        return .data(Data(#"{"standings":[\#(rows.joined(separator: ","))],"next":\#(link)}"#.utf8))
    }

    @Test func everyPageIsImportedInOneUnitOfWork() async throws {
        let store = try MapwrightExampleStandingsModule.makeStore()
        let source = StubResponseSource([first: page([(1, "Lions"), (2, "Bears")], next: "/standings?page=2"), second: page([(3, "Owls")], next: nil)])
        let result = try await StandingParser().importPages(from: first, source: source, into: store)
        #expect(result.pages == [first, second], "pages fetched: \(result.pages)")
        #expect(result.records.map(\.teamName) == ["Lions", "Bears", "Owls"], "records in page order: \(result.records.map(\.teamName))")
        #expect(try store.count(Standing.self) == 3, "every page's records must be stored")
        #expect(result.changes.inserted(Standing.self).count == 3, "the change set lists the three inserts: \(result.changes)")
    }

    @Test func aBrokenPageLeavesTheStoreAsItWas() async throws {
        let store = try MapwrightExampleStandingsModule.makeStore()
        let broken = StubResponseSource.Response.data(Data(#"{"standings":[{"tournamentId":"x"}],"next":null}"#.utf8))
        let source = StubResponseSource([first: page([(1, "Lions")], next: "/standings?page=2"), second: broken])
        await #expect(throws: FeedPageError.self, "a page that does not parse must fail the import") {
            try await StandingParser().importPages(from: first, source: source, into: store)
        }
        #expect(try store.count(Standing.self) == 0, "the first page must not be kept when the second fails")
    }
}
