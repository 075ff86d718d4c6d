import Foundation
import Mapwright
import Testing
import MapwrightExampleWidgets

/// Every way an action of a feed document can be broken is reported at its own key path
/// (the action's index, then the verb, payload or server type key), as an error or, for
/// what is skipped on purpose, a warning.
@Suite struct FeedImportIssuePathsTests {
    /// A broken action, placed second after a valid one, and the issue it must make.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var action: String
        var keyPath: String
        var expected: String
        var severity: ParseIssue.Severity
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "an action that is not an object", action: #"7"#,
             keyPath: "actions.1", expected: "object", severity: .error),
        Case(name: "an action without a verb", action: #"{"payload":{"serverId":"1","serverType":"TextWidget"}}"#,
             keyPath: "actions.1.type", expected: "verb string", severity: .error),
        Case(name: "an unknown verb", action: #"{"type":"move","payload":{"serverId":"1","serverType":"TextWidget"}}"#,
             keyPath: "actions.1.type", expected: "one of add, delete, update", severity: .warning),
        Case(name: "a verb that is not a string", action: #"{"type":5,"payload":{"serverId":"1","serverType":"TextWidget"}}"#,
             keyPath: "actions.1.type", expected: "verb string", severity: .error),
        Case(name: "an action without a payload", action: #"{"type":"add"}"#,
             keyPath: "actions.1.payload", expected: "object", severity: .error),
        Case(name: "a payload that is not an object", action: #"{"type":"add","payload":[1]}"#,
             keyPath: "actions.1.payload", expected: "object", severity: .error),
        Case(name: "a payload without a server type", action: #"{"type":"add","payload":{"serverId":"1"}}"#,
             keyPath: "actions.1.payload.serverType", expected: "server type string", severity: .error),
        Case(name: "a server type that is not a string", action: #"{"type":"add","payload":{"serverId":"1","serverType":null}}"#,
             keyPath: "actions.1.payload.serverType", expected: "server type string", severity: .error),
        Case(name: "an unknown server type", action: #"{"type":"add","payload":{"serverId":"1","serverType":"VideoWidget"}}"#,
             keyPath: "actions.1.payload.serverType", expected: "known server type", severity: .warning),
        Case(name: "a payload field its box rejects", action: #"{"type":"add","payload":{"serverId":"1","serverType":"ImageWidget","url":"relative"}}"#,
             keyPath: "actions.1.payload.url", expected: "absolute URL", severity: .error),
    ]

    /// The issues applying `document` makes: the error's, or else the warnings.
    private func issues(_ document: String) throws -> [ParseIssue] {
        let store = try MapwrightExampleWidgetsModule.makeStore()
        do {
            return try WidgetDiffImporter().apply(try JSONValue(parsing: document), to: store).warnings
        } catch let error as ParseError {
            return error.issues
        }
    }

    @Test(arguments: cases)
    func aBrokenActionIsReportedAtItsKeyPath(_ test: Case) throws {
        let valid = #"{"type":"add","payload":{"serverId":"0","serverType":"TextWidget","title":"A"}}"#
        let found = try issues(#"{"actions":["# + valid + "," + test.action + "]}")
        #expect(found.count == 1, "\(test.name): one issue, not \(found.map(\.description))")
        #expect(found.first?.keyPath.description == test.keyPath, "\(test.name): at \(found.first?.keyPath.description ?? "none")")
        #expect(found.first?.expected == test.expected, "\(test.name): expected \(found.first?.expected ?? "none")")
        #expect(found.first?.severity == test.severity, "\(test.name): severity \(String(describing: found.first?.severity))")
    }

    @Test(arguments: cases)
    func aBrokenActionStreamedFromDataIsReportedAsReadWhole(_ test: Case) throws {
        let valid = #"{"type":"add","payload":{"serverId":"0","serverType":"TextWidget","title":"A"}}"#
        let document = #"{"actions":["# + valid + ",\n" + test.action + "]}"
        let streamed: [ParseIssue]
        do {
            streamed = try WidgetDiffImporter().apply(from: Data(document.utf8), to: try MapwrightExampleWidgetsModule.makeStore()).warnings
        } catch let error as ParseError {
            streamed = error.issues
        }
        #expect(streamed == (try issues(document)), "\(test.name): apply(from:to:) must report what apply(_:to:) reports, locations included")
    }

    @Test func aFeedStreamedFromDataStoresWhatTheDocumentReadWholeStores() throws {
        let document = """
        {"nextUrl": "https://example.com/page/2", "actions": [
          {"type": "add", "payload": {"serverId": "2", "serverType": "ImageWidget", "url": "http://goo.gl/IFSk4C", "textWidgetId": "0"}},
          {"type": "add", "payload": {"serverId": "0", "serverType": "TextWidget", "title": "My test title"}},
          {"type": "add", "payload": {"serverId": "1", "serverType": "TextWidget", "title": "Gone"}},
          {"type": "delete", "payload": {"serverId": "1", "serverType": "TextWidget"}},
          {"type": "add", "payload": {"serverId": "3", "serverType": "ImageWidget", "url": "http://goo.gl/x", "textWidgetId": "9"}}
        ]}
        """
        let whole = try MapwrightExampleWidgetsModule.makeStore(), streamed = try MapwrightExampleWidgetsModule.makeStore()
        let expected = try WidgetDiffImporter().apply(try JSONValue(parsing: document), to: whole)
        let found = try WidgetDiffImporter().apply(from: Data(document.utf8), to: streamed)
        #expect(found == expected, "the result (applied, warnings, next page, changes) must be the same")
        #expect(Set(try streamed.fetch(StoreQuery(ImageWidget.self))) == Set(try whole.fetch(StoreQuery(ImageWidget.self))), "the same image widgets, references resolved")
        #expect(Set(try streamed.fetch(StoreQuery(TextWidget.self))) == Set(try whole.fetch(StoreQuery(TextWidget.self))), "the same text widgets, inverses kept")
    }
}
