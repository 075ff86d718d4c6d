import Foundation
import Testing
@testable import Mapwright

/// `FeedImport.apply(from:…)` streams a feed's actions array a batch at a time, and must
/// agree with `apply(_:…)` on the document read whole in everything: the payloads handed
/// to the registry (text and location, in order), the result, every issue with its key
/// path and location, and every syntax error, wherever the batch windows cut the input.
struct FeedImportStreamingTests {
    /// A registry that records what it is handed: an `ok` server type is applied, a
    /// payload with `"bad": true` has an issue, any other server type is unknown.
    final class RecordingRegistry: ServerTypeRegistry {
        let calls = Locked<[String]>([])

        func upsert(_ payload: JSONValue, serverType: String, in context: StoreContext) throws -> Bool {
            try record("upsert", payload, serverType)
        }

        func delete(_ payload: JSONValue, serverType: String, in context: StoreContext) throws -> Bool {
            try record("delete", payload, serverType)
        }

        private func record(_ verb: String, _ payload: JSONValue, _ serverType: String) throws -> Bool {
            calls.withLock { $0.append("\(verb) \(serverType) \(payload.sourceText) at \(payload.location)") }
            if payload["bad"]?.bool == true {
                throw ParseError(ParseIssue(keyPath: "bad", expected: "false", found: "true", location: payload["bad"]?.location))
            }
            return serverType == "ok"
        }
    }

    /// What an import did: the registry's calls and the result, or what it threw.
    enum Outcome: Equatable {
        case applied(calls: [String], applied: Int, warnings: [ParseIssue], next: String?)
        case issues(calls: [String], [ParseIssue])
        case failed(JSONParseError)
        case other(String)
    }

    static let format = FeedFormat(actions: "actions", verb: "type", payload: "payload", serverType: "kind",
                                   next: "next", verbs: ["add": .upsert, "remove": .delete])

    /// Windows that cut inside every kind of token, plus the default.
    static let windows = [1, 2, 3, 7, 16, 64, JSONElementStream.defaultBatchBytes]

    static func outcome(_ body: (StoreContext, RecordingRegistry) throws -> FeedImportResult) -> Outcome {
        let registry = RecordingRegistry()
        do {
            let context = try makeStore().makeContext()
            let result = try body(context, registry)
            return .applied(calls: registry.calls.withLock { $0 }, applied: result.applied, warnings: result.warnings, next: result.next)
        } catch let error as ParseError {
            return .issues(calls: registry.calls.withLock { $0 }, error.issues)
        } catch let error as JSONParseError {
            return .failed(error)
        } catch {
            return .other("\(error)")
        }
    }

    /// The import of `text` read whole.
    static func whole(_ text: String) -> Outcome {
        outcome { context, registry in
            try FeedImport.apply(JSONReader().read(Array(text.utf8)), format: format, registry: registry, in: context)
        }
    }

    /// The import of `text` streamed with `window`-byte windows.
    static func streamed(_ text: String, window: Int) -> Outcome {
        outcome { context, registry in
            try FeedImport.apply(from: Data(text.utf8), format: format, registry: registry, in: context, reader: JSONReader(),
                                 finishingReferences: true, batchBytes: window)
        }
    }

    /// Checks that streaming `text` agrees with reading it whole for every window size.
    static func expectAgreement(_ text: String, _ what: String) {
        let expected = whole(text)
        for window in windows {
            let found = streamed(text, window: window)
            #expect(found == expected, "\(what) with \(window)-byte windows must import as the whole document does")
        }
    }

    static let ok = #"{"type": "add", "payload": {"kind": "ok", "id": 1}}"#

    @Test func actionsAfterOtherMembersAreStreamedAsReadWhole() {
        let document = """
        {"meta": {"note": "a ] and a } and a \\" inside", "list": [1, [2, {"x": "]"}]]},
         "count": 3, "flag": true, "none": null,
         "actions": [\(Self.ok),
           {"type": "remove", "payload": {"kind": "ok", "id": "é😀"}},
           {"type": "add", "payload": {"kind": "other"}}],
         "next": "https://example.com/page/2"}
        """
        Self.expectAgreement(document, "actions after members holding brackets in strings")
    }

