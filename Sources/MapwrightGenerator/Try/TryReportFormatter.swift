import Mapwright

/// Writes a `TryReport` for people (`text`) or for machines (`json`).
public enum TryReportFormatter {
    /// The readable form: a summary line, then records, values, result, links,
    /// unresolved references and issues, each a section.
    public static func text(_ report: TryReport, payloadName: String) -> String {
        var lines = [summary(report, payloadName: payloadName)]
        if !report.records.isEmpty {
            lines += ["", report.hasErrors ? "Records written before the error (rolled back: nothing is saved):" : "Records:"]
            for (key, record) in zip(report.recordKeys, report.records) {
                lines.append("  \(key.text)")
                lines += record.fields.map { "    \($0.name): \($0.value.text)" }
            }
        }
        if !report.deleted.isEmpty {
            lines += ["", "Deleted:"] + report.deleted.map { "  \($0.text)" }
        }
        if !report.values.isEmpty {
            lines += ["", "Values:"]
            for value in report.values {
                lines.append("  \(value.entity)")
                lines += value.fields.map { "    \($0.name): \($0.value.text)" }
            }
        }
        switch report.result {
        case .success(let value)?: lines += ["", "Result: success", "  \(value.text)"]
        case .failure(let message, _)?: lines += ["", "Result: failure \"\(message)\" (issues below)"]
        case nil: break
        }
        if !report.links.isEmpty {
            lines += ["", "Links:"] + report.links.map { link in
                let how = switch link.kind {
                case .nested(let mapping): "nested, mapping \(mapping)"
                case .reference: "reference"
                }
                return "  \(link.source.text).\(link.relationship) → \(link.target.text) (\(how))"
            }
        }
        if !report.unresolvedReferences.isEmpty {
            lines += ["", "References to records not in the payload (a commit fails unless they are stored already):"]
            lines += report.unresolvedReferences.map {
                "  \(TryRecordKey(entity: $0.entity, identity: $0.identity).text).\($0.relationship) → \($0.target)\($0.targetIdentity.text)"
                    + ($0.isIgnorable ? " (dropped by a commit: 'unresolved': 'ignore')" : "")
            }
        }
        if !report.unreadKeys.isEmpty {
            lines += ["", "Keys no field reads (a typo in a schema key leaves its field unset, with no issue):"]
            lines += report.unreadKeys.map { "  " + $0.text }
        }
        if !report.missingKeys.isEmpty {
            lines += ["", "Mapped keys no object has (their fields stay unset):"]
            lines += report.missingKeys.map { "  " + $0.text }
        }
        if !report.notInterpreted.isEmpty {
            lines += ["", "Not interpreted (left unset above; the generated code reads them):"]
            lines += report.notInterpreted.map { "  " + $0.text }
        }
        let issues = report.allIssues
        if !issues.isEmpty {
            lines += ["", "Issues:"] + issues.map { "  " + issueLine($0, in: report, payloadName: payloadName) }
        }
        if let failure = report.failure { lines += ["", "error: \(failure)"] }
        return lines.joined(separator: "\n")
    }

    /// `payload.json:3:14: error: author.name: expected string, found number 5`.
    static func issueLine(_ issue: ParseIssue, in report: TryReport, payloadName: String) -> String {
        let path = issue.keyPath.segments.isEmpty ? "(root)" : issue.keyPath.description
        let place = report.position(of: issue).map { "\($0.location.line):\($0.location.column):" } ?? ""
        let severity = issue.severity == .warning ? "warning" : "error"
        return "\(payloadName):\(place) \(severity): \(path): \(issue.message)"
    }

