import MapwrightExampleBlog
import Foundation
import Mapwright
import Testing
import MapwrightExampleWidgets

/// Change sets of generated parsers and feed importers, on every engine.
@Suite struct GeneratedChangeSetParityTests {
    @Test(arguments: Engine.allCases)
    func aParsedPostReportsItsPostAndAuthor(_ engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleBlogModule.entities)
        defer { withExtendedLifetime(test) {} }
        let json = try SeedFixture.json("blog-post")
        let (post, changes) = try test.store.performReportingChanges { context in try PostParser().parse(json, in: context) }
        #expect(post.postID == "456", "the parser's result was lost: \(post)")
        #expect(changes.inserted(Post.self) == [Post.ID("456")], "inserted posts: \(changes)")
        #expect(changes.inserted(Author.self) == [Author.ID("789")], "inserted authors: \(changes)")
        #expect(changes.updated(Post.self).isEmpty && changes.updated(Author.self).isEmpty, "an insert also reported updates: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func parsingTheSameDocumentAgainIsNoChange(_ engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleBlogModule.entities)
        defer { withExtendedLifetime(test) {} }
        let json = try SeedFixture.json("blog-post")
        _ = try test.store.perform { context in try PostParser().parse(json, in: context) }
        let (_, changes) = try test.store.performReportingChanges { context in try PostParser().parse(json, in: context) }
        #expect(changes.isEmpty, "a second identical parse reported changes: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func parsingAnUpdatedDocumentReportsUpdates(_ engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleBlogModule.entities)
        defer { withExtendedLifetime(test) {} }
        let original = try SeedFixture.json("blog-post")
        let updated = try SeedFixture.json("blog-post-updated")
        _ = try test.store.perform { context in try PostParser().parse(original, in: context) }
        let (_, changes) = try test.store.performReportingChanges { context in try PostParser().parse(updated, in: context) }
        #expect(changes.updated(Post.self) == [Post.ID("456")], "updated posts: \(changes)")
        #expect(changes.updated(Author.self) == [Author.ID("789")], "the renamed author: \(changes)")
        #expect(changes.inserted(Post.self).isEmpty && changes.inserted(Author.self).isEmpty, "an update reported inserts: \(changes)")
    }

    @Test(arguments: Engine.allCases)
    func aFeedImportReportsInsertsUpdatesAndDeletes(_ engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleWidgetsModule.entities)
        defer { withExtendedLifetime(test) {} }
        let importer = WidgetDiffImporter()
        let first = try importer.apply(try JSONValue(parsing: #"{"actions":[{"type":"add","payload":{"serverId":"0","serverType":"TextWidget","title":"A"}},{"type":"add","payload":{"serverId":"1","serverType":"TextWidget","title":"B"}}],"nextUrl":null}"#), to: test.store)
        #expect(first.changes.inserted(TextWidget.self) == [TextWidget.ID("0"), TextWidget.ID("1")], "first import: \(first.changes)")
        let second = try importer.apply(try JSONValue(parsing: #"{"actions":[{"type":"update","payload":{"serverId":"0","serverType":"TextWidget","title":"A2"}},{"type":"delete","payload":{"serverId":"1","serverType":"TextWidget"}}],"nextUrl":null}"#), to: test.store)
        #expect(second.changes.updated(TextWidget.self) == [TextWidget.ID("0")], "updated widgets: \(second.changes)")
        #expect(second.changes.deleted(TextWidget.self) == [TextWidget.ID("1")], "deleted widgets: \(second.changes)")
        #expect(second.changes.inserted(TextWidget.self).isEmpty, "the second import inserted nothing: \(second.changes)")
    }

    @Test(arguments: Engine.allCases)
    func aFeedImportWithAForwardReferenceReportsBothEnds(_ engine: Engine) throws {
        let test = try engine.makeStore(MapwrightExampleWidgetsModule.entities)
        defer { withExtendedLifetime(test) {} }
        let result = try WidgetDiffImporter().apply(try SeedFixture.json("widgets-valid"), to: test.store)
        #expect(result.changes.inserted(ImageWidget.self).contains(ImageWidget.ID("2")), "inserted image widgets: \(result.changes)")
        #expect(result.changes.inserted(TextWidget.self).contains(TextWidget.ID("0")), "inserted text widgets: \(result.changes)")
        #expect(result.changes.updated(ImageWidget.self).isEmpty && result.changes.updated(TextWidget.self).isEmpty,
                "records inserted in the same unit of work are not also updated: \(result.changes)")
    }

    @Test(arguments: Engine.allCases)
    func aPagedImportReportsItsOneCommitOverAllPages(_ engine: Engine) async throws {
        let test = try engine.makeStore(MapwrightExampleWidgetsModule.entities)
        defer { withExtendedLifetime(test) {} }
        let start = try #require(URL(string: "https://example.com/widgets"))
        let second = try #require(URL(string: "https://example.com/widgets?page=2"))
        let pages = try [start: "widgets-page1", second: "widgets-page2"].mapValues { name in
            StubResponseSource.Response.data(try Data(contentsOf: SeedFixture.directory.appendingPathComponent("\(name).json")))
        }
        let result = try await WidgetDiffImporter().importPages(from: start, source: StubResponseSource(pages), into: test.store)
        #expect(result.changes.inserted(ImageWidget.self) == [ImageWidget.ID("2")],
                "image widget 3, added on page 1 and deleted on page 2, is no change: \(result.changes)")
        #expect(result.changes.inserted(TextWidget.self) == [TextWidget.ID("0")], "inserted text widgets: \(result.changes)")
        #expect(result.changes.deleted(ImageWidget.self).isEmpty, "nothing stored before was deleted: \(result.changes)")
    }
}
