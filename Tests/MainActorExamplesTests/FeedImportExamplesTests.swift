import Foundation
import Testing
import Mapwright
import MapwrightExampleWidgets

/// The documentation's feed import (`importPages(from:source:into:)`) and its page-at-a-time
/// alternative, from main-actor code and from a detached task.
@MainActor @Suite struct FeedImportExamplesTests {
    @Test func importPagesFromTheMainActor() async throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        let result = try await WidgetDiffImporter().importPages(
            from: ExamplePages.firstWidgetPage, source: ExamplePages.widgetSource(), into: store)
        #expect(result.applied == 3 && result.pages.count == 2, "three actions over two pages: \(result)")
        #expect(result.droppedReferences.isEmpty, "no reference dropped: \(result.droppedReferences)")
        #expect(try store.fetch(ImageWidget.self, id: ImageWidget.ID("2"))?.textWidget == TextWidget.ID("0"),
                "the reference to a widget of page 2 is linked")
    }

    @Test func applyingAFeedHeldAsBytesFromTheMainActor() throws {
        // The documentation's `apply(from: data, to: store)`: the actions read a batch at a time.
        let data = Data(#"{"actions": [{"type": "add", "payload": {"serverId": "0", "serverType": "TextWidget", "title": "A"}}], "nextUrl": null}"#.utf8)
        let store = try MapwrightExampleWidgetsModule.makeStore()
        let result = try WidgetDiffImporter().apply(from: data, to: store)
        #expect(result.applied == 1 && result.next == nil, "one action, no next page: \(result)")
        #expect(try store.fetch(TextWidget.self, id: TextWidget.ID("0"))?.title == "A", "the widget is stored")
    }

    @Test func importPagesFromADetachedTask() async throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        let applied = try await Task.detached {
            try await WidgetDiffImporter().importPages(
                from: ExamplePages.firstWidgetPage, source: ExamplePages.widgetSource(), into: store).applied
        }.value
        #expect(applied == 3, "three actions over two pages")
        #expect(try store.count(ImageWidget.self) == 2 && store.count(TextWidget.self) == 1, "every widget stored")
    }

    @Test func applyingEachPageOnItsOwnFromTheMainActor() async throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        let importer = WidgetDiffImporter()
        var applied: [Int] = []
        try await PagedFetch(source: ExamplePages.widgetSource(), next: "nextUrl")
            .forEachPage(from: ExamplePages.firstWidgetPage) { page in
                applied.append(try importer.apply(page.json, to: store).applied)
            }
        #expect(applied == [1, 2], "one commit per page: \(applied)")
        #expect(try store.fetch(ImageWidget.self, id: ImageWidget.ID("2"))?.textWidget == nil,
                "page 1's reference was dropped at page 1's end")
    }
}
