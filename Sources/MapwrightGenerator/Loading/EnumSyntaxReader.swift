/// Reads `enums` members.
enum EnumSyntaxReader {
    /// Keys of an enum.
    static let enumKeys = ["cases", "values", "unknown", "keepUnknown"]

    /// The enum declared by `member`; a stand-in when it is not an object (recorded).
    static func read(_ member: SyntaxObject.Member, diagnostics: inout DiagnosticCollector) -> EnumSyntax {
        let name = member.key
        guard let declaration = SyntaxObject(member.value, what: "enum '\(name.value)'", anchor: name.location, allowedKeys: enumKeys, diagnostics: &diagnostics) else {
            return EnumSyntax(name: name, cases: [], values: [], unknown: nil, isUnreadable: true)
        }
        var cases: [Located<String>] = []
        if let casesMember = declaration.member("cases") {
            if let elements = casesMember.value.elements {
                if elements.isEmpty { diagnostics.error("enum '\(name.value)' has no cases", at: casesMember.value.location) }
                for element in elements {
                    guard let text = element.json.string else {
                        diagnostics.error("cases of enum '\(name.value)' must be strings, found \(element.kind.withArticle)", at: element.location)
                        continue
                    }
                    cases.append(Located(text, at: element.location))
                }
            } else {
                declaration.reportKind(of: casesMember, expected: "an array of case names", diagnostics: &diagnostics)
            }
        } else {
            declaration.reportMissing("cases", diagnostics: &diagnostics)
        }
        var values: [(name: Located<String>, value: Located<String>)] = []
        for value in declaration.namedMembers("values", diagnostics: &diagnostics) ?? [] {
            guard let raw = value.value.json.string else {
                diagnostics.error("raw value of case '\(value.key.value)' must be a string, found \(value.value.kind.withArticle)", at: value.value.location)
                continue
            }
            values.append((value.key, Located(raw, at: value.value.location)))
        }
        let unknown = declaration.string("unknown", diagnostics: &diagnostics)
        let keepUnknown = declaration.bool("keepUnknown", diagnostics: &diagnostics)
        return EnumSyntax(name: name, cases: cases, values: values, unknown: unknown, keepUnknown: keepUnknown)
    }
}
