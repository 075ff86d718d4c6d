import Foundation
import Mapwright
import MapwrightExampleStandings
import Testing
import MapwrightExampleWidgets

/// Import options through the generated feed importer (Widgets) and paged-list importer
/// (Standings): payloads the options skip are not stored, delete actions are skipped
/// without `delete`, and the change sets say so.
@Suite struct ImportOptionsFeedTests {
    private static let start = URL(string: "https://example.com/widgets")!

    /// Update widget 0, add widget 5, delete widget 1.
    private static let document = #"""
    {"actions": [
      {"type": "update", "payload": {"serverId": "0", "serverType": "TextWidget", "title": "new"}},
      {"type": "add", "payload": {"serverId": "5", "serverType": "TextWidget", "title": "five"}},
      {"type": "delete", "payload": {"serverId": "1", "serverType": "TextWidget"}}
    ], "nextUrl": null}
    """#

    /// A store with text widgets 0 and 1, titled "old".
    private func storeWithTwoWidgets() throws -> Store {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        try store.perform { context in
            _ = try TextWidgetParser().parseArray(try JSONValue(parsing: #"[{"serverId": "0", "title": "old"}, {"serverId": "1", "title": "old"}]"#), in: context)
        }
        return store
    }

    private func title(_ store: Store, _ id: String) throws -> String? {
        try store.fetch(TextWidget.self, id: TextWidget.ID(id))?.title
    }

    @Test func aFeedThatMayOnlyUpdateSkipsItsAddsAndDeletes() throws {
        let store = try storeWithTwoWidgets()
        let result = try WidgetDiffImporter().apply(try JSONValue(parsing: Self.document), to: store, options: ImportOptions(records: .update))
        #expect(try title(store, "0") == "new", "widget 0 exists: updated")
        #expect(try title(store, "5") == nil, "widget 5 is new and inserting is off: not created")
        #expect(try title(store, "1") == "old", "the delete action must be skipped without delete")
        #expect(result.applied == 2, "the two upserts were handed to their parser, the delete was not: \(result)")
        #expect(result.changes.updated(TextWidget.self) == [TextWidget.ID("0")], "only widget 0 changed: \(result.changes)")
        #expect(result.changes.inserted(TextWidget.self).isEmpty && result.changes.deleted(TextWidget.self).isEmpty, "changes: \(result.changes)")
    }

    @Test func aFeedWithEveryOperationStillDeletes() throws {
        let store = try storeWithTwoWidgets()
        let result = try WidgetDiffImporter().apply(try JSONValue(parsing: Self.document), to: store, options: .all)
        #expect(try title(store, "1") == nil && title(store, "5") == "five", "default options: the delete and the add apply")
        #expect(result.changes.deleted(TextWidget.self) == [TextWidget.ID("1")], "changes: \(result.changes)")
    }

    @Test func aPagedFeedPassesItsOptionsToEveryPage() async throws {
        let store = try storeWithTwoWidgets()
        let source = StubResponseSource([Self.start: .data(Data(Self.document.utf8))])
        let result = try await WidgetDiffImporter().importPages(from: Self.start, source: source, into: store,
                                                                options: ImportOptions(records: [.insert, .update]))
        #expect(try title(store, "1") == "old", "without delete the paged import must skip the delete action")
        #expect(try title(store, "5") == "five", "the add applies")
        #expect(result.changes.deleted(TextWidget.self).isEmpty, "changes: \(result.changes)")
    }

    @Test func aPagedListThatMayOnlyUpdateStoresNoNewRecord() async throws {
        let store = try MapwrightExampleStandingsModule.makeStore()
        let url = URL(string: "https://api.example.com/standings?page=1")!
        let page = #"{"standings":[{"tournamentId":1,"groupName":"A","team":{"id":1,"name":"Lions"},"position":1}],"next":null}"#
        let source = StubResponseSource([url: .data(Data(page.utf8))])
        let result = try await StandingParser().importPages(from: url, source: source, into: store, options: ImportOptions(records: .update))
        #expect(result.records.isEmpty, "the only record was skipped, so none is returned: \(result.records)")
        #expect(try store.count(Standing.self) == 0, "nothing may be inserted")
        #expect(result.changes.isEmpty, "the change set is empty: \(result.changes)")
    }
}
