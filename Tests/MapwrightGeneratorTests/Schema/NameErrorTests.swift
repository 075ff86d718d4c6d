import Testing
@testable import MapwrightGenerator

/// Names that cannot become Swift names, or that collide with each other or with
/// names generated code declares.
@Suite("Schema name errors")
struct NameErrorTests {
    /// A file declaring one extra entity `name` with a single String attribute.
    private func schema(withEntity name: String) -> String {
        """
        {
          "entities": {
            "Post": { "identity": "postID", "attributes": { "postID": "String" } },
            "\(name)": { "attributes": { "text": "String" } }
          },
          "mappings": { "Post": { "fields": { "postID": "id" } } }
        }
        """
    }

    @Test func entityNameMustBeAnIdentifier() {
        let text = schema(withEntity: "Blog-Post")
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"Blog-Post\"", in: text)): error: entity name 'Blog-Post' is not a valid Swift identifier (ASCII letters, digits and '_', not starting with a digit)"], "invalid entity name: \(lines)")
    }

    @Test func keywordIsRejectedAsATypeName() {
        let text = schema(withEntity: "protocol")
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"protocol\"", in: text)): error: entity name 'protocol' is a Swift keyword; type names cannot be keywords"], "keyword type name: \(lines)")
    }

    @Test(arguments: ["Character", "Result", "Issue", "Tag", "Comment", "Data", "Date", "URL", "Store", "Suite", "Error", "Operation", "ParseError", "JSONField", "Locked"])
    func standardTestingAndRuntimeTypeNamesAreAccepted(name: String) {
        let text = schema(withEntity: name)
        let lines = SchemaFixture.lines(text)
        #expect(lines.isEmpty, "generated code qualifies every type by module, so '\(name)' is a valid entity name: \(lines)")
    }

    @Test(arguments: ["Swift", "Foundation", "Mapwright", "Testing", "Test", "TestTestSupport", "TestTests"])
    func moduleQualifierNamesAreReserved(name: String) {
        let text = schema(withEntity: name)
        let lines = SchemaFixture.lines(text)
        let expected = "\(SchemaFixture.at("\"\(name)\"", in: text)): error: entity name '\(name)' is reserved: it is the name of a module that generated code names types by (`\(name).X`); choose another name, e.g. '\(name)Record'"
        #expect(lines == [expected], "\(name): \(lines)")
    }

    @Test func typeIsReservedAsATypeName() {
        let text = schema(withEntity: "Type")
        let lines = SchemaFixture.lines(text)
        let expected = "\(SchemaFixture.at("\"Type\"", in: text)): error: entity name 'Type' is reserved: Swift gives 'Type' a meaning of its own after a type (`T.Type`); choose another name, e.g. 'TypeRecord'"
        #expect(lines == [expected], "Type: \(lines)")
    }

    @Test func voidIsReservedAsATypeName() {
        let text = schema(withEntity: "Void")
        let lines = SchemaFixture.lines(text)
        let expected = "\(SchemaFixture.at("\"Void\"", in: text)): error: entity name 'Void' is reserved: Swift Testing's @Test macro expands to code that names 'Void' unqualified, so every test file importing the module would fail to compile; choose another name, e.g. 'VoidRecord'"
        #expect(lines == [expected], "Void: \(lines)")
    }

    @Test func columnsCollidesWithTheQueryDescriptorsOfAnIdentifiedEntity() {
        let text = schema(withAttribute: "Columns")
        let lines = SchemaFixture.lines(text)
        let expected = "\(SchemaFixture.at("\"Columns\"", in: text)): error: attribute 'Columns' of entity 'Post' collides with the generated query descriptors 'Post.Columns'; name it e.g. 'columnList' and map it from its key"
        #expect(lines == [expected], "Columns: \(lines)")
    }

    /// A file whose entity `Post` has one more attribute named `name`.
    private func schema(withAttribute name: String) -> String {
        """
        {
          "entities": { "Post": { "identity": "postID", "attributes": { "postID": "String", "\(name)": "String?" } } },
          "mappings": { "Post": { "fields": { "postID": "id" } } }
        }
        """
    }

    @Test(arguments: ["Swift", "Foundation", "Mapwright", "Testing", "Test"])
    func memberNamedLikeAQualifyingModuleIsRejected(name: String) {
        let text = schema(withAttribute: name)
        let lines = SchemaFixture.lines(text)
        let suggestion = name.prefix(1).lowercased() + name.dropFirst()
        let expected = "\(SchemaFixture.at("\"\(name)\"", in: text)): error: attribute name '\(name)' of entity 'Post' would hide the module '\(name)' that generated code names types by; rename it (e.g. '\(suggestion)') and map it from its key"
        #expect(lines == [expected], "\(name): \(lines)")
    }

    @Test func memberNamedParseIssuesCollidesWithTheBuilder() {
        let text = schema(withAttribute: "parseIssues")
        let lines = SchemaFixture.lines(text)
        let expected = "\(SchemaFixture.at("\"parseIssues\"", in: text)): error: attribute 'parseIssues' of entity 'Post' collides with the issue list of the generated 'PostBuilder'; name it e.g. 'issueList' and map it from its key"
        #expect(lines == [expected], "parseIssues: \(lines)")
    }

    @Test(arguments: ["issues", "fetch", "read", "upsert", "reference", "readIdentity", "build", "apply", "root", "parse", "default", "protocol", "is"])
    func membersNamedLikeGeneratedCodeOrKeywordsAreAccepted(name: String) {
        let lines = SchemaFixture.lines(schema(withAttribute: name))
        #expect(lines.isEmpty, "'\(name)' is a valid member name: \(lines)")
    }

    @Test func anIdentityAttributeNamedDescriptionCollidesWithTheID() {
        let text = """
        {
          "entities": { "Post": { "identity": "description", "attributes": { "description": "String" } } },
          "mappings": { "Post": { "fields": { "description": "id" } } }
        }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines.first?.contains("error: identity attribute 'description' of entity 'Post' collides with the generated 'Post.ID.description'") == true, "description: \(lines)")
    }

    @Test(arguments: [("PostBuilder", "builder"), ("PostParser", "parser"), ("PostParsing", "parsing protocol"), ("StubPostParser", "stub parser")])
    func entityNamedLikeAGeneratedTypeCollides(name: String, generated: String) {
        let text = schema(withEntity: name)
        let lines = SchemaFixture.lines(text)
        let expected = [
            "\(SchemaFixture.at("\"\(name)\"", in: text)): error: entity '\(name)' collides with the \(generated) generated for entity 'Post'; rename it",
            "\(SchemaFixture.at("\"Post\"", in: text)): note: entity 'Post' declared here",
        ]
        #expect(lines == expected, "\(name) beside Post: \(lines)")
    }

    @Test func entityNamedRegistryCollidesWithTheModulesRegistry() {
        let text = schema(withEntity: "Registry")
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"Registry\"", in: text)): error: entity 'Registry' collides with the 'Registry' generated for module 'Test'; rename it"], "Registry: \(lines)")
    }

    @Test func entityNamedLikeAMappingTypeCollides() {
        let text = schema(withEntity: "PostMapping")
        let lines = SchemaFixture.lines(text)
        let mappingKey = SchemaFixture.at("\"Post\": { \"fields\"", in: text)
        let expected = [
            "\(SchemaFixture.at("\"PostMapping\"", in: text)): error: entity 'PostMapping' collides with the mapping type generated for mapping 'Post'; rename it",
            "\(mappingKey): note: mapping 'Post' declared here",
        ]
        #expect(lines == expected, "PostMapping beside mapping Post: \(lines)")
    }

    @Test(arguments: [("TestModule", "module type"), ("TestTestStore", "test store")])
    func entityNamedLikeAModuleTypeCollides(name: String, generated: String) {
        let text = schema(withEntity: name)
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"\(name)\"", in: text)): error: entity '\(name)' collides with the '\(name)' generated for module 'Test'; rename it"], "\(name): \(lines)")
    }

    @Test func entityNamedLikeAFeedImporterCollides() {
        let text = """
        {
          "entities": {
            "Item": { "identity": "itemID", "serverType": "item", "attributes": { "itemID": "String" } },
            "DiffImporter": { "attributes": { "text": "String" } }
          },
          "mappings": { "Item": { "fields": { "itemID": "id" } } },
          "feeds": { "Diff": { "actions": "actions", "verb": "type", "payload": "payload", "serverType": "type", "verbs": { "add": "upsert" } } }
        }
        """
        let lines = SchemaFixture.lines(text)
        let expected = [
            "\(SchemaFixture.at("\"DiffImporter\"", in: text)): error: entity 'DiffImporter' collides with the importer generated for feed 'Diff'; rename it",
            "\(SchemaFixture.at("\"Diff\"", in: text)): note: feed 'Diff' declared here",
        ]
        #expect(lines == expected, "importer collision: \(lines)")
    }

    @Test func twoEntitiesGeneratingTheSameNameCollide() {
        let text = """
        {
          "entities": {
            "Post": { "attributes": { "text": "String" } },
            "StubPost": { "attributes": { "text": "String" } }
          }
        }
        """
        let lines = SchemaFixture.lines(text)
        let expected = [
            "\(SchemaFixture.at("\"StubPost\"", in: text)): error: entity 'StubPost' generates 'StubPostParser' (its parser), which entity 'Post' also generates (its stub parser)",
            "\(SchemaFixture.at("\"Post\"", in: text)): note: entity 'Post' declared here",
        ]
        #expect(lines == expected, "generated names colliding: \(lines)")
    }

    @Test func attributeNamedIDIsRejectedWithASuggestion() {
        let text = """
        {
          "entities": { "Post": { "identity": "id", "attributes": { "id": "String" } } },
          "mappings": { "Post": { "fields": { "id": "id" } } }
        }
        """
        let lines = SchemaFixture.lines(text)
        let expected = "\(SchemaFixture.at("\"id\": \"String\"", in: text)): error: attribute 'id' of entity 'Post' collides with the generated 'Identifiable.id'; name it e.g. 'postID' and map it from key \"id\""
        #expect(lines == [expected], "attribute id: \(lines)")
    }

    @Test func attributeNamedIDIsFineOnAValueType() {
        let text = """
        { "entities": { "Link": { "attributes": { "id": "String" } } }, "mappings": { "Link": { "fields": { "id": "id" } } } }
        """
        #expect(SchemaFixture.lines(text).isEmpty, "a value type has no Identifiable.id to collide with")
    }

    @Test func keywordMemberNameIsAcceptedAndEscaped() throws {
        let text = """
        { "entities": { "Setting": { "attributes": { "default": "String" } } }, "mappings": { "Setting": { "fields": { "default": "default" } } } }
        """
        let schema = try #require(SchemaFixture.schema(text), "a keyword attribute name should be accepted: \(SchemaFixture.lines(text))")
        let attribute = schema.modules.first?.entities.first?.attributes.first
        #expect(attribute?.swiftName == "`default`", "keyword attribute should be escaped in Swift, got \(String(describing: attribute?.swiftName))")
    }

    @Test func memberNameThatCannotBeEscapedIsRejected() {
        let text = """
        { "entities": { "Setting": { "attributes": { "self": "String?" } } } }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"self\"", in: text)): error: attribute name 'self' of entity 'Setting' cannot be used, even in backticks; rename it and map it from its key"], "self as member: \(lines)")
    }

    @Test func duplicateEntityAcrossMergedFilesPointsAtTheFirst() {
        let first = """
        { "module": "Blog", "entities": { "Tag": { "attributes": { "name": "String?" } } } }
        """
        let second = """
        { "module": "Blog", "entities": {
          "Tag": { "attributes": { "title": "String?" } }
        } }
        """
        let result = SchemaFixture.load([("B.json", second), ("A.json", first)])
        let lines = DiagnosticFormatter.lines(for: result.diagnostics)
        let expected = [
            "\(SchemaFixture.at("\"Tag\"", in: second, path: "B.json")): error: duplicate name 'Tag' in module 'Blog'",
            "\(SchemaFixture.at("\"Tag\"", in: first, path: "A.json")): note: first declared here as an entity",
        ]
        #expect(lines == expected, "duplicate across files: \(lines)")
    }

    @Test func enumAndEntityShareOneNamespace() {
        let text = """
        { "entities": { "Status": { "attributes": { "name": "String?" } } }, "enums": { "Status": { "cases": ["on", "off"] } } }
        """
        let lines = SchemaFixture.lines(text)
        let expected = [
            "\(SchemaFixture.at("\"Status\"", in: text, after: "\"enums\"")): error: duplicate name 'Status' in module 'Test'",
            "\(SchemaFixture.at("\"Status\"", in: text)): note: first declared here as an entity",
        ]
        #expect(lines == expected, "enum beside entity: \(lines)")
    }

    @Test func moduleNameFromAnInvalidFileNameIsAnError() {
        let lines = SchemaFixture.lines("{}", path: "Schemas/my-models.json")
        #expect(lines == ["Schemas/my-models.json: error: module name 'my-models' is not a valid Swift identifier (taken from the file name; set \"module\" to choose another)"], "module from file name: \(lines)")
    }

    @Test func moduleNamedLikeAnotherModulesTestsCollides() {
        let result = SchemaFixture.load([("Blog.json", "{}"), ("BlogTests.json", "{ \"module\": \"BlogTests\" }")])
        let lines = DiagnosticFormatter.lines(for: result.diagnostics)
        let expected = [
            "BlogTests.json:1:13: error: module 'BlogTests' collides with the tests module generated for module 'Blog'",
            "Blog.json: note: module 'Blog' named here",
        ]
        #expect(lines == expected, "module collision: \(lines)")
    }
    @Test func typeNamesDifferingOnlyInCaseAreRejected() {
        let text = """
        { "entities": { "Tag": { "attributes": { "a": "String?" } }, "TAG": { "attributes": { "a": "String?" } } },
          "mappings": { "Tag": { "fields": { "a": "a" } }, "TAG": { "fields": { "a": "a" } } } }
        """
        let lines = SchemaFixture.lines(text)
        let expected = [
            "\(SchemaFixture.at("\"TAG\"", in: text)): error: entity 'TAG' differs only in case from entity 'Tag': their generated files would collide on a case-insensitive file system (macOS, Windows); rename one",
            "\(SchemaFixture.at("\"Tag\"", in: text)): note: entity 'Tag' declared here",
        ]
        #expect(lines == expected, "Tag.swift and TAG.swift are one file on macOS; generate failed after lint passed: \(lines)")
    }

    @Test func typeNameDifferingOnlyInCaseFromAGeneratedNameIsRejected() {
        let text = """
        { "entities": { "Post": { "attributes": { "a": "String?" } }, "Postbuilder": { "attributes": { "a": "String?" } } } }
        """
        let lines = SchemaFixture.lines(text)
        let expected = [
            "\(SchemaFixture.at("\"Postbuilder\"", in: text)): error: entity 'Postbuilder' differs only in case from 'PostBuilder' (the builder generated for entity 'Post'): their generated files would collide on a case-insensitive file system (macOS, Windows); rename one",
            "\(SchemaFixture.at("\"Post\"", in: text)): note: entity 'Post' declared here",
        ]
        #expect(lines == expected, "Postbuilder.swift and PostBuilder.swift collide: \(lines)")
    }

    @Test func moduleNamesDifferingOnlyInCaseAreRejected() {
        let result = SchemaFixture.load([("A.json", "{ \"module\": \"Shop\" }"), ("B.json", "{ \"module\": \"shop\" }")])
        let lines = DiagnosticFormatter.lines(for: result.diagnostics)
        let expected = [
            "B.json:1:13: error: module 'shop' differs only in case from module 'Shop': their generated directories ('shop', 'Shop') would collide on a case-insensitive file system (macOS, Windows); rename one",
            "A.json:1:13: note: module 'Shop' named here",
        ]
        #expect(lines == expected, "Generated/Shop and Generated/shop collide: \(lines)")
    }
}
