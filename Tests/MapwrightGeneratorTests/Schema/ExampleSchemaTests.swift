import Foundation
import Mapwright
import Testing
@testable import MapwrightGenerator

/// The bundled example schemas (`Schemas/`) load into the IR the seeds call for.
@Suite("Example schemas")
struct ExampleSchemaTests {
    private let result = SchemaFrontEnd.load(directory: SchemaFixture.packageRoot.appendingPathComponent("Schemas").path)

    private func module(_ name: String) throws -> Module {
        let schema = try #require(result.schema, "bundled schemas should load without errors: \(result.diagnostics)")
        return try #require(schema.module(named: name), "module \(name) missing")
    }

    private func attributeField(_ name: String, of mapping: Mapping?) -> AttributeField? {
        guard case .attribute(let field)? = mapping?.fields.first(where: { $0.name == name })?.kind else { return nil }
        return field
    }

    private func relationshipField(_ name: String, of mapping: Mapping?) -> RelationshipField? {
        guard case .relationship(let field)? = mapping?.fields.first(where: { $0.name == name })?.kind else { return nil }
        return field
    }

    @Test func bundledSchemasAreCleanAndComplete() throws {
        #expect(result.diagnostics.isEmpty, "bundled schemas should have no diagnostics: \(result.diagnostics)")
        let schema = try #require(result.schema)
        #expect(schema.modules.map(\.name) == ["Blog", "HR", "Marvel", "Shop", "Standings", "Tracker", "Widgets"].map { "MapwrightExample" + $0 }, "modules: \(schema.modules.map(\.name))")
    }

    @Test func blogPostHasItsIdentityAttributesAndDefault() throws {
        let post = try #require(try module("MapwrightExampleBlog").entity(named: "Post"))
        let postID = try #require(post.attribute(named: "postID"))
        #expect(post.identity == .single(postID), "Post identity: \(post.identity)")
        #expect(post.attributes.map(\.name) == ["postID", "createdDate", "country", "content", "shareCount", "localUserHasShared", "viewCount"], "Post attributes in declaration order")
        #expect(post.attribute(named: "country")?.type == AttributeType(.string, isOptional: true), "country is String?")
        #expect(post.attribute(named: "shareCount")?.defaultValue == .integer(0), "shareCount defaults to 0")
    }

    @Test func blogRelationshipsAreInversesOfEachOther() throws {
        let blog = try module("MapwrightExampleBlog")
        let author = try #require(blog.entity(named: "Post")?.relationship(named: "author"))
        #expect(author.target == "Author" && !author.isMany && author.isOptional && author.storage == .identifier, "Post.author: \(author)")
        #expect(author.inverse == Relationship.Inverse(name: "posts", isMany: true), "Post.author inverse: \(String(describing: author.inverse))")
        let posts = try #require(blog.entity(named: "Author")?.relationship(named: "posts"))
        #expect(posts.inverse == Relationship.Inverse(name: "author", isMany: false), "Author.posts inverse: \(String(describing: posts.inverse))")
        #expect(posts.swiftType(module: "MapwrightExampleBlog") == "Mapwright.ToMany<MapwrightExampleBlog.Post.ID>", "Author.posts Swift type: \(posts.swiftType(module: "MapwrightExampleBlog"))")
    }

    @Test func blogPostMappingResolvesKeysBoxesAndNesting() throws {
        let mapping = try module("MapwrightExampleBlog").entity(named: "Post")?.defaultMapping
        #expect(mapping?.fields.map(\.name) == ["postID", "createdDate", "country", "content", "shareCount", "localUserHasShared", "viewCount", "author"], "Post fields")
        #expect(mapping?.fields.first { $0.name == "postID" }?.keys == [JSONKeyPath(segments: [.key("id")])], "postID comes from key id")
        let created = attributeField("createdDate", of: mapping)
        #expect(created?.box == .iso8601 && created?.coercion == .lenient && created?.nullPolicy == .reject, "createdDate: \(String(describing: created))")
        #expect(attributeField("country", of: mapping)?.nullPolicy == .clear, "optional country: null clears")
        #expect(attributeField("shareCount", of: mapping)?.defaultValue == .integer(0), "shareCount field inherits the attribute default")
        #expect(attributeField("viewCount", of: mapping)?.box == .int, "viewCount uses the default int box")
        let author = relationshipField("author", of: mapping)
        #expect(author?.source == .nested(MappingReference(entity: "Author", mapping: "Author", isDefault: true)), "author is parsed nested by Author's mapping: \(String(describing: author?.source))")
    }

