import Foundation
import Testing
import Mapwright
import MapwrightExampleStandings

/// Seed 004's three tests (parsing, parsing twice, group filter) on a data source whose
/// endpoint request reads a local JSON file. The sample holds four standings: three in
/// tournament 10 (two in group A, one in group B) and one in tournament 21.
@Suite struct StandingsExampleTests {
    let store: Store

    init() throws { store = try MapwrightExampleStandingsModule.makeStore() }

    /// The article's `testDatasourceFetchStandings`: the stored sample, tournament 10, all groups.
    private func testDatasourceFetchStandings(file: String = "standings-tournament", tournamentID: Int = 10,
                                              groupName: String? = nil) throws -> StandingsDataSource {
        StandingsDataSource(store: store,
                            request: StandingsEndpointLocalRequest(tournamentID: tournamentID, url: try Fixture.url(file)),
                            entityRequest: StandingsEntityRequest(tournamentID: tournamentID, groupName: groupName))
    }

    @Test func parsesTheStandingsOfTheTournament() async throws {
        let dataSource = try testDatasourceFetchStandings()
        try await dataSource.requestData()
        let standings = try dataSource.standings()
        #expect(standings.count == 3, "tournament 10 has three standings, found \(standings.count)")
        #expect(standings.map(\.teamName) == ["Lions", "Tigers", "Bears"], "by group, then position: \(standings.map(\.teamName))")
        #expect(try store.count(Standing.self) == 4, "all four standings stored")
    }

    @Test func parsingTwiceCreatesNoDuplicates() async throws {
        let dataSource = try testDatasourceFetchStandings()
        try await dataSource.requestData()
        try await dataSource.requestData()
        let stored = try store.count(Standing.self)
        #expect(stored == 4, "still four standings, found \(stored)")
        #expect(try dataSource.standings().count == 3, "still three in tournament 10")
    }

    @Test func filtersByGroup() async throws {
        let dataSource = try testDatasourceFetchStandings(groupName: "A")
        try await dataSource.requestData()
        let standings = try dataSource.standings()
        #expect(standings.map(\.teamName) == ["Lions", "Tigers"], "group A of tournament 10: \(standings.map(\.teamName))")
        #expect(standings.allSatisfy { $0.groupName == "A" && $0.tournamentID == 10 }, "only group A of tournament 10")
    }

    @Test func theNetworkRequestNamesTheTournamentsEndpoint() {
        let request = StandingsNetworkRequest(tournamentID: 10)
        #expect(request.url.absoluteString == "https://api.example.com/tournaments/10/standings", "url: \(request.url)")
    }

    @Test func anyInjectedSourceServesTheEndpoint() async throws {
        let stub = StubResponseSource([URL(string: "https://api.example.com/tournaments/21/standings")!: .file(try Fixture.url("standings-tournament"))])
        let dataSource = StandingsDataSource(store: store, request: StandingsNetworkRequest(tournamentID: 21, source: stub),
                                             entityRequest: StandingsEntityRequest(tournamentID: 21))
        try await dataSource.requestData()
        #expect(try dataSource.standings().map(\.teamName) == ["Wolves"], "tournament 21 through the stubbed endpoint")
    }
}
