import Testing
@testable import MapwrightGenerator

/// `"keys"` on a mapping or at a file's top level: the JSON keys of attributes a mapping
/// does not list, named by a style.
@Suite("Key naming styles")
struct KeyNamingTests {
    @Test(arguments: [("avatarURL", "avatar_url", "avatarUrl", "avatar-url"), ("postID", "post_id", "postId", "post-id"),
                      ("URLSession", "url_session", "urlSession", "url-session"), ("createdAt2", "created_at2", "createdAt2", "created-at2"),
                      ("first_name", "first_name", "firstName", "first-name"), ("title", "title", "title", "title")])
    func stylesNameKeys(name: String, snake: String, camel: String, kebab: String) {
        #expect(KeyNamingStyle.snakeCase.key(for: name) == snake, "snake_case of \(name)")
        #expect(KeyNamingStyle.camelCase.key(for: name) == camel, "camelCase of \(name)")
        #expect(KeyNamingStyle.kebabCase.key(for: name) == kebab, "kebab-case of \(name)")
    }

    private func schema(top: String = "", mapping: String = "") -> String {
        """
        {\(top)
          "entities": { "Profile": { "identity": "profileID", "attributes": {
            "profileID": "String", "firstName": "String", "avatarURL": "URL?" } } },
          "mappings": { "Profile": { \(mapping)"fields": { "profileID": "id" } } }
        }
        """
    }

    /// Each field of the loaded default mapping: member name → its first key.
    private func keys(_ text: String) -> [String: String] {
        let fields = SchemaFixture.schema(text)?.modules.first?.entities.first?.mappings.first?.fields ?? []
        return Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0.keys.first?.description ?? "") })
    }

    @Test func aMappingsKeysNamesEveryAttributeItDoesNotList() {
        let text = schema(mapping: #""keys": "snake_case", "#)
        #expect(SchemaFixture.lines(text).isEmpty, "a required attribute named by keys is mapped: \(SchemaFixture.lines(text))")
        #expect(keys(text) == ["profileID": "id", "firstName": "first_name", "avatarURL": "avatar_url"], "keys: \(keys(text))")
    }

    @Test func aFilesTopLevelKeysAppliesToItsMappings() {
        #expect(keys(schema(top: #" "keys": "kebab-case","#))["firstName"] == "first-name", "top-level keys must apply")
    }

    @Test func aMappingsOwnKeysWinsOverTheFiles() {
        let text = schema(top: #" "keys": "kebab-case","#, mapping: #""keys": "camelCase", "#)
        #expect(keys(text)["avatarURL"] == "avatarUrl", "the mapping's keys must win: \(keys(text))")
    }

    @Test func withoutKeysAnUnlistedRequiredAttributeIsStillAnError() {
        let lines = SchemaFixture.lines(schema())
        #expect(lines.contains { $0.contains("does not map required attribute 'firstName'") }, "unlisted required attribute without keys: \(lines)")
    }

    @Test func anUnknownStyleIsAnErrorWithASuggestion() {
        let text = schema(mapping: #""keys": "snake", "#)
        let lines = SchemaFixture.lines(text)
        #expect(lines.contains { $0.contains("'keys' of mapping 'Profile' must be one of") && $0.contains("snake_case") }, "unknown style: \(lines)")
    }
}
