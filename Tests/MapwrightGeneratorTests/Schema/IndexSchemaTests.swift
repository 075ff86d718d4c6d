import Testing
@testable import MapwrightGenerator

/// An entity's `indexes`: loaded into the model, checked against its members, and
/// rendered into the table description the SQLite engine creates them from.
@Suite("Schema indexes")
struct IndexSchemaTests {
    private static func post(_ indexes: String) -> String {
        """
        { "entities": {
            "Author": { "identity": "authorID", "attributes": { "authorID": "String" },
                        "relationships": { "posts": { "to": "Post", "many": true, "inverse": "author" } } },
            "Post": { "identity": "postID", "attributes": { "postID": "String", "title": "String", "views": "Int" },
                      "relationships": { "author": { "to": "Author", "inverse": "posts" } },
                      "indexes": \(indexes) } } }
        """
    }

    @Test func indexesReachTheModelInOrder() throws {
        let schema = try #require(SchemaFixture.schema(Self.post(#"[["title"], ["author", "views"], "views"]"#)), "the schema loads")
        let post = try #require(schema.modules.first?.entities.first { $0.name == "Post" })
        #expect(post.indexes == [["title"], ["author", "views"], ["views"]], "each index, a single name as a one-column index: \(post.indexes)")
    }

    @Test func anUnknownNameIsReportedAtItsTokenWithASuggestion() {
        let text = Self.post(#"[["titel"]]"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"titel\"", in: text)): error: an index of entity 'Post' names unknown attribute 'titel'; did you mean 'title'?"],
                "unknown index column: \(lines)")
    }

    @Test func aToManyRelationshipCannotBeIndexed() {
        let text = Self.post("[]").replacingOccurrences(of: #""relationships": { "posts""#, with: #""indexes": [["posts"]], "relationships": { "posts""#)
        let lines = SchemaFixture.lines(text)
        #expect(lines.count == 1 && lines[0].contains("names to-many relationship 'posts'"), "to-many index rejected: \(lines)")
        #expect(lines.first?.hasPrefix(SchemaFixture.at("\"posts\"]", in: text)) == true, "reported at the name: \(lines)")
    }

    @Test func malformedEntriesAreReported() {
        #expect(SchemaFixture.lines(Self.post(#""title""#)).first?.contains("indexes") == true, "indexes must be an array")
        #expect(SchemaFixture.lines(Self.post("[[]]")).first?.contains("names no attribute") == true, "an empty index")
        #expect(SchemaFixture.lines(Self.post("[[1]]")).first?.contains("must list attribute names") == true, "a number in an index")
        #expect(SchemaFixture.lines(Self.post(#"[["title", "title"]]"#)).first?.contains("names 'title' twice") == true, "a repeated name")
        #expect(SchemaFixture.lines(Self.post(#"[["title"], ["title"]]"#)).first?.contains("declares the index [title] twice") == true, "a repeated index")
    }

    @Test func anEntityWithoutIdentityCannotDeclareIndexes() {
        let text = #"{ "entities": { "Tag": { "attributes": { "name": "String" }, "indexes": [["name"]] } } }"#
        let lines = SchemaFixture.lines(text)
        #expect(lines.count == 1 && lines[0].contains("declares indexes but no identity"), "value type with indexes: \(lines)")
    }

    @Test func indexesAreRenderedIntoTheTableDescription() throws {
        let schema = try #require(SchemaFixture.schema(Self.post(#"[["title"], ["author", "views"]]"#)))
        let module = try #require(schema.modules.first)
        let files = StoreColumnsContext(module: module).files
        let post = try #require(files.first { $0.name == "Post+Columns" })
        guard case .dictionary(let data) = post.data, case .string(let list)? = data["indexList"] else {
            Issue.record("Post+Columns has no index list: \(post.data)")
            return
        }
        #expect(list == #"["title"], ["author", "views"]"#, "the rendered index list: \(list)")
    }

    @Test func anEntityWithIndexesButNoRelationshipsRendersThem() throws {
        let text = #"{ "module": "Notes", "entities": { "Note": { "identity": "noteID", "attributes": { "noteID": "String", "title": "String" }, "indexes": [["title"]] } } }"#
        let schema = try #require(SchemaFixture.schema(text), "the schema loads")
        let files = try CodeGenerator().generate(schema).files
        let columns = try #require(files.first { $0.path.hasSuffix("Note+Columns.swift") }, "Note+Columns.swift is generated")
        #expect(columns.contents.contains("relationships: [],\n        indexes: [[\"title\"]])"), "the index list closes the table description: \(columns.contents)")
        #expect(columns.contents.contains("public static let title = Mapwright.StoreQueryColumn<Notes.Note, Swift.String>(\"title\") { $0.title }"),
                "the query descriptor of title: \(columns.contents)")
    }
}
