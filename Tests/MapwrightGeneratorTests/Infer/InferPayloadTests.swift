import Foundation
import Mapwright
import Testing
@testable import MapwrightGenerator

/// `infer` on recorded responses of real APIs (Fixtures/Payloads, each folder with its
/// source and licence): the draft lints clean, `try` imports every sample without an
/// issue, and the draft is the one saved beside them (`infer-draft.json`; the draft of
/// the code before the cross-key rules is kept as `infer-draft-before.json` to compare).
/// Set MAPWRIGHT_UPDATE_INFER_DRAFTS=1 to rewrite the saved drafts after a rule change.
@Suite("infer: real API payloads")
struct InferPayloadTests {
    static let payloads = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/Payloads")

    /// An API's folder and the root entity of its samples.
    static let apis: [(folder: String, entity: String)] = [("discogs", "Release"), ("reddit", "Listing")]

    static func draft(_ folder: String, entity: String) throws -> InferHarness {
        let directory = payloads.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".json") && !$0.hasPrefix("infer-draft") }.sorted()
        let samples = try names.map { ($0, try JSONReader().read(try Data(contentsOf: directory.appendingPathComponent($0)))) }
        return try InferHarness(samples, entity: entity)
    }

    @Test(arguments: apis.map(\.folder))
    func theDraftIsTheSavedOne(_ folder: String) throws {
        let entity = try #require(Self.apis.first { $0.folder == folder }?.entity)
        let draft = try Self.draft(folder, entity: entity)
        let saved = Self.payloads.appendingPathComponent(folder).appendingPathComponent("infer-draft.json")
        let text = draft.text + "\n// review:\n" + draft.review.map { "// \($0)\n" }.joined()
        if ProcessInfo.processInfo.environment["MAPWRIGHT_UPDATE_INFER_DRAFTS"] == "1" {
            try Data(text.utf8).write(to: saved)
        }
        let expected = try String(contentsOf: saved, encoding: .utf8)
        #expect(text == expected, "the \(folder) draft changed (MAPWRIGHT_UPDATE_INFER_DRAFTS=1 rewrites it):\n\(text)")
    }

    @Test func discogsArtistsAndCreditsAreOneEntityAsAreLabelsAndCompanies() throws {
        let draft = try Self.draft("discogs", entity: "Release")
        let release = try #require(draft.entity("Release"), "\(draft.text)")
        #expect(release.relationship(named: "artists")?.target == release.relationship(named: "extraartists")?.target,
                "artists and extraartists have the same keys: \(draft.text)")
        #expect(release.relationship(named: "labels")?.target == release.relationship(named: "companies")?.target,
                "labels and companies have the same keys: \(draft.text)")
    }

    @Test func discogsTrackDurationsAreNotMoney() throws {
        let draft = try Self.draft("discogs", entity: "Release")
        #expect(draft.type("year") == "Int", "\(draft.text)")
        #expect(!draft.text.contains("\"Decimal"), "no key names money: \(draft.text)")
    }

    @Test func redditRepliesAreListingsAndMediaEmbedsOneEntity() throws {
        let draft = try Self.draft("reddit", entity: "Listing")
        #expect(draft.entity("Child") == nil, "a child has a listing's keys (kind, data): \(draft.text)")
        #expect(draft.entity("SecureMediaEmbed") == nil, "media_embed and secure_media_embed have the same keys: \(draft.text)")
    }
}
