import Testing
@testable import MapwrightGenerator

/// One mistake is one error: a declaration that cannot be read does not make
/// everything that refers to it "unknown" as well.
@Suite("Schema errors without cascades")
struct NoCascadeTests {
    /// Author/Post with mappings; `author` and `post` replace the entity bodies,
    /// `postMapping` the Post mapping body.
    private func blog(author: String? = nil, post: String? = nil, postMapping: String? = nil) -> String {
        """
        {
          "entities": {
            "Author": \(author ?? #"{ "identity": "authorID", "attributes": { "authorID": "String" }, "relationships": { "posts": { "to": "Post", "many": true, "inverse": "author" } } }"#),
            "Post": \(post ?? #"{ "identity": "postID", "attributes": { "postID": "String", "title": "String" }, "relationships": { "author": { "to": "Author", "inverse": "posts" } } }"#)
          },
          "mappings": {
            "Author": { "fields": { "authorID": "id" } },
            "Post": \(postMapping ?? #"{ "fields": { "postID": "id", "title": "title", "author": "author" } }"#)
          }
        }
        """
    }

    @Test func cleanBaselineHasNoDiagnostics() {
        #expect(SchemaFixture.lines(blog()).isEmpty, "baseline should be clean: \(SchemaFixture.lines(blog()))")
    }

    @Test func malformedAttributesSectionIsTheOnlyError() {
        let text = blog(post: #"{ "identity": "postID", "attributes": 7, "relationships": { "author": { "to": "Author", "inverse": "posts" } } }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("7", in: text)): error: 'attributes' of entity 'Post' must be an object, found a number"], "fields and identity should not cascade: \(lines)")
    }

    @Test func malformedIdentityIsTheOnlyError() {
        let text = blog(author: #"{ "identity": true, "attributes": { "authorID": "String" }, "relationships": { "posts": { "to": "Post", "many": true, "inverse": "author" } } }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("true", in: text)): error: 'identity' of entity 'Author' must be an attribute name or an array of them, found a boolean"], "inverses should not cascade: \(lines)")
    }

    @Test func unreadableEntityIsTheOnlyError() {
        let text = blog(author: #""Author""#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"Author\"", in: text, after: "\"Author\": ")): error: entity 'Author' must be an object, found a string"], "references to it should not cascade: \(lines)")
    }

    @Test func malformedFieldsIsTheOnlyError() {
        let text = blog(postMapping: #"{ "fields": ["postID"] }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("[\"postID\"]", in: text)): error: 'fields' of mapping 'Post' must be an object, found an array"], "unmapped attributes should not cascade: \(lines)")
    }

    @Test func malformedKeyPathDoesNotMakeTheAttributeUnmapped() {
        let text = blog(postMapping: #"{ "fields": { "postID": "id", "title": "a..b", "author": "author" } }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"a..b\"", in: text, offset: 3)): error: bad key path 'a..b': empty segment"], "title should still count as mapped: \(lines)")
    }

    @Test func brokenAttributeTypeDoesNotMakeItsFieldUnknown() {
        let text = blog(post: #"{ "identity": "postID", "attributes": { "postID": "String", "title": "Text" }, "relationships": { "author": { "to": "Author", "inverse": "posts" } } }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("Text", in: text)): error: unknown type 'Text' for attribute 'title'; did you mean 'String'?"], "the title field should not be reported: \(lines)")
    }

    @Test func malformedEntitiesSectionIsTheOnlyError() {
        let text = """
        { "entities": [], "mappings": { "Post": { "fields": { "postID": "id" } } } }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("[]", in: text)): error: 'entities' of a schema file must be an object, found an array"], "mappings should not cascade: \(lines)")
    }
}
