import Mapwright

/// Reads `mappings` members and their fields.
enum MappingSyntaxReader {
    /// Keys of a mapping.
    static let mappingKeys = ["entity", "fields", "root", "result", "keys", "extends", "next"]
    /// Values of `keys` (on a mapping or at a file's top level).
    static let keyStyles = KeyNamingStyle.allCases.map(\.rawValue)
    /// Keys of a mapping's `result`.
    static let resultKeys = ["success", "expect", "failure"]
    /// Keys of a field's object form.
    static let fieldKeys = ["key", "box", "coerce", "default", "null", "mapping", "reference", "merge", "invalidElements", "notArray", "export", "exportNull", "unresolved", "previousIdentity"]
    /// Values of `invalidElements`.
    static let invalidElementPolicies = ["error", "skip"]
    /// Values of `notArray`.
    static let notArrayPolicies = ["error", "absent"]
    /// Values of `unresolved`.
    static let unresolvedPolicies = ["error", "ignore", "create"]
    /// Values of `coerce`.
    static let coercions = ["lenient", "strict"]
    /// Values of `null`.
    static let nullPolicies = ["clear", "keep", "default"]
    /// Values of `exportNull`.
    static let exportNullPolicies = ["null", "omit"]
    /// Values of `merge`.
    static let mergePolicies = ["replace", "append"]

    /// The mapping declared by `member`; one without readable fields when it is not an
    /// object (recorded).
    static func read(_ member: SyntaxObject.Member, diagnostics: inout DiagnosticCollector) -> MappingSyntax {
        let name = member.key
        guard let mapping = SyntaxObject(member.value, what: "mapping '\(name.value)'", anchor: name.location, allowedKeys: mappingKeys, diagnostics: &diagnostics) else {
            return MappingSyntax(name: name, entity: nil, root: nil, fields: [], fieldsAreUnreadable: true)
        }
        let entity = mapping.string("entity", diagnostics: &diagnostics)
        let root = mapping.keyPath("root", diagnostics: &diagnostics)
        guard let fieldMembers = mapping.namedMembers("fields", diagnostics: &diagnostics) else {
            if mapping.member("fields") == nil { mapping.reportMissing("fields", diagnostics: &diagnostics) }
            return MappingSyntax(name: name, entity: entity, root: root, fields: [], fieldsAreUnreadable: true)
        }
        let fields = fieldMembers.map { readField($0, in: name.value, diagnostics: &diagnostics) }
        let result = mapping.member("result").flatMap { readResult($0, in: name.value, diagnostics: &diagnostics) }
        var syntax = MappingSyntax(name: name, entity: entity, root: root, fields: fields, fieldsAreUnreadable: false, result: result)
        syntax.keys = mapping.choice("keys", among: keyStyles, diagnostics: &diagnostics)
        syntax.extends = mapping.string("extends", diagnostics: &diagnostics)
        syntax.next = mapping.keyPath("next", diagnostics: &diagnostics)
        return syntax
    }

    /// A mapping's `result` object; `nil` when it is not an object (recorded).
    private static func readResult(_ member: SyntaxObject.Member, in mapping: String, diagnostics: inout DiagnosticCollector) -> ResultSyntax? {
        guard let result = SyntaxObject(member.value, what: "'result' of mapping '\(mapping)'", anchor: member.key.location, allowedKeys: resultKeys, diagnostics: &diagnostics) else {
            return nil
        }
        let expectations = result.namedMembers("expect", diagnostics: &diagnostics)?.map { (name: $0.key, value: $0.value) } ?? []
        return ResultSyntax(location: member.value.location,
                            success: result.string("success", diagnostics: &diagnostics),
                            expectations: expectations,
                            failure: result.string("failure", required: true, diagnostics: &diagnostics))
    }

