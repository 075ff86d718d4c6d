import Mapwright

/// Reads one JSON object of a schema: checks its keys against the ones its kind of
/// declaration allows, reports unknown keys (with a suggestion) and repeated keys,
/// and hands out members by kind, reporting members of the wrong kind.
///
/// Every problem is recorded in the collector and the offending member is skipped,
/// so reading goes on and later problems are found too.
struct SyntaxObject {
    /// One member: its key (located) and its value.
    struct Member {
        /// The key, located at its opening quote.
        let key: Located<String>
        /// The value.
        let value: SyntaxValue
    }

    /// What the object declares, as messages name it (`relationship 'author'`).
    let what: String
    /// Where "missing key" problems are reported: the key that names the object
    /// (its own opening brace for unnamed objects).
    let anchor: SchemaLocation
    /// The accepted members, in document order.
    let members: [Member]

    /// Reads `value` as an object, or records that it is not one and returns `nil`.
    /// With `allowedKeys`, any other key is an error; `nil` accepts any key (maps of
    /// names to declarations).
    init?(_ value: SyntaxValue, what: String, anchor: SchemaLocation? = nil, allowedKeys: [String]?, diagnostics: inout DiagnosticCollector) {
        guard let rawMembers = value.members else {
            diagnostics.error("\(what) must be an object, found \(value.kind.withArticle)", at: value.location)
            return nil
        }
        self.what = what
        self.anchor = anchor ?? value.location
        var accepted: [Member] = []
        var firstByKey: [String: SchemaLocation] = [:]
        for (keyValue, memberValue) in rawMembers {
            let key = Located(keyValue.json.string ?? "", at: keyValue.location)
            if let first = firstByKey[key.value] {
                diagnostics.error("duplicate key '\(key.value)' in \(what)", at: key.location, notes: [.init("first used here", at: first)])
                continue
            }
            firstByKey[key.value] = key.location
            if let allowedKeys, !allowedKeys.contains(key.value) {
                let hint = Suggestion.didYouMean(key.value, among: allowedKeys)
                diagnostics.error("unknown key '\(key.value)' in \(what)\(hint)", at: key.location)
                continue
            }
            accepted.append(Member(key: key, value: memberValue))
        }
        members = accepted
    }

    /// The member named `key`, if present.
    func member(_ key: String) -> Member? {
        members.first { $0.key.value == key }
    }

    /// Records that `key` is missing, at the anchor.
    func reportMissing(_ key: String, diagnostics: inout DiagnosticCollector) {
        diagnostics.error("\(what) is missing '\(key)'", at: anchor)
    }

    /// Records that member `key` has the wrong kind.
    func reportKind(of member: Member, expected: String, diagnostics: inout DiagnosticCollector) {
        diagnostics.error("'\(member.key.value)' of \(what) must be \(expected), found \(member.value.kind.withArticle)", at: member.value.location)
    }

    /// The string value of `key`; `nil` when absent or not a string (recorded).
    func string(_ key: String, required: Bool = false, diagnostics: inout DiagnosticCollector) -> Located<String>? {
        guard let member = member(key) else {
            if required { reportMissing(key, diagnostics: &diagnostics) }
            return nil
        }
        guard let text = member.value.json.string else {
            reportKind(of: member, expected: JSONKind.string.withArticle, diagnostics: &diagnostics)
            return nil
        }
        return Located(text, at: member.value.location)
    }

    /// The boolean value of `key`; `nil` when absent or not a boolean (recorded).
    func bool(_ key: String, diagnostics: inout DiagnosticCollector) -> Located<Bool>? {
        guard let member = member(key) else { return nil }
        guard let flag = member.value.json.bool else {
            reportKind(of: member, expected: JSONKind.bool.withArticle, diagnostics: &diagnostics)
            return nil
        }
        return Located(flag, at: member.value.location)
    }

    /// The string value of `key` when it is one of `choices`; anything else is
    /// recorded, with a suggestion.
    func choice(_ key: String, among choices: [String], diagnostics: inout DiagnosticCollector) -> Located<String>? {
        guard let text = string(key, diagnostics: &diagnostics) else { return nil }
        guard choices.contains(text.value) else {
            let listed = choices.map { "'\($0)'" }.joined(separator: ", ")
            let hint = Suggestion.didYouMean(text.value, among: choices)
            diagnostics.error("'\(key)' of \(what) must be one of \(listed), found '\(text.value)'\(hint)", at: text.location)
            return nil
        }
        return text
    }

    /// The members of the object at `key`, as name → value pairs (names located);
    /// `nil` when absent or not an object (recorded). Duplicate names are recorded.
    func namedMembers(_ key: String, diagnostics: inout DiagnosticCollector) -> [Member]? {
        guard let member = member(key) else { return nil }
        let what = "'\(key)' of \(self.what)"
        return SyntaxObject(member.value, what: what, allowedKeys: nil, diagnostics: &diagnostics)?.members
    }

    /// The key path at `key`; `nil` when absent or invalid (recorded).
    func keyPath(_ key: String, required: Bool = false, diagnostics: inout DiagnosticCollector) -> Located<JSONKeyPath>? {
        guard let member = member(key) else {
            if required { reportMissing(key, diagnostics: &diagnostics) }
            return nil
        }
        guard member.value.kind == .string else {
            reportKind(of: member, expected: "a key path string", diagnostics: &diagnostics)
            return nil
        }
        return KeyPathSyntax.parse(member.value, diagnostics: &diagnostics)
    }
}

/// Parses key paths written in schema strings with the runtime's own parser, so the
/// schema and the runtime agree on the notation.
enum KeyPathSyntax {
    /// The key path written in the string `value`, or `nil` after recording the
    /// problem at its column inside the string.
    static func parse(_ value: SyntaxValue, diagnostics: inout DiagnosticCollector) -> Located<JSONKeyPath>? {
        let text = value.json.string ?? ""
        do {
            return Located(try JSONKeyPath(parsing: text), at: value.location)
        } catch {
            diagnostics.error("bad key path '\(text)': \(error.message)", at: value.location(ofCharacter: error.column))
            return nil
        }
    }
}
