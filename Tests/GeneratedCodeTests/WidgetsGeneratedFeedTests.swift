import Foundation
import Testing
import Mapwright
import MapwrightExampleWidgets

/// Seed 001 on the generated Widgets module: the server-type registry, the diff feed
/// importer (the article's `KZBJSONDiffParser` tests on its `valid`, `newactions` and
/// `invalid` files), and paged feeds fetched from a stub source.
@Suite struct WidgetsGeneratedFeedTests {
    private func json(_ text: String) throws -> JSONValue { try JSONValue(parsing: text) }

    private static let start = URL(string: "https://example.com/widgets")!
    private static let second = URL(string: "https://example.com/widgets?page=2")!

    /// The article's stubbed server: URL → fixture file, with a little simulated latency.
    private func stubServer(_ pages: [URL: String]) throws -> StubResponseSource {
        var responses: [URL: StubResponseSource.Response] = [:]
        for (url, fixture) in pages { responses[url] = .file(try Fixture.url(fixture)) }
        return StubResponseSource(responses, latency: 0.005)
    }

    // MARK: The article's diff parser tests

    @Test func succeedsForProperJSONFormat() throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        let result = try WidgetDiffImporter().apply(try Fixture.json("widgets-valid"), to: store)
        #expect(result.applied == 2 && result.warnings.isEmpty && result.next == nil, "result: \(result)")
    }

    @Test func ignoresNonImplementedActionsWithAWarning() throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        let result = try WidgetDiffImporter().apply(try Fixture.json("widgets-newactions"), to: store)
        #expect(result.applied == 1, "the add still applies: \(result)")
        #expect(result.warnings.map(\.message) == ["unknown action \"reorder\" skipped"], "warnings: \(result.warnings)")
    }

    @Test func createsANewObjectForTheAddAction() throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        _ = try WidgetDiffImporter().apply(try Fixture.json("widgets-valid"), to: store)
        #expect(try store.fetch(TextWidget.self, id: TextWidget.ID("0"))?.title == "My test title", "text widget 0 created")
    }

    @Test func readsTheTextWidgetsColorThroughItsCustomBox() throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        _ = try WidgetDiffImporter().apply(try Fixture.json("widgets-valid"), to: store)
        let color = try store.fetch(TextWidget.self, id: TextWidget.ID("0"))?.color
        #expect(color == 0x336699, "\"#336699\" through MapwrightExampleWidgetBoxes.HexColor: \(String(describing: color))")
    }

    @Test func exportsTheColorThroughTheCustomBoxsExport() throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        _ = try WidgetDiffImporter().apply(try Fixture.json("widgets-valid"), to: store)
        let widget = try #require(try store.fetch(TextWidget.self, id: TextWidget.ID("0")))
        let exported = TextWidgetMapping.export(widget)
        #expect(exported.jsonValue["color"]?.string == "#336699", "the export must write HexColor's form: \(exported.text())")
    }

    @Test func createsTheImageWidgetWithItsURLParsed() throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        _ = try WidgetDiffImporter().apply(try Fixture.json("widgets-valid"), to: store)
        let image = try #require(try store.fetch(ImageWidget.self, id: ImageWidget.ID("2")), "image widget 2 created")
        #expect(image.url == URL(string: "http://goo.gl/IFSk4C"), "url: \(image.url)")
        #expect(image.caption == "it works!", "caption: \(String(describing: image.caption))")
    }

    @Test func createsTheImageWidgetWithItsRelationshipParsed() throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        _ = try WidgetDiffImporter().apply(try Fixture.json("widgets-valid"), to: store)
        let image = try #require(try store.fetch(ImageWidget.self, id: ImageWidget.ID("2")))
        let text = try store.fetch(TextWidget.self)
        #expect(text.count == 1 && image.textWidget == text.first?.id, "image widget's text widget: \(String(describing: image.textWidget))")
    }

    @Test func aCorruptedFormatIsAnErrorAtEachBrokenKey() throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        do {
            _ = try WidgetDiffImporter().apply(try Fixture.json("widgets-invalid"), to: store)
            Issue.record("the corrupted document must throw")
        } catch let error as ParseError {
            #expect(error.hasIssue(at: "actions"), "actions is not an array: \(error)")
        }
        #expect(try store.count(TextWidget.self) == 0, "nothing changed")
    }

    @Test func aNextURLThatIsNotAStringIsAnError() throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        #expect(performing: { try WidgetDiffImporter().apply(try json(#"{"actions":[],"nextUrl":42}"#), to: store) },
                throws: { ($0 as? ParseError)?.hasIssue(at: "nextUrl") == true })
    }

    @Test func theRegistryKnowsEachServerType() throws {
        #expect(Registry.serverTypes == ["ImageWidget", "TextWidget"], "server types: \(Registry.serverTypes)")
        let store = try MapwrightExampleWidgetsModule.makeStore()
        let known = try store.perform { context in
            try Registry().upsert(try json(#"{"serverId":"9","title":"x"}"#), serverType: "VideoWidget", in: context)
        }
        #expect(!known, "an unknown server type is reported, not parsed")
    }

    @Test func addsBothWidgetTypesAndResolvesAReferenceThatComesFirst() throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
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
        let store = try MapwrightExampleWidgetsModule.makeStore()
        let importer = WidgetDiffImporter()
        _ = try importer.apply(try json(#"{"actions":[{"type":"add","payload":{"serverId":"0","serverType":"TextWidget","title":"A"}},{"type":"add","payload":{"serverId":"1","serverType":"TextWidget","title":"B"}}],"nextUrl":null}"#), to: store)
        let result = try importer.apply(try json(#"{"actions":[{"type":"update","payload":{"serverId":"0","serverType":"TextWidget","title":"A2"}},{"type":"delete","payload":{"serverId":"1","serverType":"TextWidget"}}],"nextUrl":null}"#), to: store)
        #expect(result.applied == 2 && result.next == nil, "result: \(result)")
        #expect(try store.fetch(TextWidget.self, id: TextWidget.ID("0"))?.title == "A2", "updated")
        #expect(try store.fetch(TextWidget.self, id: TextWidget.ID("1")) == nil, "deleted")
    }

    @Test func unknownActionsAndServerTypesAreSkippedWithWarnings() throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        let result = try WidgetDiffImporter().apply(try json(#"{"actions":[{"type":"move","payload":{"serverId":"0","serverType":"TextWidget"}},{"type":"add","payload":{"serverId":"9","serverType":"VideoWidget"}}],"nextUrl":null}"#), to: store)
        #expect(result.applied == 0, "nothing applied")
        #expect(result.warnings.map(\.message) == ["unknown action \"move\" skipped", "unknown server type \"VideoWidget\" skipped"], "warnings: \(result.warnings)")
    }

    @Test func escapedVerbsAndServerTypesMatchTheirDecodedNames() throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        let result = try WidgetDiffImporter().apply(try json(#"{"actions":[{"type":"a\u0064d","payload":{"serverId":"0","serverType":"Text\u0057idget","title":"T"}}]}"#), to: store)
        #expect(result.applied == 1 && result.warnings.isEmpty, "an escaped verb and server type apply: \(result)")
        #expect(try store.fetch(TextWidget.self, id: TextWidget.ID("0"))?.title == "T", "the escaped add stored text widget 0")
    }

    /// A hand-written registry that lists no server types, recording what it is handed.
    private struct RecordingRegistry: ServerTypeRegistry {
        let handed = Locked<[String]>([])
        func upsert(_ payload: JSONValue, serverType: String, in context: StoreContext) throws -> Bool {
            handed.withLock { $0.append(serverType) }
            return try Registry().upsert(payload, serverType: serverType, in: context)
        }
        func delete(_ payload: JSONValue, serverType: String, in context: StoreContext) throws -> Bool {
            handed.withLock { $0.append(serverType) }
            return try Registry().delete(payload, serverType: serverType, in: context)
        }
    }

    @Test func aRegistryThatListsNoServerTypesIsHandedEachAsRead() throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        let registry = RecordingRegistry()
        let document = try json(#"{"actions":[{"type":"add","payload":{"serverId":"0","serverType":"TextWidget","title":"T"}},{"type":"add","payload":{"serverId":"1","serverType":"Video\u0057idget"}}]}"#)
        let result = try store.perform { context in
            try FeedImport.apply(document, format: WidgetDiffImporter.format, registry: registry, in: context)
        }
        #expect(registry.handed.withLock { $0 } == ["TextWidget", "VideoWidget"], "handed: \(registry.handed.withLock { $0 })")
        #expect(result.applied == 1 && result.warnings.map(\.message) == ["unknown server type \"VideoWidget\" skipped"], "result: \(result)")
    }

    @Test func aCorruptedDocumentIsAnErrorAndChangesNothing() throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        #expect(throws: ParseError.self, "actions is not an array") {
            _ = try WidgetDiffImporter().apply(try json(#"{"actions":{"type":"add"}}"#), to: store)
        }
        #expect(throws: ParseError.self, "second payload is broken") {
            _ = try WidgetDiffImporter().apply(try json(#"{"actions":[{"type":"add","payload":{"serverId":"0","serverType":"TextWidget","title":"A"}},{"type":"add","payload":{"serverId":"2","serverType":"ImageWidget","url":"not a url"}}]}"#), to: store)
        }
        #expect(try store.count(TextWidget.self) == 0 && store.count(ImageWidget.self) == 0, "nothing changed")
    }

    @Test func imageURLGoesThroughTheURLBox() throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        do {
            _ = try WidgetDiffImporter().apply(try json(#"{"actions":[{"type":"add","payload":{"serverId":"2","serverType":"ImageWidget","url":"relative/path"}}]}"#), to: store)
            Issue.record("a relative URL must be rejected")
        } catch let error as ParseError {
            #expect(error.issues.first?.keyPath.description == "actions.0.payload.url", "issue at \(error.issues.first?.keyPath.description ?? "none")")
            #expect(error.issues.first?.expected == "absolute URL", "expected: \(error.issues.first?.expected ?? "none")")
        }
    }

    // MARK: Paged feeds from a source

    @Test func importsEveryPageFollowingNextUrl() async throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        let source = try stubServer([Self.start: "widgets-page1", Self.second: "widgets-page2"])
        let result = try await WidgetDiffImporter().importPages(from: Self.start, source: source, into: store)
        #expect(result.pages.map(\.url) == [Self.start, Self.second], "pages: \(result.pages.map(\.url))")
        #expect(result.applied == 5, "two adds, then an add, an update and a delete: \(result)")
        #expect(try store.fetch(ImageWidget.self, id: ImageWidget.ID("2"))?.caption == "still works", "updated on page 2")
        #expect(try store.fetch(ImageWidget.self, id: ImageWidget.ID("3")) == nil, "deleted on page 2")
    }

    @Test func aReferenceIsLinkedWhenItsTargetArrivesOnALaterPage() async throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        let source = try stubServer([Self.start: "widgets-page1", Self.second: "widgets-page2"])
        let result = try await WidgetDiffImporter().importPages(from: Self.start, source: source, into: store)
        #expect(result.droppedReferences.isEmpty, "nothing dropped: \(result.droppedReferences)")
        #expect(try store.fetch(ImageWidget.self, id: ImageWidget.ID("2"))?.textWidget == TextWidget.ID("0"), "linked across pages")
    }

    @Test func aReferenceWhoseTargetNeverArrivesIsDroppedWithAWarning() async throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        let lastPage = StubResponseSource([Self.start: .data(try Fixture.data("widgets-page1")), Self.second: .data(Data(#"{"actions":[],"nextUrl":null}"#.utf8))])
        let result = try await WidgetDiffImporter().importPages(from: Self.start, source: lastPage, into: store)
        #expect(result.droppedReferences.count == 1, "one dropped reference: \(result.droppedReferences)")
        #expect(result.droppedReferences.first?.severity == .warning, "a warning")
        #expect(try store.fetch(ImageWidget.self, id: ImageWidget.ID("2"))?.textWidget == nil, "not linked")
    }

    @Test func aBrokenPageLeavesTheStoreAsItWas() async throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        let source = StubResponseSource([Self.start: .data(try Fixture.data("widgets-page1")), Self.second: .data(try Fixture.data("widgets-invalid"))])
        do {
            _ = try await WidgetDiffImporter().importPages(from: Self.start, source: source, into: store)
            Issue.record("the broken second page must throw")
        } catch let error as FeedPageError {
            #expect(error.url == Self.second, "the error names the page: \(error)")
        }
        #expect(try store.count(ImageWidget.self) == 0, "page 1 was not stored either")
    }

    @Test func aMissingPageIsAnErrorNamingItsURL() async throws {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        let source = try stubServer([Self.start: "widgets-page1"])
        await #expect(throws: PagingError.source(.notFound(Self.second)), "page 2 is not served") {
            _ = try await WidgetDiffImporter().importPages(from: Self.start, source: source, into: store)
        }
        #expect(try store.count(ImageWidget.self) == 0, "nothing stored")
    }
}
