import MapwrightExampleBlog
import Foundation
import MapwrightExampleHR
import Mapwright
import MapwrightSQLite
import MapwrightExampleStandings
import Testing
import MapwrightExampleWidgets

/// The seeds' examples, as `Tests/GeneratedCodeTests` runs them in memory, on a SQLite
/// store: the same generated parsers and feed importer write into the database.
@Suite struct SeedExamplesOnSQLiteTests {
    /// A store of `entities` in a fresh database file.
    private func sqliteStore(_ entities: [any StoreEntity.Type]) throws -> TestStore {
        try Engine.sqlite.makeStore(entities)
    }

    @Test func blogPostParserCreatesPostAndAuthor() throws {
        let test = try sqliteStore(MapwrightExampleBlogModule.entities)
        defer { withExtendedLifetime(test) {} }
        let json = try SeedFixture.json("blog-post")
        let post = try test.store.perform { context in try PostParser().parse(json, in: context) }
        #expect(post.postID == "456" && post.country == "UK" && post.content == "Hello world", "post fields: \(post)")
        #expect(try test.store.fetch(Post.self, id: post.id) == post, "the stored post differs from the parsed one")
        let author = try #require(try test.store.fetch(Author.self, id: Author.ID("789")), "author stored")
        #expect(author.name == "William" && author.posts == [Post.ID("456")], "author and its inverse: \(author)")
        #expect(try test.store.fetch(Post.self, id: post.id)?.createdDate == Date(timeIntervalSince1970: 1_460_368_800), "createdDate changed")
    }

    @Test func blogParsingTwiceUpdatesWithoutDuplicates() throws {
        let test = try sqliteStore(MapwrightExampleBlogModule.entities)
        defer { withExtendedLifetime(test) {} }
        for fixture in ["blog-post", "blog-post", "blog-post-updated"] {
            let json = try SeedFixture.json(fixture)
            _ = try test.store.perform { context in try PostParser().parse(json, in: context) }
        }
        #expect(try test.store.count(Post.self) == 1 && test.store.count(Author.self) == 1, "duplicates were stored")
        let post = try #require(try test.store.fetch(Post.self, id: Post.ID("456")))
        #expect(post.country == "US" && post.viewCount == 200, "the update did not reach the database: \(post)")
        #expect(try test.store.fetch(Author.self, id: Author.ID("789"))?.name == "Will", "the author update did not reach the database")
    }

    @Test func blogParseErrorsStoreNothing() throws {
        let test = try sqliteStore(MapwrightExampleBlogModule.entities)
        defer { withExtendedLifetime(test) {} }
        let json = try SeedFixture.json("blog-post-without-id")
        #expect(throws: ParseError.self, "a post without id must fail") {
            try test.store.perform { context in _ = try PostParser().parse(json, in: context) }
        }
        #expect(try test.store.count(Post.self) == 0 && test.store.count(Author.self) == 0, "a failed parse stored records")
    }

    @Test func widgetsDiffFeedAppliesActionsAndReferences() throws {
        let test = try sqliteStore(MapwrightExampleWidgetsModule.entities)
        defer { withExtendedLifetime(test) {} }
        let result = try WidgetDiffImporter().apply(try SeedFixture.json("widgets-valid"), to: test.store)
        #expect(result.applied == 2 && result.warnings.isEmpty, "result: \(result)")
        let image = try #require(try test.store.fetch(ImageWidget.self, id: ImageWidget.ID("2")), "image widget 2 stored")
        #expect(image.url == URL(string: "http://goo.gl/IFSk4C") && image.textWidget == TextWidget.ID("0"), "image widget: \(image)")
        #expect(try test.store.fetch(TextWidget.self, id: TextWidget.ID("0"))?.imageWidgets == [ImageWidget.ID("2")], "inverse TextWidget.imageWidgets")
    }

    @Test func widgetsInvalidFeedStoresNothing() throws {
        let test = try sqliteStore(MapwrightExampleWidgetsModule.entities)
        defer { withExtendedLifetime(test) {} }
        #expect(throws: (any Error).self, "the invalid feed must fail") {
            try WidgetDiffImporter().apply(try SeedFixture.json("widgets-invalid"), to: test.store)
        }
        #expect(try test.store.count(TextWidget.self) + test.store.count(ImageWidget.self) == 0, "an invalid feed stored widgets")
    }

    @Test func hrEmployeesLinkToTheirDepartments() throws {
        let test = try sqliteStore(MapwrightExampleHRModule.entities)
        defer { withExtendedLifetime(test) {} }
        let json = try SeedFixture.json("hr-employees")
        let employees = try test.store.perform { context in try EmployeeParser().parseArray(json, in: context) }
        #expect(employees.count == 4, "employees parsed: \(employees.count)")
        let engineering = try #require(try test.store.fetch(Department.self, id: Department.ID("Engineering")))
        let expected = employees.filter { $0.department == engineering.id }.map(\.id)
        #expect(!expected.isEmpty && engineering.employees == expected, "Engineering's employees: \(engineering.employees)")
    }

    @Test func standingsWithACompositeIdentityAreNotDuplicated() throws {
        let test = try sqliteStore(MapwrightExampleStandingsModule.entities)
        defer { withExtendedLifetime(test) {} }
        let json = try SeedFixture.json("standings-tournament")
        for _ in 0..<2 {
            _ = try test.store.perform { context in try StandingParser().parseResponse(json, in: context) }
        }
        #expect(try test.store.count(Standing.self) == 4, "standings stored twice")
        let query = StoreQuery(Standing.self).filter(Standing.Columns.tournamentID == 10 && Standing.Columns.groupName == "A")
            .sorted(by: .ascending(Standing.Columns.position))
        let groupA = try test.store.fetch(query)
        #expect(groupA.map(\.teamName) == ["Lions", "Tigers"], "group A of tournament 10: \(groupA.map(\.teamName))")
    }
}
