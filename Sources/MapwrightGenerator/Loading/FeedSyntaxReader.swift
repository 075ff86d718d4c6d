/// Reads `feeds` members.
enum FeedSyntaxReader {
    /// Keys of a feed.
    static let feedKeys = ["actions", "verb", "payload", "serverType", "next", "verbs"]
    /// What a verb may do.
    static let actions = ["upsert", "delete"]

    /// The feed declared by `member`, or `nil` when it is not an object (recorded).
    static func read(_ member: SyntaxObject.Member, diagnostics: inout DiagnosticCollector) -> FeedSyntax? {
        let name = member.key
        guard let feed = SyntaxObject(member.value, what: "feed '\(name.value)'", anchor: name.location, allowedKeys: feedKeys, diagnostics: &diagnostics) else {
            return nil
        }
        var verbs: [(verb: Located<String>, action: Located<String>)] = []
        if let verbMembers = feed.namedMembers("verbs", diagnostics: &diagnostics) {
            if verbMembers.isEmpty, let verbsValue = feed.member("verbs") {
                diagnostics.error("feed '\(name.value)' maps no verbs", at: verbsValue.value.location)
            }
            for verb in verbMembers {
                guard let action = verb.value.json.string else {
                    diagnostics.error("verb '\(verb.key.value)' of feed '\(name.value)' must be 'upsert' or 'delete', found \(verb.value.kind.withArticle)", at: verb.value.location)
                    continue
                }
                guard actions.contains(action) else {
                    let hint = Suggestion.didYouMean(action, among: actions)
                    diagnostics.error("verb '\(verb.key.value)' of feed '\(name.value)' must be 'upsert' or 'delete', found '\(action)'\(hint)", at: verb.value.location)
                    continue
                }
                verbs.append((verb.key, Located(action, at: verb.value.location)))
            }
        } else if feed.member("verbs") == nil {
            feed.reportMissing("verbs", diagnostics: &diagnostics)
        }
        return FeedSyntax(
            name: name,
            actions: feed.keyPath("actions", required: true, diagnostics: &diagnostics),
            verb: feed.keyPath("verb", required: true, diagnostics: &diagnostics),
            payload: feed.keyPath("payload", required: true, diagnostics: &diagnostics),
            serverType: feed.keyPath("serverType", required: true, diagnostics: &diagnostics),
            next: feed.keyPath("next", diagnostics: &diagnostics),
            verbs: verbs
        )
    }
}
