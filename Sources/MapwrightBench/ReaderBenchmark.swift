import Foundation
import Mapwright

/// Measures the JSON reader alone against `JSONSerialization` and `JSONDecoder` on
/// the same bytes, in one process.
enum ReaderBenchmark {
    /// The Codable twin of a Blog post, for `JSONDecoder`.
    struct CodablePost: Decodable {
        struct Author: Decodable {
            var id: String
            var name: String
            var avatar_url: String
        }
        var id: String
        var created_at: Date
        var country: String?
        var content: String
        var share_count: Int
        var is_shared: Bool
        var views_count: Int
        var author: Author
    }

    static func run(postCount: Int, runs: Int) throws {
        let bytes = BlogCorpus.posts(count: postCount)
        let data = Data(bytes)
        let megabytes = Double(bytes.count) / 1_000_000
        print("Reader alone: \(postCount) posts, \(Measurement.format(megabytes)) MB, best/median of \(runs) runs")

        var sink = 0
        let reader = try Measurement.time(runs: runs) {
            let value = try JSONReader().read(bytes)
            sink &+= value.count ?? 0
        }
        let serialization = try Measurement.time(runs: runs) {
            let object = try JSONSerialization.jsonObject(with: data)
            sink &+= (object as? [Any])?.count ?? 0
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let decoding = try Measurement.time(runs: max(1, runs / 2)) {
            let posts = try decoder.decode([CodablePost].self, from: data)
            sink &+= posts.count
        }

        print("| reader | best MB/s | median MB/s | vs JSONDecoder (best) |")
        print("|---|---:|---:|---:|")
        for (name, timing) in [("Mapwright JSONReader", reader), ("JSONSerialization", serialization), ("JSONDecoder (Codable, iso8601)", decoding)] {
            let ratio = decoding.best / timing.best
            print("| \(name) | \(Measurement.format(megabytes / timing.best)) | \(Measurement.format(megabytes / timing.median)) | \(Measurement.format(ratio))x |")
        }
        if sink == 42 { print("") }
    }
}