    private static func summary(_ report: TryReport, payloadName: String) -> String {
        let what = switch report.kind {
        case .parser(let entity): "mapping \(report.module).\(report.name) (parser of \(entity))"
        case .valueType(let entity): "mapping \(report.module).\(report.name) (value type \(entity))"
        case .feed: "feed \(report.module).\(report.name)"
        }
        let errors = report.allIssues.filter { $0.severity == .error }.count
        let warnings = report.allIssues.count - errors
        var parts = [count(report.records.count, "record")]
        if !report.values.isEmpty { parts.append(count(report.values.count, "value")) }
        if !report.deleted.isEmpty { parts.append("\(report.deleted.count) deleted") }
        parts.append(count(report.links.count, "link"))
        parts.append(errors == 0 ? "no errors" : count(errors, "error"))
        if warnings > 0 { parts.append(count(warnings, "warning")) }
        return "\(what) on \(payloadName): " + parts.joined(separator: ", ")
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// The machine form: one JSON object.
    public static func json(_ report: TryReport, payloadName: String) -> String {
        let kind: (String, String?) = switch report.kind {
        case .parser(let entity): ("parser", entity)
        case .valueType(let entity): ("valueType", entity)
        case .feed: ("feed", nil)
        }
        var members: [(String, JSONValue)] = [
            ("payload", JSONValue(payloadName)),
            ("module", JSONValue(report.module)),
            ("name", JSONValue(report.name)),
            ("kind", JSONValue(kind.0)),
            ("entity", kind.1.map { JSONValue($0) } ?? nil),
            ("ok", JSONValue(!report.hasErrors)),
            ("records", JSONValue(zip(report.recordKeys, report.records).map { key, record in
                JSONValue(members: [("entity", JSONValue(key.entity)), ("identity", key.identity.json), ("fields", record.fieldsJSON)])
            })),
            ("deleted", JSONValue(report.deleted.map { JSONValue(members: [("entity", JSONValue($0.entity)), ("identity", $0.identity.json)]) })),
            ("values", JSONValue(report.values.map { JSONValue(members: [("entity", JSONValue($0.entity)), ("fields", $0.fieldsJSON)]) })),
            ("links", JSONValue(report.links.map(linkJSON))),
            ("unresolvedReferences", JSONValue(report.unresolvedReferences.map { reference in
                JSONValue(members: [
                    ("source", keyJSON(TryRecordKey(entity: reference.entity, identity: reference.identity))),
                    ("relationship", JSONValue(reference.relationship)),
                    ("target", keyJSON(TryRecordKey(entity: reference.target, identity: reference.targetIdentity))),
                    ("ignorable", JSONValue(reference.isIgnorable)),
                ])
            })),
            ("issues", JSONValue(report.allIssues.map { issueJSON($0, in: report) })),
        ]
        if !report.unreadKeys.isEmpty {
            members.append(("unreadKeys", JSONValue(report.unreadKeys.map { key in
                var fields: [(String, JSONValue)] = [
                    ("keyPath", JSONValue(key.keyPath.description)), ("key", JSONValue(key.key)),
                    ("mapping", JSONValue(key.mapping)), ("count", JSONValue(Int64(key.count))),
                ]
                if let field = key.likelyField, let fieldKey = key.likelyFieldKey {
                    fields += [("likelyField", JSONValue(field)), ("likelyFieldKey", JSONValue(fieldKey))]
                }
                return JSONValue(members: fields)
            })))
        }
        if !report.missingKeys.isEmpty {
            members.append(("missingKeys", JSONValue(report.missingKeys.map { key in
                var fields: [(String, JSONValue)] = [
                    ("mapping", JSONValue(key.mapping)), ("field", JSONValue(key.field)),
                    ("key", JSONValue(key.key.description)), ("objects", JSONValue(Int64(key.objects))),
                ]
                if let didYouMean = key.didYouMean { fields.append(("didYouMean", JSONValue(didYouMean))) }
                return JSONValue(members: fields)
            })))
        }
        if !report.notInterpreted.isEmpty {
            members.append(("notInterpreted", JSONValue(report.notInterpreted.map { field in
                JSONValue(members: [("entity", JSONValue(field.entity)), ("field", JSONValue(field.field)), ("reason", JSONValue(field.reason))])
            })))
        }
        switch report.result {
        case .success(let value)?: members.append(("result", JSONValue(members: [("success", value.json)])))
        case .failure(let message, _)?: members.append(("result", JSONValue(members: [("failure", JSONValue(message))])))
        case nil: break
        }
        if let failure = report.failure { members.append(("failure", JSONValue(failure))) }
        return JSONWriter(prettyPrinted: true).text(of: JSONValue(members: members))
    }

    private static func keyJSON(_ key: TryRecordKey) -> JSONValue {
        JSONValue(members: [("entity", JSONValue(key.entity)), ("identity", key.identity.json)])
    }

    private static func linkJSON(_ link: TryLink) -> JSONValue {
        let how: JSONValue = switch link.kind {
        case .nested(let mapping): JSONValue(members: [("nested", JSONValue(mapping))])
        case .reference: JSONValue("reference")
        }
        return JSONValue(members: [("source", keyJSON(link.source)), ("relationship", JSONValue(link.relationship)),
                                   ("target", keyJSON(link.target)), ("via", how)])
    }

    private static func issueJSON(_ issue: ParseIssue, in report: TryReport) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("severity", JSONValue(issue.severity.rawValue)),
            ("keyPath", JSONValue(issue.keyPath.description)),
            ("message", JSONValue(issue.message)),
            ("expected", JSONValue(issue.expected)),
            ("found", JSONValue(issue.found)),
        ]
        if let position = report.position(of: issue) {
            members += [("line", JSONValue(Int64(position.location.line))), ("column", JSONValue(Int64(position.location.column))),
                        ("positionOf", JSONValue(position.isEnclosing ? "enclosing value" : "value"))]
        }
        return JSONValue(members: members)
    }
}
