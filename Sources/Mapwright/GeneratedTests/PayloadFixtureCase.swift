import Foundation

/// One payload fixture of a generated `PayloadFixtureTests` suite: a captured payload and
/// the recording of what importing it stored, by paths relative to the test file.
@_spi(Generated)
public struct PayloadFixtureCase: Sendable, CustomStringConvertible {
    /// The mapping that imports the payload.
    public let mapping: String
    /// The case's name (the payload's file name without `.json`).
    public let name: String
    /// The payload's path from the test file's folder.
    public let payloadPath: String
    /// The recording's path from the test file's folder.
    public let expectedPath: String
    /// What a recording made now is made against: the payload and the generated parser.
    public let recordedAgainst: String

    /// A case.
    public init(mapping: String, name: String, payloadPath: String, expectedPath: String, recordedAgainst: String) {
        (self.mapping, self.name, self.payloadPath) = (mapping, name, payloadPath)
        (self.expectedPath, self.recordedAgainst) = (expectedPath, recordedAgainst)
    }

    /// `Post/two-posts`.
    public var description: String { mapping + "/" + name }

    /// Imports the payload into `context` with `importPayload` (a `ParseError` becomes the
    /// dump's issues), dumps what `entities` hold, and then either records the dump, when
    /// `MAPWRIGHT_RECORD_FIXTURES` is `1` or lists the mapping (`Post,Author`), or compares
    /// it with the recording. Returns what the test must report: nil when the recording
    /// matches or was written; otherwise what differs and how to record again.
    public func run(
        besides testFile: String, entities: [any StoreTableEntity.Type], in context: StoreContext,
        importPayload: (JSONValue, StoreContext) throws -> Void
    ) throws -> String? {
        let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        let payloadURL = folder.appendingPathComponent(payloadPath).standardizedFileURL
        let expectedURL = folder.appendingPathComponent(expectedPath).standardizedFileURL
        let payload = try JSONValue(parsing: Data(contentsOf: payloadURL))
        var issues: [ParseIssue] = []
        do {
            try importPayload(payload, context)
        } catch let error as ParseError {
            issues = error.issues
        }
        let dump = try StoreDump(context, entities: entities, issues: issues, recordedAgainst: recordedAgainst)
        if Self.records(mapping, environment: ProcessInfo.processInfo.environment) {
            try Data(dump.text.utf8).write(to: expectedURL, options: .atomic)
            print("recorded payload fixture \(self) in \(expectedURL.path)")
            return nil
        }
        let record = "`swift run mapwright fixtures record --mapping \(mapping)`"
        guard let expected = try? String(contentsOf: expectedURL, encoding: .utf8) else {
            return "payload fixture \(self) has no recording at \(expectedURL.path): record it with \(record) and review it"
        }
        guard let difference = StoreDumpDifference(expected: expected, actual: dump.text) else { return nil }
        return """
            payload fixture \(self): what mapping \(mapping) stored differs from \(expectedURL.path) \
            (\(difference.count) \(difference.count == 1 ? "line" : "lines")):
            \(difference)
            If the change is intended, run \(record) and review the diff.
            """
    }

    /// Whether a run with `environment` records `mapping`'s fixtures:
    /// `MAPWRIGHT_RECORD_FIXTURES` is `1` or lists the mapping (`Post,Author`).
    static func records(_ mapping: String, environment: [String: String]) -> Bool {
        guard let value = environment["MAPWRIGHT_RECORD_FIXTURES"] else { return false }
        return value == "1" || value.split(separator: ",").contains {
            $0.trimmingCharacters(in: .whitespaces) == mapping
        }
    }
}