    @Test func widgetsDispatchByServerTypeAndReferenceTheTextWidget() throws {
        let widgets = try module("MapwrightExampleWidgets")
        #expect(widgets.serverTypes == [ServerTypeBinding(serverType: "ImageWidget", entity: "ImageWidget"), ServerTypeBinding(serverType: "TextWidget", entity: "TextWidget")], "server types: \(widgets.serverTypes)")
        let image = try #require(widgets.entity(named: "ImageWidget"))
        #expect(attributeField("url", of: image.defaultMapping)?.box == .url, "ImageWidget.url uses the url box")
        #expect(image.attribute(named: "caption")?.isOptional == true, "caption is optional")
        let serverID = try #require(widgets.entity(named: "TextWidget")?.attribute(named: "serverID"))
        let textWidget = relationshipField("textWidget", of: image.defaultMapping)
        #expect(textWidget?.source == .reference(identity: serverID, box: .string, coercion: .lenient), "textWidget is a reference: \(String(describing: textWidget?.source))")
        #expect(image.defaultMapping?.fields.first { $0.name == "textWidget" }?.keys == ["textWidgetId"], "textWidget read from textWidgetId")
    }

    @Test func widgetDiffFeedHasItsVerbsAndPaging() throws {
        let feed = try #require(try module("MapwrightExampleWidgets").feeds.first)
        #expect(feed.name == "WidgetDiff" && feed.importerTypeName == "WidgetDiffImporter", "feed name: \(feed.name)")
        #expect(feed.actions == "actions" && feed.verb == "type" && feed.payload == "payload" && feed.serverType == "serverType", "feed key paths: \(feed)")
        #expect(feed.next == "nextUrl", "feed pages through nextUrl")
        #expect(feed.verbs == [FeedVerb(verb: "add", action: .upsert), FeedVerb(verb: "update", action: .upsert), FeedVerb(verb: "delete", action: .delete)], "verbs: \(feed.verbs)")
    }

    @Test func marvelEnvelopeIsMadeOfEmbeddedValueTypes() throws {
        let marvel = try module("MapwrightExampleMarvel")
        #expect(marvel.entities.filter { !$0.isValueType }.isEmpty, "Marvel entities are value types")
        let data = try #require(marvel.entity(named: "FetchCharactersResponse")?.relationship(named: "data"))
        #expect(data.storage == .embedded && !data.isOptional && data.swiftType(module: "MapwrightExampleMarvel") == "MapwrightExampleMarvel.CharactersSliceResponse", "data is a required embedded slice: \(data)")
        let results = try #require(marvel.entity(named: "CharactersSliceResponse")?.relationship(named: "results"))
        #expect(results.isMany && results.swiftType(module: "MapwrightExampleMarvel") == "[MapwrightExampleMarvel.CharacterResponse]", "results: \(results)")
        let named = marvel.entity(named: "CharacterResponse")?.mappings.first { !$0.isDefault }
        #expect(named?.name == "CharacterResultsInResponse" && named?.root == "data.results", "named mapping with root: \(String(describing: named))")
    }

    @Test func hrDepartmentIsIdentifiedByNameAndHoldsItsEmployees() throws {
        let hr = try module("MapwrightExampleHR")
        let department = try #require(hr.entity(named: "Department"))
        #expect(department.identity.attributes.map(\.name) == ["name"], "Department identity")
        #expect(department.relationship(named: "employees")?.inverse == Relationship.Inverse(name: "department", isMany: false), "employees inverse")
        #expect(hr.entity(named: "Employee")?.attribute(named: "salary")?.example == .integer(52000), "salary example")
    }

    @Test func standingsHaveACompositeIdentityAndNestedKeys() throws {
        let standing = try #require(try module("MapwrightExampleStandings").entity(named: "Standing"))
        guard case .composite(let parts) = standing.identity else {
            Issue.record("Standing should have a composite identity, got \(standing.identity)")
            return
        }
        #expect(parts.map(\.name) == ["tournamentID", "groupName", "teamID"], "identity parts: \(parts.map(\.name))")
        let mapping = standing.defaultMapping
        #expect(mapping?.root == "standings", "whole responses are read from standings")
        #expect(mapping?.fields.first { $0.name == "teamID" }?.keys == [JSONKeyPath(segments: [.key("team"), .key("id")])], "teamID from team.id")
    }
}
