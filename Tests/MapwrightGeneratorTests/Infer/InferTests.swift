import Foundation
import Mapwright
import Testing
@testable import MapwrightGenerator

/// Drafts a schema from samples, checks it lints clean, and runs `try` with its root
/// mapping on every sample: the draft must import them all without an issue.
struct InferHarness {
    let text: String
    /// The review list of the draft.
    let review: [InferReviewItem]
    let schema: Schema
    let entity: String

    init(_ samples: [String], entity: String = "Sample", sourceLocation: SourceLocation = #_sourceLocation) throws {
        let values = try samples.enumerated().map { ("sample\($0.offset).json", try JSONReader().read($0.element)) }
        try self.init(values, entity: entity, sourceLocation: sourceLocation)
    }

    init(_ samples: [(name: String, json: JSONValue)], entity: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let drafted = try SchemaInferrer.draft(samples, module: "Inferred", entity: entity)
        text = drafted.text
        review = drafted.review
        let result = SchemaFrontEnd.load([SchemaSource(path: "Inferred.json", text: text)])
        #expect(result.diagnostics.isEmpty, "the draft should lint clean: \(result.diagnostics)\n\(text)", sourceLocation: sourceLocation)
        schema = try #require(result.schema, "the draft does not validate:\n\(text)", sourceLocation: sourceLocation)
        self.entity = entity
        let runner = TryRunner(schema: schema)
        for (name, json) in samples {
            let report = try runner.run(entity, payload: json)
            #expect(report.allIssues.isEmpty && report.failure == nil,
                    "try should import \(name) without an issue:\n\(TryReportFormatter.text(report, payloadName: name))\n\(text)", sourceLocation: sourceLocation)
            #expect(!report.records.isEmpty || !report.values.isEmpty, "try should read something from \(name)", sourceLocation: sourceLocation)
        }
    }

    /// The drafted entity `name`.
    func entity(_ name: String) -> Entity? { schema.module(named: "Inferred")?.entity(named: name) }

    /// `Type` or `Type?` of attribute `attribute` of `entity` (the root by default).
    func type(_ attribute: String, of entity: String? = nil) -> String? {
        self.entity(entity ?? self.entity)?.attribute(named: attribute)?.type.description
    }

    /// The field reading `member` of `entity`'s default mapping.
    func field(_ member: String, of entity: String? = nil) -> MapwrightGenerator.Field? {
        self.entity(entity ?? self.entity)?.defaultMapping?.fields.first { $0.name == member }
    }

    /// The box name of attribute field `member`.
    func box(_ member: String, of entity: String? = nil) -> String? {
        guard case .attribute(let attribute)? = field(member, of: entity)?.kind else { return nil }
        return attribute.box.description
    }
}

@Suite("infer: every payload fixture")
struct InferFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GeneratedCodeTests/Fixtures")

    static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()

    @Test("The draft from a fixture lints clean and try imports the fixture without an issue", arguments: names)
    func fixtureRoundTrips(_ name: String) throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
        _ = try InferHarness([(name, try JSONReader().read(data))], entity: SchemaInferrer.entityName(forFile: name))
    }

    @Test func thereAreFixtures() {
        #expect(Self.names.count >= 14, "fixtures found: \(Self.names)")
    }

    @Test func severalSamplesMergeIntoOneDraft() throws {
        let names = Self.names.filter { $0.hasPrefix("widgets-") && $0 != "widgets-invalid.json" }
        let samples = try names.map { ($0, try JSONReader().read(try Data(contentsOf: Self.fixtures.appendingPathComponent($0)))) }
        let draft = try InferHarness(samples, entity: "WidgetPage")
        #expect(draft.type("caption", of: "Payload") == "String?", "caption is missing in some payloads: \(draft.text)")
        #expect(draft.type("nextURL") == "URL?", "nextUrl is a URL or null: \(draft.text)")
    }
}

