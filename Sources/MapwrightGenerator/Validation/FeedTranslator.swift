/// Translates a feed: its key paths and verbs. A feed dispatches payloads by server
/// type, so its module must declare at least one.
enum FeedTranslator {
    /// The feed declared by `syntax`, or `nil` when a required part is missing
    /// (already recorded) or the module has no server types.
    static func translate(_ syntax: FeedSyntax, module: String, declaresServerTypes: Bool, diagnostics: inout DiagnosticCollector) -> Feed? {
        guard declaresServerTypes else {
            diagnostics.error("feed '\(syntax.name.value)' dispatches payloads by server type, but no entity of module '\(module)' declares a serverType", at: syntax.name.location)
            return nil
        }
        guard let actions = syntax.actions, let verb = syntax.verb, let payload = syntax.payload, let serverType = syntax.serverType, !syntax.verbs.isEmpty else {
            return nil
        }
        let verbs = syntax.verbs.compactMap { entry in
            FeedAction(rawValue: entry.action.value).map { FeedVerb(verb: entry.verb.value, action: $0) }
        }
        return Feed(
            name: syntax.name.value, actions: actions.value, verb: verb.value, payload: payload.value,
            serverType: serverType.value, next: syntax.next?.value, verbs: verbs, location: syntax.name.location
        )
    }
}
