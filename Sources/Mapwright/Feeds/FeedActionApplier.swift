/// Applies a feed's actions one at a time, in order, through a registry, collecting
/// their issues: what ``FeedImport`` does for each element of the actions array,
/// whether the document was read whole or its actions are streamed.
struct FeedActionApplier {
    let format: FeedFormat
    /// The registry, as an existential: a generic applier, unspecialized in this module,
    /// looked up its own type's metadata on every action.
    let registry: any ServerTypeRegistry
    let context: StoreContext
    /// The issues found so far, in document order.
    var issues = ParseIssueCollector()
    /// Actions applied so far (those the registry knew).
    private(set) var applied = 0
    // Verbs and server types are matched on the document's bytes: no string is made
    // for them unless one is unknown (for its warning) or the registry lists no types.
    private let verbs: FeedNames<FeedAction>
    private let serverTypes: FeedNames<String>
    private let verbAt: FeedMember, payloadAt: FeedMember, serverTypeAt: FeedMember

    init(format: FeedFormat, registry: any ServerTypeRegistry, context: StoreContext) {
        self.format = format
        self.registry = registry
        self.context = context
        verbs = FeedNames(format.verbs.map { ($0.key, $0.value) })
        serverTypes = FeedNames(type(of: registry).serverTypes.map { ($0, $0) })
        verbAt = FeedMember(format.verb)
        payloadAt = FeedMember(format.payload)
        serverTypeAt = FeedMember(format.serverType)
    }

    /// Applies `action`, the element at `position` of the actions array, or records why
    /// it cannot be: an error for a broken action or a payload with issues, a warning for
    /// an unknown verb or server type. Throws only what is not a ``ParseError``.
    mutating func apply(_ action: JSONValue, at position: Int) throws {
        // Key paths are built only for an issue: most actions have none.
        func base() -> JSONKeyPath { format.actions.appending(.index(position)) }
        guard action.kind == .object else {
            _ = issues.requireObject(action, at: base())
            return
        }
        guard let verbValue = verbAt(action), verbValue.kind == .string else {
            issues.record(ParseIssue(keyPath: base().appending(format.verb), expected: "verb string", found: action[format.verb]?.issueDescription ?? "nothing"))
            return
        }
        guard let kind = verbs.value(matching: verbValue) else {
            let verb = verbValue.string ?? ""
            issues.record(ParseIssue(keyPath: base().appending(format.verb), expected: "one of " + format.verbs.keys.sorted().joined(separator: ", "),
                                     found: "\"\(verb)\"", message: "unknown action \"\(verb)\" skipped", severity: .warning))
            return
        }
        func payloadPath() -> JSONKeyPath { base().appending(format.payload) }
        guard let payload = payloadAt(action), payload.kind == .object else {
            if let found = payloadAt(action) {
                _ = issues.requireObject(found, at: payloadPath())
            } else {
                issues.record(ParseIssue(keyPath: payloadPath(), expected: "object", found: "nothing"))
            }
            return
        }
        guard let serverTypeValue = serverTypeAt(payload), serverTypeValue.kind == .string else {
            issues.record(ParseIssue(keyPath: payloadPath().appending(format.serverType), expected: "server type string",
                                     found: payload[format.serverType]?.issueDescription ?? "nothing"))
            return
        }
        // The registry's own constant when it lists the type (a string it compares at once).
        let serverType = serverTypes.value(matching: serverTypeValue) ?? serverTypeValue.string ?? ""
        if kind != .upsert, !context.deletesRecords { return }  // the import options forbid deleting
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
}

/// Where a feed format finds one of an action's parts: its key's UTF-8 when the path is a
/// single key (the usual case), compared with the object's keys in place without walking
/// a path or reaching a string's bytes on every action; the path otherwise.
private struct FeedMember {
    let path: JSONKeyPath
    let key: [UInt8]?

    init(_ path: JSONKeyPath) {
        self.path = path
        key = path.singleKey.map { Array($0.utf8) }
    }

    /// The value at the path in `json`; nil when it is not there.
    func callAsFunction(_ json: JSONValue) -> JSONValue? {
        guard let key else { return json[path] }
        guard json.kind == .object else { return nil }
        return key.withUnsafeBufferPointer { json.member($0) }
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
