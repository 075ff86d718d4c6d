import Foundation
import Mapwright
import MapwrightExampleStandings

// Seed 004's testable data source, on the generated Standings module. Hand-written
// example code (not generated): the requests are injected at construction.

/// The article's endpoint request: where one tournament's standings come from, and
/// which source fetches them. Any type with a tournament id, a URL and a source will do.
protocol StandingsEndpointRequest: Sendable {
    /// The tournament asked for.
    var tournamentID: Int { get }
    /// Where its standings are.
    var url: URL { get }
    /// What fetches `url`.
    var source: any ResponseSource { get }
}

extension StandingsEndpointRequest {
    /// Fetches the standings and parses them into `store` with the generated parser
    /// (the article's default `parser(parseDelegate:parentContext:)`).
    func load(into store: Store) async throws -> [Standing] {
        let json = try JSONReader().read(try await source.data(for: url))
        return try await store.perform { context in try StandingParser().parseResponse(json, in: context) }
    }
}

/// The production request: the standings endpoint over the network.
struct StandingsNetworkRequest: StandingsEndpointRequest {
    let tournamentID: Int
    var baseURL = URL(string: "https://api.example.com")!
    var source: any ResponseSource = URLSessionResponseSource()

    var url: URL { baseURL.appendingPathComponent("tournaments/\(tournamentID)/standings") }
}

/// The tests' request: the same response read from a local JSON file.
struct StandingsEndpointLocalRequest: StandingsEndpointRequest {
    let tournamentID: Int
    let url: URL
    var source: any ResponseSource { FileResponseSource() }
}

/// The article's entity request: which records of an entity the data source shows,
/// and in which order, as one query.
protocol EntityRequest {
    /// The entity asked for.
    associatedtype Entity: StoreEntity
    /// The records (the predicate) and their order.
    var query: StoreQuery<Entity> { get }
}

/// The standings of a tournament, optionally of one group, by group then position.
struct StandingsEntityRequest: EntityRequest {
    let tournamentID: Int
    var groupName: String?

    var query: StoreQuery<Standing> {
        var query = StoreQuery(Standing.self).filter(Standing.Columns.tournamentID == tournamentID)
        if let groupName { query = query.filter(Standing.Columns.groupName == groupName) }
        return query.sorted(by: .ascending(Standing.Columns.groupName), .ascending(Standing.Columns.position))
    }
}

extension Store {
    /// The committed records `request` asks for, in its order.
    func fetch<Request: EntityRequest>(_ request: Request) throws -> [Request.Entity] {
        try fetch(request.query)
    }
}

/// The article's `StandingsDatasource` after refactoring: both requests injected in
/// the initializer, so tests pass a local request instead of subclassing.
struct StandingsDataSource: Sendable {
    let store: Store
    let request: any StandingsEndpointRequest
    let entityRequest: StandingsEntityRequest

    /// Fetches and stores the standings of the request's tournament.
    func requestData() async throws {
        _ = try await request.load(into: store)
    }

    /// What the data controller shows: the stored standings the entity request matches.
    func standings() throws -> [Standing] {
        try store.fetch(entityRequest)
    }
}
