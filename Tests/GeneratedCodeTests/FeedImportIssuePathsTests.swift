import Foundation
import Mapwright
import Testing
import Widgets

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
        let store = try WidgetsModule.makeStore()
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
}
