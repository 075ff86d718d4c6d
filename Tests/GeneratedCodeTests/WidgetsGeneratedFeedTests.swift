import Foundation
import Testing
import Mapwright
import Widgets

/// The generated Widgets module: server-type registry and the diff feed importer.
@Suite struct WidgetsGeneratedFeedTests {
    private func json(_ text: String) throws -> JSONValue { try JSONValue(parsing: text) }

    @Test func addsBothWidgetTypesAndResolvesAReferenceThatComesFirst() throws {
        let store = try WidgetsModule.makeStore()
        let result = try WidgetDiffImporter().apply(try json("""
        {"actions": [
          {"type": "add", "payload": {"serverId": "2", "serverType": "ImageWidget", "url": "http://goo.gl/IFSk4C", "textWidgetId": "0"}},
          {"type": "add", "payload": {"serverId": "0", "serverType": "TextWidget", "title": "My test title"}}
        ], "nextUrl": "https://example.com/page/2"}
        """), to: store)
        #expect(result.applied == 2 && result.warnings.isEmpty, "result: \(result)")
        #expect(result.next == "https://example.com/page/2", "next page")
        #expect(try store.fetch(ImageWidget.self, id: ImageWidget.ID("2"))?.textWidget == TextWidget.ID("0"), "reference resolved though it came first")
        #expect(try store.fetch(TextWidget.self, id: TextWidget.ID("0"))?.imageWidgets == [ImageWidget.ID("2")], "inverse kept")
    }

    @Test func updateAndDeleteApplyInOrder() throws {
        let store = try WidgetsModule.makeStore()
        let importer = WidgetDiffImporter()
        _ = try importer.apply(try json(#"{"actions":[{"type":"add","payload":{"serverId":"0","serverType":"TextWidget","title":"A"}},{"type":"add","payload":{"serverId":"1","serverType":"TextWidget","title":"B"}}],"nextUrl":null}"#), to: store)
        let result = try importer.apply(try json(#"{"actions":[{"type":"update","payload":{"serverId":"0","serverType":"TextWidget","title":"A2"}},{"type":"delete","payload":{"serverId":"1","serverType":"TextWidget"}}],"nextUrl":null}"#), to: store)
        #expect(result.applied == 2 && result.next == nil, "result: \(result)")
        #expect(try store.fetch(TextWidget.self, id: TextWidget.ID("0"))?.title == "A2", "updated")
        #expect(try store.fetch(TextWidget.self, id: TextWidget.ID("1")) == nil, "deleted")
    }

    @Test func unknownActionsAndServerTypesAreSkippedWithWarnings() throws {
        let store = try WidgetsModule.makeStore()
        let result = try WidgetDiffImporter().apply(try json(#"{"actions":[{"type":"move","payload":{"serverId":"0","serverType":"TextWidget"}},{"type":"add","payload":{"serverId":"9","serverType":"VideoWidget"}}],"nextUrl":null}"#), to: store)
        #expect(result.applied == 0, "nothing applied")
        #expect(result.warnings.map(\.message) == ["unknown action \"move\" skipped", "unknown server type \"VideoWidget\" skipped"], "warnings: \(result.warnings)")
    }

    @Test func aCorruptedDocumentIsAnErrorAndChangesNothing() throws {
        let store = try WidgetsModule.makeStore()
        #expect(throws: ParseError.self, "actions is not an array") {
            _ = try WidgetDiffImporter().apply(try json(#"{"actions":{"type":"add"}}"#), to: store)
        }
        #expect(throws: ParseError.self, "second payload is broken") {
            _ = try WidgetDiffImporter().apply(try json(#"{"actions":[{"type":"add","payload":{"serverId":"0","serverType":"TextWidget","title":"A"}},{"type":"add","payload":{"serverId":"2","serverType":"ImageWidget","url":"not a url"}}]}"#), to: store)
        }
        #expect(try store.count(TextWidget.self) == 0 && store.count(ImageWidget.self) == 0, "nothing changed")
    }

    @Test func imageURLGoesThroughTheURLBox() throws {
        let store = try WidgetsModule.makeStore()
        do {
            _ = try WidgetDiffImporter().apply(try json(#"{"actions":[{"type":"add","payload":{"serverId":"2","serverType":"ImageWidget","url":"relative/path"}}]}"#), to: store)
            Issue.record("a relative URL must be rejected")
        } catch let error as ParseError {
            #expect(error.issues.first?.keyPath.description == "actions.0.payload.url", "issue at \(error.issues.first?.keyPath.description ?? "none")")
            #expect(error.issues.first?.expected == "absolute URL", "expected: \(error.issues.first?.expected ?? "none")")
        }
    }
}
