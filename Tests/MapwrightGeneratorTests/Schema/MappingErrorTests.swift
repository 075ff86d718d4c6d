import Testing
@testable import MapwrightGenerator

/// Mistakes in mappings and their fields.
@Suite("Schema mapping errors")
struct MappingErrorTests {
    /// Blog entities (Author with identity, Post, a value type Note) and `mappings` JSON.
    private func blog(mappings: String) -> String {
        """
        {
          "entities": {
            "Author": {
              "identity": "authorID",
              "attributes": { "authorID": "String", "name": "String?" },
              "relationships": { "posts": { "to": "Post", "many": true, "inverse": "author" } }
            },
            "Post": {
              "identity": "postID",
              "attributes": { "postID": "String", "title": "String", "createdDate": "Date?", "views": { "type": "Int", "default": 0 } },
              "relationships": { "author": { "to": "Author", "inverse": "posts" }, "notes": { "to": "Note", "many": true } }
            },
            "Note": { "attributes": { "text": "String?" } }
          },
          "mappings": \(mappings)
        }
        """
    }

    @Test(arguments: [#"{ "key": "author", "reference": true }"#, #""author""#])
    func valueTypeCannotMapARelationshipToAnIdentifiedEntity(field: String) {
        let text = """
        {
          "entities": {
            "Author": { "identity": "authorID", "attributes": { "authorID": "String" } },
            "Byline": { "attributes": { "text": "String?" }, "relationships": { "author": { "to": "Author" } } }
          },
          "mappings": { "Author": { "fields": { "authorID": "id" } }, "Byline": { "fields": { "text": "text", "author": \(field) } } }
        }
        """
        let lines = SchemaFixture.lines(text)
        let expected = "\(SchemaFixture.at("\"author\"", in: text, after: "\"text\": \"text\"")): error: relationship 'author' of value type 'Byline' cannot be mapped: a value type is built without a store, so it cannot parse or link 'Author', which has an identity; leave 'author' out of the mapping or give 'Byline' an identity"
        #expect(lines == [expected], "a value type's mapping has no context to parse or link a record in (\(field)): \(lines)")
    }

