import Mapwright

/// Runs a feed document with the runtime's own `FeedImport.apply`, handing each payload
/// to the interpreter through a `ServerTypeRegistry`, as a generated importer hands it
/// to its `Registry`.
struct TryFeed {
    let interpreter: TryInterpreter
    let feed: Feed

    /// The feed's format, as the generated importer declares it.
    var format: FeedFormat {
        var verbs: [String: Mapwright.FeedAction] = [:]
        for verb in feed.verbs { verbs[verb.verb] = verb.action == .delete ? .delete : .upsert }
        return FeedFormat(actions: feed.actions, verb: feed.verb, payload: feed.payload, serverType: feed.serverType,
                          next: feed.next, verbs: verbs)
    }

    /// Applies `json`; the session ends with the records written. Issues are thrown as
    /// the importer throws them; warnings (skipped actions, dropped references) returned.
    func apply(_ json: JSONValue, session: inout TrySession) throws -> [ParseIssue] {
        let format = format
        let shared = Locked(session)
        let registry = Registry(interpreter: interpreter, session: shared, payloadPaths: Self.payloadPaths(json, format: format))
        // The context is only what `apply` needs to run; the records live in the session.
        let context = try Store(entities: []).makeContext()
        defer { session = shared.withLock { $0 } }
        let result = try FeedImport.apply(json, format: format, registry: registry, in: context, finishingReferences: false)
        return try result.warnings + shared.withLock { session throws(StoreError) in try Self.finishReferences(&session, format: format) }
    }

    /// `FeedImport.finishReferences`: links what can be linked, drops the rest with a warning each.
    static func finishReferences(_ session: inout TrySession, format: FeedFormat) throws(StoreError) -> [ParseIssue] {
        _ = try session.resolveReferences()
        return session.store.discardDeferred().map { reference in
            ParseIssue(keyPath: format.actions, expected: "\(reference.target) \(reference.targetIdentity)", found: "nothing",
                       message: "reference \(reference) dropped: its target is not in the store or the document", severity: .warning)
        }
    }

    /// Where each action's payload sits, by the payload's byte offset: for the warnings
    /// of payloads that are stored anyway.
    private static func payloadPaths(_ json: JSONValue, format: FeedFormat) -> [Int: JSONKeyPath] {
        var paths: [Int: JSONKeyPath] = [:]
        guard let actions = json[format.actions]?.array else { return paths }
        for (position, action) in actions.enumerated() {
            if let payload = action[format.payload] {
                paths[payload.byteOffset] = format.actions.appending(.index(position)).appending(format.payload)
            }
        }
        return paths
    }

    /// The interpreter as the feed's `Registry`.
    struct Registry: ServerTypeRegistry {
        let interpreter: TryInterpreter
        let session: Locked<TrySession>
        let payloadPaths: [Int: JSONKeyPath]

        func upsert(_ payload: JSONValue, serverType: String, in context: StoreContext) throws -> Bool {
            let prefix = payloadPaths[payload.byteOffset] ?? .root
            return try session.withLock { session throws in
                try interpreter.upsert(payload, serverType: serverType, session: &session, at: prefix)
            }
        }

        func delete(_ payload: JSONValue, serverType: String, in context: StoreContext) throws -> Bool {
            try session.withLock { session throws in try interpreter.delete(payload, serverType: serverType, session: &session) }
        }
    }
}
