import Foundation
import Mapwright
import MapwrightExampleBlog
import MapwrightExampleHR
import MapwrightExampleMarvel
import MapwrightExampleShop
import MapwrightExampleStandings
import MapwrightExampleTracker
import MapwrightExampleWidgets

/// How the compiled code generated from the bundled schemas is called for each mapping
/// and feed, keyed `Module.Name`: what `mapwright try` interprets instead.
enum GeneratedEntryPoint: Sendable {
    /// A fetch-or-create parser: `parse`, `parseArray` or `parseResponse` as `try` picks.
    case parser(@Sendable (JSONValue, StoreContext) throws -> Void)
    /// A value type's builder (`makeBuilder(json)`: its issues, then `build()`), and its
    /// `result(from:)` if the mapping has one.
    case valueType(build: @Sendable (JSONValue) -> (issues: [ParseIssue], build: () throws -> Any),
                   result: (@Sendable (JSONValue) -> Swift.Result<Any, ResponseFailure>)?)
    /// A feed importer.
    case feed(@Sendable (JSONValue, StoreContext) throws -> FeedImportResult)

    /// The stored entity types of each module.
    static let entities: [String: [any StoreEntity.Type]] = [
        "MapwrightExampleBlog": MapwrightExampleBlogModule.entities, "MapwrightExampleHR": MapwrightExampleHRModule.entities, "MapwrightExampleMarvel": MapwrightExampleMarvelModule.entities,
        "MapwrightExampleShop": MapwrightExampleShopModule.entities, "MapwrightExampleStandings": MapwrightExampleStandingsModule.entities, "MapwrightExampleTracker": MapwrightExampleTrackerModule.entities, "MapwrightExampleWidgets": MapwrightExampleWidgetsModule.entities,
    ]

    /// Every mapping and feed of the bundled schemas.
    static let all: [String: GeneratedEntryPoint] = [
        "MapwrightExampleBlog.Author": .parser { json, context in
            if json.kind == .array { _ = try AuthorParser().parseArray(json, in: context) } else { _ = try AuthorParser().parse(json, in: context) }
        },
        "MapwrightExampleBlog.Post": .parser { json, context in
            if json.kind == .array { _ = try PostParser().parseArray(json, in: context) } else { _ = try PostParser().parse(json, in: context) }
        },
        "MapwrightExampleHR.Department": .parser { json, context in
            if json.kind == .array { _ = try DepartmentParser().parseArray(json, in: context) } else { _ = try DepartmentParser().parse(json, in: context) }
        },
        "MapwrightExampleHR.Employee": .parser { json, context in
            if json.kind == .array { _ = try EmployeeParser().parseArray(json, in: context) } else { _ = try EmployeeParser().parse(json, in: context) }
        },
        "MapwrightExampleMarvel.CharacterResponse": .valueType(build: { json in
            let builder = CharacterResponseMapping.makeBuilder(json)
            return (builder.parseIssues, { try builder.build() })
        }, result: nil),
        "MapwrightExampleMarvel.CharacterResultsInResponse": .valueType(build: { json in
            let builder = CharacterResultsInResponseMapping.makeBuilder(json)
            return (builder.parseIssues, { try builder.build() })
        }, result: nil),
        "MapwrightExampleMarvel.CharactersSliceResponse": .valueType(build: { json in
            let builder = CharactersSliceResponseMapping.makeBuilder(json)
            return (builder.parseIssues, { try builder.build() })
        }, result: nil),
        "MapwrightExampleMarvel.FetchCharactersResponse": .valueType(build: { json in
            let builder = FetchCharactersResponseMapping.makeBuilder(json)
            return (builder.parseIssues, { try builder.build() })
        }, result: { json in FetchCharactersResponseMapping.result(from: json).map { $0 as Any } }),
        "MapwrightExampleShop.Address": .valueType(build: { json in
            let builder = AddressMapping.makeBuilder(json)
            return (builder.parseIssues, { try builder.build() })
        }, result: nil),
        "MapwrightExampleShop.Customer": .parser { json, context in
            if json.kind == .array { _ = try CustomerParser().parseArray(json, in: context) } else { _ = try CustomerParser().parse(json, in: context) }
        },
        "MapwrightExampleShop.Order": .parser { json, context in
            if json.kind == .array { _ = try OrderParser().parseArray(json, in: context) } else { _ = try OrderParser().parse(json, in: context) }
        },
        "MapwrightExampleShop.ShopDiff": .feed { json, context in try ShopDiffImporter().apply(json, in: context) },
        "MapwrightExampleStandings.Standing": .parser { json, context in _ = try StandingParser().parseResponse(json, in: context) },
        "MapwrightExampleTracker.Attachment": .parser { json, context in
            if json.kind == .array { _ = try MapwrightExampleTracker.AttachmentParser().parseArray(json, in: context) } else { _ = try MapwrightExampleTracker.AttachmentParser().parse(json, in: context) }
        },
        "MapwrightExampleTracker.Comment": .parser { json, context in
            if json.kind == .array { _ = try MapwrightExampleTracker.CommentParser().parseArray(json, in: context) } else { _ = try MapwrightExampleTracker.CommentParser().parse(json, in: context) }
        },
        "MapwrightExampleTracker.Issue": .parser { json, context in
            if json.kind == .array { _ = try MapwrightExampleTracker.IssueParser().parseArray(json, in: context) } else { _ = try MapwrightExampleTracker.IssueParser().parse(json, in: context) }
        },
        "MapwrightExampleTracker.IssueFromFeed": .parser { json, context in
            if json.kind == .array { _ = try MapwrightExampleTracker.IssueFromFeedParser().parseArray(json, in: context) } else { _ = try MapwrightExampleTracker.IssueFromFeedParser().parse(json, in: context) }
        },
        "MapwrightExampleTracker.Result": .valueType(build: { json in
            let builder = MapwrightExampleTracker.ResultMapping.makeBuilder(json)
            return (builder.parseIssues, { try builder.build() })
        }, result: nil),
        "MapwrightExampleTracker.Tag": .parser { json, context in
            if json.kind == .array { _ = try MapwrightExampleTracker.TagParser().parseArray(json, in: context) } else { _ = try MapwrightExampleTracker.TagParser().parse(json, in: context) }
        },
        "MapwrightExampleTracker.User": .parser { json, context in
            if json.kind == .array { _ = try MapwrightExampleTracker.UserParser().parseArray(json, in: context) } else { _ = try MapwrightExampleTracker.UserParser().parse(json, in: context) }
        },
        "MapwrightExampleWidgets.ImageWidget": .parser { json, context in
            if json.kind == .array { _ = try ImageWidgetParser().parseArray(json, in: context) } else { _ = try ImageWidgetParser().parse(json, in: context) }
        },
        "MapwrightExampleWidgets.TextWidget": .parser { json, context in
            if json.kind == .array { _ = try TextWidgetParser().parseArray(json, in: context) } else { _ = try TextWidgetParser().parse(json, in: context) }
        },
        "MapwrightExampleWidgets.WidgetDiff": .feed { json, context in try WidgetDiffImporter().apply(json, in: context) },
    ]

    /// Every record `context` holds of `types`, with its entity name.
    static func records(of types: [any StoreEntity.Type], in context: StoreContext) throws -> [(entity: String, record: Any)] {
        try types.flatMap { type in try records(type, in: context) }
    }

    private static func records<E: StoreEntity>(_ type: E.Type, in context: StoreContext) throws -> [(entity: String, record: Any)] {
        try context.fetch(type).map { (E.entityName, $0 as Any) }
    }
}