@Suite("infer: one rule at a time")
struct InferRuleTests {
    @Test func integersTakeTheNarrowestTypeHoldingEveryValue() throws {
        let draft = try InferHarness([#"{"small": 5, "big": 18446744073709551615, "huge": 123456789012345678901234567890, "negative": -3}"#])
        #expect(draft.type("small") == "Int" && draft.type("negative") == "Int", "\(draft.text)")
        #expect(draft.type("big") == "UInt64", "beyond Int64: \(draft.text)")
        #expect(draft.type("huge") == "Decimal", "beyond UInt64: \(draft.text)")
    }

    @Test func fractionsAreDecimalOnlyUnderAKeyNamingMoney() throws {
        let draft = try InferHarness([#"{"price": 9.5, "unit_tax": 0.25, "duration": 5.76, "ratio": 0.125, "count": 2}"#,
                                      #"{"price": 10, "unit_tax": 1.10, "duration": 3.10, "ratio": 2, "count": 3}"#])
        #expect(draft.type("price") == "Decimal" && draft.type("unitTax") == "Decimal", "money words: \(draft.text)")
        #expect(draft.type("duration") == "Double", "two decimals are not money: \(draft.text)")
        #expect(draft.type("ratio") == "Double", "other fractions: \(draft.text)")
        #expect(draft.type("count") == "Int", "\(draft.text)")
    }

    @Test(arguments: ["syntax", "feedback", "costume"])
    func aMoneyWordInsideAnotherWordIsNotMoney(_ key: String) throws {
        let draft = try InferHarness([#"{"\#(key)": 1.5}"#])
        #expect(draft.type(InferNames.member(key)) == "Double", "\(key): \(draft.text)")
    }

    @Test func booleansDatesURLsAndUUIDs() throws {
        let draft = try InferHarness([#"""
        {"done": true, "created": "2024-05-01T09:30:00Z", "day": "2024-05-01", "link": "https://example.com/a",
         "token": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "note": "https is not a URL"}
        """#])
        #expect(draft.type("done") == "Bool", "\(draft.text)")
        #expect(draft.type("created") == "Date" && draft.type("day") == "Date", "ISO 8601: \(draft.text)")
        #expect(draft.type("link") == "URL", "\(draft.text)")
        #expect(draft.type("token") == "UUID", "\(draft.text)")
        #expect(draft.type("note") == "String", "\(draft.text)")
    }

    @Test func unixTimestampsInKeysNamingATimeAreDates() throws {
        let draft = try InferHarness([#"{"created_at": 1714644000, "updatedAt": 1714644000123, "retries": 1714644000}"#])
        #expect(draft.type("createdAt") == "Date" && draft.box("createdAt") == "unixSeconds", "seconds: \(draft.text)")
        #expect(draft.type("updatedAt") == "Date" && draft.box("updatedAt") == "unixMillis", "milliseconds: \(draft.text)")
        #expect(draft.type("retries") == "Int", "not a time by its name: \(draft.text)")
    }

    @Test func absentOrNullInASampleMakesAMemberOptional() throws {
        let draft = try InferHarness([#"{"a": 1, "b": "x", "c": null}"#, #"{"a": 2, "c": "y"}"#])
        #expect(draft.type("a") == "Int", "\(draft.text)")
        #expect(draft.type("b") == "String?", "absent in one sample: \(draft.text)")
        #expect(draft.type("c") == "String?", "null in one sample: \(draft.text)")
    }

    @Test(arguments: [#"{"id": 1, "extra": null}"#, #"{"id": 1, "extra": []}"#])
    func aKeyWithNoValueToTypeIsLeftOutAndListedForReview(_ sample: String) throws {
        let draft = try InferHarness([sample, #"{"id": 2}"#])
        #expect(draft.field("extra") == nil && draft.type("extra") == nil, "left out, not JSON?: \(draft.text)")
        #expect(draft.review.contains { $0.kind == .open && $0.message.hasPrefix("'extra' left out") }, "listed: \(draft.review)")
    }

    @Test func anIDKeyThatIsAlwaysNullIsNotTypedJSON() throws {
        let draft = try InferHarness([#"{"id": 1, "in_reply_to_id": null}"#])
        #expect(draft.type("inReplyToID") == nil, "\(draft.text)")
        #expect(draft.review.map(\.description) == ["open: Sample: 'in_reply_to_id' left out: null in every object, so its type is unknown; add it once a sample has a value"],
                "\(draft.review)")
    }

    @Test func nestedObjectsWithAnIDAreIdentifiedEntitiesOthersValueTypes() throws {
        let draft = try InferHarness([#"{"id": 1, "owner": {"id": "u1", "name": "Ada"}, "meta": {"version": 2}}"#], entity: "Project")
        #expect(draft.entity("Project")?.identity.attributes.map(\.name) == ["projectID"], "id of the root: \(draft.text)")
        #expect(draft.entity("Owner")?.identity.attributes.map(\.name) == ["ownerID"], "owner has an id: \(draft.text)")
        #expect(draft.entity("Meta")?.isValueType == true, "meta has no id: \(draft.text)")
        #expect(draft.entity("Project")?.relationship(named: "owner")?.storage == .identifier, "\(draft.text)")
    }

    @Test func otherIDKeysIdentifyToo() throws {
        let draft = try InferHarness([#"{"order_id": 7, "customer": {"uuid": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}}"#], entity: "Order")
        #expect(draft.entity("Order")?.identity.attributes.map(\.name) == ["orderID"], "\(draft.text)")
        #expect(draft.entity("Customer")?.identity.attributes.map(\.name) == ["uuid"], "\(draft.text)")
    }

    @Test func objectsInsideAValueTypeAreValueTypesEvenWithAnID() throws {
        let draft = try InferHarness([#"{"standings": [{"team": {"id": 1, "name": "Lions"}, "points": 3}]}"#], entity: "Table")
        #expect(draft.entity("Team")?.isValueType == true, "a value type's builder cannot parse identified records: \(draft.text)")
        #expect(draft.entity("Team")?.attribute(named: "id") != nil, "a value type keeps its id member: \(draft.text)")
    }

    @Test func arraysOfObjectsAreToManyRelationshipsArraysOfScalarsArrays() throws {
        let draft = try InferHarness([#"{"id": "o1", "line_items": [{"sku": "A", "qty": 1}], "tags": ["x", "y"], "emojis": [{"shortcode": "a", "url": "https://e.x/a"}]}"#])
        let relationship = draft.entity("Sample")?.relationship(named: "lineItems")
        #expect(relationship?.isMany == true && relationship?.target == "LineItem", "singular element type: \(draft.text)")
        #expect(draft.entity("Sample")?.relationship(named: "emojis")?.target == "Emoji", "singular: \(draft.text)")
        #expect(draft.type("tags") == "[String]", "\(draft.text)")
    }

    @Test(arguments: [("emojis", "emoji"), ("categories", "category"), ("addresses", "address"), ("media_attachments", "media_attachment"),
                      ("status", "status"), ("analysis", "analysis"), ("axis", "axis"), ("tennis", "tennis"),
                      ("children", "child"), ("Children", "Child"), ("salespeople", "salesperson")])
    func theSingularOfAToManyKeyNamesItsEntity(_ plural: String, _ singular: String) {
        #expect(InferNames.singular(plural) == singular, "\(plural)")
    }

    @Test func swiftNamesComeFromKeysWhichStayInTheMapping() throws {
        let draft = try InferHarness([#"{"avatar_url": "https://a.b/c", "user-name": "x", "default": 1, "self": 2, "created_at": "2024-05-01", "createdAt": "2024-05-02", "a.b": 3, "3d": true}"#])
        #expect(draft.type("avatarURL") == "URL", "acronyms: \(draft.text)")
        #expect(draft.field("userName")?.keys == ["user-name"], "\(draft.text)")
        #expect(draft.type("default") == "Int", "keywords are escaped by the generator: \(draft.text)")
        #expect(draft.field("selfValue")?.keys == ["self"], "self cannot be a member: \(draft.text)")
        #expect(draft.field("createdAt")?.keys == ["created_at"] && draft.field("createdAt2")?.keys == ["createdAt"], "collisions numbered: \(draft.text)")
        #expect(draft.field("aB")?.keys == [JSONKeyPath(segments: [.key("a.b")])], "a dot in a key is escaped: \(draft.text)")
        #expect(draft.field("field3d")?.keys == ["3d"], "a leading digit: \(draft.text)")
    }

    @Test func standardTypeNamesAreKeptAndModuleQualifiersRenamed() throws {
        let draft = try InferHarness([#"{"data": {"results": [{"name": "x"}]}, "swift": {"version": "6"}}"#])
        #expect(draft.entity("Data") != nil && draft.entity("Result") != nil, "Data and Result are valid entity names: \(draft.text)")
        #expect(draft.entity("Swift") == nil, "Swift is a module qualifier, so that entity is renamed: \(draft.text)")
    }

    @Test func aSampleThatIsNotAnObjectIsAnError() {
        #expect(throws: SchemaInferrer.SampleError.self) { try SchemaInferrer.infer([("a.json", 5)], module: "M", entity: "E") }
        #expect(throws: SchemaInferrer.SampleError.self) { try SchemaInferrer.infer([("a.json", [1, 2])], module: "M", entity: "E") }
    }

    @Test func theCommandPrintsTheDraftAndWritesANewFileOnly() throws {
        try withTemporaryDirectory { root in
            let disk = OnDisk(root: root)
            try disk.write(#"[{"id": 1, "name": "a"}]"#, to: "todo-items.json")
            var output = CommandOutput()
            let sample = disk.url("todo-items.json").path
            #expect(MapwrightTool.run(["infer", sample], output: &output) == 0, "infer exits 0: \(output.standardError)")
            #expect(output.standardOutput.contains(#""TodoItem": {"#), "entity named from the file: \(output.standardOutput)")
            output = CommandOutput()
            let schema = disk.url("S/Inferred.json").path
            try FileManager.default.createDirectory(at: disk.url("S"), withIntermediateDirectories: true)
            #expect(MapwrightTool.run(["infer", "--output", schema, sample], output: &output) == 0, "writes: \(output.standardError)")
            #expect(MapwrightTool.run(["infer", "--output", schema, sample], output: &output) == 1, "an existing file is not overwritten")
            var tried = CommandOutput()
            #expect(MapwrightTool.run(["try", "--schemas", disk.url("S").path, "--mapping", "TodoItem", sample], output: &tried) == 0,
                    "try imports the sample with the written draft: \(tried.standardOutput)")
        }
    }
}

@Suite("infer: the root entity's name from the sample's file name")
struct InferRootNameTests {
    @Test("Parts naming one capture are dropped; the kind is singular", arguments: [
        ("release-79.json", "Release"),
        ("Samples/comments_3hahrw.json", "Comment"),
        ("users-2024-05-01.json", "User"),
        ("blog-posts.json", "BlogPost"),
        ("v2-orders.json", "V2Order"),
    ])
    func rootName(file: String, expected: String) {
        let name = SchemaInferrer.entityName(forFile: file)
        #expect(name == expected, "'\(file)' gave root entity '\(name)'")
    }

    @Test func aNameOfDigitsOnlyStillGivesATypeName() {
        let name = SchemaInferrer.entityName(forFile: "2024.json")
        #expect(name.first?.isLetter == true, "'2024.json' gave '\(name)', which is not a type name")
    }
}