    /// A field: a key path string, or an object. A field whose value or key is
    /// malformed is kept with no keys, so it still counts as mapped.
    private static func readField(_ member: SyntaxObject.Member, in mapping: String, diagnostics: inout DiagnosticCollector) -> FieldSyntax {
        let name = member.key
        if member.value.kind == .string {
            let key = KeyPathSyntax.parse(member.value, diagnostics: &diagnostics)
            return FieldSyntax(name: name, keys: key.map { [$0] } ?? [])
        }
        guard member.value.kind == .object,
              let field = SyntaxObject(member.value, what: "field '\(name.value)'", anchor: name.location, allowedKeys: fieldKeys, diagnostics: &diagnostics)
        else {
            diagnostics.error("field '\(name.value)' of mapping '\(mapping)' must be a key path string or an object, found \(member.value.kind.withArticle)", at: member.value.location)
            return FieldSyntax(name: name, keys: [])
        }
        let keys = readKeys(of: field, named: name, diagnostics: &diagnostics) ?? []
        let options = FieldOptionsSyntax(
            box: field.string("box", diagnostics: &diagnostics),
            coerce: field.choice("coerce", among: coercions, diagnostics: &diagnostics),
            defaultValue: field.member("default")?.value,
            null: field.choice("null", among: nullPolicies, diagnostics: &diagnostics),
            mapping: field.string("mapping", diagnostics: &diagnostics),
            reference: field.bool("reference", diagnostics: &diagnostics),
            merge: field.choice("merge", among: mergePolicies, diagnostics: &diagnostics),
            invalidElements: field.choice("invalidElements", among: invalidElementPolicies, diagnostics: &diagnostics),
            notArray: field.choice("notArray", among: notArrayPolicies, diagnostics: &diagnostics),
            export: field.bool("export", diagnostics: &diagnostics),
            exportNull: field.choice("exportNull", among: exportNullPolicies, diagnostics: &diagnostics),
            unresolved: field.choice("unresolved", among: unresolvedPolicies, diagnostics: &diagnostics),
            previousIdentity: readPreviousIdentity(of: field, diagnostics: &diagnostics)
        )
        return FieldSyntax(name: name, keys: keys, options: options)
    }

    /// `previousIdentity`: one key path string, when given and readable.
    private static func readPreviousIdentity(of field: SyntaxObject, diagnostics: inout DiagnosticCollector) -> Located<JSONKeyPath>? {
        guard let member = field.member("previousIdentity") else { return nil }
        guard member.value.kind == .string else {
            field.reportKind(of: member, expected: "a key path string", diagnostics: &diagnostics)
            return nil
        }
        return KeyPathSyntax.parse(member.value, diagnostics: &diagnostics)
    }

    /// `key`: one key path or an array of fallbacks; absent means the field's own
    /// name as a single key. `nil` when nothing valid is left (recorded).
    private static func readKeys(of field: SyntaxObject, named name: Located<String>, diagnostics: inout DiagnosticCollector) -> [Located<JSONKeyPath>]? {
        guard let member = field.member("key") else {
            return [Located(JSONKeyPath(segments: [.key(name.value)]), at: name.location)]
        }
        if member.value.kind == .string {
            return KeyPathSyntax.parse(member.value, diagnostics: &diagnostics).map { [$0] }
        }
        guard let elements = member.value.elements else {
            field.reportKind(of: member, expected: "a key path or an array of key paths", diagnostics: &diagnostics)
            return nil
        }
        guard !elements.isEmpty else {
            diagnostics.error("'key' of \(field.what) lists no key path", at: member.value.location)
            return nil
        }
        var keys: [Located<JSONKeyPath>] = []
        var valid = true
        for element in elements {
            guard element.kind == .string else {
                diagnostics.error("'key' of \(field.what) must list key path strings, found \(element.kind.withArticle)", at: element.location)
                valid = false
                continue
            }
            if let key = KeyPathSyntax.parse(element, diagnostics: &diagnostics) { keys.append(key) } else { valid = false }
        }
        return valid ? keys : nil
    }
}
