/// Applies a feed document's actions, in order, through a registry.
public enum FeedImport {
    /// Applies every action of `json` to `context`. Unknown verbs and server types are
    /// skipped with a warning; a document whose structure is broken (no actions array,
    /// an action without a verb or payload, a next URL that is not a string or `null`)
    /// or whose payloads have issues is an error,
    /// thrown with every issue after the last action, so that the caller's transaction
    /// rolls back and nothing changes. References may name records that come later in
    /// the document; those that never come are dropped with a warning. Under the import
    /// options in force in `context` (``StoreContext/importing(with:_:)``), payloads they
    /// skip are not stored and delete actions are skipped, uncounted, without `delete`. With
    /// `finishingReferences` false they are left waiting in `context` (for later pages of
    /// the same run) until `finishReferences(in:format:)`.
    public static func apply(_ json: JSONValue, format: FeedFormat, registry: some ServerTypeRegistry,
                             in context: StoreContext, finishingReferences: Bool = true) throws -> FeedImportResult {
        var issues = ParseIssueCollector()
        guard let actions = json[format.actions]?.array else {
            throw ParseError(ParseIssue(keyPath: format.actions, expected: "array of actions",
                                        found: json[format.actions]?.issueDescription ?? "nothing", location: json[format.actions]?.location))
        }
        if let nextPath = format.next, let next = json[nextPath], !next.isNull, next.kind != .string {
            issues.record(ParseIssue(keyPath: nextPath, expected: "next page URL string or null", found: next.issueDescription, location: next.location))
        }
        var applied = 0
        // Verbs and server types are matched on the document's bytes: no string is made
        // for them unless one is unknown (for its warning) or the registry lists no types.
        let verbs = FeedNames(format.verbs.map { ($0.key, $0.value) })
        let serverTypes = FeedNames(type(of: registry).serverTypes.map { ($0, $0) })
        let verbAt = FeedMember(format.verb), payloadAt = FeedMember(format.payload), serverTypeAt = FeedMember(format.serverType)
        for (position, action) in actions.enumerated() {
            // Key paths are built only for an issue: most actions have none.
            func base() -> JSONKeyPath { format.actions.appending(.index(position)) }
            guard action.kind == .object else {
                _ = issues.requireObject(action, at: base())
                continue
            }
            guard let verbValue = verbAt(action), verbValue.kind == .string else {
                issues.record(ParseIssue(keyPath: base().appending(format.verb), expected: "verb string", found: action[format.verb]?.issueDescription ?? "nothing"))
                continue
            }
            guard let kind = verbs.value(matching: verbValue) else {
                let verb = verbValue.string ?? ""
                issues.record(ParseIssue(keyPath: base().appending(format.verb), expected: "one of " + format.verbs.keys.sorted().joined(separator: ", "),
                                         found: "\"\(verb)\"", message: "unknown action \"\(verb)\" skipped", severity: .warning))
                continue
            }
            func payloadPath() -> JSONKeyPath { base().appending(format.payload) }
            guard let payload = payloadAt(action), payload.kind == .object else {
                if let found = payloadAt(action) {
                    _ = issues.requireObject(found, at: payloadPath())
                } else {
                    issues.record(ParseIssue(keyPath: payloadPath(), expected: "object", found: "nothing"))
                }
                continue
            }
            guard let serverTypeValue = serverTypeAt(payload), serverTypeValue.kind == .string else {
                issues.record(ParseIssue(keyPath: payloadPath().appending(format.serverType), expected: "server type string",
                                         found: payload[format.serverType]?.issueDescription ?? "nothing"))
                continue
            }
            // The registry's own constant when it lists the type (a string it compares at once).
            let serverType = serverTypes.value(matching: serverTypeValue) ?? serverTypeValue.string ?? ""
            if kind != .upsert, !context.deletesRecords { continue }  // the import options forbid deleting
            do {
                let known = kind == .upsert
                    ? try registry.upsert(payload, serverType: serverType, in: context)
                    : try registry.delete(payload, serverType: serverType, in: context)
                if known {
                    applied += 1
                } else {
                    issues.record(ParseIssue(keyPath: payloadPath().appending(format.serverType), expected: "known server type",
                                             found: "\"\(serverType)\"", message: "unknown server type \"\(serverType)\" skipped", severity: .warning))
                }
            } catch let error as ParseError {
                issues.absorb(error.issues, under: payloadPath())
            }
        }
        try issues.throwIfErrors()
        var warnings = issues.warnings
        if finishingReferences { warnings += try finishReferences(in: context, format: format) }
        let next = format.next.flatMap { json[$0]?.string }
        return FeedImportResult(applied: applied, warnings: warnings, next: next)
    }

    /// Links the references waiting in `context` whose targets are there now and drops
    /// the others, one warning each (at the actions' key path).
    public static func finishReferences(in context: StoreContext, format: FeedFormat) throws -> [ParseIssue] {
        _ = try context.resolveDeferredLinks()
        return context.discardDeferredLinks().map { reference in
            ParseIssue(keyPath: format.actions, expected: "\(reference.target) \(reference.targetID)", found: "nothing",
                       message: "reference \(reference) dropped: its target is not in the store or the document", severity: .warning)
        }
    }
}

/// Where a feed format finds one of an action's parts: its key when the path is a single
/// key (the usual case), read without walking a path; the path otherwise.
private struct FeedMember {
    let path: JSONKeyPath
    let key: String?

    init(_ path: JSONKeyPath) {
        self.path = path
        if path.segments.count == 1, case .key(let key) = path.segments[0] { self.key = key } else { self.key = nil }
    }

    /// The value at the path in `json`; nil when it is not there.
    func callAsFunction(_ json: JSONValue) -> JSONValue? {
        if let key { return json[key] }
        return json[path]
    }
}

/// A few names (a feed's verbs, a registry's server types) and what each stands for,
/// matched against a JSON string by its bytes. Small enough to scan: comparing with
/// each beats hashing.
private struct FeedNames<Value> {
    let entries: [(utf8: [UInt8], value: Value)]

    init(_ names: [(String, Value)]) {
        entries = names.map { (Array($0.0.utf8), $0.1) }
    }

    /// What the name equal to the string `json` stands for; nil when none is.
    func value(matching json: JSONValue) -> Value? {
        for entry in entries where entry.utf8.withUnsafeBufferPointer({ json.stringEquals($0) }) { return entry.value }
        return nil
    }
}
