import Foundation

/// `Codable` twins of the corpora's JSON, for the `JSONDecoder` baseline: decoded as
/// they are (no fetch-or-create, no dedupe), dates with `.iso8601`.
enum CodableTwins {
    /// A Blog post with its nested author.
    struct Post: Decodable {
        /// The nested author.
        struct Author: Decodable {
            var id: String
            var name: String
            var avatar_url: URL?
        }
        var id: String
        var created_at: Date
        var country: String?
        var content: String
        var share_count: Int?
        var is_shared: Bool
        var views_count: Int
        var author: Author?
    }

    /// A `WidgetDiff` feed document.
    struct Feed: Decodable {
        /// One action.
        struct Action: Decodable {
            var type: String
            var payload: Payload
        }
        /// Any widget's payload: the fields of both server types.
        struct Payload: Decodable {
            var serverId: String
            var serverType: String
            var title: String?
            var url: URL?
            var caption: String?
            var textWidgetId: String?
        }
        var actions: [Action]
        var nextUrl: String?
    }

    /// A decoder set up as the baseline uses it.
    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