    @Test func everyBrokenActionIsReportedAsReadWhole() {
        let broken = [
            "7", #"{"payload": {"kind": "ok"}}"#, #"{"type": "move", "payload": {"kind": "ok"}}"#, #"{"type": 5}"#,
            #"{"type": "add"}"#, #"{"type": "add", "payload": [1]}"#, #"{"type": "add", "payload": {"id": 1}}"#,
            #"{"type": "add", "payload": {"kind": null}}"#, #"{"type": "add", "payload": {"kind": "ok", "bad": true}}"#,
        ]
        for action in broken {
            Self.expectAgreement(#"{"actions": [\#(Self.ok),\#n \#(action)], "next": null}"#, "the broken action \(action)")
        }
    }

    @Test func theNextPageIsReadWhereverItIs() {
        for document in [
            #"{"next": "https://example.com/2", "actions": [\#(Self.ok)]}"#,
            #"{"actions": [\#(Self.ok)], "next": "https://example.com/2"}"#,
            #"{"actions": [\#(Self.ok)],\#n\#n "next": 42}"#,
            #"{"next": {"url": 1},"actions": [\#(Self.ok)]}"#,
            #"{"actions": [], "next": null}"#,
            #"{"actions": [\#(Self.ok)]}"#,
        ] {
            Self.expectAgreement(document, document)
        }
    }

    @Test func syntaxErrorsAnywhereAreTheWholeDocumentsErrors() {
        for document in [
            #"{"actions": [\#(Self.ok), {"type": tru}]}"#,
            #"{"actions": [\#(Self.ok),]}"#,
            #"{"actions": [\#(Self.ok)] "next": null}"#,
            #"{"actions": [\#(Self.ok)], "next": nul}"#,
            #"{"actions": [\#(Self.ok)]} trailing"#,
            #"{"actions": [\#(Self.ok)]"#,
            #"{"actions": [\#(Self.ok)"#,
            #"{"before": [1, }, "actions": [\#(Self.ok)]}"#,
            #"{"before": 01, "actions": [\#(Self.ok)]}"#,
            #"{"actions": [\#(Self.ok), {"type": "add", "payload": {"kind": "ok", "s": "\u12"}}]}"#,
        ] {
            Self.expectAgreement(document, document)
        }
    }

    @Test func documentsNotOfThePlainFormAreReadWhole() {
        for document in [
            #"[\#(Self.ok)]"#,
            #"{"act\u0069ons": [\#(Self.ok)]}"#,
            #"{"actions": {"type": "add"}}"#,
            #"{"other": [\#(Self.ok)]}"#,
            #"{"actions": [\#(Self.ok)], "actions": []}"#,
            #"\#u{FEFF} {"actions": [\#(Self.ok)]} "#,
        ] {
            Self.expectAgreement(document, document)
        }
    }

    @Test func theActionsArrayCountsAgainstTheDepthLimit() throws {
        let document = #"{"actions": [{"type": "add", "payload": {"kind": "ok", "deep": [[1]]}}]}"#
        for depth in 3...6 {
            let reader = JSONReader(maxDepth: depth)
            let expected = Self.outcome { context, registry in
                try FeedImport.apply(reader.read(Array(document.utf8)), format: Self.format, registry: registry, in: context)
            }
            for window in [1, 8, 1024] {
                let found = Self.outcome { context, registry in
                    try FeedImport.apply(from: Data(document.utf8), format: Self.format, registry: registry, in: context,
                                         reader: reader, finishingReferences: true, batchBytes: window)
                }
                #expect(found == expected, "at depth limit \(depth), \(window)-byte windows must agree with the document read whole")
            }
        }
    }

    @Test(arguments: ["y_", "n_"])
    func conformanceFilesAsTheActionsArrayImportAsReadWhole(prefix: String) throws {
        let names = Conformance.jsonTestSuiteFiles(prefix: prefix)
        #expect(!names.isEmpty, "the conformance files must be found")
        for name in names {
            let data = try Data(contentsOf: Conformance.jsonTestSuite.appendingPathComponent(name))
            guard let text = String(data: data, encoding: .utf8), text.first == "[" else { continue }
            let document = #"{"actions": "# + text + #", "next": null}"#
            let expected = Self.whole(document)
            for window in [1, 5, 64] {
                #expect(Self.streamed(document, window: window) == expected, "\(name) as the actions, \(window)-byte windows")
            }
        }
    }

    @Test func manyBatchesAreReadAheadAndAppliedInOrder() {
        let actions = (0..<3_000).map { #"{"type": "add", "payload": {"kind": "\#($0 % 7 == 0 ? "other" : "ok")", "id": \#($0)}}"# }
        let document = #"{"actions": ["# + actions.joined(separator: ",\n") + #"], "next": "n"}"#
        let expected = Self.whole(document)
        guard case .applied(let calls, let applied, _, _) = expected else {
            Issue.record("the document must import, got \(expected)")
            return
        }
        #expect(calls.count == 3_000 && applied == 3_000 - 429, "every action must reach the registry")
        // Windows much smaller than the document: several batches, read a batch ahead.
        for window in [256, 4096] {
            #expect(Self.streamed(document, window: window) == expected, "\(window)-byte windows must apply every action in order")
        }
    }
}

/// The array a feed holds under a key is found without reading the values before it.
struct JSONArrayLocatorTests {
    static func locate(_ key: String, _ text: String) -> Int? {
        Array(text.utf8).withUnsafeBufferPointer { JSONArrayLocator.array(under: key, in: $0) }
    }

    @Test func findsTheFirstMemberWithTheKey() {
        let text = #"{"a": "[\"", "b": {"actions": [0]}, "actions": [1], "actions": [2]}"#
        let found = Self.locate("actions", text)
        let expected = text.utf8.firstIndex(of: UInt8(ascii: "1")).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) - 1 }
        #expect(found == expected, "the first top-level member named actions, not one nested in b nor the later one")
    }

    @Test func findsNothingWhereTheDocumentIsNotOfThePlainForm() {
        let cases = [
            ("not an object", #"[1]"#), ("an escaped key", #"{"act\u0069ons": []}"#), ("no such key", #"{"other": []}"#),
            ("not an array", #"{"actions": {}}"#), ("a value that does not close", #"{"a": [1, "actions": []"#),
            ("a string that does not close", #"{"a": "x, "actions": []}"#), ("a missing colon", #"{"a" 1, "actions": []}"#),
            ("an empty document", ""),
        ]
        for (what, text) in cases {
            #expect(Self.locate("actions", text) == nil, "\(what) must leave the document to the reader")
        }
    }
}
