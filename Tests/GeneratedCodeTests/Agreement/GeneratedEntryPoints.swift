import Foundation
import Mapwright
import Blog
import HR
import Marvel
import Shop
import Standings
import Tracker
import Widgets

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
        "Blog": BlogModule.entities, "HR": HRModule.entities, "Marvel": MarvelModule.entities,
        "Shop": ShopModule.entities, "Standings": StandingsModule.entities, "Tracker": TrackerModule.entities, "Widgets": WidgetsModule.entities,
    ]

    /// Every mapping and feed of the bundled schemas.
    static let all: [String: GeneratedEntryPoint] = [
        "Blog.Author": .parser { json, context in
            if json.kind == .array { _ = try AuthorParser().parseArray(json, in: context) } else { _ = try AuthorParser().parse(json, in: context) }
        },
        "Blog.Post": .parser { json, context in
            if json.kind == .array { _ = try PostParser().parseArray(json, in: context) } else { _ = try PostParser().parse(json, in: context) }
        },
        "HR.Department": .parser { json, context in
            if json.kind == .array { _ = try DepartmentParser().parseArray(json, in: context) } else { _ = try DepartmentParser().parse(json, in: context) }
        },
        "HR.Employee": .parser { json, context in
            if json.kind == .array { _ = try EmployeeParser().parseArray(json, in: context) } else { _ = try EmployeeParser().parse(json, in: context) }
        },
        "Marvel.CharacterResponse": .valueType(build: { json in
            let builder = CharacterResponseMapping.makeBuilder(json)
            return (builder.parseIssues, { try builder.build() })
        }, result: nil),
        "Marvel.CharacterResultsInResponse": .valueType(build: { json in
            let builder = CharacterResultsInResponseMapping.makeBuilder(json)
            return (builder.parseIssues, { try builder.build() })
        }, result: nil),
        "Marvel.CharactersSliceResponse": .valueType(build: { json in
            let builder = CharactersSliceResponseMapping.makeBuilder(json)
            return (builder.parseIssues, { try builder.build() })
        }, result: nil),
        "Marvel.FetchCharactersResponse": .valueType(build: { json in
            let builder = FetchCharactersResponseMapping.makeBuilder(json)
            return (builder.parseIssues, { try builder.build() })
        }, result: { json in FetchCharactersResponseMapping.result(from: json).map { $0 as Any } }),
        "Shop.Address": .valueType(build: { json in
            let builder = AddressMapping.makeBuilder(json)
            return (builder.parseIssues, { try builder.build() })
        }, result: nil),
        "Shop.Customer": .parser { json, context in
            if json.kind == .array { _ = try CustomerParser().parseArray(json, in: context) } else { _ = try CustomerParser().parse(json, in: context) }
        },
        "Shop.Order": .parser { json, context in
            if json.kind == .array { _ = try OrderParser().parseArray(json, in: context) } else { _ = try OrderParser().parse(json, in: context) }
        },
        "Shop.ShopDiff": .feed { json, context in try ShopDiffImporter().apply(json, in: context) },
        "Standings.Standing": .parser { json, context in _ = try StandingParser().parseResponse(json, in: context) },
        "Tracker.Attachment": .parser { json, context in
            if json.kind == .array { _ = try Tracker.AttachmentParser().parseArray(json, in: context) } else { _ = try Tracker.AttachmentParser().parse(json, in: context) }
        },
        "Tracker.Comment": .parser { json, context in
            if json.kind == .array { _ = try Tracker.CommentParser().parseArray(json, in: context) } else { _ = try Tracker.CommentParser().parse(json, in: context) }
        },
        "Tracker.Issue": .parser { json, context in
            if json.kind == .array { _ = try Tracker.IssueParser().parseArray(json, in: context) } else { _ = try Tracker.IssueParser().parse(json, in: context) }
        },
        "Tracker.IssueFromFeed": .parser { json, context in
            if json.kind == .array { _ = try Tracker.IssueFromFeedParser().parseArray(json, in: context) } else { _ = try Tracker.IssueFromFeedParser().parse(json, in: context) }
        },
        "Tracker.Result": .valueType(build: { json in
            let builder = Tracker.ResultMapping.makeBuilder(json)
            return (builder.parseIssues, { try builder.build() })
        }, result: nil),
        "Tracker.Tag": .parser { json, context in
            if json.kind == .array { _ = try Tracker.TagParser().parseArray(json, in: context) } else { _ = try Tracker.TagParser().parse(json, in: context) }
        },
        "Tracker.User": .parser { json, context in
            if json.kind == .array { _ = try Tracker.UserParser().parseArray(json, in: context) } else { _ = try Tracker.UserParser().parse(json, in: context) }
        },
        "Widgets.ImageWidget": .parser { json, context in
            if json.kind == .array { _ = try ImageWidgetParser().parseArray(json, in: context) } else { _ = try ImageWidgetParser().parse(json, in: context) }
        },
        "Widgets.TextWidget": .parser { json, context in
            if json.kind == .array { _ = try TextWidgetParser().parseArray(json, in: context) } else { _ = try TextWidgetParser().parse(json, in: context) }
        },
        "Widgets.WidgetDiff": .feed { json, context in try WidgetDiffImporter().apply(json, in: context) },
    ]

    /// Every record `context` holds of `types`, with its entity name.
    static func records(of types: [any StoreEntity.Type], in context: StoreContext) throws -> [(entity: String, record: Any)] {
        try types.flatMap { type in try records(type, in: context) }
    }

    private static func records<E: StoreEntity>(_ type: E.Type, in context: StoreContext) throws -> [(entity: String, record: Any)] {
        try context.fetch(type).map { (E.entityName, $0 as Any) }
    }
}
