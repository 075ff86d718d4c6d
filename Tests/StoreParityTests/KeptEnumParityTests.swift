import Foundation
import Mapwright
import MapwrightSQLite
import Testing
import MapwrightExampleTracker

/// An enum that keeps unknown raw values (Tracker's `State`, `"keepUnknown": true`) on
/// both engines: the kept text is stored (SQLite TEXT, in-memory snapshot files), read
/// back, queried, reported in change sets and exported.
@Suite struct KeptEnumParityTests {
    private static func issue(_ id: Int64, state: String) -> String {
        #"{"id": \#(id), "title": "Issue \#(id)", "state": "\#(state)", "author": {"login": "ada"}}"#
    }

    private func parse(_ documents: [String], into store: Store) throws {
        try store.perform { context in
            for document in documents { _ = try IssueParser().parse(JSONValue(parsing: document), in: context) }
        }
    }

    /// The store reopened from what it wrote: SQLite from its file, in-memory from a saved snapshot.
    private func reopened(_ test: TestStore, engine: Engine, directory: TemporaryDirectory) throws -> Store {
        switch engine {
        case .memory:
            let file = directory.url.appendingPathComponent("store.snapshot")
            try test.store.save(to: file)
            return try Store.load(from: file, entities: MapwrightExampleTrackerModule.entities)
        case .sqlite, .sqliteQueued:
            let file = try #require(test.file, "a SQLite store has a file")
            return try Store(sqliteAt: file, entities: MapwrightExampleTrackerModule.entities)
        }
    }

    @Test(arguments: Engine.allCases)
    func anUnknownRawValueIsStoredAndReadBack(engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleTrackerModule.entities)
        let directory = try TemporaryDirectory()
        try parse([Self.issue(1, state: "triaged"), Self.issue(2, state: "unknown"), Self.issue(3, state: "CLOSED")], into: test.store)
        let store = try reopened(test, engine: engine, directory: directory)
        let states = try [1, 2, 3].map { try store.fetch(MapwrightExampleTracker.Issue.self, id: .init($0))?.state }
        #expect(states == [.unknown("triaged"), .unknown("unknown"), .closed], "\(engine): states read back: \(states)")
        #expect(states.map { $0?.rawValue } == ["triaged", "unknown", "CLOSED"], "\(engine): the kept raw text must survive storage: \(states)")
        withExtendedLifetime(test) {}
    }

    @Test(arguments: Engine.allCases)
    func aQueryForAKeptRawValueFindsIt(engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleTrackerModule.entities)
        defer { withExtendedLifetime(test) {} }
        try parse([Self.issue(1, state: "triaged"), Self.issue(2, state: "open"), Self.issue(3, state: "wontfix"), Self.issue(4, state: "triaged")], into: test.store)
        let triaged = StoreQuery(MapwrightExampleTracker.Issue.self).filter(MapwrightExampleTracker.Issue.Columns.state == .unknown("triaged"))
        #expect(try test.store.fetch(triaged).map(\.issueID).sorted() == [1, 4], "\(engine): == .unknown(\"triaged\") finds the triaged issues")
        let open = StoreQuery(MapwrightExampleTracker.Issue.self).filter(MapwrightExampleTracker.Issue.Columns.state == .open)
        #expect(try test.store.fetch(open).map(\.issueID) == [2], "\(engine): == .open finds only the open issue")
    }

    @Test(arguments: Engine.allCases)
    func aChangeOfKeptRawValueIsAnUpdateInTheChangeSet(engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleTrackerModule.entities)
        defer { withExtendedLifetime(test) {} }
        try parse([Self.issue(1, state: "triaged"), Self.issue(2, state: "triaged")], into: test.store)
        let (_, changes) = try test.store.performReportingChanges { context in
            _ = try IssueParser().parse(JSONValue(parsing: Self.issue(1, state: "wontfix")), in: context)
            _ = try IssueParser().parse(JSONValue(parsing: Self.issue(2, state: "triaged")), in: context)
        }
        #expect(changes.updated(MapwrightExampleTracker.Issue.self) == [.init(1)], "\(engine): only the issue whose kept raw value changed is updated: \(changes)")
        #expect(try test.store.fetch(MapwrightExampleTracker.Issue.self, id: .init(1))?.state.rawValue == "wontfix", "\(engine): the new kept raw value is stored")
    }

    @Test(arguments: Engine.allCases)
    func aStoredKeptRawValueIsExportedAsItCame(engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleTrackerModule.entities)
        defer { withExtendedLifetime(test) {} }
        try parse([Self.issue(1, state: "triaged")], into: test.store)
        let issue = try #require(try test.store.fetch(MapwrightExampleTracker.Issue.self, id: .init(1)), "\(engine): issue stored")
        let exported = MapwrightExampleTracker.IssueMapping.export(issue)
        #expect(exported["state"] == .string("triaged"), "\(engine): export writes the kept raw value back: \(exported.text())")
    }
}