    @Test func requiredAttributeLeftUnmappedIsReportedAtTheMapping() {
        let text = blog(mappings: #"{ "Post": { "fields": { "postID": "id" } } }"#)
        let lines = SchemaFixture.lines(text)
        let expected = [
            "\(SchemaFixture.at("\"Post\"", in: text, after: "\"mappings\"")): error: mapping 'Post' does not map required attribute 'title' of entity 'Post'; map it, make it optional or give it a default",
            "\(SchemaFixture.at("\"title\"", in: text)): note: 'title' declared here",
        ]
        #expect(lines == expected, "unmapped required attribute: \(lines)")
    }

    @Test func boxThatCannotProduceTheTypeIsReportedAtTheBox() {
        let text = blog(mappings: #"{ "Post": { "fields": { "postID": "id", "title": { "key": "title", "box": "url" } } } }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"url\"", in: text)): error: box 'url' cannot produce 'String' for attribute 'title'; use 'string'"], "incompatible box: \(lines)")
    }

    @Test func unknownBoxSuggestsTheClosest() {
        let text = blog(mappings: #"{ "Post": { "fields": { "postID": "id", "title": "title", "createdDate": { "key": "created", "box": "iso8061" } } } }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"iso8061\"", in: text)): error: unknown box 'iso8061'; did you mean 'iso8601'?"], "unknown box: \(lines)")
    }

    @Test func datePatternBoxNeedsAPattern() {
        let text = blog(mappings: #"{ "Post": { "fields": { "postID": "id", "title": "title", "createdDate": { "key": "created", "box": "date:" } } } }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"date:\"", in: text)): error: box 'date:' needs a date pattern after 'date:' (e.g. 'date:yyyy-MM-dd')"], "empty date pattern: \(lines)")
    }

    @Test func mappingForAnUnknownEntityIsReportedAtItsEntity() {
        let text = blog(mappings: #"{ "PostFromFeed": { "entity": "Pots", "fields": { "postID": "id" } } }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"Pots\"", in: text)): error: mapping 'PostFromFeed' is for unknown entity 'Pots'; did you mean 'Post'?"], "unknown mapping entity: \(lines)")
    }

    @Test func mappingNamedLikeNoEntityExplainsNamedMappings() {
        let text = blog(mappings: #"{ "Posts": { "fields": { "postID": "id" } } }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"Posts\"", in: text)): error: mapping 'Posts' is for unknown entity 'Posts' (a named mapping says its entity with \"entity\"); did you mean 'Post'?"], "mapping without entity: \(lines)")
    }

    @Test func fieldForAnUnknownAttributeSuggestsTheClosest() {
        let text = blog(mappings: #"{ "Post": { "fields": { "postID": "id", "titel": "title" } } }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"titel\"", in: text)): error: 'titel' is not an attribute or relationship of entity 'Post'; did you mean 'title'?"], "unknown field (and no cascade for 'title'): \(lines)")
    }

    @Test func nestedRelationshipWhoseTargetHasNoMappingIsReported() {
        let text = blog(mappings: #"{ "Post": { "fields": { "postID": "id", "title": "title", "author": "author" } } }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"author\"", in: text, after: "\"mappings\"")): error: relationship 'author' is parsed nested, but entity 'Author' has no default mapping; add mapping 'Author', name one with 'mapping', or set 'reference': true"], "nested without mapping: \(lines)")
    }

    @Test func nestedRelationshipNamingAMappingOfAnotherEntityIsReported() {
        let text = blog(mappings: #"{ "Post": { "fields": { "postID": "id", "title": "title", "author": { "key": "author", "mapping": "Post" } } } }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"Post\" }", in: text)): error: mapping 'Post' fills entity 'Post', but relationship 'author' targets 'Author'"], "mapping of the wrong entity: \(lines)")
    }

    @Test func referenceToAnEntityWithoutIdentityIsReported() {
        let text = blog(mappings: #"{ "Post": { "fields": { "postID": "id", "title": "title", "notes": { "key": "note_ids", "reference": true } } } }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("true", in: text, after: "\"reference\": ")): error: relationship 'notes' cannot be a reference: entity 'Note' has no identity (it is a value type)"], "reference to value type: \(lines)")
    }

    @Test func mergeOnAToOneRelationshipIsReported() {
        let text = blog(mappings: #"{ "Post": { "fields": { "postID": "id", "title": "title", "author": { "key": "author_id", "reference": true, "merge": "append" } } } }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"append\"", in: text)): error: 'merge' applies only to to-many relationships; 'author' is to-one"], "merge on to-one: \(lines)")
    }

    @Test func relationshipOptionOnAnAttributeIsReported() {
        let text = blog(mappings: #"{ "Post": { "fields": { "postID": "id", "title": { "key": "title", "reference": true } } } }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("true", in: text, after: "\"reference\": ")): error: 'reference' applies only to relationships; 'title' is an attribute"], "reference on attribute: \(lines)")
    }

    @Test func nullClearOnARequiredAttributeIsReported() {
        let text = blog(mappings: #"{ "Post": { "fields": { "postID": "id", "title": { "key": "title", "null": "clear" } } } }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"clear\"", in: text)): error: 'null': 'clear' cannot apply to required attribute 'title'; use 'keep' or 'default'"], "null clear on required: \(lines)")
    }

    @Test func nullDefaultWithoutADefaultIsReported() {
        let text = blog(mappings: #"{ "Post": { "fields": { "postID": "id", "title": { "key": "title", "null": "default" } } } }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"default\"", in: text, after: "\"null\": ")): error: 'null': 'default' needs a default for attribute 'title'"], "null default without default: \(lines)")
    }

    @Test func nullDefaultWithADefaultOfNoValueClears() throws {
        let text = blog(mappings: #"{ "Post": { "fields": { "postID": "id", "title": "title", "createdDate": { "key": "date", "default": null, "null": "default" } } } }"#)
        let schema = try #require(SchemaFixture.schema(text), "an optional attribute's null default is a default: \(SchemaFixture.lines(text))")
        let field = schema.modules.first?.entity(named: "Post")?.defaultMapping?.fields.first { $0.name == "createdDate" }
        guard case .attribute(let attribute)? = field?.kind else {
            Issue.record("createdDate must be an attribute field: \(String(describing: field))")
            return
        }
        #expect(attribute.nullPolicy == .clear && attribute.defaultValue == nil, "null to the default of no value is clearing: \(attribute)")
    }

    @Test func fieldDefaultOfTheWrongTypeIsReported() {
        let text = blog(mappings: #"{ "Post": { "fields": { "postID": "id", "title": "title", "views": { "key": "views", "default": "many" } } } }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"many\" }", in: text)): error: default for field 'views' must be an integer, found a string"], "bad field default: \(lines)")
    }
}
