import Testing
@testable import MapwrightGenerator

/// Mistakes in enums, server types and feeds.
@Suite("Schema enum, server type and feed errors")
struct EnumFeedErrorTests {
    @Test func unknownCaseMustBeOneOfTheCases() {
        let text = """
        { "enums": { "Status": { "cases": ["draft", "published"], "unknown": "drafted" } } }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"drafted\"", in: text)): error: 'unknown' of enum 'Status' names 'drafted', which is not one of its cases; did you mean 'draft'?"], "bad unknown case: \(lines)")
    }

    @Test(arguments: [("unknownCase", "'unknownCase' (the case unknown raw values become)", "unrecognized"),
                      ("allCases", "'allCases' (every case, from 'CaseIterable')", "everyCase")])
    func caseNamedLikeAGeneratedEnumMemberIsRejected(name: String, what: String, suggestion: String) {
        let text = """
        { "enums": { "Status": { "cases": ["draft", "\(name)"] } } }
        """
        let lines = SchemaFixture.lines(text)
        let expected = "\(SchemaFixture.at("\"\(name)\"", in: text)): error: case '\(name)' of enum 'Status' collides with the generated \(what); name it e.g. '\(suggestion)' and give it the raw value \"\(name)\""
        #expect(lines == [expected], "a case named '\(name)' clashes with a static member of every generated enum: \(lines)")
    }

    @Test(arguments: ["Float", "String", "Date", "JSON", "UUID"])
    func enumNamedLikeABuiltInTypeIsRejected(name: String) {
        let text = """
        { "enums": { "\(name)": { "cases": ["a", "b"] } },
          "entities": { "Reading": { "attributes": { "value": "\(name)?" } } } }
        """
        let lines = SchemaFixture.lines(text)
        let expected = "\(SchemaFixture.at("\"\(name)\"", in: text)): error: enum name '\(name)' is the name of a built-in type: an attribute of type '\(name)' would be the built-in one, never this enum; choose another name, e.g. '\(name)Kind'"
        #expect(lines == [expected], "attribute type '\(name)' silently meant the built-in, not the enum: \(lines)")
    }

    @Test func rawValueForAnUnknownCaseIsReportedAtItsKey() {
        let text = """
        { "enums": { "Status": { "cases": ["draft", "published"], "values": { "publshed": "PUB" } } } }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"publshed\"", in: text)): error: raw value given for 'publshed', which is not a case of enum 'Status'; did you mean 'published'?"], "value for unknown case: \(lines)")
    }

    @Test func repeatedRawValueIsReported() {
        let text = """
        { "enums": { "Status": { "cases": ["draft", "published"], "values": { "published": "draft" } } } }
        """
        let lines = SchemaFixture.lines(text)
        let expected = [
            "\(SchemaFixture.at("\"draft\" }", in: text)): error: raw value 'draft' of case 'published' is also the raw value of case 'draft' in enum 'Status'",
            "\(SchemaFixture.at("\"draft\"", in: text)): note: case 'draft' has it here",
        ]
        #expect(lines == expected, "repeated raw value: \(lines)")
    }

    /// Two widget entities with the given server types, mapped, and a feed.
    private func widgets(text serverType: String, image imageServerType: String, verb: String = "upsert") -> String {
        """
        {
          "entities": {
            "TextWidget": { "identity": "serverID", "serverType": "\(serverType)", "attributes": { "serverID": "String" } },
            "ImageWidget": { "identity": "serverID", "serverType": "\(imageServerType)", "attributes": { "serverID": "String" } }
          },
          "mappings": {
            "TextWidget": { "fields": { "serverID": "serverId" } },
            "ImageWidget": { "fields": { "serverID": "serverId" } }
          },
          "feeds": {
            "WidgetDiff": { "actions": "actions", "verb": "type", "payload": "payload", "serverType": "serverType", "verbs": { "add": "\(verb)" } }
          }
        }
        """
    }

    @Test func repeatedServerTypeIsReportedWithANoteAtTheFirst() {
        let text = widgets(text: "Widget", image: "Widget")
        let lines = SchemaFixture.lines(text)
        let expected = [
            "\(SchemaFixture.at("\"Widget\"", in: text, after: "\"ImageWidget\"")): error: server type 'Widget' of entity 'ImageWidget' is already used by entity 'TextWidget'",
            "\(SchemaFixture.at("\"Widget\"", in: text)): note: entity 'TextWidget' uses it here",
        ]
        #expect(lines == expected, "duplicate server type: \(lines)")
    }

    @Test func feedVerbMustBeUpsertOrDelete() {
        let text = widgets(text: "TextWidget", image: "ImageWidget", verb: "remove")
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"remove\"", in: text)): error: verb 'add' of feed 'WidgetDiff' must be 'upsert' or 'delete', found 'remove'"], "bad verb: \(lines)")
    }

    @Test func feedVerbTypoSuggestsTheClosest() {
        let text = widgets(text: "TextWidget", image: "ImageWidget", verb: "delte")
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"delte\"", in: text)): error: verb 'add' of feed 'WidgetDiff' must be 'upsert' or 'delete', found 'delte'; did you mean 'delete'?"], "misspelt verb: \(lines)")
    }

    @Test func feedInAModuleWithoutServerTypesIsReported() {
        let text = """
        {
          "entities": { "Item": { "identity": "itemID", "attributes": { "itemID": "String" } } },
          "mappings": { "Item": { "fields": { "itemID": "id" } } },
          "feeds": { "Diff": { "actions": "actions", "verb": "type", "payload": "payload", "serverType": "type", "verbs": { "add": "upsert" } } }
        }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"Diff\"", in: text)): error: feed 'Diff' dispatches payloads by server type, but no entity of module 'Test' declares a serverType"], "feed without server types: \(lines)")
    }

    @Test func feedMissingARequiredKeyPathIsReported() {
        let text = """
        {
          "entities": { "Item": { "identity": "itemID", "serverType": "item", "attributes": { "itemID": "String" } } },
          "mappings": { "Item": { "fields": { "itemID": "id" } } },
          "feeds": { "Diff": { "actions": "actions", "payload": "payload", "serverType": "type", "verbs": { "add": "upsert" } } }
        }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"Diff\"", in: text)): error: feed 'Diff' is missing 'verb'"], "feed without verb: \(lines)")
    }

    @Test func serverTypeOnAValueTypeIsReported() {
        let text = """
        { "entities": { "Note": { "serverType": "note", "attributes": { "text": "String?" } } } }
        """
        let lines = SchemaFixture.lines(text)
        #expect(lines == ["\(SchemaFixture.at("\"note\"", in: text)): error: entity 'Note' has a serverType but no identity; only stored entities are dispatched by server type"], "server type on value type: \(lines)")
    }
}
