import Testing
@testable import MapwrightGenerator

/// `"extends"` on a mapping: the fields of another mapping of the same entity, with the
/// mapping's own fields replacing theirs.
@Suite("Mapping inheritance")
struct MappingInheritanceTests {
    private func schema(_ mappings: String, top: String = "") -> String {
        """
        {\(top)
          "entities": { "Post": { "identity": "postID", "attributes": {
            "postID": "String", "title": "String", "body": "String?", "viewCount": "Int?" } } },
          "mappings": { \(mappings) }
        }
        """
    }

    private let base = #""Post": { "fields": { "postID": "id", "title": "title", "body": "body" } }"#

    /// The fields of mapping `name`: member → first key.
    private func keys(of name: String, in text: String) -> [String: String] {
        let mappings = SchemaFixture.schema(text)?.modules.first?.entities.first?.mappings ?? []
        let fields = mappings.first { $0.name == name }?.fields ?? []
        return Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0.keys.first?.description ?? "") })
    }

    @Test func anExtendingMappingInheritsFieldsAndReplacesThoseItLists() {
        let text = schema(base + #", "PostFromFeed": { "entity": "Post", "extends": "Post", "fields": { "title": "headline", "viewCount": "views" } }"#)
        #expect(SchemaFixture.lines(text).isEmpty, "extends: \(SchemaFixture.lines(text))")
        #expect(keys(of: "PostFromFeed", in: text) == ["postID": "id", "title": "headline", "body": "body", "viewCount": "views"],
                "PostFromFeed: \(keys(of: "PostFromFeed", in: text))")
    }

    @Test func inheritanceFollowsAChain() {
        let text = schema(base + #", "A": { "entity": "Post", "extends": "Post", "fields": { "body": "text" } }, "B": { "entity": "Post", "extends": "A", "fields": { "postID": "uid" } }"#)
        #expect(keys(of: "B", in: text) == ["postID": "uid", "title": "title", "body": "text"], "B: \(keys(of: "B", in: text))")
    }

    @Test func keysAreInheritedBeforeTheFilesKeys() {
        let text = schema(#""Post": { "keys": "kebab-case", "fields": { "postID": "id" } }, "A": { "entity": "Post", "extends": "Post", "fields": {} }"#,
                          top: #" "keys": "snake_case","#)
        #expect(keys(of: "A", in: text)["viewCount"] == "view-count", "A must take Post's keys, not the file's: \(keys(of: "A", in: text))")
    }

    @Test func anUnknownBaseIsAnErrorWithASuggestion() {
        let text = schema(base + #", "A": { "entity": "Post", "extends": "Pots", "fields": {} }"#)
        let expected = "\(SchemaFixture.at("\"Pots\"", in: text)): error: mapping 'A' extends unknown mapping 'Pots'; did you mean 'Post'?"
        #expect(SchemaFixture.lines(text).contains(expected), "unknown base: \(SchemaFixture.lines(text))")
    }

    @Test func aLoopIsAnError() {
        let text = schema(base + #", "A": { "entity": "Post", "extends": "B", "fields": {} }, "B": { "entity": "Post", "extends": "A", "fields": {} }"#)
        let lines = SchemaFixture.lines(text)
        #expect(lines.contains { $0.contains("mapping 'A' extends itself: 'A' → 'B' → 'A'") }, "loop: \(lines)")
    }

    @Test func aBaseOfAnotherEntityIsAnError() {
        let text = """
        {
          "entities": { "Post": { "identity": "postID", "attributes": { "postID": "String" } },
                        "Tag": { "identity": "name", "attributes": { "name": "String" } } },
          "mappings": { "Post": { "fields": { "postID": "id" } }, "Tag": { "extends": "Post", "fields": { "name": "name" } } }
        }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines.contains { $0.contains("mapping 'Tag' of entity 'Tag' extends mapping 'Post' of entity 'Post'") }, "other entity: \(lines)")
    }
}

/// `"next"` on a mapping: a paged list's next-page key path, which needs `root` and an
/// entity with an identity.
@Suite("Paged list mappings")
struct PagedListMappingTests {
    @Test func nextIsReadIntoTheMapping() {
        let text = """
        { "entities": { "Post": { "identity": "postID", "attributes": { "postID": "String" } } },
          "mappings": { "Post": { "root": "data", "next": "links.next", "fields": { "postID": "id" } } } }
        """
        let mapping = SchemaFixture.schema(text)?.modules.first?.entities.first?.mappings.first
        #expect(mapping?.next?.description == "links.next", "next: \(String(describing: mapping?.next))")
    }

    @Test func nextWithoutRootIsAnError() {
        let text = """
        { "entities": { "Post": { "identity": "postID", "attributes": { "postID": "String" } } },
          "mappings": { "Post": { "next": "next", "fields": { "postID": "id" } } } }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines.count == 1 && lines[0].contains("'next' of mapping 'Post' needs a 'root'"), "next without root: \(lines)")
    }
}
