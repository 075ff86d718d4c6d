/// A canonical text of what a store holds and of the issues an import reported:
/// deterministic, pretty JSON, so that a recorded import can be checked in and
/// compared line by line (see <doc:PayloadFixtures>).
///
/// Entities are listed by name, each with its records sorted by identity; a record
/// lists its column values by column name and its relationships by name, a to-one as
/// the target's identity or `null`, a to-many as the targets' identities, sorted. Values
/// are written in one canonical form: dates as ISO 8601 UTC (with fractional seconds
/// when they have any), `Bool` as `true`/`false`, decimals as their description,
/// doubles in their shortest round-trip form, data as base64. Entities without records
/// are left out. The values are read through ``StoreTableEntity/writeStoreColumns(to:)``,
/// as a table-based engine reads them: no reflection, no `Codable`.
///
/// ```swift
/// let context = try BlogModule.makeStore().makeContext()
/// var issues: [ParseIssue] = []
/// do { _ = try PostParser().parseArray(payload, in: context) } catch let error as ParseError { issues = error.issues }
/// let dump = try StoreDump(context, entities: [Post.self, Author.self], issues: issues)
/// print(dump.text)
/// ```
public struct StoreDump: Sendable, Hashable, CustomStringConvertible {
    /// The dump's JSON text, ending in a newline.
    public let text: String

    /// The key of the optional first member that says what the dump was recorded
    /// against (a fingerprint); ``StoreDumpDifference`` does not compare it.
    public static let recordedAgainstKey = "recordedAgainst"

    /// The dump of every record of `entities` that `context` sees (its own changes
    /// included), then `issues` in order. `recordedAgainst`, when given, is written first
    /// under ``recordedAgainstKey``.
    public init(_ context: StoreContext, entities: [any StoreTableEntity.Type], issues: [ParseIssue] = [],
                recordedAgainst: String? = nil) throws {
        var sections: [(name: String, records: [StoreDumpRecord])] = []
        for entity in entities {
            let records = try Self.records(of: entity, in: context)
            if !records.isEmpty { sections.append((entity.entityName, records)) }
        }
        sections.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        var lines = ["{"]
        if let recordedAgainst { lines.append("  " + StoreDumpValue.quoted(Self.recordedAgainstKey) + ": " + StoreDumpValue.quoted(recordedAgainst) + ",") }
        if sections.isEmpty {
            lines.append("  \"records\": {},")
        } else {
            lines.append("  \"records\": {")
            for (index, section) in sections.enumerated() {
                lines.append("    " + StoreDumpValue.quoted(section.name) + ": [")
                for (position, record) in section.records.enumerated() {
                    var recordLines = record.jsonLines(indent: "      ")
                    if position < section.records.count - 1 { recordLines[recordLines.count - 1] += "," }
                    lines += recordLines
                }
                lines.append("    ]" + (index < sections.count - 1 ? "," : ""))
            }
            lines.append("  },")
        }
        lines += Self.issueLines(issues)
        lines.append("}")
        text = lines.joined(separator: "\n") + "\n"
    }

    /// The dump of every record of `entities` in `store`, then `issues` in order (see
    /// ``init(_:entities:issues:recordedAgainst:)``).
    public init(_ store: Store, entities: [any StoreTableEntity.Type], issues: [ParseIssue] = [],
                recordedAgainst: String? = nil) throws {
        try self.init(store.makeContext(), entities: entities, issues: issues, recordedAgainst: recordedAgainst)
    }

    /// The dump's text.
    public var description: String { text }

    /// The value of the ``recordedAgainstKey`` member of a dump's text, or nil when it has none.
    public static func recordedAgainst(in text: String) -> String? {
        guard let document = try? JSONValue(parsing: text) else { return nil }
        return document[recordedAgainstKey]?.string
    }

    private static func records<E: StoreTableEntity>(of type: E.Type, in context: StoreContext) throws -> [StoreDumpRecord] {
        try context.fetch(type).map(StoreDumpRecord.init).sorted { StoreDumpIdentity.precedes($0.identity, $1.identity) }
    }

    private static func issueLines(_ issues: [ParseIssue]) -> [String] {
        guard !issues.isEmpty else { return ["  \"issues\": []"] }
        var lines = ["  \"issues\": ["]
        for (index, issue) in issues.enumerated() {
            let path = issue.keyPath.segments.isEmpty ? "(root)" : issue.keyPath.description
            var members = ["\"keyPath\": " + StoreDumpValue.quoted(path), "\"message\": " + StoreDumpValue.quoted(issue.message)]
            if issue.severity == .warning { members.append("\"severity\": \"warning\"") }
            lines.append("    { " + members.joined(separator: ", ") + " }" + (index < issues.count - 1 ? "," : ""))
        }
        return lines + ["  ]"]
    }

    /// `"key": { … }` over several lines, one member a line, or `"key": {}`.
    static func objectLines(key: String, members: [(String, String)], indent: String, comma: Bool) -> [String] {
        let head = indent + StoreDumpValue.quoted(key) + ": "
        let end = comma ? "," : ""
        guard !members.isEmpty else { return [head + "{}" + end] }
        var lines = [head + "{"]
        for (index, member) in members.enumerated() {
            lines.append(indent + "  " + StoreDumpValue.quoted(member.0) + ": " + member.1 + (index < members.count - 1 ? "," : ""))
        }
        return lines + [indent + "}" + end]
    }
}
